import BrocadeCore
import BrocadeTUI

/// The new-game panel a menu entry opens: the mode's parameters as
/// controls (made from its `NewGameForm`), a gallery of pictures with a
/// preview of each as it will be cut, a field for an image file of one's
/// own, and Play. It opens on the choices made last time, so Enter at once
/// plays the remembered game.
public final class NewGamePanel: Screen {
    enum Focus: Equatable {
        case control(Int)
        /// The image file's path (the gallery's last entry).
        case field
        case play, back
    }

    /// What is under a click.
    enum Target: Equatable {
        case option(control: Int, index: Int)
        case step(control: Int, by: Int)
        case galleryItem(control: Int, index: Int)
        case gallery(control: Int)
        case field, play, back
    }

    struct Message: Equatable {
        var text: String
        var isError: Bool
    }

    let info: ModeInfo
    let form: NewGameForm
    private(set) var values: ChoiceValues
    private(set) var focus: Focus
    private(set) var field: TextField
    private(set) var message: Message?
    /// The image path loaded without error, for its preview.
    private var loadedImage: String?
    /// The last click, to tell a double click (the menu's counts: a double
    /// click on a menu entry plays at once).
    private var lastTap: (point: Point, time: TimePoint)?
    private var targets: [(Rect, Target)] = []
    private var galleryRect: Rect?
    /// The first gallery entry in view.
    private var galleryTop = 0
    /// The terminal's size when last drawn: the sizes offered are those with room in it.
    private var terminal: Size?

    /// The least room for a control's label and the gap after it.
    static let labelWidth = 9

    /// The room for the labels: the widest one and two columns, at least `labelWidth`.
    var labelWidth: Int {
        max(Self.labelWidth, (form.controls.map { TextWidth.of($0.label) }.max() ?? 0) + 2)
    }

    /// `remembered`: the values chosen last time; `openedBy`: the click that
    /// opened the panel, if a click did.
    public init(info: ModeInfo, form: NewGameForm, remembered: ChoiceValues?, openedBy tap: (Point, TimePoint)? = nil) {
        self.info = info
        self.form = form
        values = form.sanitized(remembered ?? [:])
        field = TextField()
        focus = form.controls.isEmpty ? .play : .control(0)
        lastTap = tap.map { (point: $0.0, time: $0.1) }
        if let g = galleryIndex, let v = values[form.controls[g].key], let path = Self.ownImagePath(v) {
            field = TextField(path)
        }
    }

    public var title: String { tr("New game") }
    /// In the path field q and ? are letters.
    public var isTyping: Bool { focus == .field }
    public var minimumSize: Size { minimumTerminalSize }

    public var helpSections: [HelpSection] {
        var keys = [
            HelpEntry("Up Down, Tab Shift-Tab", tr("move between the choices")),
            HelpEntry("Left Right, Space", tr("change the highlighted choice")),
            HelpEntry("Enter", tr("play (on Back: back to the menu)")),
            HelpEntry("Esc", tr("back to the menu")),
            HelpEntry.mouse(tr("mouse: click"), tr("choose a value, a picture, Play or Back")),
            HelpEntry.mouse(tr("mouse: double click"), tr("play at once")),
        ]
        if galleryIndex != nil {
            keys += [
                HelpEntry.mouse(tr("mouse: wheel"), tr("scroll the pictures")),
                HelpEntry("PgUp PgDn, Home End", tr("scroll the pictures")),
                HelpEntry(tr("Your own image..."), tr("a path: Tab completes, Enter opens")),
                HelpEntry("Ctrl-U, Ctrl-W", tr("in the path: clear, delete a part")),
                HelpEntry("Ctrl-A, Ctrl-E", tr("in the path: go to the start, the end")),
            ]
        }
        if form.fit != nil {
            keys.append(HelpEntry.note(tr("sizes offered"), tr("only those with room in this terminal")))
        }
        return [HelpSection(tr("New game: \(info.title)"), keys)]
    }

    // MARK: The form

    var galleryIndex: Int? { form.controls.firstIndex { if case .gallery = $0.kind { return true } else { return false } } }

    static func ownImagePath(_ value: String) -> String? {
        value.hasPrefix(ChoiceControl.ownImagePrefix) ? String(value.dropFirst(ChoiceControl.ownImagePrefix.count)) : nil
    }

    /// A control's options on offer: for a size (the form's `fit`), those
    /// with room in the terminal, and the chosen one always.
    func options(_ i: Int) -> [ChoiceOption] {
        let c = form.controls[i]
        guard let fit = form.fit, fit.keys.contains(c.key), let terminal else { return c.options }
        return c.options.filter { o in
            var v = values
            v[c.key] = o.value
            return o.value == values[c.key] || fit.fits(v, terminal)
        }
    }

    /// Why some sizes are not offered: the first left out, the focused control's first.
    var notOffered: String? {
        guard let fit = form.fit, let terminal else { return nil }
        var order = Array(form.controls.indices)
        if case .control(let f) = focus, let k = order.firstIndex(of: f) { order.insert(order.remove(at: k), at: 0) }
        for i in order where fit.keys.contains(form.controls[i].key) {
            let shown = Set(options(i).map(\.value))
            for o in form.controls[i].options where !shown.contains(o.value) {
                var v = values
                v[form.controls[i].key] = o.value
                if let p = fit.problem(v, terminal) { return p }
            }
        }
        return nil
    }

    /// A control's entries: its options, and the gallery's "Your own image...".
    func entries(_ i: Int) -> [ChoiceOption] {
        let c = form.controls[i]
        if c.kind == .gallery(ownImage: true) {
            return options(i) + [ChoiceOption(ChoiceControl.ownImagePrefix, tr("Your own image..."),
                                             detail: tr("An image file: PNG, JPEG, GIF, BMP, PNM or XPM."))]
        }
        return options(i)
    }

    /// The entry chosen in control `i`; nil when the value is none of them
    /// (the sizes' `small | normal | big` when the stepper left them).
    func chosen(_ i: Int) -> Int? {
        let c = form.controls[i]
        guard let v = values[c.key] else { return nil }
        if c.kind == .gallery(ownImage: true), Self.ownImagePath(v) != nil { return entries(i).count - 1 }
        return options(i).firstIndex { $0.value == v }
    }

    var ownImageChosen: Bool {
        guard let g = galleryIndex, let v = values[form.controls[g].key] else { return false }
        return Self.ownImagePath(v) != nil
    }

    private var focusOrder: [Focus] {
        var order: [Focus] = []
        for i in form.controls.indices {
            order.append(.control(i))
            if i == galleryIndex && ownImageChosen { order.append(.field) }
        }
        return order + [.play, .back]
    }

    private func moveFocus(_ delta: Int) {
        let order = focusOrder
        let i = order.firstIndex(of: focus) ?? 0
        focus = order[min(order.count - 1, max(0, i + delta))]
    }

    private func choose(_ i: Int, entry: Int) {
        let list = entries(i)
        let e = list[min(list.count - 1, max(0, entry))]
        message = nil
        if e.value == ChoiceControl.ownImagePrefix {
            values[form.controls[i].key] = ChoiceControl.ownImagePrefix + field.text
            // The path field appears focused: what is typed next goes into it.
            focus = .field
        } else {
            values[form.controls[i].key] = e.value
        }
    }

    private func step(_ i: Int, by delta: Int) {
        let n = entries(i).count
        let current = chosen(i) ?? (delta > 0 ? -1 : n)
        choose(i, entry: min(n - 1, max(0, current + delta)))
    }

    // MARK: Input

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        switch input {
        case .key(let key):
            return handleKey(key, context: context)
        case .gesture(.tap(let p, .primary)):
            defer { lastTap = (p, now) }
            // Counted here, not by the recogniser, because the first click may
            // be the menu's that opened the panel; the time is the recogniser's.
            if let last = lastTap, last.point == p, now - last.time <= context.options.gestures.doubleTapTime {
                lastTap = nil
                return play(context: context)
            }
            return click(p, context: context)
        case .gesture(.wheel(let direction, let p)):
            guard let g = galleryIndex, let r = galleryRect, r.contains(p) else { return .handled }
            step(g, by: direction == .up ? -1 : 1)
            focus = ownImageChosen ? .field : .control(g)
            return .changed
        default:
            return .handled
        }
    }

    /// A key that types into a path: a character but Space, Backspace, Delete.
    static func editsThePath(_ key: Key) -> Bool {
        switch key {
        case .character(let c): return c != " "
        case .backspace, .delete: return true
        default: return false
        }
    }

    private func handleKey(_ key: Key, context: AppContext) -> ScreenOutcome {
        // Back on "Your own image..." (Up from the path): a character typed
        // (or Backspace) goes on into the path, as had the field kept the focus.
        if case .control(let i) = focus, i == galleryIndex, ownImageChosen,
           Self.editsThePath(key) {
            focus = .field
        }
        if focus == .field {
            switch key {
            case .tab: return completePath(context: context)
            case .enter: return openImage(context: context)
            case .escape, .up, .down, .backTab, .pageUp, .pageDown: break
            default:
                guard field.edit(key) else { return .ignored }
                values[form.controls[galleryIndex!].key] = ChoiceControl.ownImagePrefix + field.text
                message = nil
                return .changed
            }
        }
        switch key {
        case .escape: return .pop
        case .tab: moveFocus(1); return .changed
        case .backTab: moveFocus(-1); return .changed
        case .up, .down:
            let delta = key == .up ? -1 : 1
            // In the gallery the arrows go through the pictures, then on.
            if case .control(let i) = focus, i == galleryIndex, let e = chosen(i) {
                let next = e + delta
                if next >= 0 && next < entries(i).count {
                    choose(i, entry: next)
                    if ownImageChosen && delta > 0 && next == entries(i).count - 1 { message = nil }
                    return .changed
                }
            }
            moveFocus(delta)
            return .changed
        case .left, .right:
            let delta = key == .left ? -1 : 1
            switch focus {
            case .control(let i): step(i, by: delta)
            case .play, .back: focus = delta < 0 ? .play : .back
            case .field: break
            }
            return .changed
        case .character(" "):
            switch focus {
            case .control(let i):
                // Space goes round the values, as a switch does.
                let n = entries(i).count
                choose(i, entry: ((chosen(i) ?? -1) + 1) % n)
                return .changed
            case .back: return .pop
            default: return play(context: context)
            }
        case .pageUp, .pageDown, .home, .end:
            guard let g = galleryIndex else { return .ignored }
            let n = entries(g).count, page = max(1, (galleryRect?.height ?? 5) - 1)
            let e = chosen(g) ?? 0
            switch key {
            case .pageUp: choose(g, entry: e - page)
            case .pageDown: choose(g, entry: e + page)
            case .home: choose(g, entry: 0)
            default: choose(g, entry: n - 1)
            }
            focus = ownImageChosen ? .field : .control(g)
            return .changed
        case .enter:
            return focus == .back ? .pop : play(context: context)
        default:
            return .ignored
        }
    }

    private func click(_ p: Point, context: AppContext) -> ScreenOutcome {
        guard let target = targets.last(where: { $0.0.contains(p) })?.1 else { return .handled }
        switch target {
        case .option(let i, let e):
            focus = .control(i)
            choose(i, entry: e)
        case .step(let i, let delta):
            focus = .control(i)
            step(i, by: delta)
        case .galleryItem(let i, let e):
            choose(i, entry: e)
            focus = ownImageChosen ? .field : .control(i)
        case .gallery(let i):
            focus = .control(i)
        case .field:
            focus = .field
        case .play:
            return play(context: context)
        case .back:
            return .pop
        }
        return .changed
    }

    private func completePath(context: AppContext) -> ScreenOutcome {
        let text = field.text
        let (completed, matches) = PathCompletion.complete(text, candidates: context.options.completePath(text))
        field.set(completed)
        values[form.controls[galleryIndex!].key] = ChoiceControl.ownImagePrefix + field.text
        if matches.isEmpty {
            message = completed == text ? Message(text: tr("No file name starts with that."), isError: true) : nil
        } else {
            message = Message(text: matches.joined(separator: "  "), isError: false)
        }
        return .changed
    }

    /// Enter in the path: opens the image to show it; once it shows, Enter plays.
    private func openImage(context: AppContext) -> ScreenOutcome {
        let path = context.options.expandPath(field.text)
        if loadedImage == path { return play(context: context) }
        guard load(context: context) != nil else { return .changed }
        message = Message(text: tr("Opened. Enter plays it."), isError: false)
        focus = .play
        return .changed
    }

    /// The game these values make, or nil with the reason shown in the panel.
    private func load(context: AppContext) -> GameRequest? {
        var chosenValues = values
        if ownImageChosen, let g = galleryIndex {
            let typed = field.text.trimmingSpaces
            guard !typed.isEmpty else {
                message = Message(text: tr("Type the path of an image file (Tab completes)."), isError: true)
                focus = .field
                return nil
            }
            let path = context.options.expandPath(typed)
            chosenValues[form.controls[g].key] = ChoiceControl.ownImagePrefix + path
        }
        do {
            let made = try form.make(chosenValues)
            if let fit = form.fit, let terminal, let problem = fit.problem(chosenValues, terminal) {
                throw ValidationError(problem)
            }
            if ownImageChosen { loadedImage = context.options.expandPath(field.text.trimmingSpaces) }
            values = chosenValues
            return made
        } catch {
            // The reason as one sentence: "Cannot load 'x': ...." (in Chinese, ending in 。).
            let reason = SafeText.clean("\(error)").capitalizedFirst
            message = Message(text: tr("\(reason)."), isError: true)
            if ownImageChosen { focus = .field; loadedImage = nil }
            return nil
        }
    }

    private func play(context: AppContext) -> ScreenOutcome {
        guard let made = load(context: context) else { return .changed }
        return .startGame(info.mode, GameChoice(made, remember: values))
    }

    // MARK: Drawing

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        let t = context.theme, g = context.glyphs
        targets = []
        galleryRect = nil
        // The area is all but the status line.
        terminal = Size(width: area.width, height: area.height + 1)
        let hasGallery = galleryIndex != nil
        let box = area.centered(Size(width: min(area.width, hasGallery ? 110 : 60), height: min(area.height, hasGallery ? 40 : form.controls.count + 9)))
        canvas.fill(box, style: .plain)
        canvas.frame(box, glyphs: g, style: t.frame)
        canvas.text(" " + tr("New game: \(info.title)") + " ", at: Point(x: box.minX + 2, y: box.minY), style: t.title, clip: box)
        let content = box.inset(top: 1, left: 2, bottom: 1, right: 2)
        let column = hasGallery ? Rect(x: content.minX, y: content.minY, width: min(40, content.width / 2 - 1), height: content.height)
            : content
        let blurb = TextWidth.wrap(info.blurb, to: column.width).prefix(2)
        for (k, line) in blurb.enumerated() {
            canvas.text(line, at: Point(x: column.minX, y: column.minY + k), style: t.description, clip: column)
        }
        var y = column.minY + blurb.count + 1
        for i in form.controls.indices where i != galleryIndex {
            drawControl(i, row: y, column: column, into: &canvas, context: context)
            y += 1
        }
        let buttonsRow = content.maxY - 1, messageRow = content.maxY - 2
        if let gi = galleryIndex {
            y += 1
            drawLabel(gi, row: y, column: column, into: &canvas, context: context)
            y += 1
            let fieldRows = form.controls[gi].kind == .gallery(ownImage: true) ? 1 : 0
            let list = Rect(x: column.minX, y: y, width: column.width, height: max(1, messageRow - 1 - fieldRows - y))
            drawGallery(gi, in: list, into: &canvas, context: context)
            if ownImageChosen { drawField(row: list.maxY, column: column, into: &canvas, context: context) }
            let right = Rect(x: column.maxX + 2, y: content.minY, width: content.maxX - column.maxX - 2, height: messageRow - 1 - content.minY)
            drawPreview(gi, in: right, into: &canvas, context: context)
        }
        if let m = message {
            canvas.text(m.text, at: Point(x: content.minX, y: messageRow), style: m.isError ? t.warning : t.description, clip: content)
        } else if case .control(let i) = focus, form.fit?.keys.contains(form.controls[i].key) == true, let why = notOffered {
            // On a size, why the larger ones are not offered.
            canvas.text(tr("Not offered here: \(why)."), at: Point(x: content.minX, y: messageRow), style: t.description, clip: content)
        } else if case .control(let i) = focus, i != galleryIndex, let k = chosen(i), !options(i)[k].detail.isEmpty {
            // What the highlighted choice means ("norm: a tile next to the gap").
            let o = options(i)[k]
            canvas.text(tr("\(o.label): \(o.detail)"), at: Point(x: content.minX, y: messageRow), style: t.description, clip: content)
        }
        drawButtons(row: buttonsRow, in: content, into: &canvas, context: context)
    }

    private func labelStyle(_ focused: Bool, _ t: Theme) -> CellStyle { focused ? t.title : t.item }

    /// The chosen value stands out always; on the control with the keyboard, as the menu's highlight.
    private func optionStyle(on: Bool, focused: Bool, _ t: Theme) -> CellStyle {
        guard on else { return t.item }
        if focused { return t.itemSelected }
        return t.depth == .none ? CellStyle(attributes: [.bold, .underline]) : CellStyle(foreground: t.title.foreground, attributes: [.bold, .underline])
    }

    private func drawLabel(_ i: Int, row: Int, column: Rect, into canvas: inout Canvas, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let focused = focus == .control(i)
        canvas.put(focused ? g.pointer : " ", at: Point(x: column.minX, y: row), style: t.title, clip: column)
        canvas.text(form.controls[i].label, at: Point(x: column.minX + 2, y: row), style: labelStyle(focused, t), clip: column)
    }

    private func drawControl(_ i: Int, row: Int, column: Rect, into canvas: inout Canvas, context: AppContext) {
        let t = context.theme, g = context.glyphs
        drawLabel(i, row: row, column: column, into: &canvas, context: context)
        let c = form.controls[i], offered = options(i)
        let focused = focus == .control(i)
        var x = column.minX + 2 + labelWidth
        let chosenIndex = chosen(i)
        switch c.kind {
        case .segmented:
            for (k, o) in offered.enumerated() {
                let end = canvas.text(" \(o.label) ", at: Point(x: x, y: row), style: optionStyle(on: k == chosenIndex, focused: focused, t),
                                      clip: column)
                targets.append((Rect(x: x, y: row, width: end - x, height: 1), .option(control: i, index: k)))
                x = end + 1
            }
        case .stepper:
            let width = c.options.map { TextWidth.of($0.label) }.max() ?? 1
            let label = chosenIndex.map { offered[$0].label } ?? ""
            let left: Character = g.unicode ? "‹" : "<", right: Character = g.unicode ? "›" : ">"
            let arrows = CellStyle(foreground: t.frame.foreground, attributes: [.bold])
            canvas.put(left, at: Point(x: x, y: row), style: (chosenIndex ?? 0) > 0 ? arrows : t.description, clip: column)
            targets.append((Rect(x: x - 1, y: row, width: 3, height: 1), .step(control: i, by: -1)))
            let pad = width - TextWidth.of(label)
            let shown = String(repeating: " ", count: pad / 2) + label + String(repeating: " ", count: pad - pad / 2)
            canvas.text(" \(shown) ", at: Point(x: x + 1, y: row), style: focused ? t.itemSelected : t.item, clip: column)
            let rx = x + width + 3
            canvas.put(right, at: Point(x: rx, y: row), style: (chosenIndex ?? 0) < offered.count - 1 ? arrows : t.description, clip: column)
            targets.append((Rect(x: rx - 1, y: row, width: 3, height: 1), .step(control: i, by: 1)))
            if let d = chosenIndex.map({ offered[$0].detail }), !d.isEmpty {
                canvas.text(d, at: Point(x: rx + 2, y: row), style: t.description, clip: column)
            }
        case .gallery:
            break
        }
    }

    private func drawGallery(_ i: Int, in list: Rect, into canvas: inout Canvas, context: AppContext) {
        let t = context.theme, g = context.glyphs
        galleryRect = list
        targets.append((list, .gallery(control: i)))
        let items = entries(i)
        let sel = chosen(i) ?? 0
        // Keep the chosen picture in view.
        if sel < galleryTop { galleryTop = sel }
        if sel >= galleryTop + list.height { galleryTop = sel - list.height + 1 }
        galleryTop = max(0, min(galleryTop, items.count - list.height))
        let focused = focus == .control(i)
        for row in 0..<list.height {
            let k = galleryTop + row
            guard k < items.count else { break }
            let r = Rect(x: list.minX + 2, y: list.minY + row, width: list.width - 2, height: 1)
            let style = optionStyle(on: k == sel, focused: focused, t)
            if k == sel && focused { canvas.fill(r, style: style) }
            let label = g.unicode ? items[k].label : TextWidth.ascii(items[k].label)
            canvas.text(" " + label, at: r.origin, style: style, clip: r)
            targets.append((r, .galleryItem(control: i, index: k)))
        }
        // More above or below.
        let arrow = CellStyle(foreground: t.frame.foreground)
        if galleryTop > 0 { canvas.put(g.unicode ? "▲" : "^", at: Point(x: list.minX, y: list.minY), style: arrow) }
        if galleryTop + list.height < items.count { canvas.put(g.unicode ? "▼" : "v", at: Point(x: list.minX, y: list.maxY - 1), style: arrow) }
    }

    private func drawField(row: Int, column: Rect, into canvas: inout Canvas, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let focused = focus == .field
        canvas.put(focused ? g.pointer : " ", at: Point(x: column.minX, y: row), style: t.title, clip: column)
        let label = tr("Path"), indent = 2 + TextWidth.of(label) + 1
        canvas.text(label, at: Point(x: column.minX + 2, y: row), style: labelStyle(focused, t), clip: column)
        let r = Rect(x: column.minX + indent, y: row, width: column.maxX - column.minX - indent, height: 1)
        let fieldStyle = t.depth == .none ? CellStyle(attributes: [.underline]) : CellStyle(foreground: t.overlay.foreground, background: t.overlay.background,
                                                                                             attributes: [.underline])
        canvas.fill(r, style: fieldStyle)
        targets.append((r, .field))
        if field.text.isEmpty && !focused {
            canvas.text(tr("type a file's path"), at: r.origin, style: fieldStyle.with([.dim]), clip: r)
            return
        }
        let (shown, cursorColumn) = field.visible(width: r.width)
        canvas.text(SafeText.clean(shown), at: r.origin, style: fieldStyle, clip: r)
        if focused {
            let p = Point(x: r.minX + cursorColumn, y: row)
            let under = canvas.cell(at: p)?.character ?? " "
            canvas.put(under == " " ? " " : under, at: p, style: fieldStyle.with([.reverse]), clip: r)
        }
    }

    private func drawPreview(_ i: Int, in r: Rect, into canvas: inout Canvas, context: AppContext) {
        let t = context.theme, g = context.glyphs
        guard r.width > 4, r.height > 4 else { return }
        let items = entries(i)
        let sel = chosen(i) ?? 0
        var title = items[sel].label, detail = items[sel].detail
        var showable = true
        if let path = values[form.controls[i].key].flatMap(Self.ownImagePath) {
            let loaded = loadedImage == context.options.expandPath(path)
            showable = loaded
            title = loaded ? PathCompletion.lastComponent(path) : tr("Your own image...")
            detail = loaded ? "" : tr("Type its path below; Tab completes, Enter opens it.")
        }
        // Three lines at most (a built-in picture's names and description
        // take three at 80x24); what is cut ends in an ellipsis.
        let wrapped = TextWidth.wrap(g.unicode ? detail : TextWidth.ascii(detail), to: r.width)
        var details = Array(wrapped.prefix(3))
        if wrapped.count > 3 {
            details[2] = TextWidth.truncate(details[2], to: max(1, r.width - TextWidth.of(g.ellipsis))) + g.ellipsis
        }
        let pictureArea = Rect(x: r.minX, y: r.minY, width: r.width, height: r.height - 1 - max(1, details.count) - 1)
        if showable, let preview = form.preview?(values, pictureArea.size, context) {
            canvas.blit(preview, at: Point(x: pictureArea.minX + (pictureArea.width - preview.size.width) / 2,
                                           y: pictureArea.minY + (pictureArea.height - preview.size.height) / 2), clip: pictureArea)
        } else {
            let dot: Character = g.unicode ? "·" : "."
            canvas.frame(pictureArea, glyphs: g, style: t.description)
            canvas.put(dot, at: pictureArea.center, style: t.description)
        }
        canvas.centered(g.unicode ? title : TextWidth.ascii(title), row: pictureArea.maxY + 1, in: r, style: t.subtitle.with([.bold]))
        for (k, line) in details.enumerated() {
            canvas.centered(line, row: pictureArea.maxY + 2 + k, in: r, style: t.description)
        }
    }

    private func drawButtons(row: Int, in content: Rect, into canvas: inout Canvas, context: AppContext) {
        let t = context.theme
        var x = content.minX + 2
        for (label, f) in [(tr("Play"), Focus.play), (tr("Back"), Focus.back)] {
            let text = "[ \(label) ]"
            let end = canvas.text(text, at: Point(x: x, y: row), style: focus == f ? t.buttonFocused : t.item, clip: content)
            targets.append((Rect(x: x, y: row, width: end - x, height: 1), f == .play ? .play : .back))
            x = end + 2
        }
        let hint = context.glyphs.unicode ? tr("Enter plays · Esc goes back") : tr("Enter plays, Esc goes back")
        if x + TextWidth.of(hint) + 2 <= content.maxX {
            canvas.text(hint, at: Point(x: content.maxX - TextWidth.of(hint), y: row), style: t.description, clip: content)
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
