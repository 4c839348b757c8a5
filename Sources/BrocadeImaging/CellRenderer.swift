import BrocadeCore
import BrocadeTUI
import CImaging

/// Turns pixels into terminal cells with libchafa, at the terminal's colour
/// depth, and reads the result back cell by cell into a Canvas.
public enum CellRenderer {
    /// The pixels chafa looks at per cell, across and down.
    static let cellPixels = 8

    public enum Style: Sendable {
        /// Upper and lower half blocks: two pixels a cell, crisp for pixel art.
        case pixelArt
        /// All block symbols (quadrants, eighths): finer detail for photos.
        case photo
    }

    /// Renders `image` into exactly `cols` x `rows` cells.
    public static func render(_ image: PixelImage, cols: Int, rows: Int, depth: ColorDepth, unicode: Bool,
                              style: Style = .pixelArt) -> Canvas {
        var canvas = Canvas(size: Size(width: cols, height: rows))
        guard cols > 0, rows > 0, image.width > 0, image.height > 0 else { return canvas }
        // chafa samples each cell as 8 x 8 pixels. Handing it exactly that
        // many means it never resamples, so pixel art keeps its hard edges
        // and exact colours (two source pixels a cell, by nearest neighbour).
        let w = cols * cellPixels, h = rows * cellPixels
        let pixels: PixelImage
        switch style {
        case .pixelArt: pixels = image.scaledNearest(width: cols, height: rows * 2).scaledNearest(width: w, height: h)
        case .photo: pixels = image.width > w || image.height > h ? image.scaledSmooth(width: w, height: h)
                                                                  : image.scaledNearest(width: w, height: h)
        }
        let mode: Int32
        switch depth {
        case .direct: mode = Int32(BROCADE_MODE_TRUECOLOR)
        case .palette256: mode = Int32(BROCADE_MODE_256)
        case .ansi16: mode = Int32(BROCADE_MODE_16)
        case .ansi8: mode = Int32(BROCADE_MODE_8)
        case .none: mode = Int32(BROCADE_MODE_MONO)
        }
        let symbols: Int32 = !unicode ? Int32(BROCADE_SYMBOLS_ASCII)
            : style == .pixelArt ? Int32(BROCADE_SYMBOLS_HALF) : Int32(BROCADE_SYMBOLS_BLOCKS)
        var cells = [brocade_cell](repeating: brocade_cell(), count: cols * rows)
        pixels.rgba.withUnsafeBufferPointer { px in
            _ = brocade_render(px.baseAddress, Int32(pixels.width), Int32(pixels.height), Int32(cols), Int32(rows),
                               mode, symbols, &cells)
        }
        for y in 0..<rows {
            for x in 0..<cols {
                let c = cells[y * cols + x]
                let ch = Unicode.Scalar(c.ch).map(Character.init) ?? " "
                let style = CellStyle(foreground: color(c.fg, depth: depth), background: color(c.bg, depth: depth))
                canvas.put(ch, at: Point(x: x, y: y), style: style)
            }
        }
        return canvas
    }

    static func color(_ v: Int32, depth: ColorDepth) -> Color {
        guard v >= 0 else { return .default }
        switch depth {
        case .direct: return .rgb(UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
        case .none: return .default
        default: return v < 256 ? .palette(UInt8(v)) : .default
        }
    }
}
