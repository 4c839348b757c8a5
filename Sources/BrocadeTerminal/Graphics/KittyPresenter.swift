import BrocadeTUI

/// A frame's images in a terminal that speaks the kitty graphics protocol.
/// Each source is sent once, under an id, and kept while it is used; each
/// layer is a placement of a rectangle of it, moved by placing it again
/// under the same placement id, and deleted when a frame no longer has it.
/// A drag step therefore sends placement commands only.
public final class KittyPresenter: PixelPresenter {
    /// Which part of an image, over which cells.
    private struct Spot: Equatable {
        var source: Rect
        var cells: Rect
    }

    private struct Placed: Equatable {
        var id: UInt32
        var placement: UInt32
        var spot: Spot
    }

    private struct Sent {
        var id: UInt32
        var bytes: Int
        var lastFrame: Int
        var nextPlacement: UInt32 = 1
    }

    /// Images kept in the terminal, by source key and size.
    private var sent: [String: Sent] = [:]
    /// Last frame's placements, by source key, in the order the frame laid them.
    private var placed: [String: [Placed]] = [:]
    private var nextID: UInt32 = 1
    private var frameNumber = 0
    private var clearFirst = false
    /// The depth of the latest placement: each new one lies over the rest.
    private var nextZ: Int32 = KittyPresenter.zBase
    /// Pixels kept in the terminal for images no frame uses now, so that
    /// going back and forth does not send them again; beyond this the
    /// longest unused go (kitty's own quota is 320 MB).
    let keptBytes: Int

    /// Depths: a placement made later lies over those made before (so one
    /// that moves lies over those that stay, as the piece in hand does), all
    /// over the text. Kitty can
    /// draw images under cells with a background instead (z below
    /// -1,073,741,824), but kitty 0.26 leaves such images tinted and behind
    /// after they moved (measured under Xvfb): so an image is placed only
    /// over the cells it shows in, as rectangles, and text over it keeps its
    /// cells clear of it.
    static let zBase: Int32 = 1

    public init(keptBytes: Int = 96 << 20) {
        self.keptBytes = keptBytes
    }

    public func showsImage(_ canvas: Canvas, x: Int, y: Int) -> Bool { canvas.showsImage(at: x, y) }

    private static func name(_ s: ImageSource) -> String { "\(s.key)|\(s.width)x\(s.height)" }

    public func frame(_ canvas: Canvas, cellPixels: Size, rewritten: [Bool]) -> [UInt8] {
        frameNumber += 1
        var out: [UInt8] = clearFirst ? KittyCommands.deletePlacements : []
        clearFirst = false
        // What this frame shows, in paint order.
        var wanted: [(name: String, spot: Spot, source: ImageSource)] = []
        for (index, layer) in canvas.images.enumerated() {
            let area = layer.clip.intersection(canvas.bounds)
            guard !area.isEmpty else { continue }
            for shown in Self.rectangles(of: area, showing: index, in: canvas) {
                let src = layer.sourceRect(for: shown).intersection(layer.source.bounds)
                guard !src.isEmpty else { continue }
                wanted.append((Self.name(layer.source), Spot(source: src, cells: shown), layer.source))
            }
        }
        // Placements that stay as they were cost nothing, whatever moved
        // before them in the frame; the rest are placed anew, over them all
        // (a new depth each), reusing the ids of those that went.
        var left = placed
        var now: [String: [Placed]] = [:]
        var fresh: [Int] = []
        for (i, w) in wanted.enumerated() {
            if let k = left[w.name]?.firstIndex(where: { $0.spot == w.spot }) {
                now[w.name, default: []].append(left[w.name]!.remove(at: k))
            } else {
                fresh.append(i)
            }
        }
        for i in fresh {
            let w = wanted[i]
            if sent[w.name] == nil {
                out += KittyCommands.transmit(id: nextID, width: w.source.width, height: w.source.height, rgba: w.source.rgba)
                sent[w.name] = Sent(id: nextID, bytes: w.source.rgba.count, lastFrame: frameNumber)
                nextID = nextID == UInt32.max ? 1 : nextID + 1
            }
            // Moved: the old placement taken off and a new one made under
            // an id of its own. kitty 0.26 placed again under the same id
            // may add a second placement, and one made after a delete kept
            // the part of the image the old one showed (the finished
            // picture came up stretched from its lower half).
            if var old = left[w.name], !old.isEmpty {
                let gone = old.removeFirst()
                left[w.name] = old
                out += KittyCommands.deletePlacement(id: gone.id, placement: gone.placement)
            }
            let p = Placed(id: sent[w.name]!.id, placement: sent[w.name]!.nextPlacement, spot: w.spot)
            sent[w.name]!.nextPlacement = sent[w.name]!.nextPlacement == UInt32.max ? 1 : sent[w.name]!.nextPlacement + 1
            nextZ = nextZ == Int32.max ? Self.zBase : nextZ + 1
            out += Self.moveCursor(to: w.spot.cells.origin)
            out += KittyCommands.place(id: p.id, placement: p.placement, source: w.spot.source, whole: w.spot.source == w.source.bounds,
                                       cells: w.spot.cells.size, z: nextZ)
            now[w.name, default: []].append(p)
        }
        for w in wanted { sent[w.name]?.lastFrame = frameNumber }
        for source in canvas.preloads where sent[Self.name(source)] == nil {
            out += KittyCommands.transmit(id: nextID, width: source.width, height: source.height, rgba: source.rgba)
            sent[Self.name(source)] = Sent(id: nextID, bytes: source.rgba.count, lastFrame: frameNumber)
            nextID = nextID == UInt32.max ? 1 : nextID + 1
        }
        for source in canvas.preloads { sent[Self.name(source)]?.lastFrame = frameNumber }
        // Placements this frame no longer has.
        for (_, old) in left {
            for p in old { out += KittyCommands.deletePlacement(id: p.id, placement: p.placement) }
        }
        placed = now
        out += evictUnused()
        guard !out.isEmpty else { return [] }
        // The cursor as ncurses left it: it knows nothing of ours.
        return Array("\u{1B}7".utf8) + out + Array("\u{1B}8".utf8)
    }


    /// Frees the images no frame uses, longest unused first, beyond `keptBytes`.
    private func evictUnused() -> [UInt8] {
        let unused = sent.filter { $0.value.lastFrame != frameNumber }
        var total = unused.values.reduce(0) { $0 + $1.bytes }
        guard total > keptBytes else { return [] }
        var out: [UInt8] = []
        for (name, s) in unused.sorted(by: { $0.value.lastFrame < $1.value.lastFrame }) where total > keptBytes {
            out += KittyCommands.deleteImage(id: s.id)
            sent[name] = nil
            total -= s.bytes
        }
        return out
    }

    /// The cells of `area` where layer `index` shows, as few rectangles:
    /// runs along each row, joined down while the next row has the same run.
    static func rectangles(of area: Rect, showing index: Int, in canvas: Canvas) -> [Rect] {
        var done: [Rect] = []
        var open: [Rect] = []
        for y in area.minY..<area.maxY {
            var runs: [(Int, Int)] = []
            var x = area.minX
            while x < area.maxX {
                guard canvas.image(index, showsAt: x, y) else { x += 1; continue }
                let start = x
                while x < area.maxX, canvas.image(index, showsAt: x, y) { x += 1 }
                runs.append((start, x))
            }
            var next: [Rect] = []
            for (x0, x1) in runs {
                if let i = open.firstIndex(where: { $0.minX == x0 && $0.maxX == x1 && $0.maxY == y }) {
                    var r = open.remove(at: i)
                    r.size.height += 1
                    next.append(r)
                } else {
                    next.append(Rect(x: x0, y: y, width: x1 - x0, height: 1))
                }
            }
            done += open
            open = next
        }
        return done + open
    }

    static func moveCursor(to p: Point) -> [UInt8] { Array("\u{1B}[\(p.y + 1);\(p.x + 1)H".utf8) }

    /// A clear (ED 2, which ncurses sends on a resize, Ctrl-L and the way
    /// back from Ctrl-Z) takes kitty's placements, and with them the pixels
    /// of images left unplaced (seen in kitty 0.26): the next frame deletes
    /// whatever may be left and sends and places its own afresh.
    public func screenCleared() {
        placed = [:]
        sent = [:]
        clearFirst = true
    }

    /// Everything goes, pixels too, even for a while: the way back from
    /// Ctrl-Z clears the screen, which takes them anyway (`screenCleared`).
    /// Rows ncurses scrolls take kitty's placements with them (and cut them
    /// at the region's edge): every placement goes and is made again where
    /// the frame has it; the pixels stay.
    public func rowsMoved() {
        placed = [:]
        clearFirst = true
    }

    public func leave(finally: Bool) -> [UInt8] {
        placed = [:]
        sent = [:]
        clearFirst = false
        return KittyCommands.deleteEverything
    }
}
