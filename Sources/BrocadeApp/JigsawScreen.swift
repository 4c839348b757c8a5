import BrocadeCore

/// The Li brocade mirror jigsaw, and its classic variant without the mirror.
/// Pieces wait in a tray at the bottom; a long press lifts one, a drag
/// carries it (clamped to the board's half, its mirror image following on
/// the other side), and a release snaps it to the nearest cell. Everything
/// can be done with the keyboard too.
public final class JigsawScreen: Screen {
    public enum Variant: String, Codable, Sendable { case mirror, classic }

    struct Saved: Codable, Sendable {
        var session: GameSession<JigsawRules>
        var picture: PictureInfo
        var variant: Variant
        /// So the next new game after a restart is a new deal too.
        var seed: UInt64
        var gameNumber: Int
    }

    enum Origin: Equatable { case tray, cell(Int) }

    /// A piece in hand: where it came from, where it is drawn, and where the
    /// pointer holds it.
    struct Hand: Equatable {
        var piece: Int
        var origin: Origin
        var rect: Rect
        var grab: Offset
        var overTray: Bool
        /// Carried with the keyboard: it sits on `cell`.
        var keyboardCell: Int?
    }

    enum Focus { case tray, board }

    let variant: Variant
    let picture: PictureInfo
    private let provider: PictureProvider
    private(set) var session: GameSession<JigsawRules>
    private var seed: UInt64
    private var gameNumber = 0
    private(set) var hand: Hand?
    private(set) var selected: Int?
    private(set) var page = 0
    private(set) var focus: Focus = .tray
    private(set) var trayCursor = 0
    private(set) var boardCursor = 0
    private(set) var showBadges = true
    private(set) var showGhost = false
    private var confirmNew = false
    private var victoryStart: TimePoint?
    private var victoryDone = false
    private var rank: Int??
    private var lastLayout: JigsawLayout?
    private var buttons: [(Rect, Key)] = []
    private let animate: Bool

    static let victoryTime: Int64 = 2500

    public init(picture: PictureInfo, provider: PictureProvider, variant: Variant, columns: Int, rows: Int?,
                lock: Bool, seed: UInt64, animate: Bool) {
        self.picture = picture
        self.provider = provider
        self.variant = variant
        self.seed = seed
        self.animate = animate
        let px = provider.pixelSize(picture) ?? Size(width: 30, height: 40)
        let cols = variant == .classic ? columns * 2 : columns
        let r = rows ?? JigsawRules.rows(forColumns: columns, pixelWidth: px.width, pixelHeight: px.height)
        session = GameSession(JigsawRules(columns: cols, rows: r, seed: seed, lockCorrect: lock))
    }

    public init(save: [UInt8], provider: PictureProvider, mode: GameMode, animate: Bool) throws {
        let s = try SaveFile<Saved>.decode(save, mode: mode.rawValue)
        guard provider.pixelSize(s.picture) != nil else {
            throw ValidationError("the picture '\(s.picture.name)' cannot be found")
        }
        session = s.session
        picture = s.picture
        variant = s.variant
        self.provider = provider
        seed = s.seed
        gameNumber = s.gameNumber
        self.animate = animate
        if session.status == .won { victoryDone = true }
    }

    var rules: JigsawRules { session.state }
    public var mode: GameMode? { variant == .mirror ? .mirrorJigsaw : .jigsaw }
    public var title: String { variant == .mirror ? "Mirror jigsaw" : "Jigsaw" }
    public var minimumSize: Size { minimumTerminalSize }
    public var isGameInProgress: Bool { session.isInProgress }

    public var helpSections: [HelpSection] {
        [HelpSection(title + ": mouse", [
            HelpEntry("hold on a tray piece", "lift it (then drag it onto the board)"),
            HelpEntry("drag a board piece", "move it at once"),
            HelpEntry("release", "snaps to the nearest cell; an occupied one sends it back"),
            HelpEntry("click tray piece, cell", "pick and place without dragging"),
            HelpEntry("right click a piece", "back to the tray (or drag it there)"),
            HelpEntry("wheel, quick drag on tray", "turn the tray's pages"),
        ]), HelpSection(title + ": keys", [
            HelpEntry("Tab", "between the tray and the board"),
            HelpEntry("tray: Left Right", "choose a piece; pages turn by themselves"),
            HelpEntry("Enter, Space", "lift the piece (tray) or pick it up (board)"),
            HelpEntry("piece in hand: arrows", "move it a cell (also wasd, hjkl)"),
            HelpEntry("Enter / Esc", "drop it / put it back"),
            HelpEntry("board: arrows, x", "move the cursor; x sends the piece to the tray"),
            HelpEntry("[ ], PgUp PgDn", "tray pages"),
            HelpEntry("t, g", "number badges; faint picture on the board"),
            HelpEntry("u, Ctrl-R, n", "undo, redo, new game"),
        ])]
    }

    public func statusDetail(now: TimePoint) -> String? {
        "\(rules.placedCorrectly)/\(rules.count) placed · moves \(session.moveCount) · \(formatDuration(milliseconds: session.elapsed(at: now)))"
    }

    public func pause(_ reason: PauseReason, now: TimePoint) { session.pause(reason, at: now) }
    public func resume(_ reason: PauseReason, now: TimePoint) { session.resume(reason, at: now) }

    public func saveData(now: TimePoint) -> [UInt8]? {
        guard session.isInProgress, let mode else { return nil }
        var copy = Saved(session: session, picture: picture, variant: variant, seed: seed, gameNumber: gameNumber)
        copy.session.pause(.suspended, at: now)
        return try? JSONCoding.encode(SaveFile(mode: mode.rawValue, game: copy))
    }

    public func recorded(rank: Int?, book: ScoreBook) { self.rank = .some(rank) }

    var parameters: [String: String] { ["picture": picture.name, "size": "\(rules.columns)x\(rules.rows)"] }

    // MARK: Time

    public func nextDeadline(now: TimePoint) -> TimePoint? {
        if let v = victoryStart, !victoryDone { return min(v + Self.victoryTime, now + 50) }
        guard session.timer.isRunning else { return nil }
        return now + (1000 - session.elapsed(at: now) % 1000)
    }

    public func tick(now: TimePoint) -> ScreenOutcome {
        if let v = victoryStart, !victoryDone, now >= v + Self.victoryTime { victoryDone = true }
        return .changed
    }

    // MARK: Input

    public func gesturePolicy(at point: Point) -> GesturePolicy {
        guard let l = lastLayout, victoryStart == nil, !confirmNew else { return .tapOnly }
        if hand?.keyboardCell != nil { return .tapOnly }
        if l.tray.contains(point) {
            if trayPiece(at: point) != nil { return GesturePolicy([.longPress, .tap, .swipe]) }
            return GesturePolicy([.tap, .swipe])
        }
        if let c = l.cell(at: l.unmirrored(point)), rules.board[c] != nil {
            return GesturePolicy([.pan, .tap], panSlop: 0)
        }
        return .tapOnly
    }

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        if victoryStart != nil {
            return handleVictory(input, now: now)
        }
        if confirmNew {
            switch ChoicePanel.yesNo(input, buttons: buttons) {
            case .yes: return newGame(now: now)
            case .no:
                confirmNew = false
                session.resume(.overlay, at: now)
                return .changed
            case nil: return .handled
            }
        }
        switch input {
        case .key(let k): return handleKey(k, now: now)
        case .gesture(let g): return handleGesture(g, now: now)
        }
    }

    private func handleVictory(_ input: ScreenInput, now: TimePoint) -> ScreenOutcome {
        if !victoryDone {
            // Any key or click skips the celebration.
            switch input {
            case .key, .gesture(.tap): victoryDone = true; return .changed
            default: return .handled
            }
        }
        switch input {
        case .key(.character("n")), .key(.character("N")), .key(.enter): return newGame(now: now)
        case .key(.character("q")): return .pop
        case .gesture(.tap(let p, .primary)):
            if let (_, k) = buttons.first(where: { $0.0.contains(p) }) {
                return k == .character("q") ? .pop : newGame(now: now)
            }
            return .handled
        default: return .ignored
        }
    }

    private func handleKey(_ key: Key, now: TimePoint) -> ScreenOutcome {
        // A piece carried with the keyboard.
        if var h = hand, let cell = h.keyboardCell {
            if let d = key.direction {
                h.keyboardCell = step(cell, d)
                h.rect = layout.cellRect(h.keyboardCell!)
                hand = h
                return .changed
            }
            switch key {
            case .enter, .character(" "): return drop(at: h.keyboardCell!, now: now)
            case .escape:
                hand = nil
                return .changed
            default: return .handled
            }
        }
        switch key {
        case .tab, .backTab:
            focus = focus == .tray ? .board : .tray
            return .changed
        case .character("["), .pageUp: return turnPage(-1)
        case .character("]"), .pageDown: return turnPage(1)
        case .character("t"), .character("T"):
            showBadges.toggle()
            return .changed
        case .character("g"), .character("G"):
            showGhost.toggle()
            return .changed
        case .character("u"), .character("U"):
            hand = nil
            return session.undo(at: now) ? fixTray() : .handled
        case .control("r"):
            hand = nil
            return session.redo(at: now) ? fixTray() : .handled
        case .character("n"), .character("N"):
            guard session.isInProgress else { return newGame(now: now) }
            confirmNew = true
            session.pause(.overlay, at: now)
            return .changed
        default: break
        }
        let tray = rules.tray
        switch focus {
        case .tray:
            guard !tray.isEmpty else {
                if key.direction != nil || key.isConfirm { focus = .board; return .changed }
                return .ignored
            }
            switch key {
            case .left, .character("a"), .character("h"):
                trayCursor = max(0, trayCursor - 1)
                page = trayCursor / layout.perPage
                return .changed
            case .right, .character("d"), .character("l"):
                trayCursor = min(tray.count - 1, trayCursor + 1)
                page = trayCursor / layout.perPage
                return .changed
            case .up, .character("w"), .character("k"):
                focus = .board
                return .changed
            case .enter, .character(" "):
                let piece = tray[min(trayCursor, tray.count - 1)]
                let start = rules.board.firstIndex(where: { $0 == nil }) ?? 0
                hand = Hand(piece: piece, origin: .tray, rect: layout.cellRect(start), grab: .zero, overTray: false, keyboardCell: start)
                return .changed
            default: return .ignored
            }
        case .board:
            if let d = key.direction {
                if d == .down && boardCursor / rules.columns == rules.rows - 1 {
                    focus = .tray
                } else {
                    boardCursor = step(boardCursor, d)
                }
                return .changed
            }
            switch key {
            case .enter, .character(" "):
                if let piece = rules.board[boardCursor], !rules.isLocked(piece) {
                    hand = Hand(piece: piece, origin: .cell(boardCursor), rect: layout.cellRect(boardCursor), grab: .zero,
                                overTray: false, keyboardCell: boardCursor)
                    return .changed
                }
                if let s = selected { return place(s, at: boardCursor, now: now) }
                return .handled
            case .character("x"), .character("X"):
                guard let piece = rules.board[boardCursor] else { return .handled }
                return apply(.toTray(piece: piece), now: now)
            default: return .ignored
            }
        }
    }

    private func step(_ cell: Int, _ d: Direction) -> Int {
        let c = cell % rules.columns + d.offset.dx, r = cell / rules.columns + d.offset.dy
        return r.clamped(to: 0...(rules.rows - 1)) * rules.columns + c.clamped(to: 0...(rules.columns - 1))
    }

    private func turnPage(_ d: Int) -> ScreenOutcome {
        let pages = layout.pageCount(rules.tray.count)
        let next = (page + d).clamped(to: 0...(pages - 1))
        guard next != page else { return .handled }
        page = next
        trayCursor = min(max(0, rules.tray.count - 1), page * layout.perPage)
        return .changed
    }

    private func handleGesture(_ g: Gesture, now: TimePoint) -> ScreenOutcome {
        let l = layout
        switch g {
        case .longPress(.began, _, let start):
            guard let (piece, slot) = trayPiece(at: start) else { return .handled }
            selected = nil
            hand = Hand(piece: piece, origin: .tray, rect: slot, grab: start - slot.origin, overTray: true, keyboardCell: nil)
            return .changed
        case .longPress(.changed, let p, _), .pan(.changed, let p, _, _):
            guard hand != nil, hand?.keyboardCell == nil else { return .handled }
            follow(p)
            return .changed
        case .longPress(.ended, let p, _), .pan(.ended, let p, _, _):
            guard var h = hand, h.keyboardCell == nil else { return .handled }
            follow(p)
            h = hand!
            if l.tray.contains(p) {
                hand = nil
                if case .cell = h.origin { return apply(.toTray(piece: h.piece), now: now) }
                return .changed
            }
            return drop(at: l.nearestCell(to: h.rect), now: now)
        case .longPress(.cancelled, _, _), .pan(.cancelled, _, _, _):
            if hand?.keyboardCell == nil { hand = nil }
            return .changed
        case .pan(.began, let p, let start, _):
            let s = l.unmirrored(start)
            guard let c = l.cell(at: s), let piece = rules.board[c], !rules.isLocked(piece) else { return .handled }
            selected = nil
            let r = l.cellRect(c)
            hand = Hand(piece: piece, origin: .cell(c), rect: r, grab: s - r.origin, overTray: false, keyboardCell: nil)
            follow(l.unmirrored(p))
            return .changed
        case .swipe(let d, let start, _) where l.tray.contains(start) && hand == nil:
            // The content follows the finger: a swipe left shows the next page.
            if d == .left { return turnPage(1) }
            if d == .right { return turnPage(-1) }
            return .handled
        case .wheel(let d, _):
            return turnPage(d == .down || d == .right ? 1 : -1)
        case .tap(let p, .secondary):
            if let c = l.cell(at: l.unmirrored(p)), let piece = rules.board[c] { return apply(.toTray(piece: piece), now: now) }
            return .handled
        case .tap(let p, .primary):
            return tap(p, now: now)
        default:
            return .handled
        }
    }

    private func tap(_ p: Point, now: TimePoint) -> ScreenOutcome {
        let l = layout
        if l.previousPage.contains(p) { return turnPage(-1) }
        if l.nextPage.contains(p) { return turnPage(1) }
        if let (piece, _) = trayPiece(at: p) {
            selected = selected == piece ? nil : piece
            if let i = rules.tray.firstIndex(of: piece) { trayCursor = i }
            focus = .tray
            return .changed
        }
        let q = l.unmirrored(p)
        if let c = l.cell(at: q) {
            boardCursor = c
            focus = .board
            if let s = selected, rules.board[c] == nil { return place(s, at: c, now: now) }
            if let piece = rules.board[c], selected == nil, !rules.isLocked(piece) {
                // Click a placed piece, then a cell: it moves there.
                selected = piece
                return .changed
            }
            if let s = selected, rules.board[c] == s { selected = nil; return .changed }
            return .changed
        }
        return .handled
    }

    /// Moves the piece in hand with the pointer, keeping where it was
    /// grabbed, clamped to the board's half once it is above the tray.
    private func follow(_ p: Point) {
        guard var h = hand else { return }
        let l = layout
        let r = Rect(origin: p - h.grab, size: l.piece)
        h.overTray = l.tray.contains(p)
        h.rect = h.overTray ? l.area.clamp(r) : l.dragArea.clamp(r)
        hand = h
    }

    private func drop(at cell: Int, now: TimePoint) -> ScreenOutcome {
        guard let h = hand else { return .handled }
        hand = nil
        if case .cell(let from) = h.origin, from == cell { return .changed }
        return place(h.piece, at: cell, now: now)
    }

    private func place(_ piece: Int, at cell: Int, now: TimePoint) -> ScreenOutcome {
        selected = nil
        // An occupied cell is no move: the piece stays where it was.
        return apply(.place(piece: piece, cell: cell), now: now)
    }

    private func apply(_ move: JigsawRules.Move, now: TimePoint) -> ScreenOutcome {
        guard session.apply(move, at: now) else { return .changed }
        _ = fixTray()
        if session.status == .won {
            hand = nil
            victoryStart = now
            victoryDone = !animate
            rank = nil
            return .finished(GameResult(parameters: parameters, ranking: .fastest, timeMilliseconds: session.elapsed(at: now),
                                        moves: session.moveCount, assisted: session.isAssisted))
        }
        return .changed
    }

    /// Keeps the tray cursor and page on pieces that exist.
    private func fixTray() -> ScreenOutcome {
        let n = rules.tray.count
        trayCursor = min(trayCursor, max(0, n - 1))
        page = min(page, layout.pageCount(n) - 1)
        if let s = selected, !rules.tray.contains(s) && rules.cell(of: s) == nil { selected = nil }
        return .changed
    }

    private func newGame(now: TimePoint) -> ScreenOutcome {
        gameNumber += 1
        let r = rules
        session = GameSession(JigsawRules(columns: r.columns, rows: r.rows, seed: seed &+ UInt64(gameNumber), lockCorrect: r.lockCorrect))
        hand = nil
        selected = nil
        page = 0
        trayCursor = 0
        confirmNew = false
        victoryStart = nil
        victoryDone = false
        rank = nil
        return .changed
    }

    /// The tray piece under `p` on the current page, and its slot.
    func trayPiece(at p: Point) -> (Int, Rect)? {
        let l = layout
        let tray = rules.tray
        for (i, slot) in l.slots.enumerated() where slot.contains(p) {
            let index = page * l.perPage + i
            if index < tray.count { return (tray[index], slot) }
        }
        return nil
    }

    var layout: JigsawLayout {
        lastLayout ?? JigsawLayout.make(area: Rect(x: 0, y: 0, width: 80, height: 23), columns: rules.columns,
                                        rows: rules.rows, mirrored: variant == .mirror)
    }

    // MARK: Drawing

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        let l = JigsawLayout.make(area: area, columns: rules.columns, rows: rules.rows, mirrored: variant == .mirror)
        if l != lastLayout {
            lastLayout = l
            // A resize keeps pieces in their cells; a piece in hand is re-clamped.
            if var h = hand {
                if let c = h.keyboardCell { h.rect = l.cellRect(c) } else { h.rect = l.dragArea.clamp(Rect(origin: h.rect.origin, size: l.piece)) }
                hand = h
            }
            page = min(page, l.pageCount(rules.tray.count) - 1)
        }
        let images = pictureImages(l, context: context)
        buttons = []
        if let v = victoryStart, !victoryDone {
            drawVictory(into: &canvas, layout: l, images: images, elapsed: now - v, context: context)
            return
        }
        drawBoard(into: &canvas, layout: l, images: images, context: context)
        drawTray(into: &canvas, layout: l, images: images, context: context)
        if let h = hand {
            drawHand(h, into: &canvas, layout: l, images: images, context: context)
        }
        if victoryStart != nil { drawResult(into: &canvas, layout: l, now: now, context: context) }
        if confirmNew {
            drawPanel(["Start a new game?", "This one is given up."], choices: [("Yes (y)", .character("y")), ("No (n)", .character("n"))],
                      layout: l, into: &canvas, context: context)
        }
    }

    struct Images {
        /// The board's picture (the left half, or the whole picture for the classic game) and its mirror image.
        var picture: Canvas
        var mirrored: Canvas?
    }

    /// The board's images for a size and look, made once: drags redraw
    /// many frames at the same size.
    private var imagesCache: (key: [Int], images: Images)?

    private func pictureImages(_ l: JigsawLayout, context: AppContext) -> Images {
        let key = [l.board.width, l.board.height, context.theme.depth.rawValue, context.glyphs.unicode ? 1 : 0]
        if let c = imagesCache, c.key == key { return c.images }
        let images = makeImages(l, context: context)
        imagesCache = (key, images)
        return images
    }

    private func makeImages(_ l: JigsawLayout, context: AppContext) -> Images {
        let depth = context.theme.depth, unicode = context.glyphs.unicode
        switch variant {
        case .mirror:
            let left = provider.render(picture, cols: l.board.width, rows: l.board.height, depth: depth, unicode: unicode, mirrored: false)
                ?? Canvas(size: l.board.size)
            let right = provider.render(picture, cols: l.board.width, rows: l.board.height, depth: depth, unicode: unicode, mirrored: true)
                ?? Canvas(size: l.board.size)
            return Images(picture: left, mirrored: right)
        case .classic:
            // The whole symmetric picture: its left half, then its mirror image.
            let half = l.board.width / 2
            var whole = Canvas(size: l.board.size)
            if let left = provider.render(picture, cols: half, rows: l.board.height, depth: depth, unicode: unicode, mirrored: false) {
                whole.blit(left, at: .zero)
            }
            if let right = provider.render(picture, cols: l.board.width - half, rows: l.board.height, depth: depth, unicode: unicode, mirrored: true) {
                whole.blit(right, at: Point(x: half, y: 0))
            }
            return Images(picture: whole, mirrored: nil)
        }
    }

    /// Piece `piece`'s part of the picture.
    private func pieceImage(_ piece: Int, _ images: Images, _ l: JigsawLayout) -> Canvas {
        let home = l.cellRect(piece)
        return images.picture.cropped(to: home.offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY)))
    }

    /// Its mirror image: the mirrored picture at the reflected place.
    private func mirroredPieceImage(_ piece: Int, _ images: Images, _ l: JigsawLayout) -> Canvas? {
        guard let m = images.mirrored else { return nil }
        let home = l.cellRect(piece).offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))
        let x = l.board.width - home.maxX
        return m.cropped(to: Rect(x: x, y: home.minY, width: home.width, height: home.height))
    }

    private func drawBoard(into canvas: inout Canvas, layout l: JigsawLayout, images: Images, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let ground = CellStyle(background: t.ground)
        canvas.fill(l.canvas, style: ground)
        let dot: Character = g.unicode ? "·" : "."
        for cell in 0..<rules.count {
            let r = l.cellRect(cell)
            let inHand = hand.map { $0.origin == .cell(cell) } ?? false
            if let piece = rules.board[cell], !inHand {
                canvas.blit(pieceImage(piece, images, l), at: r.origin)
                if let m = l.mirror, let img = mirroredPieceImage(piece, images, l) {
                    canvas.blit(img, at: m.reflect(r).origin)
                }
                if rules.isLocked(piece) == false, selected == piece {
                    outline(r, into: &canvas, style: t.hotkey.with([.bold]), context: context)
                }
            } else {
                if showGhost {
                    ghost(images.picture.cropped(to: r.offsetBy(Offset(dx: -l.board.minX, dy: -l.board.minY))), at: r.origin, into: &canvas, context: context)
                } else {
                    canvas.fill(r, style: ground)
                    canvas.put(dot, at: r.center, style: CellStyle(foreground: t.description.foreground, background: t.ground))
                }
                if let m = l.mirror {
                    canvas.fill(m.reflect(r), style: ground)
                }
                if showBadges {
                    canvas.text("\(cell + 1)", at: r.origin, style: CellStyle(foreground: t.description.foreground, background: t.ground), clip: r)
                }
            }
        }
        if let m = l.mirror {
            let line: Character = g.unicode ? "┊" : "|"
            for y in l.canvas.minY..<l.canvas.maxY {
                canvas.put(line, at: Point(x: m.line, y: y), style: CellStyle(foreground: t.brocade[1], background: t.ground))
            }
        }
        // Keyboard cursor on the board.
        if focus == .board, hand == nil {
            outline(l.cellRect(boardCursor), into: &canvas, style: t.itemSelected, context: context)
        }
        // The cell a dragged piece would snap to.
        if let h = hand, !h.overTray {
            let target = h.keyboardCell ?? l.nearestCell(to: h.rect)
            outline(l.cellRect(target), into: &canvas, style: rules.board[target] == nil ? t.title : t.warning, context: context)
        }
    }

    private func ghost(_ img: Canvas, at origin: Point, into canvas: inout Canvas, context: AppContext) {
        var faint = img
        let ground = context.theme.ground
        faint.restyle(faint.bounds) { style in
            style.attributes.insert(.dim)
            style.foreground = Self.faded(style.foreground, toward: ground)
            style.background = Self.faded(style.background, toward: ground)
        }
        canvas.blit(faint, at: origin)
    }

    static func faded(_ c: Color, toward g: Color) -> Color {
        func rgb(_ c: Color) -> (Int, Int, Int)? {
            switch c {
            case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
            case .palette(let i): let v = ColorMath.rgb(ofPalette: i); return (Int(v.0), Int(v.1), Int(v.2))
            case .default: return nil
            }
        }
        guard let a = rgb(c), let b = rgb(g) else { return c }
        let mix = (UInt8((a.0 + 3 * b.0) / 4), UInt8((a.1 + 3 * b.1) / 4), UInt8((a.2 + 3 * b.2) / 4))
        if case .palette = c { return .palette(ColorMath.nearest256(mix)) }
        return .rgb(mix.0, mix.1, mix.2)
    }

    private func outline(_ r: Rect, into canvas: inout Canvas, style: CellStyle, context: AppContext) {
        // Corners only, so the picture under it stays visible.
        let g = context.glyphs
        canvas.put(g.topLeft, at: r.origin, style: style)
        canvas.put(g.topRight, at: Point(x: r.maxX - 1, y: r.minY), style: style)
        canvas.put(g.bottomLeft, at: Point(x: r.minX, y: r.maxY - 1), style: style)
        canvas.put(g.bottomRight, at: Point(x: r.maxX - 1, y: r.maxY - 1), style: style)
    }

    private func drawTray(into canvas: inout Canvas, layout l: JigsawLayout, images: Images, context: AppContext) {
        let t = context.theme, g = context.glyphs
        canvas.fill(l.tray, style: t.overlay)
        for x in l.tray.minX..<l.tray.maxX {
            canvas.put(g.horizontal, at: Point(x: x, y: l.tray.minY), style: t.overlay.with([.dim]))
        }
        let tray = rules.tray
        let pages = l.pageCount(tray.count)
        for (i, slot) in l.slots.enumerated() {
            let index = page * l.perPage + i
            guard index < tray.count else { break }
            let piece = tray[index]
            if hand?.piece == piece && hand?.origin == .tray {
                canvas.fill(slot, style: CellStyle(background: t.ground))
                continue
            }
            canvas.blit(pieceImage(piece, images, l), at: slot.origin)
            if showBadges {
                canvas.text(" \(piece + 1) ", at: slot.origin, style: t.buttonFocused, clip: slot)
            }
            if selected == piece || (focus == .tray && trayCursor == index && hand == nil) {
                outline(slot, into: &canvas, style: selected == piece ? t.hotkey.with([.bold, .reverse]) : t.itemSelected, context: context)
            }
        }
        let left: Character = g.unicode ? "◀" : "<", right: Character = g.unicode ? "▶" : ">"
        let arrowStyle = t.overlayKey
        if page > 0 { canvas.put(left, at: Point(x: l.previousPage.minX, y: l.previousPage.center.y), style: arrowStyle) }
        if page < pages - 1 { canvas.put(right, at: Point(x: l.nextPage.minX, y: l.nextPage.center.y), style: arrowStyle) }
        let label = tray.isEmpty ? "tray empty" : "page \(page + 1)/\(pages) · \(tray.count) in the tray"
        canvas.centered(label, row: l.pageLabelRow, in: l.tray, style: t.overlay.with([.dim]))
    }

    private func drawHand(_ h: Hand, into canvas: inout Canvas, layout l: JigsawLayout, images: Images, context: AppContext) {
        let t = context.theme
        canvas.blit(pieceImage(h.piece, images, l), at: h.rect.origin)
        outline(h.rect, into: &canvas, style: t.title.with([.bold]), context: context)
        // The mirror image follows once the piece is above the tray.
        if let copy = mirrorCopyRect(of: h, layout: l), let img = mirroredPieceImage(h.piece, images, l) {
            canvas.blit(img, at: copy.origin)
        }
    }

    /// Where the piece in hand's mirror image goes: nowhere over the tray.
    func mirrorCopyRect(of h: Hand, layout: JigsawLayout? = nil) -> Rect? {
        let l = layout ?? self.layout
        guard let m = l.mirror, !h.overTray else { return nil }
        let right = Rect(x: m.line + 1, y: l.canvas.minY, width: l.canvas.maxX - m.line - 1, height: l.canvas.height)
        return right.clamp(m.reflect(h.rect))
    }

    private func drawVictory(into canvas: inout Canvas, layout l: JigsawLayout, images: Images, elapsed: Int64, context: AppContext) {
        let t = context.theme, g = context.glyphs
        canvas.fill(l.area, style: CellStyle(background: t.ground))
        // The halves start apart and close into one picture over the mirror line.
        let gap = max(0, Int(6 - elapsed / 150))
        let left = images.picture
        if let right = images.mirrored, let m = l.mirror {
            canvas.blit(left, at: Point(x: l.board.minX - gap, y: l.board.minY))
            canvas.blit(right, at: Point(x: m.line + gap, y: l.board.minY))
            if elapsed < 600 {
                let line: Character = g.unicode ? "┊" : "|"
                for y in l.board.minY..<l.board.maxY {
                    canvas.put(line, at: Point(x: m.line + (elapsed < 300 ? 0 : 0), y: y),
                               style: CellStyle(foreground: t.brocade[1], background: t.ground, attributes: elapsed > 300 ? [.dim] : []))
                }
            }
        } else {
            canvas.blit(left, at: l.board.origin)
        }
        // Sparkles rise.
        var rng = SeededRandom(seed: UInt64(rules.count))
        let glyphs: [Character] = g.unicode ? ["✦", "✧", "·", "*"] : ["*", "+", "."]
        for _ in 0..<24 {
            let x = l.area.minX + rng.int(in: 0..<max(1, l.area.width))
            let y0 = l.area.maxY - 1 - rng.int(in: 0..<max(1, l.area.height / 2))
            let y = y0 - Int(elapsed / 120)
            if y >= l.area.minY {
                canvas.put(glyphs[rng.int(in: 0..<glyphs.count)], at: Point(x: x, y: y),
                           style: CellStyle(foreground: t.brocade[rng.int(in: 0..<4)], background: t.ground))
            }
        }
        canvas.centered(g.unicode ? picture.title : TextWidth.ascii(picture.title), row: max(l.area.minY, l.board.minY - 2), in: l.area, style: t.title)
    }

    private func drawResult(into canvas: inout Canvas, layout l: JigsawLayout, now: TimePoint, context: AppContext) {
        let title = context.glyphs.unicode ? picture.title : TextWidth.ascii(picture.title)
        var lines = ["Complete: \(title)",
                     "Time \(formatDuration(milliseconds: session.elapsed(at: now))) · moves \(session.moveCount)"]
        if let rank { lines.append(rank.map { "Rank \($0) for this picture and size\(session.isAssisted ? ", among assisted games" : "")" } ?? "Not in the top ten this time") }
        drawPanel(lines, choices: [("New game (n)", .character("n")), ("Menu (q)", .character("q"))], layout: l, into: &canvas, context: context)
    }

    private func drawPanel(_ lines: [String], choices: [(String, Key)], layout l: JigsawLayout, into canvas: inout Canvas, context: AppContext) {
        buttons = ChoicePanel(lines: lines, choices: choices.map { ($0.0, $0.1) }).draw(over: l.canvas, area: l.area, into: &canvas, context: context)
    }
}
