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
        if !unicode { return renderASCII(image, cols: cols, rows: rows, depth: depth, style: style) }
        // chafa samples each cell as 8 x 8 pixels. Handing it exactly that
        // many means it never resamples, so pixel art keeps its hard edges
        // and exact colours (two source pixels a cell, by nearest neighbour).
        let w = cols * cellPixels, h = rows * cellPixels
        let pixels: PixelImage
        switch style {
        case .pixelArt: pixels = image.scaledKeepingDetail(width: cols, height: rows * 2).scaledNearest(width: w, height: h)
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
        let symbols: Int32 = style == .pixelArt ? Int32(BROCADE_SYMBOLS_HALF) : Int32(BROCADE_SYMBOLS_BLOCKS)
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

    /// ASCII characters from the lightest to the darkest: each inks more of its cell.
    public static let asciiRamp: [Character] = [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]

    /// Without Unicode there are no block symbols to shape a cell with, and
    /// chafa's best ASCII match for two flat halves is the same letter over
    /// and over. So each cell gets one colour, the mean of its pixels, and a
    /// character of the ramp by how dark that colour is: the denser, the
    /// darker, as ink on paper. With colour the cell's background is that
    /// colour and the character is drawn in a darker shade of it, so the
    /// colours show as before and the ramp deepens the shadows. Without
    /// colour the ramp alone draws the picture, in the terminal's own text
    /// colour, which is light on dark in most terminals: there the denser,
    /// the lighter, or the picture would come out as its negative.
    static func renderASCII(_ image: PixelImage, cols: Int, rows: Int, depth: ColorDepth, style: Style) -> Canvas {
        var canvas = Canvas(size: Size(width: cols, height: rows))
        // Two samples a cell, as the half blocks have: pixel art keeps its
        // rows, a photo is averaged down.
        let px = style == .photo ? image.scaledSmooth(width: cols, height: rows * 2)
                                 : image.scaledKeepingDetail(width: cols, height: rows * 2)
        for y in 0..<rows {
            for x in 0..<cols {
                let a = px.pixel(x: x, y: 2 * y), b = px.pixel(x: x, y: 2 * y + 1)
                let alpha = Int(a.3) + Int(b.3)
                // Mostly transparent: the terminal's own background shows.
                guard alpha >= 255 else { continue }
                func mean(_ u: UInt8, _ v: UInt8) -> Int { (Int(u) * Int(a.3) + Int(v) * Int(b.3)) / alpha }
                let r = mean(a.0, b.0), g = mean(a.1, b.1), bl = mean(a.2, b.2)
                let cellStyle: CellStyle
                var ch = asciiCharacter(red: r, green: g, blue: bl)
                if depth == .none {
                    ch = asciiRamp[asciiRamp.count - 1 - asciiRamp.firstIndex(of: ch)!]
                    cellStyle = .plain
                } else {
                    func shade(_ v: Int) -> UInt8 { UInt8(v * 2 / 5) }
                    cellStyle = CellStyle(foreground: .rgb(shade(r), shade(g), shade(bl)),
                                          background: .rgb(UInt8(r), UInt8(g), UInt8(bl)))
                }
                canvas.put(ch, at: Point(x: x, y: y), style: cellStyle)
            }
        }
        return canvas
    }

    /// The ramp character for a colour: its darkness (one minus the Rec. 709
    /// luma) picks the step.
    static func asciiCharacter(red: Int, green: Int, blue: Int) -> Character {
        let luma = 2126 * red + 7152 * green + 722 * blue // up to 255 * 10_000
        let darkness = 255 * 10_000 - luma
        let step = darkness * asciiRamp.count / (255 * 10_000 + 1)
        return asciiRamp[step]
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
