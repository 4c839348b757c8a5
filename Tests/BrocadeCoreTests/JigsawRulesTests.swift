import Foundation
import Testing
@testable import BrocadeCore
import BrocadeTUI

@Suite struct JigsawRulesTests {
    @Test func aNewGameHasEveryPieceInTheTrayAwayFromHome() {
        for seed in UInt64(0)..<50 {
            let r = JigsawRules(columns: 3, rows: 4, seed: seed)
            #expect(r.tray.sorted() == Array(0..<12))
            #expect(r.board.allSatisfy { $0 == nil })
            #expect(!r.trayOrder.enumerated().contains { $0.offset == $0.element }, "seed \(seed)")
        }
        #expect(JigsawRules(columns: 3, rows: 4, seed: 9).trayOrder == JigsawRules(columns: 3, rows: 4, seed: 9).trayOrder)
        #expect(JigsawRules(columns: 3, rows: 4, seed: 9).trayOrder != JigsawRules(columns: 3, rows: 4, seed: 10).trayOrder)
    }

    @Test func placingMovingAndReturning() throws {
        var r = JigsawRules(columns: 2, rows: 2, seed: 1)
        r = try #require(r.applying(.place(piece: 3, cell: 0)))
        #expect(r.cell(of: 3) == 0)
        #expect(!r.tray.contains(3))
        // Occupied: no move at all; the piece stays where it was.
        #expect(r.applying(.place(piece: 2, cell: 0)) == nil)
        // Moving a placed piece to another cell.
        r = try #require(r.applying(.place(piece: 3, cell: 3)))
        #expect(r.board == [nil, nil, nil, 3])
        // Dropping it where it already is changes nothing.
        #expect(r.applying(.place(piece: 3, cell: 3)) == nil)
        r = try #require(r.applying(.toTray(piece: 3)))
        #expect(r.tray.count == 4)
        #expect(r.applying(.toTray(piece: 3)) == nil)
        #expect(r.applying(.place(piece: 9, cell: 0)) == nil)
        #expect(r.applying(.place(piece: 0, cell: -1)) == nil)
    }

    @Test func theTrayKeepsItsOrder() throws {
        var r = JigsawRules(columns: 3, rows: 3, seed: 4)
        let order = r.tray
        let taken = order[4]
        r = try #require(r.applying(.place(piece: taken, cell: 0)))
        #expect(r.tray == order.filter { $0 != taken })
        r = try #require(r.applying(.toTray(piece: taken)))
        #expect(r.tray == order) // back in its own slot, not at the end
    }

    @Test func winningNeedsEveryPieceAtHome() throws {
        var r = JigsawRules(columns: 2, rows: 2, seed: 2)
        for p in 0..<3 { r = try #require(r.applying(.place(piece: p, cell: p))) }
        #expect(r.status == .playing)
        #expect(r.placedCorrectly == 3)
        r = try #require(r.applying(.place(piece: 3, cell: 3)))
        #expect(r.status == .won)
    }

    @Test func lockedPiecesStay() throws {
        var r = JigsawRules(columns: 2, rows: 2, seed: 2, lockCorrect: true)
        r = try #require(r.applying(.place(piece: 1, cell: 1)))
        #expect(r.isLocked(1))
        #expect(r.applying(.toTray(piece: 1)) == nil)
        #expect(r.applying(.place(piece: 1, cell: 0)) == nil)
        r = try #require(r.applying(.place(piece: 2, cell: 0)))
        #expect(!r.isLocked(2))
        #expect(r.applying(.toTray(piece: 2)) != nil)
    }

    @Test func sessionUndoRedoOfDrops() throws {
        var s = GameSession(JigsawRules(columns: 2, rows: 2, seed: 3))
        let ok1 = s.apply(.place(piece: 0, cell: 0), at: .zero)
        let ok2 = s.apply(.place(piece: 1, cell: 2), at: .zero)
        let ok3 = s.apply(.toTray(piece: 1), at: .zero)
        #expect(ok1 && ok2 && ok3)
        #expect(s.moveCount == 3)
        let u = s.undo(at: .zero)
        #expect(u && s.state.cell(of: 1) == 2)
        let r = s.redo(at: .zero)
        #expect(r && s.state.cell(of: 1) == nil)
    }

    @Test func savesThatDoNotAddUpAreRefused() throws {
        let good = try JSONCoding.encode(JigsawRules(columns: 2, rows: 2, seed: 1))
        #expect(try JSONCoding.decode(JigsawRules.self, from: good).count == 4)
        let text = String(decoding: good, as: UTF8.self)
        for bad in [text.replacingOccurrences(of: "\"columns\" : 2", with: "\"columns\" : 3"),
                    text.replacingOccurrences(of: "\"board\" : [\n    null,\n    null", with: "\"board\" : [\n    1,\n    1")] {
            #expect(throws: (any Error).self) { try JSONCoding.decode(JigsawRules.self, from: Array(bad.utf8)) }
        }
    }

    @Test(arguments: [(2, 30, 40, 3), (3, 30, 40, 4), (4, 30, 40, 5), (3, 40, 30, 2), (1, 10, 100, 10)])
    func rowsFollowThePicture(columns: Int, w: Int, h: Int, rows: Int) {
        #expect(JigsawRules.rows(forColumns: columns, pixelWidth: w, pixelHeight: h) == rows)
    }
}

@Suite struct MirrorTests {
    @Test(arguments: [10, 20, 40, 41, 125])
    func everyColumnReflectsAcrossTheLine(line: Int) {
        let m = Mirror(line: line)
        for x in 0..<line {
            let x2 = m.reflect(x: x)
            #expect(x2 > line)
            #expect(x2 - line == line - x)
            #expect(m.reflect(x: x2) == x)
        }
        #expect(m.reflect(x: line) == line)
    }

    @Test(arguments: [(2, 6), (3, 6), (4, 4), (3, 10)])
    func cellsReflectToTheMirrorHalf(columns: Int, pieceWidth: Int) {
        // A board whose right edge meets the line: cell c's image is the mirror cell.
        let line = 60
        let m = Mirror(line: line)
        for c in 0..<columns {
            let r = Rect(x: line - (columns - c) * pieceWidth, y: 3, width: pieceWidth, height: 3)
            let image = m.reflect(r)
            #expect(image.width == r.width && image.minY == r.minY)
            #expect(image.minX == line + 1 + (columns - 1 - c) * pieceWidth)
            #expect(image.maxX - 1 == m.reflect(x: r.minX))
        }
    }
}

/// The tray arranged by the player: any order of every piece, kept in the
/// save; nothing else changes.
@Suite struct JigsawTrayOrderTests {
    @Test func anArrangementIsAnyOrderOfEveryPiece() throws {
        let r = JigsawRules(columns: 3, rows: 2, seed: 7)
        let placed = try #require(r.applying(.place(piece: r.tray[0], cell: 4)))
        let order = Array((0..<6).reversed())
        let arranged = try #require(placed.applying(.arrange(order: order)))
        #expect(arranged.trayOrder == order)
        #expect(arranged.tray == order.filter { $0 != r.tray[0] })
        #expect(arranged.board == placed.board && arranged.turns == placed.turns)
        // Not a permutation, or no change: no move.
        #expect(placed.applying(.arrange(order: [0, 1, 2, 3, 4])) == nil)
        #expect(placed.applying(.arrange(order: [0, 0, 1, 2, 3, 4])) == nil)
        #expect(placed.applying(.arrange(order: placed.trayOrder)) == nil)
        // A save keeps it.
        let back = try JSONDecoder().decode(JigsawRules.self, from: JSONEncoder().encode(arranged))
        #expect(back == arranged)
    }

    @Test func anAmendedArrangementIsNoMoveAndUndoKeepsIt() throws {
        var s = GameSession(JigsawRules(columns: 2, rows: 2, seed: 3))
        let piece = s.state.tray[0]
        let placed = s.apply(.place(piece: piece, cell: 3), at: .zero)
        let order = Array(s.state.trayOrder.reversed())
        let amended = s.amend(.arrange(order: order))
        #expect(placed && amended)
        #expect(s.moveCount == 1)
        #expect(s.start.trayOrder == order)
        let undone = s.undo(at: .zero)
        #expect(undone)
        #expect(s.state.trayOrder == order && s.state.cell(of: piece) == nil)
    }
}

/// The tray stays put: each piece has a place of its own in it, empty while
/// the piece is on the board; a tidy closes the gaps.
@Suite struct JigsawTrayPlacesTests {
    @Test func takingAPieceLeavesItsPlaceEmptyAndNoOtherMoves() throws {
        var r = JigsawRules(columns: 3, rows: 3, seed: 4)
        let before = r.trayPlaces
        #expect(before == r.trayOrder.map { Optional($0) })
        let taken = try #require(before[4])
        r = try #require(r.applying(.place(piece: taken, cell: 0)))
        var expected = before
        expected[4] = nil
        #expect(r.trayPlaces == expected)
        #expect(r.trayPlace(of: taken) == nil && r.trayPlace(of: before[5]!) == 5)
        // Back in its own place.
        r = try #require(r.applying(.toTray(piece: taken)))
        #expect(r.trayPlaces == before)
    }

    @Test func theLastPiecesTakenLeaveNoGapsAtTheEnd() throws {
        var r = JigsawRules(columns: 2, rows: 2, seed: 1)
        let order = r.trayOrder
        r = try #require(r.applying(.place(piece: order[3], cell: 0)))
        r = try #require(r.applying(.place(piece: order[1], cell: 1)))
        #expect(r.trayPlaces == [order[0], nil, order[2]])
    }

    @Test func aTidyClosesTheGapsAndKeepsTheOrder() throws {
        var r = JigsawRules(columns: 3, rows: 3, seed: 4)
        let order = r.trayOrder
        for i in [1, 4, 5] { r = try #require(r.applying(.place(piece: order[i], cell: i))) }
        #expect(r.trayPlaces.contains(nil))
        let tidy = r.tidyOrder
        r = try #require(r.applying(.arrange(order: tidy)))
        #expect(r.trayPlaces == r.tray.map { Optional($0) })
        #expect(r.tray == order.filter { ![order[1], order[4], order[5]].contains($0) })
        // No gaps: the tidy order is the order, no move.
        #expect(r.tidyOrder == r.trayOrder && r.applying(.arrange(order: r.tidyOrder)) == nil)
        // A piece back after the tidy takes the first place after the tray's
        // last piece, never one beyond a run of gaps.
        r = try #require(r.applying(.toTray(piece: order[5])))
        #expect(r.trayPlaces.last == order[5] && !r.trayPlaces.contains(nil))
        r = try #require(r.applying(.toTray(piece: order[1])))
        #expect(r.trayPlaces.suffix(2) == [order[5], order[1]] && !r.trayPlaces.contains(nil))
    }

    @Test func everyPieceIsInOnePlaceThroughRandomPlay() throws {
        var rng = SeededRandom(seed: 11)
        var r = JigsawRules(columns: 4, rows: 3, seed: 2)
        for _ in 0..<400 {
            let piece = rng.int(in: 0..<r.count)
            let move: JigsawRules.Move
            switch rng.int(in: 0..<4) {
            case 0: move = .toTray(piece: piece)
            case 1: move = .arrange(order: r.tidyOrder)
            default: move = .place(piece: piece, cell: rng.int(in: 0..<r.count))
            }
            r = r.applying(move) ?? r
            let inTray = r.trayPlaces.compactMap { $0 }, onBoard = r.board.compactMap { $0 }
            #expect((inTray + onBoard).sorted() == Array(0..<r.count))
            #expect(inTray == r.tray)
        }
    }

    @Test func undoAndASaveKeepTheGaps() throws {
        var s = GameSession(JigsawRules(columns: 3, rows: 2, seed: 7))
        let order = s.state.trayOrder
        s.apply(.place(piece: order[0], cell: 0), at: .zero)
        s.apply(.place(piece: order[2], cell: 1), at: .zero)
        s.amend(.arrange(order: s.state.tidyOrder))
        s.apply(.place(piece: order[3], cell: 2), at: .zero)
        let places = s.state.trayPlaces
        #expect(places.contains(nil))
        let back = try GameSession(replaying: s.start, moves: s.moves, undone: [], timer: PlayTimer(), assisted: false)
        #expect(back.state.trayPlaces == places)
        let decoded = try JSONDecoder().decode(JigsawRules.self, from: JSONEncoder().encode(s.state))
        #expect(decoded.trayPlaces == places)
        s.undo(at: .zero)
        #expect(!s.state.trayPlaces.contains(nil))
        s.redo(at: .zero)
        #expect(s.state.trayPlaces == places)
    }
}
