import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Draws each half as letters, L for the picture and R for its mirror image.
final class FakePictures: PictureProvider {
    var pictures = [PictureInfo(name: "frog", file: "frog.xpm", title: "蛙纹 wā wén", description: "A frog.")]
    var calls: [(Int, Int, Bool)] = []
    func pixelSize(_ picture: PictureInfo) -> Size? { Size(width: 30, height: 40) }
    func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        calls.append((cols, rows, mirrored))
        return Canvas(size: Size(width: cols, height: rows), fill: Cell(mirrored ? "R" : "L"))
    }
    /// Image files that open; any other path fails as a missing file does.
    var files: Set<String> = []
    func addImage(path: String) throws -> PictureInfo {
        guard files.contains(path) else { throw ValidationError("cannot load '\(path)': No such file or directory") }
        return PictureInfo(name: "file:" + path, file: path, title: path, description: "")
    }
}

@Suite struct PictureScreenTests {
    @Test func halvesFitAndKeepTheAspect() {
        // 30 x 40 pixels: the whole is 60 columns by 20 rows at one pixel a column.
        // Whole multiples where they fit...
        #expect(PictureFit.halfSize(pixels: Size(width: 30, height: 40), whole: Size(width: 80, height: 21)) == Size(width: 30, height: 20))
        #expect(PictureFit.halfSize(pixels: Size(width: 30, height: 40), whole: Size(width: 250, height: 65)) == Size(width: 90, height: 60))
        // ...and as large as possible where they do not.
        #expect(PictureFit.halfSize(pixels: Size(width: 30, height: 40), whole: Size(width: 80, height: 19)) == Size(width: 29, height: 19))
        #expect(PictureFit.halfSize(pixels: Size(width: 30, height: 40), whole: Size(width: 40, height: 60)) == Size(width: 20, height: 13))
        #expect(PictureFit.halfSize(pixels: .zero, whole: Size(width: 40, height: 60)) == .zero)
    }

    @Test func theScreenShowsTheLeftHalfAndItsMirror() throws {
        let fake = FakePictures()
        let screen = PictureScreen(picture: fake.pictures[0], provider: fake)
        let app = AppController(options: AppOptions(seed: 1), root: screen, unixTime: { 0 })
        var c = Canvas(size: Size(width: 80, height: 24))
        app.draw(into: &c, now: .zero)
        #expect(c.text.contains("Frogs"))
        #expect(c.text.contains("A frog."))
        let row = try #require(c.text.split(separator: "\n").first { $0.contains("L") })
        #expect(row.contains(String(repeating: "L", count: 30) + String(repeating: "R", count: 30)))
        #expect(fake.calls.map(\.2) == [false, true])
        // q at the root quits.
        #expect(app.handle(.key(.character("q")), now: .zero) == .quit(0))
    }
}
