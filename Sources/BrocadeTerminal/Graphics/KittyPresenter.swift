import BrocadeTUI

/// A frame's images in a terminal that speaks the kitty graphics protocol.
/// Each source is sent once, under an id, and kept while it is used; each
/// layer is a placement of a rectangle of it, moved by placing it again
/// under the same placement id, and deleted when a frame no longer has it.
/// A drag step therefore sends placement commands only.
final class KittyPresenter: PixelPresenter {
    private struct Placed: Equatable {
        var id: UInt32
        var placement: UInt32
        var source: Rect
        var cells: Rect
        var z: Int32
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
    /// Pixels kept in the terminal for images no frame uses now, so that
    /// going back and forth does not send them again; beyond this the
    /// longest unused go (kitty's own quota is 320 MB).
    let keptBytes: Int

    /// Depths: later layers over earlier ones, all over the text. Kitty can
    /// draw images under cells with a background instead (z below
    /// -1,073,741,824), but kitty 0.26 leaves such images tinted and behind
    /// after they moved (measured under Xvfb): so an image is placed only
    /// over the cells it shows in, as rectangles, and text over it keeps its
    /// cells clear of it.
    static let zBase: Int32 = 1

    init(keptBytes: Int = 96 << 20) {
        self.keptBytes = keptBytes
    }

    func showsImage(_ canvas: Canvas, x: Int, y: Int) -> Bool { canvas.showsImage(at: x, y) }

    private static func name(_ s: ImageSource) -> String { "\(s.key)|\(s.width)x\(s.height)" }

    func frame(_ canvas: Canvas, cellPixels: Size, rewritten: [Bool]) -> [UInt8] {
        frameNumber += 1
        var out: [UInt8] = clearFirst ? KittyCommands.deletePlacements : []
        clearFirst = false
        var now: [String: [Placed]] = [:]
        for (index, layer) in canvas.images.enumerated() {
            let area = layer.clip.intersection(canvas.bounds)
            guard !area.isEmpty else { continue }
            for shown in Self.rectangles(of: area, showing: index, in: canvas) {
                let src = layer.sourceRect(for: shown).intersection(layer.source.bounds)
                guard !src.isEmpty else { continue }
                let name = Self.name(layer.source)
                if sent[name] == nil {
                    out += KittyCommands.transmit(id: nextID, width: layer.source.width, height: layer.source.height,
                                                  rgba: layer.source.rgba)
                    sent[name] = Sent(id: nextID, bytes: layer.source.rgba.count, lastFrame: frameNumber)
                    nextID = nextID == UInt32.max ? 1 : nextID + 1
                }
                sent[name]!.lastFrame = frameNumber
                let z = Self.zBase + Int32(clamping: index)
                let k = now[name, default: []].count
                var p = Placed(id: sent[name]!.id, placement: 0, source: src, cells: shown, z: z)
                if let old = placed[name], k < old.count {
                    p.placement = old[k].placement
                    if old[k] == p {
                        now[name, default: []].append(p)
                        continue
                    }
                    // Moved: taken off first, as kitty before 0.28 may add a
                    // second placement under the same id rather than move it.
                    out += KittyCommands.deletePlacement(id: old[k].id, placement: old[k].placement)
                } else {
                    p.placement = sent[name]!.nextPlacement
                    sent[name]!.nextPlacement += 1
                }
                out += Self.moveCursor(to: shown.origin)
                out += KittyCommands.place(id: p.id, placement: p.placement, source: src, cells: shown.size, z: z)
                now[name, default: []].append(p)
            }
        }
        // Placements this frame no longer has.
        for (name, old) in placed {
            let kept = now[name]?.count ?? 0
            for p in old.dropFirst(kept) { out += KittyCommands.deletePlacement(id: p.id, placement: p.placement) }
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

    /// A clear may or may not have taken the placements with it: the next
    /// frame deletes them all and places its own afresh.
    func screenCleared() {
        placed = [:]
        clearFirst = true
    }

    func leave(finally: Bool) -> [UInt8] {
        placed = [:]
        clearFirst = false
        if finally { sent = [:] }
        return finally ? KittyCommands.deleteEverything : KittyCommands.deletePlacements
    }
}
