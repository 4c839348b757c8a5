import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp

@Suite struct Tile2048PaletteTests {
    /// In 256 colours the small tiles keep their look: 2 a light grey, 4 a
    /// cream (the cube's nearest to its beige was a pink), 8 an orange:
    /// three faces apart.
    @Test func smallTilesLookRightIn256Colours() {
        func index(_ v: Int) -> Int? { ColorMath.paletteIndex(Tile2048Palette.style(for: v, depth: .palette256).background, depth: .palette256) }
        let four = ColorMath.rgb(ofPalette: UInt8(index(4)!))
        #expect(four.0 >= 230 && four.1 >= 230 && four.2 < four.1, "4 tile is \(four)")
        let faces = (1...3).map { index(1 << $0) }
        #expect(Set(faces).count == faces.count)
    }

    /// In 8 and 16 colours an empty cell shows on a black terminal, and no
    /// tile looks like one.
    @Test func emptyCellsShowInBasicColours() {
        for depth in [ColorDepth.ansi8, .ansi16] {
            let e = Tile2048Palette.emptyStyle(depth: depth)
            #expect(e.background != .black && e.background != .default && e.foreground != e.background)
            for k in 1...17 { #expect(Tile2048Palette.style(for: 1 << k, depth: depth).background != e.background, "\(1 << k)") }
        }
    }
}
