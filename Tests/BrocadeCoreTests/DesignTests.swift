import Foundation
import Testing
@testable import BrocadeCore
import BrocadeTUI

/// Designs of create mode: edits as moves, files that round-trip and
/// refuse what does not fit, and their pixels.
@Suite struct DesignTests {
    static let frog = Tile.motif(.frog, colorway: 0), deer = Tile.motif(.deer, colorway: 1)

    @Test func editsAreMoves() throws {
        var d = Design(columns: 3, rows: 2)
        #expect(d.isEmpty && d.count == 6)
        d = try #require(d.applying(.place(tile: Self.frog, cell: 4, turns: 1)))
        #expect(d.cells[4] == Design.Placed(tile: Self.frog, turns: 1))
        d = try #require(d.applying(.turn(cell: 4, by: -2)))
        #expect(d.cells[4]?.turns == 3)
        d = try #require(d.applying(.place(tile: Self.deer, cell: 0, turns: 0)))
        d = try #require(d.applying(.move(from: 4, to: 0))) // they change places
        #expect(d.cells[0]?.tile == Self.frog && d.cells[4]?.tile == Self.deer)
        d = try #require(d.applying(.fillRow(row: 1, tile: Self.deer, turns: 2)))
        #expect((3..<6).allSatisfy { d.cells[$0] == Design.Placed(tile: Self.deer, turns: 2) })
        d = try #require(d.applying(.fillColumn(column: 2, tile: Self.frog, turns: 0)))
        #expect(d.cells[2]?.tile == Self.frog && d.cells[5]?.tile == Self.frog)
        d = try #require(d.applying(.clear(cell: 0)))
        #expect(d.cells[0] == nil)
        // Nothing changes, nothing is a move.
        #expect(d.applying(.clear(cell: 0)) == nil)
        #expect(d.applying(.turn(cell: 0, by: 1)) == nil)
        #expect(d.applying(.move(from: 0, to: 1)) == nil)
        #expect(d.applying(.place(tile: Self.frog, cell: 6, turns: 0)) == nil)
        #expect(d.applying(.fillColumn(column: 2, tile: Self.frog, turns: 0)) == nil)
        #expect(d.status == .playing)
    }

    @Test func filesRoundTripAndRefuseWhatDoesNotFit() throws {
        var d = Design(columns: 2, rows: 2)
        d = d.applying(.place(tile: .piece(picture: "dalishen", column: 1, row: 3), cell: 1, turns: 2))!
        d = d.applying(.place(tile: Self.deer, cell: 2, turns: 0))!
        let file = DesignFile(name: "my-border_1", design: d)
        let data = try JSONEncoder().encode(file)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"motif\":\"deer\"") && text.contains("\"picture\":\"dalishen\""))
        #expect(try JSONDecoder().decode(DesignFile.self, from: data).validated() == file)
        for (from, to) in [("\"columns\":2", "\"columns\":3"), ("\"turns\":2", "\"turns\":9"), ("\"colorway\":1", "\"colorway\":7"),
                           ("\"format\":\"brocade-design\"", "\"format\":\"other\""), ("\"version\":1", "\"version\":2"),
                           ("\"name\":\"my-border_1\"", "\"name\":\"..\\/x\"")] {
            let bad = Data(text.replacingOccurrences(of: from, with: to).utf8)
            let decoded = try? JSONDecoder().decode(DesignFile.self, from: bad).validated()
            if from.contains("turns") {
                #expect(decoded?.design.cells[1]?.turns == 1, "turns are taken modulo 4")
            } else {
                #expect(decoded == nil, "\(to) accepted")
            }
        }
        for name in ["a", "Border-2", "x_y"] { #expect(DesignFile.isValidName(name)) }
        for name in ["", "a b", "../x", "é", String(repeating: "a", count: 41), "a.json"] { #expect(!DesignFile.isValidName(name)) }
    }

    @Test func aDesignsPixelsAreItsTilesTurned() {
        var d = Design(columns: 2, rows: 1)
        d = d.applying(.place(tile: Self.deer, cell: 0, turns: 1))!
        let img = d.image { tile in
            if case .motif(let m, let w) = tile { return MotifTile.image(m, colorway: w) }
            return nil
        }
        #expect(img.width == 20 && img.height == 10)
        let tile = MotifTile.image(.deer, colorway: 1).rotated(quarterTurns: 1)
        let ground = LiColor.brown.rgb
        for y in 0..<10 {
            for x in 0..<10 {
                let t = tile.pixel(x: x, y: y), p = img.pixel(x: x, y: y)
                if t.3 == 255 { #expect(p.0 == t.0 && p.1 == t.1 && p.2 == t.2) } else { #expect(p.0 == ground.0 && p.1 == ground.1 && p.2 == ground.2) }
                let empty = img.pixel(x: 10 + x, y: y)
                #expect(empty.0 == ground.0 && empty.1 == ground.1 && empty.2 == ground.2)
            }
        }
    }

    @Test func everyMotifTileIsDrawnInEveryColourway() {
        for m in Motif.allCases {
            for w in MotifTile.colorways.indices {
                let img = MotifTile.image(m, colorway: w)
                #expect(img.width == Tile.side && img.height == Tile.side)
                let inked = stride(from: 3, to: img.rgba.count, by: 4).filter { img.rgba[$0] == 255 }.count
                #expect(inked >= 10 && inked < 90, "\(m) \(w): \(inked) pixels")
            }
            // Colourways differ.
            #expect(MotifTile.image(m, colorway: 0) != MotifTile.image(m, colorway: 1))
        }
        // Facing motifs face one way; the others are symmetric.
        for m in Motif.allCases {
            let img = MotifTile.image(m, colorway: 0)
            #expect((img == img.flippedHorizontally()) == ![Motif.bird, .deer].contains(m), "\(m)")
        }
    }
}
