import Testing
@testable import BrocadeCore

@Suite struct Bitboard2048Tests {
    /// A row of exponents as plain values, in the first row of a 4x4 board.
    static func cells(row: Int) -> [Int] {
        (0..<4).map { let e = (row >> (4 * $0)) & 0xF; return e == 0 ? 0 : 1 << e } + Array(repeating: 0, count: 12)
    }

    @Test func everyRowMovesAsThePlainRulesSay() throws {
        var checked = 0
        for row in 0..<65_536 {
            let c = Self.cells(row: row)
            // A pair of 32768s would make 65536, which four bits cannot hold.
            let line = Array(c[0..<4]).filter { $0 != 0 }
            if zip(line, line.dropFirst()).contains(where: { $0 == 32_768 && $1 == 32_768 }) { continue }
            let plain = Game2048(size: 4, cells: c, rng: SeededRandom(seed: 0))
            let bits = try #require(Bitboard2048(cells: c))
            for d in [Direction.left, .right] {
                let fast = bits.moved(d)
                if let slow = plain.slid(d) {
                    #expect(fast.board.cells == slow.cells)
                    #expect(fast.gained == slow.gained)
                } else {
                    #expect(fast.board == bits)
                    #expect(fast.gained == 0)
                }
            }
            checked += 1
        }
        #expect(checked == 64_769) // all but the 767 rows with a pair of 32768s
    }

    @Test func randomBoardsInEveryDirection() throws {
        var rng = SeededRandom(seed: 12)
        for _ in 0..<20_000 {
            let c = (0..<16).map { _ in rng.chance(0.3) ? 0 : 1 << rng.int(in: 1...11) }
            let plain = Game2048(size: 4, cells: c, rng: SeededRandom(seed: 0))
            let bits = try #require(Bitboard2048(cells: c))
            for d in Direction.allCases {
                let fast = bits.moved(d)
                let slow = plain.slid(d)
                #expect(fast.board.cells == (slow?.cells ?? c))
                #expect(fast.gained == (slow?.gained ?? 0))
            }
            #expect(bits.emptyCount == c.filter { $0 == 0 }.count)
            #expect(1 << bits.maxExponent == max(1, c.max()!))
        }
    }

    @Test func transposeIsItsOwnInverse() {
        var rng = SeededRandom(seed: 3)
        for _ in 0..<1000 {
            let x = rng.next()
            #expect(Bitboard2048.transpose(Bitboard2048.transpose(x)) == x)
        }
        let b = Bitboard2048(cells: Array(1...16).map { $0 <= 15 ? 1 << $0 : 0 })!
        let t = Bitboard2048(bits: Bitboard2048.transpose(b.bits)).cells
        #expect(t[1] == b.cells[4] && t[4] == b.cells[1])
    }

    @Test func valuesThatDoNotFitAreRefused() {
        #expect(Bitboard2048(cells: [65_536] + Array(repeating: 0, count: 15)) == nil)
        #expect(Bitboard2048(cells: [3] + Array(repeating: 0, count: 15)) == nil)
        #expect(Bitboard2048(cells: Array(repeating: 0, count: 9)) == nil)
    }
}

@Suite struct Expectimax2048Tests {
    @Test func thePlayerOnlyMakesLegalMoves() {
        var g = Game2048(size: 4, seed: 5)
        let player = Expectimax2048()
        for _ in 0..<40 {
            guard let d = player.bestMove(g) else { break }
            let next = g.applying(d)
            #expect(next != nil)
            g = next ?? g
        }
        #expect(g.score > 0)
    }

    @Test func withOneMoveLeftItFindsIt() throws {
        let g = Game2048(rows: "2 2 8 16/8 16 32 64/16 32 64 128/32 64 128 256", target: 131_072)
        #expect(Expectimax2048().bestMove(g) == .left || Expectimax2048().bestMove(g) == .right)
        let over = Game2048(rows: "2 4 8 16/4 8 16 32/8 16 32 64/16 32 64 128", target: 131_072)
        #expect(Expectimax2048().bestMove(over) == nil)
    }

    @Test func otherSizesUseTheGeneralSearch() {
        for size in [3, 5, 8] {
            let g = Game2048(size: size, seed: 2)
            let d = Expectimax2048().bestMove(g)
            #expect(d != nil && g.applying(d!) != nil)
        }
    }
}
