// The sixel presenter behind real ncurses, for looking at in a real terminal
// (issue 48), as TerminalScreen.present drives it: the canvas as displayed
// (covered cells as no-break spaces) diffed cell by cell into ncurses, a
// refresh, then the presenter's bytes. A picture reaching the right edge and
// the last row, text over it (a status line whose length changes, a notice on
// odd steps, pairs of digits with 1 to 5 picture cells between them, which
// ncurses writes over), and a piece with a transparent tab moving.
//
//   Xvfb :7 -screen 0 1400x900x24 &
//   sh Tests/SixelCheck/run.sh            # builds /tmp/brocade-sixel-check/sixel-check
//   DISPLAY=:7 xterm -ti vt340 -geometry 100x30 -e /tmp/brocade-sixel-check/sixel-check &
//   DISPLAY=:7 import -window root shot.png
//
// Environment: STEPS (6), PAUSE seconds a step (1.5), HOLD seconds at the end
// (100), PIECE_X and PIECE_DX (where the piece starts and its step, in
// cells), CTRL_L_AT (a step after which the screen is cleared and all sent
// again), PHOTO (an 800x1140 raw RGBA picture for the board).
import Foundation
@_silgen_name("initscr") func initscr() -> OpaquePointer?
@_silgen_name("endwin") func endwin() -> Int32
@_silgen_name("mvaddstr") func mvaddstr(_ y: Int32, _ x: Int32, _ s: UnsafePointer<CChar>) -> Int32
@_silgen_name("refresh") func refresh() -> Int32
@_silgen_name("idcok") func idcok(_ w: OpaquePointer?, _ b: Bool)
@_silgen_name("curs_set") func curs_set(_ v: Int32) -> Int32
@_silgen_name("clearok") func clearok(_ w: OpaquePointer?, _ b: Bool) -> Int32

setlocale(LC_ALL, "")
let env = ProcessInfo.processInfo.environment
let win = initscr()
idcok(win, false)
_ = curs_set(0)
var ws = winsize()
_ = ioctl(1, UInt(TIOCGWINSZ), &ws)
let cols = Int(ws.ws_col), rows = Int(ws.ws_row)
let px = Size(width: max(1, Int(ws.ws_xpixel) / max(1, cols)), height: max(1, Int(ws.ws_ypixel) / max(1, rows)))

let photo = env["PHOTO"].flatMap { FileManager.default.contents(atPath: $0) }.map { Array($0) }
func picture(_ key: String, _ w: Int, _ h: Int, tab: Bool = false) -> ImageSource {
    var rgba: [UInt8] = []
    if key == "board", let photo = photo {
        for y in 0..<h { for x in 0..<w { let i = ((y * 1140 / h) * 800 + x * 800 / w) * 4; rgba += photo[i..<(i + 4)] } }
        return ImageSource(key: key, width: w, height: h, rgba: rgba)
    }
    for y in 0..<h { for x in 0..<w {
        let stripe = ((x + y) / 6) % 2 == 0
        var p: [UInt8] = key == "piece" ? [UInt8(40 + y * 200 / h), 30, UInt8(220 - y * 180 / h), 255]
                                         : [UInt8(x * 255 / w), UInt8(y * 255 / h), stripe ? 200 : 90, 255]
        if tab && x < px.width {
            let dy = y - h / 2, dx = x - px.width / 2
            if dx * dx + dy * dy > px.width * px.width / 4 + 4 { p[3] = 0 }
        }
        rgba += p
    } }
    return ImageSource(key: key, width: w, height: h, rgba: rgba)
}
// The picture reaches the right edge and the last row.
let boardCells = Rect(x: cols / 3, y: 2, width: cols - cols / 3, height: rows - 2)
let board = picture("board", boardCells.width * px.width, boardCells.height * px.height)
let piece = picture("piece", 6 * px.width, 3 * px.height, tab: true)

func scene(_ s: Int) -> Canvas {
    var c = Canvas(size: Size(width: cols, height: rows), cellPixels: px)
    for y in 0..<rows { c.text(String(repeating: "·", count: cols), at: Point(x: 0, y: y)) }
    c.text("ncurses + sixel: step \(s)   ", at: Point(x: 0, y: 0))
    c.place(ImageLayer(source: board, cells: boardCells))
    // A status line inside the picture whose length changes (ncurses may clear the rest of a line).
    c.text(" status" + String(repeating: "!", count: 12 - 2 * (s % 6)) + " ", at: Point(x: boardCells.minX + 2, y: 4))
    // A notice over the picture on odd steps only: its cells are written over, then given back.
    if s % 2 == 1 { c.text(" NOTICE OVER THE PICTURE ", at: Point(x: boardCells.minX + 4, y: 7)) }
    // Two changing letters with one picture cell between them, and two with three between.
    for (n, gap) in [(0, 1), (1, 2), (2, 3), (3, 5)] {
        c.text(String(s % 10), at: Point(x: boardCells.minX + 10, y: 16 + 2 * n))
        c.text(String((s + 5) % 10), at: Point(x: boardCells.minX + 11 + gap, y: 16 + 2 * n))
    }
    c.place(ImageLayer(source: piece, cells: Rect(x: (Int(env["PIECE_X"] ?? "") ?? boardCells.minX + 3) + s * Int(env["PIECE_DX"] ?? "3")!, y: 10, width: 6, height: 3)))
    return c
}

var presenter = SixelPresenter()
var previous: Canvas? = nil
let steps = Int(env["STEPS"] ?? "6")!
var log = ""
for s in 0...steps {
    let canvas = scene(s)
    let shown = SixelPresenter.displayed(canvas, cellPixels: px)
    var written = [Bool](repeating: false, count: canvas.size.area)
    for y in 0..<rows { for x in 0..<cols where previous == nil || previous![x, y] != shown[x, y] {
        _ = mvaddstr(Int32(y), Int32(x), String(shown[x, y].character))
        written[y * cols + x] = true
    } }
    previous = shown
    _ = refresh()
    let bytes = presenter.frame(canvas, rewritten: written, cellPixels: px)
    bytes.withUnsafeBufferPointer { _ = write(1, $0.baseAddress, $0.count) }
    log += "step \(s): \(bytes.count) bytes\n"
    if s == Int(env["CTRL_L_AT"] ?? "-1")! {
        // Ctrl-L: ncurses clears and repaints; the presenter sends everything again.
        _ = clearok(win, true); previous = nil; presenter.invalidate()
    }
    Thread.sleep(forTimeInterval: Double(env["PAUSE"] ?? "1.5")!)
}
try? log.write(toFile: (env["LOG"] ?? "/dev/null"), atomically: true, encoding: .utf8)
Thread.sleep(forTimeInterval: Double(env["HOLD"] ?? "100")!)
_ = endwin()
