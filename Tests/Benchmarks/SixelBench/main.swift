// The sixel presenter's cost at 200x60 (issue 48): a 10x10 jigsaw's board of
// 800x1140 pixels (8x20-pixel cells) as the first frame, then a piece and its
// mirror copy dragged a cell at a time. Bytes are what the terminal is sent;
// times are the presenter's CPU time (compositing, quantising, encoding),
// release build.
//
//   sh Tests/Benchmarks/SixelBench/run.sh [PICTURE.rgba]
//
// PICTURE.rgba: 800x1140 raw RGBA (e.g. a photo, through
// `convert photo.jpg -resize 800x1140! -depth 8 rgba:PICTURE.rgba`);
// without it, a photo-like picture made here (smooth shapes, fine detail and
// noise) and a woven-like one of 7 flat colours.
import BrocadeTUI
import BrocadeTerminal
import Foundation

/// This thread's CPU time: on a machine shared with other builds, wall
/// time measures them too.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

let width = 800, height = 1140
let px = Size(width: 8, height: 20)

func photoLike() -> [UInt8] {
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    var seed: UInt64 = 1
    for y in 0..<height {
        for x in 0..<width {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let noise = Double(Int(seed >> 59)) - 16
            let fx = Double(x) / Double(width), fy = Double(y) / Double(height)
            let r = 128 + 90 * sin(fx * 7 + fy * 3) + noise
            let g = 120 + 80 * cos(fy * 9 - fx * 2) + noise + (((x / 40) + (y / 40)) % 2 == 0 ? 25 : -25)
            let b = 100 + 100 * sin((fx - 0.5) * (fy - 0.3) * 40) + noise
            let i = (y * width + x) * 4
            rgba[i] = UInt8(max(0, min(255, r)))
            rgba[i + 1] = UInt8(max(0, min(255, g)))
            rgba[i + 2] = UInt8(max(0, min(255, b)))
        }
    }
    return rgba
}

func wovenLike() -> [UInt8] {
    let colours: [[UInt8]] = [[170, 30, 40], [230, 190, 60], [20, 60, 120], [240, 240, 230], [30, 30, 30], [60, 140, 70], [200, 120, 160]]
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let motif = ((x / 16) * 3 + (y / 24) * 5 + ((x / 4 + y / 6) % 3)) % colours.count
            rgba += colours[motif] + [255]
        }
    }
    return rgba
}

func flipped(_ src: [UInt8], _ w: Int, _ h: Int) -> [UInt8] {
    var out = src
    for y in 0..<h {
        for x in 0..<w {
            for c in 0..<4 { out[(y * w + x) * 4 + c] = src[(y * w + (w - 1 - x)) * 4 + c] }
        }
    }
    return out
}

func run(_ name: String, _ board: [UInt8]) {
    let boardSource = ImageSource(key: "\(name)-board", width: width, height: height, rgba: board)
    // A piece of the 10x10 cut: 80x114 pixels over 10x6 cells, and its mirror copy.
    let crop = Rect(x: 320, y: 456, width: 80, height: 114)
    var piece: [UInt8] = []
    for y in crop.minY..<crop.maxY { piece += board[((y * width + crop.minX) * 4)..<((y * width + crop.maxX) * 4)] }
    let pieceSource = ImageSource(key: "\(name)-piece", width: 80, height: 114, rgba: piece)
    let mirrorSource = ImageSource(key: "\(name)-mirror", width: 80, height: 114, rgba: flipped(piece, 80, 114))
    func scene(_ step: Int) -> Canvas {
        var c = Canvas(size: Size(width: 200, height: 60), cellPixels: px)
        c.place(ImageLayer(source: boardSource, cells: Rect(x: 2, y: 1, width: 100, height: 57)))
        c.text("Tray", at: Point(x: 110, y: 1))
        c.place(ImageLayer(source: pieceSource, cells: Rect(x: 20 + step, y: 20, width: 10, height: 6)))
        c.place(ImageLayer(source: mirrorSource, cells: Rect(x: 72 - step, y: 20, width: 10, height: 6)))
        return c
    }
    var presenter = SixelPresenter()
    var t0 = now()
    let first = presenter.frame(scene(0))
    var t1 = now()
    print(String(format: "%@: first frame: %d bytes, %.1f ms", name, first.count, (t1 - t0) * 1000))
    let steps = 20
    var total = 0, worst = 0, time = 0.0, worstTime = 0.0
    for s in 1...steps {
        let c = scene(s)
        t0 = now()
        let b = presenter.frame(c)
        t1 = now()
        total += b.count
        worst = max(worst, b.count)
        time += t1 - t0
        worstTime = max(worstTime, t1 - t0)
    }
    print(String(format: "%@: drag step (piece and mirror copy, one cell): mean %d bytes, worst %d; mean %.2f ms, worst %.2f ms",
                 name, total / steps, worst, time / Double(steps) * 1000, worstTime * 1000))
    let c = scene(steps)
    t0 = now()
    let none = presenter.frame(c)
    t1 = now()
    print(String(format: "%@: the same frame again: %d bytes, %.2f ms", name, none.count, (t1 - t0) * 1000))

    // A long drag as each terminal gets it (SixelScreenPresenter): xterm
    // keeps 16 images, so past 12 a frame draws the whole picture again;
    // Konsole, mlterm, foot and WezTerm keep them all (issue 48: at most
    // 64 KB a drag step at 200x60).
    for (terminal, label) in [(SixelTerminal.standard, "Konsole, foot, WezTerm"), (.mlterm, "mlterm"), (.xterm, "xterm")] {
        let screen = SixelScreenPresenter(terminal: terminal)
        let firstBytes = screen.frame(scene(0), cellPixels: px, rewritten: [])
        let long = 60
        var sum = 0, most = 0, over = 0
        for s in 1...long {
            let b = screen.frame(scene(s % 40), cellPixels: px, rewritten: [])
            sum += b.count
            most = max(most, b.count)
            if b.count > 64 << 10 { over += 1 }
            if ProcessInfo.processInfo.environment["SIXEL_BENCH_STEPS"] != nil { print(label, s, b.count, SixelScreenPresenter.images(in: b)) }
        }
        print(String(format: "%@: %@: first frame %d bytes in %d images; %d drag steps: mean %d bytes, worst %d, %d over 64 KB",
                     name, label, firstBytes.count, SixelScreenPresenter.images(in: firstBytes), long, sum / long, most, over))
    }
}

let args = CommandLine.arguments
if args.count > 1, let data = FileManager.default.contents(atPath: args[1]), data.count == width * height * 4 {
    run("picture", Array(data))
} else {
    run("photo-like", photoLike())
    run("woven-like", wovenLike())
}

// The 10x10 mirror jigsaw as xterm shows it at 200x60 (10x20-pixel cells):
// an empty board, the tray's three rows of pieces at the bottom, and a
// piece lifted from the tray and dragged up and along the board's left
// half while its mirror copy moves on the right half, over 150 columns
// away (two images a step: one cannot be wider than 1000 pixels).
func trayDrag(_ name: String, _ board: [UInt8]) {
    let cell = Size(width: 10, height: 20)
    var pieces: [ImageSource] = []
    for n in 0..<57 {
        let x0 = (n % 10) * 80, y0 = (n / 10 % 10) * 114
        var rgba: [UInt8] = []
        for y in y0..<(y0 + 80) { rgba += board[((y * width + x0) * 4)..<((y * width + x0 + 80) * 4)] }
        pieces.append(ImageSource(key: "\(name)-tray\(n)", width: 80, height: 80, rgba: rgba))
    }
    let held = pieces[1]
    let mirror = ImageSource(key: "\(name)-held-mirror", width: 80, height: 80, rgba: flipped(held.rgba, 80, 80))
    func path(_ s: Int) -> Point {
        if s < 22 { return Point(x: 12, y: 43 - s) }
        if s < 72 { return Point(x: 12 + (s - 21), y: 22) }
        return Point(x: 62 - (s - 71), y: 22 + (s - 71) / 2)
    }
    func scene(_ step: Int) -> Canvas {
        var c = Canvas(size: Size(width: 200, height: 60), cellPixels: cell)
        c.text("Tray", at: Point(x: 2, y: 42))
        for n in 0..<57 where !(n == 1 && step > 0) {
            c.place(ImageLayer(source: pieces[n], cells: Rect(x: 2 + (n % 19) * 10, y: 43 + (n / 19) * 5, width: 8, height: 4)))
        }
        if step > 0 {
            let p = path(step)
            c.place(ImageLayer(source: held, cells: Rect(x: p.x, y: p.y, width: 8, height: 4)))
            c.place(ImageLayer(source: mirror, cells: Rect(x: 190 - p.x, y: p.y, width: 8, height: 4)))
        }
        return c
    }
    for (terminal, label) in [(SixelTerminal.standard, "Konsole, foot, WezTerm"), (.xterm, "xterm")] {
        let screen = SixelScreenPresenter(terminal: terminal)
        let first = screen.frame(scene(0), cellPixels: cell, rewritten: [])
        let steps = 90
        var sum = 0, most = 0, over = 0, pending = 0
        var sizes: [Int] = []
        for s in 1...steps {
            let b = screen.frame(scene(s), cellPixels: cell, rewritten: [])
            sum += b.count
            most = max(most, b.count)
            if b.count > 64 << 10 { over += 1 }
            pending = max(pending, screen.sixel.pendingCells)
            sizes.append(b.count)
        }
        print(String(format: "%@: tray drag at 200x60, %@: first frame %d bytes in %d images; %d steps: mean %d bytes, worst %d, %d over 64 KB; cells left wrong at most %d",
                     name, label, first.count, SixelScreenPresenter.images(in: first), steps, sum / steps, most, over, pending))
        if ProcessInfo.processInfo.environment["SIXEL_BENCH_STEPS"] != nil { print(sizes) }
    }
}
if args.count <= 1 { trayDrag("photo-like", photoLike()) }

// The drag as xterm met it at 200x60 (issue 48): a piece lifted out of the
// tray with a shadow over the two rows below it and an outline of text
// round it (and round its mirror copy), up and along the board, the copy
// too far for one image; ncurses writes the cells whose text changed and
// those an image left. At xterm's 10x20-pixel cells (its 1000-pixel images
// are 100 columns by 50 rows) and at 10x15 (66 rows): there, before the
// cells the piece left were kept below the drag's images, a step sent eight
// images every dozen steps and the next the whole tray again.
func liftDrag(_ name: String, _ board: [UInt8], cell: Size, clearEvery: Int = 0) {
    var pieces: [ImageSource] = []
    func cut(_ n: Int, _ w: Int, _ h: Int) -> [UInt8] {
        let x0 = (n % 10) * 80, y0 = (n / 10 % 10) * 114
        var rgba: [UInt8] = []
        for y in y0..<(y0 + h) { rgba += board[((y * width + x0) * 4)..<((y * width + x0 + w) * 4)] }
        return rgba
    }
    for n in 0..<57 { pieces.append(ImageSource(key: "\(name)-lift\(n)", width: 80, height: 80, rgba: cut(n, 80, 80))) }
    let held = pieces[0]
    let mirror = ImageSource(key: "\(name)-lift-mirror", width: 80, height: 80, rgba: flipped(held.rgba, 80, 80))
    let shadow = ImageSource(key: "\(name)-lift-shadow", width: 80, height: 40, rgba: [UInt8](repeating: 0, count: 80 * 40 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : 20 })
    func path(_ s: Int) -> Point {
        if s <= 25 { return Point(x: 6, y: 43 - s) }
        if s <= 55 { return Point(x: 6 + (s - 25) * 2, y: 18) }
        return Point(x: 66 - (s - 55), y: 18 - (s - 55))
    }
    let size = Size(width: 200, height: 60)
    func scene(_ step: Int) -> Canvas {
        var c = Canvas(size: size, cellPixels: cell)
        for n in 0..<57 where !(n == 0 && step > 0) {
            c.place(ImageLayer(source: pieces[n], cells: Rect(x: 6 + (n % 19) * 10, y: 43 + (n / 19) * 5, width: 8, height: 4)))
        }
        guard step > 0 else { return c }
        let p = path(step), m = Point(x: 192 - p.x - 8, y: p.y)
        c.place(ImageLayer(source: shadow, cells: Rect(x: p.x + 1, y: p.y + 4, width: 8, height: 2)))
        c.place(ImageLayer(source: held, cells: Rect(x: p.x, y: p.y, width: 8, height: 4)))
        c.place(ImageLayer(source: mirror, cells: Rect(x: m.x, y: m.y, width: 8, height: 4)))
        for q in [p, m] {
            _ = c.text("\u{256D}" + String(repeating: "\u{2500}", count: 8) + "\u{256E}", at: Point(x: q.x - 1, y: q.y - 1))
            for y in q.y..<(q.y + 4) {
                _ = c.put("\u{2502}", at: Point(x: q.x - 1, y: y))
                _ = c.put("\u{2502}", at: Point(x: q.x + 8, y: y))
            }
        }
        return c
    }
    let screen = SixelScreenPresenter(terminal: .xterm)
    var previous = scene(0)
    let first = screen.frame(previous, cellPixels: cell, rewritten: [])
    var sizes: [Int] = [], pending = 0
    for s in 1...69 {
        let canvas = scene(s)
        var written = [Bool](repeating: false, count: size.area)
        let was = SixelPresenter.covered(previous, cellPixels: cell), now = SixelPresenter.covered(canvas, cellPixels: cell)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let i = y * size.width + x
                written[i] = (was[i] && !now[i]) || (!now[i] && previous[x, y] != canvas[x, y])
            }
        }
        previous = canvas
        // Ctrl-L (or a resize): the next frame draws the whole picture again.
        let cleared = clearEvery > 0 && s % clearEvery == 0
        if cleared { screen.screenCleared() }
        let b = screen.frame(canvas, cellPixels: cell, rewritten: written).count
        if !cleared { sizes.append(b) }
        pending = max(pending, screen.sixel.pendingCells)
    }
    print(String(format: "%@: lift from the tray at 200x60, xterm, %dx%d cells%@: first frame %d bytes; %d steps: mean %d bytes, median %d, worst %d, %d over 64 KB; cells left wrong at most %d",
                 name, cell.width, cell.height, clearEvery > 0 ? ", Ctrl-L every \(clearEvery) steps (those left out)" : "",
                 first.count, sizes.count, sizes.reduce(0, +) / sizes.count, sizes.sorted()[sizes.count / 2],
                 sizes.max()!, sizes.filter { $0 > 64 << 10 }.count, pending))
    if ProcessInfo.processInfo.environment["SIXEL_BENCH_STEPS"] != nil { print(sizes) }
}
if args.count <= 1 {
    liftDrag("photo-like", photoLike(), cell: Size(width: 10, height: 20))
    liftDrag("photo-like", photoLike(), cell: Size(width: 10, height: 15))
    liftDrag("photo-like", photoLike(), cell: Size(width: 10, height: 20), clearEvery: 20)
}
