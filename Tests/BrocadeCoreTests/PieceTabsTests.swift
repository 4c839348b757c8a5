import Foundation
import Testing
@testable import BrocadeCore
import BrocadeTUI

@Suite struct PieceTabsTests {
    static let sides = [4, 6, 8, 12, 16, 24]

    /// How many pieces cover each pixel of the board, and how many mask
    /// pixels fall outside it, with every piece at home.
    static func coverage(_ tabs: PieceTabs, side s: Int) -> (counts: [Int], outside: Int) {
        let w = tabs.columns * s, h = tabs.rows * s
        var counts = [Int](repeating: 0, count: w * h), outside = 0
        for piece in 0..<tabs.count {
            let m = tabs.mask(of: piece, side: s)
            let cx = (piece % tabs.columns) * s, cy = (piece / tabs.columns) * s
            for y in 0..<m.height {
                for x in 0..<m.width where m.bits[y * m.width + x] {
                    let bx = cx + m.origin.x + x, by = cy + m.origin.y + y
                    if bx < 0 || by < 0 || bx >= w || by >= h { outside += 1 } else { counts[by * w + bx] += 1 }
                }
            }
        }
        return (counts, outside)
    }

    @Test func everyLayoutTilesTheBoardExactly() {
        for columns in 1...5 {
            for rows in 1...6 {
                for seed in UInt64(0)..<8 {
                    let tabs = PieceTabs(columns: columns, rows: rows, seed: seed &* 7919 &+ UInt64(columns * 10 + rows))
                    for s in Self.sides {
                        let (counts, outside) = Self.coverage(tabs, side: s)
                        #expect(counts.allSatisfy { $0 == 1 }, "\(columns)x\(rows) seed \(seed) side \(s)")
                        #expect(outside == 0, "outer edges are flat: \(columns)x\(rows) seed \(seed) side \(s)")
                    }
                }
            }
        }
    }

    /// The smooth shapes real pixels are cut by: at points finer than the
    /// half blocks' pixels, every point of the board is one piece's, none
    /// outside it, and a piece reaches no deeper than its half-block mask,
    /// nor more than a pixel beside it.
    @Test func theSmoothShapesTileTheBoardWithinTheirMasks() {
        let fine = 5 // samples a pixel each way
        for seed in UInt64(0)..<4 {
            let tabs = PieceTabs(columns: 3, rows: 3, seed: seed &* 104_729 &+ 11)
            for s in Self.sides + [7, 10, 20] {
                let w = tabs.columns * s, h = tabs.rows * s, d = PieceTabs.knobDepth(side: s)
                var wrong = 0, outside = 0, beyondMask = 0
                for fy in (-d * fine)..<((h + d) * fine) {
                    for fx in (-d * fine)..<((w + d) * fine) {
                        let x = (Double(fx) + 0.5) / Double(fine), y = (Double(fy) + 0.5) / Double(fine)
                        var n = 0
                        for piece in 0..<tabs.count {
                            let cx = Double((piece % tabs.columns) * s), cy = Double((piece / tabs.columns) * s)
                            guard tabs.covers(piece, side: s, x: x - cx, y: y - cy) else { continue }
                            n += 1
                            // Where the curve is wider than the mask's
                            // rounded run, it takes a sliver of the pixel
                            // beside it, never more.
                            let m = tabs.mask(of: piece, side: s)
                            let px = Int((x - cx).rounded(.down)), py = Int((y - cy).rounded(.down))
                            let near = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)].contains { m.contains(Point(x: px + $0.0, y: py + $0.1)) }
                            if !near || !m.frame.contains(Point(x: px, y: py)) { beyondMask += 1 }
                        }
                        let onBoard = x >= 0 && y >= 0 && x < Double(w) && y < Double(h)
                        if onBoard && n != 1 { wrong += 1 }
                        if !onBoard && n != 0 { outside += 1 }
                    }
                }
                #expect(wrong == 0 && outside == 0, "side \(s) seed \(seed): \(wrong) points not one piece's, \(outside) outside")
                #expect(beyondMask == 0, "side \(s) seed \(seed): \(beyondMask) points beyond the half blocks' mask and the pixels beside it")
            }
        }
    }

    @Test func hitTestingFollowsTheShapes() {
        let tabs = PieceTabs(columns: 4, rows: 3, seed: 11)
        for s in Self.sides {
            var owner = [Int](repeating: -1, count: 4 * s * 3 * s)
            for piece in 0..<tabs.count {
                let m = tabs.mask(of: piece, side: s)
                for y in 0..<(3 * s) {
                    for x in 0..<(4 * s) {
                        let local = Point(x: x - (piece % 4) * s, y: y - (piece / 4) * s)
                        if m.contains(local) { owner[y * 4 * s + x] = piece }
                    }
                }
            }
            for y in 0..<(3 * s) {
                for x in 0..<(4 * s) {
                    let p = Point(x: x, y: y)
                    #expect(tabs.cell(atPixel: p, side: s) == owner[y * 4 * s + x])
                    #expect(tabs.cells(coveringPixel: p, side: s) { (piece: $0, quarterTurns: 0) } == [owner[y * 4 * s + x]])
                }
            }
            #expect(tabs.cell(atPixel: Point(x: -1, y: 0), side: s) == nil)
            #expect(tabs.cell(atPixel: Point(x: 0, y: 3 * s), side: s) == nil)
        }
    }

    @Test func aWrongPieceCanStickOutOrLeaveAGap() {
        // Piece 0 (flat top and left) turned half round in the corner has
        // flat edges facing down and right, so its knobs or sockets face out.
        let tabs = PieceTabs(columns: 2, rows: 2, seed: 3), s = 16
        let placement: (Int) -> (piece: Int, quarterTurns: Int)? = { $0 == 0 ? (piece: 0, quarterTurns: 2) : nil }
        let d = PieceTabs.knobDepth(side: s)
        let above = Point(x: s / 2, y: -1), inside = Point(x: s / 2, y: 0)
        switch tabs.shape(of: 0, .bottom) {
        case .knob: #expect(tabs.cells(coveringPixel: above, side: s, placement: placement) == [0])
        case .socket: #expect(tabs.cells(coveringPixel: inside, side: s, placement: placement).isEmpty)
        case .flat: Issue.record("an inner edge is flat")
        }
        #expect(tabs.cells(coveringPixel: Point(x: s / 2, y: -d - 1), side: s, placement: placement).isEmpty)
    }

    @Test func everyInnerEdgeHasOneKnob() {
        for seed in UInt64(0)..<20 {
            let tabs = PieceTabs(columns: 5, rows: 6, seed: seed)
            for piece in 0..<tabs.count {
                let col = piece % 5, row = piece / 5
                #expect((tabs.shape(of: piece, .top) == .flat) == (row == 0))
                #expect((tabs.shape(of: piece, .bottom) == .flat) == (row == 5))
                #expect((tabs.shape(of: piece, .left) == .flat) == (col == 0))
                #expect((tabs.shape(of: piece, .right) == .flat) == (col == 4))
                if col < 4 {
                    let pair = [tabs.shape(of: piece, .right), tabs.shape(of: piece + 1, .left)]
                    #expect(pair.filter { $0 == .knob }.count == 1 && pair.filter { $0 == .socket }.count == 1)
                }
                if row < 5 {
                    let pair = [tabs.shape(of: piece, .bottom), tabs.shape(of: piece + 5, .top)]
                    #expect(pair.filter { $0 == .knob }.count == 1 && pair.filter { $0 == .socket }.count == 1)
                }
            }
        }
    }

    @Test func knobsAreVisibleAndGrowWithThePiece() {
        #expect(PieceTabs.knobDepth(side: 8) >= 2)
        #expect(PieceTabs.knobDepth(side: 24) > PieceTabs.knobDepth(side: 8))
        var last = 0
        for s in 2...64 {
            let rows = PieceTabs.knobRows(side: s)
            #expect(rows.count >= last, "side \(s)")
            last = rows.count
            // Centred on the edge, and within it.
            for run in rows { #expect(run.lowerBound >= 0 && run.upperBound <= s && run.lowerBound + run.upperBound == s) }
        }
        // Radius about an eighth of the side: the head is about a quarter as wide.
        for s in [16, 24, 32, 48] {
            let widest = PieceTabs.knobRows(side: s).map(\.count).max() ?? 0
            #expect(abs(widest - s / 4) <= 2, "side \(s): \(widest)")
        }
        // Once there is room, a neck narrower than the head.
        let big = PieceTabs.knobRows(side: 24)
        #expect(big[0].count < big.map(\.count).max()!)
    }

    @Test func seedsGiveDifferentLayouts() {
        let layouts = Set((UInt64(0)..<40).map { seed -> [Bool] in
            let t = PieceTabs(columns: 4, rows: 4, seed: seed)
            return t.leftCarries + t.upperCarries
        })
        #expect(layouts.count >= 39)
        #expect(PieceTabs(columns: 4, rows: 4, seed: 5) == PieceTabs(columns: 4, rows: 4, seed: 5))
    }

    @Test func codableRoundTripAndChecks() throws {
        let tabs = PieceTabs(columns: 5, rows: 3, seed: 99)
        let data = try JSONEncoder().encode(tabs)
        #expect(try JSONDecoder().decode(PieceTabs.self, from: data) == tabs)
        let bad = #"{"columns":3,"rows":2,"leftCarries":[true],"upperCarries":[false,true,true]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PieceTabs.self, from: Data(bad.utf8)) }
    }

    @Test func turningAndMirroring() {
        let tabs = PieceTabs(columns: 3, rows: 3, seed: 4)
        for s in Self.sides {
            for piece in 0..<tabs.count {
                let m = tabs.mask(of: piece, side: s)
                #expect(m.rotated(quarterTurns: 4) == m)
                #expect(m.rotated(quarterTurns: 1).rotated(quarterTurns: 1).rotated(quarterTurns: 1).rotated(quarterTurns: 1) == m)
                #expect(m.rotated(quarterTurns: -1) == m.rotated(quarterTurns: 3))
                #expect(m.mirrored().mirrored() == m)
                for t in 0..<4 {
                    #expect(m.rotated(quarterTurns: t).mirrored() == m.mirrored().rotated(quarterTurns: -t))
                }
                // A turn moves each cell pixel (x, y) to (s - 1 - y, x), knobs included.
                let r = m.rotated(quarterTurns: 1), f = m.mirrored()
                for y in m.frame.minY..<m.frame.maxY {
                    for x in m.frame.minX..<m.frame.maxX {
                        let on = m.contains(Point(x: x, y: y))
                        #expect(r.contains(Point(x: s - 1 - y, y: x)) == on)
                        #expect(f.contains(Point(x: s - 1 - x, y: y)) == on)
                    }
                }
            }
        }
    }

    @Test func aTurnedPieceHasItsEdgesTurned() {
        // Turned once clockwise, the top edge faces right: a knob there now sticks out right.
        let tabs = PieceTabs(columns: 3, rows: 3, seed: 8), s = 16, centre = 4
        let m = tabs.mask(of: centre, side: s).rotated(quarterTurns: 1)
        let outRight = Point(x: s, y: s / 2), inRight = Point(x: s - 1, y: s / 2)
        switch tabs.shape(of: centre, .top) {
        case .knob: #expect(m.contains(outRight))
        case .socket: #expect(!m.contains(inRight) && !m.contains(outRight))
        case .flat: Issue.record("an inner edge is flat")
        }
    }
}
