import BrocadeCore
import BrocadeStorage
import BrocadeTUI
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The built-in pictures: found in the data directory, read through their
/// index, decoded on demand and rendered once per size and colour depth.
public final class PictureLibrary {
    public let directory: String
    public let pictures: [PictureInfo]
    private var decoded: [String: PixelImage] = [:]
    /// Pictures from --image files, which render as photos.
    private var files: Set<String> = []
    private var renders: [RenderKey: Canvas] = [:]
    static let maxCachedRenders = 32
    /// Pictures at the terminal's pixels: megabytes each, so fewer kept.
    private var pixelRenders: [PixelKey: PixelImage] = [:]
    static let maxCachedPixelRenders = 8

    struct PixelKey: Hashable {
        var source: String
        var width: Int
        var height: Int
        var mirrored: Bool
    }

    struct RenderKey: Hashable {
        var source: String
        var cols: Int
        var rows: Int
        var depth: ColorDepth
        var unicode: Bool
        var mirrored: Bool
    }

    /// Where the data directory is looked for, in order.
    public static func searchPaths(environment: [String: String], executable: String?) -> [String] {
        var paths: [String] = []
        if let d = environment["BROCADE_DATA_DIR"], !d.isEmpty { paths.append(d) }
        if let exe = executable {
            let bin = PathText.parent(exe)
            let prefix = PathText.parent(bin)
            // The Debian package's layout: /usr/games/brocade finds /usr/share/games/brocade.
            if PathText.lastComponent(bin) == "games" {
                paths.append(PathText.join(prefix, "share/games/brocade"))
            }
            paths.append(PathText.join(prefix, "share/brocade"))
            // In a source tree (swift run, .build/release): the Resources folder above.
            var dir = bin
            for _ in 0..<6 {
                paths.append(PathText.join(dir, "Resources"))
                let up = PathText.parent(dir)
                if up == dir { break }
                dir = up
            }
        }
        paths += ["/usr/local/share/brocade", "/usr/share/brocade", "/usr/share/games/brocade"]
        return paths
    }

    /// This process's executable, resolved.
    public static func executablePath() -> String? {
        var buf = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        if n > 0 { return String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    public struct NotFound: Error, CustomStringConvertible {
        public var searched: [String]
        public var problems: [String]
        public var description: String {
            tr("no picture library found (looked for pictures/pictures.json in \(searched.joined(separator: ", ")))")
                + (problems.isEmpty ? "" : "; " + problems.joined(separator: "; "))
        }
    }

    /// Opens the first data directory whose index reads.
    public static func find(environment: [String: String], executable: String? = executablePath()) throws -> PictureLibrary {
        let paths = searchPaths(environment: environment, executable: executable)
        var problems: [String] = []
        for dir in paths {
            let index = dir + "/pictures/pictures.json"
            guard FileManager.default.fileExists(atPath: index) else { continue }
            do {
                return try PictureLibrary(directory: dir)
            } catch {
                problems.append("\(index): \(error)")
            }
        }
        throw NotFound(searched: paths, problems: problems)
    }

    /// The most of the index that is read.
    public static let indexLimit = 1_000_000

    public init(directory: String) throws {
        self.directory = directory
        let bytes = try Self.readIndex(directory + "/pictures/pictures.json")
        pictures = try JSONCoding.decode(PictureIndex.self, from: bytes).validated().pictures
    }

    /// Reads at most `indexLimit` bytes: a huge file (or /dev/zero behind a
    /// link) is refused rather than read into memory, a FIFO rather than waited on.
    static func readIndex(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw ValidationError(tr("cannot open: \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { throw ValidationError(tr("not a regular file")) }
        var out: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(fd, &buf, buf.count)
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw ValidationError(tr("cannot read: \(String(cString: strerror(errno)))")) }
            if n == 0 { return out }
            out += buf[0..<n]
            if out.count > indexLimit { throw ValidationError(tr("the index is larger than \(indexLimit) bytes")) }
        }
    }

    public func picture(named name: String) -> PictureInfo? { pictures.first { $0.name == name } }

    /// Loads a file the player named; throws an ImageError that names it.
    public func addImage(path: String) throws -> PictureInfo {
        let img = try ImageLoader.load(path: path)
        let name = "file:" + path
        decoded[name] = img
        files.insert(name)
        let title = PathText.lastComponent(path)
        return PictureInfo(name: name, file: path, title: title, description: tr("\(img.width) x \(img.height) pixels"))
    }

    /// The picture's size in pixels, once decoded.
    public func pixelSize(_ picture: PictureInfo) -> Size? {
        (try? image(picture)).map { Size(width: $0.width, height: $0.height) }
    }

    public func path(of picture: PictureInfo) -> String { directory + "/pictures/" + picture.file }

    public func image(_ picture: PictureInfo) throws -> PixelImage {
        if let img = decoded[picture.name] { return img }
        // Woven, with no sheet of its own (a generated picture, a built-in
        // one whose index names no file): the name is all there is to it.
        let sheet = self.picture(named: picture.name).map { !$0.file.isEmpty } ?? false
        if let design = design(of: picture), !sheet {
            let img = WovenBoard.half(design, half: WovenBoard.libraryHalf)
            decoded[picture.name] = img
            return img
        }
        if let seed = GeneratedPicture.firstVersionSeed(of: picture.name) {
            let img = GeneratedPicture.firstVersionImage(seed: seed)
            decoded[picture.name] = img
            return img
        }
        if GeneratedPicture.isGenerated(picture.name) {
            throw ImageError(kind: .missing, path: picture.name, reason: GeneratedPicture.problem(with: picture.name) ?? tr("not a picture"))
        }
        if picture.name.hasPrefix("file:") {
            // A saved game's own image file, met again after a restart.
            let img = try ImageLoader.load(path: picture.file)
            decoded[picture.name] = img
            files.insert(picture.name)
            return img
        }
        // A built-in picture is found by its name in our own index, never by
        // the file a saved game says it has: a save must not lead anywhere else.
        guard let known = self.picture(named: picture.name) else {
            throw ImageError(kind: .missing, path: picture.name, reason: tr("no such picture in the library"))
        }
        guard !known.file.isEmpty else {
            throw ImageError(kind: .missing, path: picture.name, reason: tr("no design of that name to weave"))
        }
        let img = try ImageLoader.load(path: path(of: known))
        decoded[picture.name] = img
        return img
    }

    /// The design a picture is woven from on a board: a generated one's, or
    /// a built-in one's (`BuiltInDesigns`). A built-in picture's file, when
    /// its index names one, is its small sheet of pixels (what Create cuts
    /// its pieces from, and older versions showed), never blown up on a board.
    func design(of picture: PictureInfo) -> BrocadeDesign? {
        if let seed = GeneratedPicture.seed(of: picture.name) { return GeneratedPicture.design(seed: seed) }
        guard !picture.name.hasPrefix("file:"), let known = self.picture(named: picture.name) else { return nil }
        return BuiltInDesigns.design(named: known.name)
    }

    /// The left half as a board of `half` pixels shows it, exactly that
    /// size. A built-in or generated picture is woven for the board
    /// (`WovenBoard`); `flat` asks for its flat thread colours, without the
    /// weave's texture. Any other is fitted whole and framed in its ground
    /// (see `letterboxed`): a photo smoothly, pixel art keeping its lines.
    public func woven(_ picture: PictureInfo, half: Size, flat: Bool = false) throws -> PixelImage {
        if let design = design(of: picture) {
            // Woven for this board: its threads laid out for the board's
            // shape, shown at the pixels it has (`WovenBoard`).
            return WovenBoard.half(design, half: half, flat: flat)
        }
        var img = try image(picture)
        if files.contains(picture.name) {
            return img.letterboxed(width: half.width, height: half.height, anchor: .mirrorLine, ground: Letterbox.darkGround) {
                $0.scaledSmooth(width: $1, height: $2)
            }
        }
        if let seed = GeneratedPicture.firstVersionSeed(of: picture.name) {
            img = GeneratedPicture.firstVersionImage(seed: seed, half: half)
        }
        // Pixel art is scaled before it is mirrored: scaling drops the same
        // columns on both sides, so the two halves stay each other's image.
        // Smaller than the picture, the plainest columns and rows go, never
        // the first or last, so its frame, lines and highlights stay (see
        // `scaledKeepingDetail`).
        return img.letterboxed(width: half.width, height: half.height, anchor: .mirrorLine)
    }

    /// The picture (or its mirror image) in cols x rows cells, rendered once
    /// and then served from the cache.
    public func rendered(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) throws -> Canvas {
        let key = RenderKey(source: picture.name, cols: cols, rows: rows, depth: depth, unicode: unicode, mirrored: mirrored)
        if let c = renders[key] { return c }
        let style: CellRenderer.Style = files.contains(picture.name) ? .photo : .pixelArt
        // Fitted whole to the cells, never cropped: the rest is a frame of
        // the picture's ground, on the outer side of a half so that the
        // halves still meet at the mirror line. Pixel art has a pixel a
        // half cell; a photo four samples across a cell and eight down,
        // for chafa's symbols to shape.
        let half = style == .photo ? Size(width: cols * 4, height: rows * 8) : Size(width: cols, height: rows * 2)
        var img = try woven(picture, half: half, flat: false)
        if mirrored { img = img.flippedHorizontally() }
        let c = CellRenderer.render(img, cols: cols, rows: rows, depth: depth, unicode: unicode, style: style)
        // Each terminal size needs its own renders; a resize storm must not
        // keep them all.
        if renders.count >= Self.maxCachedRenders { renders.removeAll(keepingCapacity: true) }
        renders[key] = c
        return c
    }

    public var cachedRenders: Int { renders.count }

    /// The gallery's generated pictures, fixed for the run: the picture of
    /// the day, and a new one each time brocade starts.
    public lazy var generatedPictures: [PictureInfo] = {
        let now = Int64(Date().timeIntervalSince1970)
        var system = SystemRandomNumberGenerator()
        let fresh = UInt64.random(in: 1...999_999, using: &system)
        return [GeneratedPicture.daily(unixSeconds: now), GeneratedPicture.info(seed: fresh, title: tr("Generated · new (seed \(fresh))"))]
    }()
}

extension PictureLibrary: PictureProvider {
    public func render(_ picture: PictureInfo, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool, mirrored: Bool) -> Canvas? {
        try? rendered(picture, cols: cols, rows: rows, depth: depth, unicode: unicode, mirrored: mirrored)
    }

    public func pixels(_ picture: PictureInfo) -> PixelImage? { try? image(picture) }

    /// What pieces are matched by: a woven picture's flat threads for the
    /// board; any other picture's own pixels fitted whole (never smoothed,
    /// so that its plain pieces stay alike).
    public func matchedPixels(_ picture: PictureInfo, half: Size) -> PixelImage? {
        if let design = design(of: picture) { return WovenBoard.half(design, half: half, flat: true) }
        return pixels(picture).map { $0.letterboxed(width: half.width, height: half.height, anchor: .mirrorLine) }
    }

    /// Woven (or fitted) at the terminal's own pixels, and kept: a drag
    /// redraws many frames of the same picture.
    public func pixels(_ picture: PictureInfo, cols: Int, rows: Int, cell: Size, mirrored: Bool) -> PixelImage? {
        guard cols > 0, rows > 0, cell.width > 0, cell.height > 0 else { return nil }
        let key = PixelKey(source: picture.name, width: cols * cell.width, height: rows * cell.height, mirrored: mirrored)
        if let img = pixelRenders[key] { return img }
        // Woven in the half blocks' shape, then brought to the cells: each
        // cell shows what its half blocks show.
        guard var img = try? woven(picture, half: PixelImage.halfBlockShape(cols: cols, rows: rows, cell: cell), flat: false)
        else { return nil }
        img = img.fitted(toCells: cols, rows, cell)
        if mirrored { img = img.flippedHorizontally() }
        if pixelRenders.count >= Self.maxCachedPixelRenders { pixelRenders.removeAll(keepingCapacity: true) }
        pixelRenders[key] = img
        return img
    }

    /// Pixel art (a design, a tile) through the same renderer as the pictures.
    public func render(image: PixelImage, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool) -> Canvas? {
        guard cols > 0, rows > 0, image.width > 0, image.height > 0 else { return nil }
        let img = image.letterboxed(width: cols, height: rows * 2, anchor: .centre)
        return CellRenderer.render(img, cols: cols, rows: rows, depth: depth, unicode: unicode, style: .pixelArt)
    }
}
