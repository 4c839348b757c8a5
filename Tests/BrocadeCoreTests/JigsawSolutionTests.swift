import Testing
@testable import BrocadeCore

/// The moves the jigsaw's hint and solver play: from any position, with
/// pieces out of place, turned, locked, tabbed or alike, they finish the
/// picture, and each is a move the rules take.
@Suite struct JigsawSolutionTests {
    /// Plays `moves` from `r`, each one required to be a move.
    static func play(_ moves: [JigsawRules.Move], from r: JigsawRules) throws -> JigsawRules {
        var s = r
        for m in moves { s = try #require(s.applying(m), "\(m) is no move") }
        return s
    }

    /// A position some way into a game: pieces dropped in whatever free
    /// cells a seeded stream picks, some sent back, some turned.
    static func scrambled(_ r: JigsawRules, seed: UInt64, steps: Int = 40) -> JigsawRules {
        var s = r, rng = SeededRandom(seed: seed)
        for _ in 0..<steps {
            let piece = rng.int(in: 0..<s.count), cell = rng.int(in: 0..<s.count)
            let move: JigsawRules.Move
            switch rng.int(in: 0..<4) {
            case 0: move = .toTray(piece: piece)
            case 1: move = .turn(piece: piece, by: 1)
            default: move = .place(piece: piece, cell: cell)
            }
            if let next = s.applying(move) { s = next }
        }
        return s
    }

    @Test(arguments: [(false, false, false), (true, false, false), (false, true, false), (false, false, true), (true, true, true)])
    func finishesAnyPosition(rotates: Bool, lock: Bool, tabs: Bool) throws {
        for seed in UInt64(1)...20 {
            let start = JigsawRules(columns: 4, rows: 3, seed: seed, lockCorrect: lock, rotates: rotates, tabs: tabs)
            let r = Self.scrambled(start, seed: seed)
            let moves = try #require(r.finishingMoves(), "seed \(seed)")
            let end = try Self.play(moves, from: r)
            #expect(end.status == .won, "seed \(seed)")
            // No move is wasted: each piece is placed at most once after it
            // leaves a wrong cell, and turned at most once.
            let placed = moves.compactMap { if case .place(let p, _) = $0 { return p } else { return nil } }
            #expect(Set(placed).count == placed.count, "seed \(seed): a piece placed twice")
            #expect(placed.count <= r.count - r.placedCorrectly, "seed \(seed)")
        }
    }

    @Test func theFirstMoveFixesAPieceOutOfPlaceBeforeTheTray() throws {
        var r = JigsawRules(columns: 3, rows: 2, seed: 4)
        // Piece 1 in cell 0; cell 1 free: it goes straight home.
        r = try #require(r.applying(.place(piece: 1, cell: 0)))
        #expect(r.finishingMoves()?.first == .place(piece: 1, cell: 1))
        // Cell 1 taken by piece 2 (out of place too): piece 1 goes back to the tray first.
        r = try #require(r.applying(.place(piece: 2, cell: 1)))
        #expect(r.finishingMoves()?.first == .toTray(piece: 1))
        // A piece at home is left alone; then the tray's first piece goes home.
        var fresh = JigsawRules(columns: 3, rows: 2, seed: 4)
        fresh = try #require(fresh.applying(.place(piece: 5, cell: 5)))
        let first = try #require(fresh.tray.first)
        #expect(fresh.finishingMoves()?.first == .place(piece: first, cell: first))
        #expect(fresh.finishingMoves()?.contains { if case .place(5, _) = $0 { return true } else { return false } } == false)
    }

    @Test func aChosenPieceComesFirst() throws {
        var r = JigsawRules(columns: 3, rows: 2, seed: 4)
        let last = try #require(r.tray.last)
        #expect(r.finishingMoves(first: last)?.first == .place(piece: last, cell: last))
        // Its cell held by another piece out of place: that one makes way first.
        let other = (last + 1) % r.count
        r = try #require(r.applying(.place(piece: other, cell: last)))
        let moves = try #require(r.finishingMoves(first: last))
        #expect(Array(moves.prefix(2)) == [r.board[other] == nil ? .place(piece: other, cell: other) : .toTray(piece: other),
                                           .place(piece: last, cell: last)])
        #expect(try Self.play(moves, from: r).status == .won)
        // A chosen piece already home changes nothing.
        r = try #require(r.applying(.place(piece: other, cell: other)))
        #expect(r.finishingMoves(first: other) == r.finishingMoves())
    }

    @Test func aTurnedPieceIsTurnedUprightTheShortWay() throws {
        var r = JigsawRules(columns: 2, rows: 2, seed: 9, rotates: true)
        for p in 0..<4 {
            // Each piece home, a quarter short of upright but piece 0.
            r = try #require(r.applying(.place(piece: p, cell: p)))
            while r.turns[p] != (p == 0 ? 0 : 3) { r = try #require(r.applying(.turn(piece: p, by: 1))) }
        }
        let moves = try #require(r.finishingMoves())
        #expect(moves == [.turn(piece: 1, by: 1), .turn(piece: 2, by: 1), .turn(piece: 3, by: 1)])
    }

    @Test func lookAlikesFillEachOthersCells() throws {
        let looks = PieceLooks(picture: PieceLooksTests.redBlueRed, columns: 3, rows: 1)
        var r = JigsawRules(columns: 3, rows: 1, seed: 1).withLooks(looks)
        // Red piece 0 in red cell 2 counts: it stays, and red piece 2 takes cell 0.
        r = try #require(r.applying(.place(piece: 0, cell: 2)))
        let moves = try #require(r.finishingMoves())
        #expect(!moves.contains(.toTray(piece: 0)))
        #expect(moves.contains(.place(piece: 2, cell: 0)))
        #expect(try Self.play(moves, from: r).status == .won)
    }

    @Test func aWholePictureNeedsNoMoves() throws {
        var r = JigsawRules(columns: 2, rows: 2, seed: 3)
        for p in 0..<4 { r = try #require(r.applying(.place(piece: p, cell: p))) }
        #expect(r.finishingMoves() == [])
    }
}
