import BrocadeTUI

/// A design woven for a board: the threads are laid out once for the
/// board's shape (so the same game shows the same motifs in the same places
/// on any board 80 pixels a half or more), then shown at the pixels the
/// board has; a smaller board is woven at its own pixels, flat and crisp.
/// With pixels to spare, each thread is drawn as woven, its floats shaded
/// and tied down, unless the flat colours are asked for.
public enum WovenBoard {
    /// Threads across one half of a picture, whatever its board: a board of
    /// ten pieces a half has eight threads a piece.
    public static let threadsAcross = 80

    /// The size of the threads' grid for a half of `half` pixels: 80 across
    /// and as many down as its shape asks, in fours, so that boards of the
    /// same shape at other sizes have the same grid. A smaller board is
    /// woven at its own pixels, a thread a pixel: a picture thinned out to
    /// fit would lose its lines, where one woven small keeps them.
    public static func threads(forHalf half: Size) -> Size {
        guard half.width > 0, half.height > 0 else { return Size(width: threadsAcross, height: threadsAcross) }
        if half.width < threadsAcross { return half }
        let down = (threadsAcross * half.height + half.width / 2) / half.width
        return Size(width: threadsAcross, height: min(8 * threadsAcross, max(8, (down + 2) / 4 * 4)))
    }

    /// The size a woven picture's pixels are given as when no board asks:
    /// 30 x 40, as the library's pictures have always been. Its shape
    /// chooses a board's rows; Create cuts its pieces from it.
    public static let libraryHalf = Size(width: 30, height: 40)

    /// The smallest number of pixels a thread needs to show as woven.
    public static let wovenFrom = 3

    /// The left half of `design` for a half of `half` pixels.
    public static func half(_ design: BrocadeDesign, half: Size, flat: Bool = false) -> PixelImage {
        guard half.width > 0, half.height > 0 else { return PixelImage(width: 0, height: 0, rgba: []) }
        let t = threads(forHalf: half)
        let grid = design.weave(width: 2 * t.width, height: t.height).leftHalf
        return show(grid, width: half.width, height: half.height, flat: flat)
    }

    /// A grid of threads shown at `width` x `height` pixels.
    public static func show(_ grid: WeaveGrid, width: Int, height: Int, flat: Bool) -> PixelImage {
        if width <= grid.width || height <= grid.height {
            let img = grid.image
            if width == grid.width && height == grid.height { return img }
            return img.scaledKeepingDetail(width: width, height: height)
        }
        let xs = (0..<width).map { $0 * grid.width / width }, ys = (0..<height).map { $0 * grid.height / height }
        let woven = !flat && width >= wovenFrom * grid.width && height >= wovenFrom * grid.height
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        // Where each pixel lies in its thread: 0 at a thread's first pixel.
        var startX = [Int](repeating: 0, count: width), startY = [Int](repeating: 0, count: height)
        for x in 1..<width where xs[x] == xs[x - 1] { startX[x] = startX[x - 1] + 1 }
        for y in 1..<height where ys[y] == ys[y - 1] { startY[y] = startY[y - 1] + 1 }
        let cellH = max(1, height / grid.height), cellW = max(1, width / grid.width)
        for y in 0..<height {
            let ty = ys[y]
            for x in 0..<width {
                let tx = xs[x]
                let (r, g, b) = grid[tx, ty].rgb
                var f = 100
                if woven {
                    // Two weft floats a thread, lit along their middle and
                    // shadowed at their edges; the warp ties them down in a
                    // twill, a step over on each row of threads.
                    let float = max(2, cellH / 2), ly = startY[y] % float
                    f += ly == 0 ? -18 : (ly == float / 2 ? 10 : 0)
                    if startX[x] == (cellW / 2 + (ty % 2) * (cellW / 4)) % cellW && ly != 0 { f -= 22 }
                    f += Int(WeaveHash.of(tx, ty) % 7) - 3
                }
                let i = (y * width + x) * 4
                rgba[i] = shade(r, f)
                rgba[i + 1] = shade(g, f)
                rgba[i + 2] = shade(b, f)
            }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    static func shade(_ v: UInt8, _ percent: Int) -> UInt8 {
        UInt8(max(0, min(255, Int(v) * percent / 100)))
    }
}
