import Foundation
import Testing
@testable import BrocadeCore
import BrocadeTUI

/// Create mode's state: a design with its name. The name is written beside
/// the cells and the edits as the design's own moves, so saves of before
/// read; naming amends the whole session, so undo keeps it.
@Suite struct LoomTests {
    static let lozenge = Tile.motif(.lozenge, colorway: 0)

    @Test func aBareDesignReadsAsALoomWithoutAName() throws {
        var d = Design(columns: 2, rows: 2)
        d = try #require(d.applying(.place(tile: Self.lozenge, cell: 1, turns: 3)))
        let loom = try JSONCoding.decode(Loom.self, from: try JSONCoding.encode(d))
        #expect(loom == Loom(d) && loom.name == nil)
        let named = Loom(d, name: "rows")
        #expect(try JSONCoding.decode(Loom.self, from: try JSONCoding.encode(named)) == named)
        // Without its name, it is written as the bare design was.
        #expect(try JSONCoding.encode(Loom(d)) == (try JSONCoding.encode(d)))
        // A name no design can have is refused.
        var text = String(decoding: try JSONCoding.encode(named), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"rows\"", with: "\"../x\"")
        #expect(throws: DecodingError.self) { try JSONCoding.decode(Loom.self, from: Array(text.utf8)) }
    }

    @Test func editsAreWrittenAsTheDesignsMoves() throws {
        let moves: [Design.Move] = [.place(tile: Self.lozenge, cell: 0, turns: 1), .move(from: 0, to: 3), .turn(cell: 3, by: -1),
                                    .clear(cell: 3), .fillRow(row: 1, tile: Self.lozenge, turns: 2), .fillColumn(column: 0, tile: Self.lozenge, turns: 0)]
        for m in moves {
            #expect(try JSONCoding.encode(Loom.Move.edit(m)) == (try JSONCoding.encode(m)))
            #expect(try JSONCoding.decode(Loom.Move.self, from: try JSONCoding.encode(m)) == .edit(m))
        }
        #expect(try JSONCoding.decode(Loom.Move.self, from: try JSONCoding.encode(Loom.Move.name("a-1"))) == .name("a-1"))
    }

    @Test func namingIsAMoveThatEditsKeep() throws {
        let loom = Loom(Design(columns: 2, rows: 2))
        #expect(loom.applying(.name("no good")) == nil && loom.applying(.name("")) == nil)
        let named = try #require(loom.applying(.name("good")))
        #expect(named.applying(.name("good")) == nil, "the same name changes nothing")
        let placed = try #require(named.applying(.edit(.place(tile: Self.lozenge, cell: 0, turns: 0))))
        #expect(placed.name == "good" && placed.design.cells[0] != nil)
    }

    @Test func anAmendmentReachesEveryStateAndUndoKeepsIt() throws {
        var s = GameSession(Loom(Design(columns: 2, rows: 2)))
        s.apply(.edit(.place(tile: Self.lozenge, cell: 0, turns: 0)), at: .zero)
        s.apply(.edit(.place(tile: Self.lozenge, cell: 1, turns: 0)), at: .zero)
        s.undo(at: .zero)
        let first = s.amend(.name("kept")), second = s.amend(.name("kept"))
        #expect(first && !second, "the second has nothing left to change")
        #expect(s.state.name == "kept" && s.start.name == "kept" && s.moveCount == 1)
        s.undo(at: .zero)
        #expect(s.state.name == "kept" && s.state.design.isEmpty)
        s.redo(at: .zero)
        s.redo(at: .zero)
        #expect(s.state.name == "kept" && s.state.design.cells[1] != nil)
        // A record replays to the same session.
        let record = GameRecord(mode: "create", id: "x", params: 0, seed: 1, gameNumber: 0, session: s, now: .zero, goalShown: false, recorded: false)
        let back = try GameRecord<Int, Loom>.decode(try record.encoded(), mode: "create").session()
        #expect(back.state == s.state && back.start == s.start && back.moves == s.moves)
    }
}
