import Foundation
import Testing
import BrocadeTUI
@testable import BrocadeCore

/// Turned pieces (`--rotate`): dealt turned, turned by moves, home only upright.
@Suite struct JigsawTurnTests {
    @Test func piecesStartTurnedFromTheSeedAndTheTrayIsTheSame() {
        for seed in UInt64(0)..<40 {
            let turned = JigsawRules(columns: 3, rows: 4, seed: seed, rotates: true)
            let plain = JigsawRules(columns: 3, rows: 4, seed: seed)
            #expect(turned.trayOrder == plain.trayOrder)
            #expect(turned.turns.contains { $0 != 0 }, "seed \(seed): every piece upright")
            #expect(turned.turns.allSatisfy { (0...3).contains($0) })
            #expect(plain.turns.allSatisfy { $0 == 0 })
        }
        #expect(JigsawRules(columns: 1, rows: 1, seed: 3, rotates: true).turns != [0])
        #expect(JigsawRules(columns: 3, rows: 4, seed: 1, rotates: true).turns != JigsawRules(columns: 3, rows: 4, seed: 2, rotates: true).turns)
    }

    @Test func turnsAreMovesAndOnlyAnUprightPieceInItsCellIsHome() throws {
        var r = JigsawRules(columns: 2, rows: 1, seed: 5, rotates: true)
        r = try #require(r.applying(.place(piece: 0, cell: 0)))
        r = try #require(r.applying(.place(piece: 1, cell: 1)))
        while r.turns[0] != 1 { r = try #require(r.applying(.turn(piece: 0, by: 1))) }
        #expect(!r.isHome(0) && r.status == .playing)
        r = try #require(r.applying(.turn(piece: 0, by: -1)))
        #expect(r.turns[0] == 0 && r.isHome(0))
        // A piece in the tray turns too.
        r = try #require(r.applying(.toTray(piece: 1)))
        r = try #require(r.applying(.turn(piece: 1, by: 3)))
        while r.turns[1] != 0 { r = try #require(r.applying(.turn(piece: 1, by: 1))) }
        #expect(r.status == .playing)
        r = try #require(r.applying(.place(piece: 1, cell: 1)))
        #expect(r.status == .won && r.placedCorrectly == 2)
        // A won game needs every piece upright.
        let unturned = try #require(r.applying(.turn(piece: 1, by: 2)))
        #expect(unturned.status == .playing && unturned.placedCorrectly == 1)
        // No turn of nothing, of no piece, or in a game without turns.
        #expect(r.applying(.turn(piece: 0, by: 4)) == nil)
        #expect(r.applying(.turn(piece: 7, by: 1)) == nil)
        #expect(JigsawRules(columns: 2, rows: 1, seed: 5).applying(.turn(piece: 0, by: 1)) == nil)
    }

    @Test func lockHoldsOnlyPiecesHomeAndUpright() throws {
        var r = JigsawRules(columns: 2, rows: 1, seed: 5, lockCorrect: true, rotates: true)
        r = try #require(r.applying(.place(piece: 0, cell: 0)))
        if r.turns[0] == 0 { r = try #require(r.applying(.turn(piece: 0, by: 1))) }
        // Home but turned: still free to turn and to move.
        #expect(!r.isLocked(0))
        while r.turns[0] != 0 { r = try #require(r.applying(.turn(piece: 0, by: 1))) }
        #expect(r.isLocked(0))
        #expect(r.applying(.turn(piece: 0, by: 1)) == nil)
        #expect(r.applying(.toTray(piece: 0)) == nil)
    }

    @Test func turnsAreSavedAndOldSavesHaveNone() throws {
        var r = JigsawRules(columns: 3, rows: 2, seed: 8, rotates: true)
        r = try #require(r.applying(.turn(piece: 2, by: 1)))
        let data = try JSONEncoder().encode(r)
        #expect(try JSONDecoder().decode(JigsawRules.self, from: data) == r)
        let plain = JigsawRules(columns: 3, rows: 2, seed: 8)
        let old = try JSONEncoder().encode(plain)
        #expect(!String(decoding: old, as: UTF8.self).contains("turns"))
        #expect(try JSONDecoder().decode(JigsawRules.self, from: old) == plain)
        // Turns that do not add up are refused.
        let bad = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"turns\":[", with: "\"turns\":[7,")
        #expect(throws: (any Error).self) { try JSONDecoder().decode(JigsawRules.self, from: Data(bad.utf8)) }
    }

    /// A picture whose every pixel differs, so any wrong turn shows.
    static let picture: PixelImage = {
        var px: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { px += [UInt8(x * 60), UInt8(y * 60), UInt8(x * 4 + y), 255] } }
        return PixelImage(width: 4, height: 4, rgba: px)
    }()

    @Test func turningAndMirroringCommuteTheWayAMirrorDoes() {
        let p = Self.picture
        for k in -4...4 {
            // A quarter clockwise on the left is a quarter counter-clockwise in the mirror.
            #expect(p.rotated(quarterTurns: k).flippedHorizontally() == p.flippedHorizontally().rotated(quarterTurns: -k), "k \(k)")
        }
        #expect(p.rotated(quarterTurns: 1).rotated(quarterTurns: 3) == p)
        #expect(p.rotated(quarterTurns: 2) == p.rotated(quarterTurns: 1).rotated(quarterTurns: 1))
        // Clockwise: the top-left pixel goes to the top-right.
        #expect(p.rotated(quarterTurns: 1).pixel(x: 3, y: 0) == p.pixel(x: 0, y: 0))
        let tall = PixelImage(width: 2, height: 3, fill: (1, 2, 3)).rotated(quarterTurns: 1)
        #expect(tall.width == 3 && tall.height == 2)
    }
}
