import BrocadeCore
import BrocadeTUI

/// How a picture and its mirror image fit an area: each half's size in
/// cells, so that the two halves together keep the picture's aspect.
public enum PictureFit {
    /// Cells for one half of a picture of `pixels` (the left half), at most
    /// `area`'s size for the whole. Cells are two pixels tall.
    public static func halfSize(pixels: Size, whole area: Size) -> Size {
        guard pixels.width > 0, pixels.height > 0, area.width >= 2, area.height >= 1 else { return .zero }
        // Whole multiples keep pixel art crisp: every pixel the same size.
        let k = min(area.width / (2 * pixels.width), (area.height * 2) / pixels.height)
        if k >= 1 { return Size(width: k * pixels.width, height: k * pixels.height / 2) }
        // Whole picture: 2 * pixels.width wide, pixels.height / 2 rows tall.
        let maxHalfCols = area.width / 2
        var rows = area.height
        var cols = (rows * 2 * pixels.width + pixels.height / 2) / pixels.height
        if cols > maxHalfCols {
            cols = maxHalfCols
            rows = max(1, (cols * pixels.height) / (2 * pixels.width))
        }
        return Size(width: max(1, cols), height: max(1, rows))
    }
}

/// `brocade picture NAME`: one picture, whole (the left half and its mirror
/// image), as large as the terminal allows, with its title.
public final class PictureScreen: Screen {
    private let picture: PictureInfo
    private let provider: PictureProvider

    public init(picture: PictureInfo, provider: PictureProvider) {
        self.picture = picture
        self.provider = provider
    }

    public var title: String { tr("Picture") }
    public var minimumSize: Size { minimumTerminalSize }
    public var helpSections: [HelpSection] {
        [HelpSection(tr("Picture"), [
            HelpEntry("q, Esc", tr("leave")),
            HelpEntry.note(tr("mirror line"), tr("the right half is the left half's mirror image")),
        ])]
    }

    public func handle(_ input: ScreenInput, now: TimePoint, context: AppContext) -> ScreenOutcome {
        if case .key(.escape) = input { return .quit }
        return .ignored
    }

    public func draw(into canvas: inout Canvas, area: Rect, now: TimePoint, context: AppContext) {
        let t = context.theme, g = context.glyphs
        let title = PictureText.title(picture), description = PictureText.description(picture)
        canvas.centered(g.unicode ? title : TextWidth.ascii(title), row: area.minY, in: area, style: t.title)
        let body = area.inset(top: 1, bottom: 1)
        guard let px = provider.pixelSize(picture) else {
            canvas.centered(tr("This picture cannot be read."), row: body.center.y, in: area, style: t.warning)
            return
        }
        let half = PictureFit.halfSize(pixels: px, whole: body.size)
        let whole = Rect(x: body.minX + (body.width - 2 * half.width) / 2, y: body.minY + (body.height - half.height) / 2,
                         width: 2 * half.width, height: half.height)
        for (i, mirrored) in [false, true].enumerated() {
            guard let img = provider.render(picture, cols: half.width, rows: half.height, context: context,
                                            mirrored: mirrored) else { continue }
            canvas.blit(img, at: Point(x: whole.minX + i * half.width, y: whole.minY), clip: area)
        }
        // The mirror line, marked above and below the picture where there is room.
        let mark: Character = g.unicode ? "┊" : ":"
        for y in [whole.minY - 1, whole.maxY] where y > area.minY && y < area.maxY - 1 {
            canvas.put(mark, at: Point(x: whole.minX + half.width - 1, y: y), style: t.frame)
            canvas.put(mark, at: Point(x: whole.minX + half.width, y: y), style: t.frame)
        }
        canvas.centered(g.unicode ? description : TextWidth.ascii(description), row: area.maxY - 1, in: area, style: t.description)
    }
}
