// Time to load and render a built-in picture (both halves) at 80x24 and at
// 250x70, medians of 10 with a cold library each time; and the time and
// peak memory for one photo given on the command line.
import BrocadeApp
import BrocadeTerminal
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import Foundation
#if canImport(Glibc)
import Glibc
#endif

func nowMs() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}

func peakMiB() -> Double {
    var u = rusage()
    getrusage(RUSAGE_SELF.rawValue, &u)
    return Double(u.ru_maxrss) / 1024
}

let args = CommandLine.arguments
let dir = args.count > 1 ? args[1] : "Resources"
let name = "dalishen"

for (w, h) in [(80, 24), (250, 70)] {
    var times: [Double] = []
    var half = Size.zero
    for _ in 0..<10 {
        let start = nowMs()
        let lib = try PictureLibrary(directory: dir)
        guard let p = lib.picture(named: name), let px = lib.pixelSize(p) else { fatalError("no \(name) in \(dir)") }
        half = PictureFit.halfSize(pixels: px, whole: Size(width: w, height: h - 3))
        _ = try lib.rendered(p, cols: half.width, rows: half.height, depth: .direct, unicode: true, mirrored: false)
        _ = try lib.rendered(p, cols: half.width, rows: half.height, depth: .direct, unicode: true, mirrored: true)
        times.append(nowMs() - start)
    }
    times.sort()
    print("\(name) at \(w)x\(h) (halves \(half.width)x\(half.height) cells): load and render median \(String(format: "%.2f", (times[4] + times[5]) / 2)) ms, worst \(String(format: "%.2f", times[9])) ms")
}

// A 10x10 mirror jigsaw's board at 250x70: both halves of its picture
// rendered at the board's size, cold, for a built-in picture (fitted whole)
// and a generated one (woven at the board's own size).
for picture in [name, GeneratedPicture.name(seed: 42)] {
    let board = BoardFit.board(columns: 10, rows: 10, mirrored: true, picture: Size(width: 30, height: 40),
                               area: BoardFit.area(terminal: Size(width: 250, height: 70)))
    var times: [Double] = []
    for _ in 0..<10 {
        let lib = try PictureLibrary(directory: dir)
        let p = lib.picture(named: picture) ?? GeneratedPicture.info(seed: 42)
        let start = nowMs()
        _ = try lib.rendered(p, cols: board.width, rows: board.height, depth: .direct, unicode: true, mirrored: false)
        _ = try lib.rendered(p, cols: board.width, rows: board.height, depth: .direct, unicode: true, mirrored: true)
        times.append(nowMs() - start)
    }
    times.sort()
    print("10x10 mirror board at 250x70 (half \(board.width)x\(board.height) cells), \(picture): render median \(String(format: "%.2f", (times[4] + times[5]) / 2)) ms, worst \(String(format: "%.2f", times[9])) ms")
}

if args.count > 2 {
    let before = peakMiB()
    let start = nowMs()
    let lib = try PictureLibrary(directory: dir)
    let info = try ImageLoader.info(path: args[2])
    let p = try lib.addImage(path: args[2])
    let half = PictureFit.halfSize(pixels: lib.pixelSize(p)!, whole: Size(width: 250, height: 65))
    _ = try lib.rendered(p, cols: half.width, rows: half.height, depth: .direct, unicode: true, mirrored: false)
    print("photo \(info.width)x\(info.height) \(info.format): load and render at 250x70 \(String(format: "%.1f", nowMs() - start)) ms, peak resident \(String(format: "%.1f", peakMiB())) MiB (\(String(format: "%.1f", before)) MiB before)")
}

// The generator: milliseconds to weave one picture at its standard size,
// over 200 seeds, and a whole design's pixels for export.
var weaveMedian = 0.0
do {
    var times: [Double] = [], inked = 0
    for seed in UInt64(1)...200 {
        let start = nowMs()
        let woven = BrocadeGenerator.weave(seed: seed)
        times.append(nowMs() - start)
        // Used, so the weaving is not optimised away.
        inked += woven.grid.cells.filter { LiColor.threads.contains($0) }.count
    }
    if inked == 0 { print("generator: nothing woven") }
    times.sort()
    print("generator: weave one 60x40 picture median \(String(format: "%.3f", times[100])) ms, worst \(String(format: "%.3f", times.last!)) ms (200 seeds)")
    weaveMedian = times[100]
}

// The cells that change per drag step in the mirror jigsaw at 80x24, for
// comparison with the bytes drag_latency.py sees written.
do {
    let lib = try PictureLibrary(directory: dir)
    let registry = ModeRegistry.standard(pictures: lib)
    let app = AppController(options: AppOptions(seed: 1, colorDepth: .palette256, startMode: .mirrorJigsaw),
                            registry: registry, unixTime: { 0 })
    var now = TimePoint.zero
    func frame() -> Canvas {
        var c = Canvas(size: Size(width: 80, height: 24))
        app.draw(into: &c, now: now)
        return c
    }
    _ = frame()
    _ = app.handle(InputEvent.pointer(PointerEvent(.press(.primary), at: Point(x: 9, y: 19), time: now)), now: now)
    now = now + 400
    _ = app.tick(now: now)
    var previous = frame()
    let path = (8..<36).map { Point(x: $0, y: 5) } + (5..<14).map { Point(x: 35, y: $0) }
    var changed: [Int] = []
    for p in path + path.reversed() {
        now = now + 16
        _ = app.handle(InputEvent.pointer(PointerEvent(.move(.primary), at: p, time: now)), now: now)
        let c = frame()
        changed.append(zip(c.cells, previous.cells).filter { $0 != $1 }.count)
        previous = c
    }
    changed.sort()
    print("mirror jigsaw drag at 80x24: \(changed[changed.count / 2]) cells change per step (median), \(changed.last!) at most")
}

// What a drag step sends a kitty terminal at 200x60 (9x20-pixel cells): a
// 10x10 mirror jigsaw, a piece lifted from the tray and carried up over the
// tray and the board; on an empty board, then with half the pieces placed
// (Tab to the tray, Enter lifts its chosen piece onto the first empty cell,
// Enter drops it), so that the piece passes over placed ones.
func kittyDragBytes(placed: Int, create: Bool = false) throws -> (first: Int, median: Int, most: Int) {
    let lib = try PictureLibrary(directory: dir)
    let registry = ModeRegistry.standard(pictures: lib)
    var options = AppOptions(seed: 1, colorDepth: .direct, startMode: create ? .create : .mirrorJigsaw)
    options.modeOptions[.mirrorJigsaw] = GameRequest(["cols": "10", "rows": "10", "picture": "dalishen"])
    options.modeOptions[.create] = GameRequest(["cols": "6", "rows": "6"])
    let app = AppController(options: options, registry: registry, unixTime: { 0 })
    let size = Size(width: 200, height: 60), cell = Size(width: 9, height: 20)
    _ = app.handle(.resize(size), now: .zero)
    var now = TimePoint.zero
    for i in 0..<placed {
        if i > 0 { _ = app.handle(.key(.tab), now: now) }
        _ = app.handle(.key(.enter), now: now)
        _ = app.handle(.key(.enter), now: now)
    }
    let kitty = KittyPresenter()
    func send() -> Int {
        var c = Canvas(size: size, cellPixels: cell)
        app.draw(into: &c, now: now)
        return kitty.frame(c, cellPixels: cell, rewritten: []).count
    }
    let first = send()
    // A tray piece: the lowest image on the screen.
    var probe = Canvas(size: size, cellPixels: cell)
    app.draw(into: &probe, now: now)
    let piece = probe.images.max { $0.clip.minY < $1.clip.minY }?.clip.center ?? Point(x: 12, y: 50)
    _ = app.handle(.pointer(PointerEvent(.press(.primary), at: piece, time: now)), now: now)
    now = now + 600
    _ = app.tick(now: now)
    _ = send()
    var steps: [Int] = []
    for p in (0..<40).map({ Point(x: piece.x + $0, y: max(2, piece.y - 2 - $0)) }) {
        now = now + 16
        _ = app.handle(.pointer(PointerEvent(.move(.primary), at: p, time: now)), now: now)
        steps.append(send())
        // KITTY_BENCH_STEPS=1: every step's bytes, where the pointer was.
        if ProcessInfo.processInfo.environment["KITTY_BENCH_STEPS"] != nil { print("  step at \(p.x),\(p.y): \(steps.last!) bytes") }
    }
    steps.sort()
    return (first, steps[steps.count / 2], steps.last!)
}
let kittyDrag = try kittyDragBytes(placed: 0)
print("kitty at 200x60, 10x10 mirror jigsaw: first frame \(kittyDrag.first) bytes; drag step median \(kittyDrag.median) bytes, at most \(kittyDrag.most)")
let kittyDragOver = try kittyDragBytes(placed: 50)
print("kitty at 200x60, 10x10 mirror jigsaw, half placed: first frame \(kittyDragOver.first) bytes; drag step median \(kittyDragOver.median) bytes, at most \(kittyDragOver.most)")
let kittyCreate = try kittyDragBytes(placed: 0, create: true)
print("kitty at 200x60, Create 6x6, a palette tile carried over the loom: first frame \(kittyCreate.first) bytes; drag step median \(kittyCreate.median) bytes, at most \(kittyCreate.most)")

/// Milliseconds to draw each of 100 whole frames at 250x70, sorted (the
/// first frame, which renders the pictures, left out).
func frameTimes(_ app: AppController, cellPixels: Size? = nil) -> [Double] {
    var times: [Double] = []
    for i in 0..<101 {
        var c = Canvas(size: Size(width: 250, height: 70), cellPixels: cellPixels)
        let start = nowMs()
        app.draw(into: &c, now: TimePoint(milliseconds: Int64(i)))
        if i > 0 { times.append(nowMs() - start) }
    }
    return times.sorted()
}

// Milliseconds to draw one whole frame at 250x70 into the in-memory screen,
// for each mode (pictures already rendered: the first frame is left out).
do {
    let lib = try PictureLibrary(directory: dir)
    let registry = ModeRegistry.standard(pictures: lib)
    var result: [String] = []
    for mode in [GameMode.mirrorJigsaw, .jigsaw, .twentyFortyEight, .slide] {
        var options = AppOptions(seed: 1, colorDepth: .direct, startMode: mode)
        options.modeOptions[.slide] = GameRequest(["size": "4", "picture": "dalishen"])
        let app = AppController(options: options, registry: registry, unixTime: { 0 })
        _ = app.handle(.resize(Size(width: 250, height: 70)), now: .zero)
        let times = frameTimes(app)
        print("full frame at 250x70, \(mode.rawValue): median \(String(format: "%.2f", times[50])) ms, worst \(String(format: "%.2f", times.last!)) ms")
        result.append("\"\(mode.rawValue)\": \(String(format: "%.3f", times[50]))")
    }
    // The mirror jigsaw with cells filled (Tab goes to the tray, Enter lifts
    // its chosen piece onto the first empty cell, Enter drops it there):
    // 4x5 full, square pieces and pieces with tabs and turns, the most a
    // board of the default size draws; and 10x10 with tabs and turns, half
    // on the board and half in the tray, the largest game there is.
    let cases: [(String, [String: String], Int)] = [
        ("mirror-jigsaw-full", ["cols": "4", "rotate": "off", "tabs": "off"], 20),
        ("mirror-jigsaw-tabs-full", ["cols": "4", "rotate": "on", "tabs": "on"], 20),
        ("mirror-jigsaw-10x10-tabs-half", ["cols": "10", "rows": "10", "rotate": "on", "tabs": "on"], 50),
    ]
    for (name, values, placed) in cases {
        var options = AppOptions(seed: 1, colorDepth: .direct, startMode: .mirrorJigsaw)
        options.modeOptions[.mirrorJigsaw] = GameRequest(values.merging(["picture": "dalishen"]) { a, _ in a })
        let app = AppController(options: options, registry: registry, unixTime: { 0 })
        _ = app.handle(.resize(Size(width: 250, height: 70)), now: .zero)
        var first = Canvas(size: Size(width: 250, height: 70))
        app.draw(into: &first, now: .zero)
        for i in 0..<placed {
            if i > 0 { _ = app.handle(.key(.tab), now: .zero) }
            _ = app.handle(.key(.enter), now: .zero)
            _ = app.handle(.key(.enter), now: .zero)
        }
        // What the frame holds: the tray's count says the pieces were placed.
        var shown = Canvas(size: Size(width: 250, height: 70))
        app.draw(into: &shown, now: .zero)
        let tray = (0..<70).map { shown.rowText($0) }.first { $0.contains("in the tray") || $0.contains("tray empty") } ?? "no tray"
        let times = frameTimes(app)
        print("  \(name): \(tray.split(separator: " ").joined(separator: " "))")
        print("full frame at 250x70, \(name): median \(String(format: "%.2f", times[50])) ms, worst \(String(format: "%.2f", times.last!)) ms")
        result.append("\"\(name)\": \(String(format: "%.3f", times[50]))")
        // The same frame with its pictures as images, at kitty's 9x20-pixel cells here.
        let pixels = Size(width: 9, height: 20)
        var withImages = Canvas(size: Size(width: 250, height: 70), cellPixels: pixels)
        app.draw(into: &withImages, now: .zero)
        let imageTimes = frameTimes(app, cellPixels: pixels)
        print("full frame at 250x70 with images (\(withImages.images.count) layers), \(name): median \(String(format: "%.2f", imageTimes[50])) ms, worst \(String(format: "%.2f", imageTimes.last!)) ms")
        result.append("\"\(name)-images\": \(String(format: "%.3f", imageTimes[50]))")
    }
    print("RESULT {\"frame_ms\": {\(result.joined(separator: ", "))}, \"weave_ms\": \(String(format: "%.4f", weaveMedian)), "
          + "\"kitty_drag_bytes\": {\"first\": \(kittyDrag.first), \"median\": \(kittyDrag.median), \"most\": \(kittyDrag.most)}, "
          + "\"kitty_drag_over_placed_bytes\": {\"first\": \(kittyDragOver.first), \"median\": \(kittyDragOver.median), \"most\": \(kittyDragOver.most)}, "
          + "\"kitty_create_drag_bytes\": {\"first\": \(kittyCreate.first), \"median\": \(kittyCreate.median), \"most\": \(kittyCreate.most)}}")
}
