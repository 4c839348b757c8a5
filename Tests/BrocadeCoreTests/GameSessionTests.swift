import Testing
@testable import BrocadeCore
import BrocadeTUI
import BrocadeTestSupport

/// A tiny game for testing the session: reach the target by adding 1 or 2;
/// passing it loses. Each move also draws a random number, as 2048 does,
/// to show that redo replays randomness exactly.
private struct Counter: GameRules {
    enum Move: String, Codable, Equatable, Sendable { case one, two, nothing }
    var value = 0
    var target = 5
    var rng = SeededRandom(seed: 1)
    var draws: [Int] = []

    func applying(_ move: Move) -> Counter? {
        var next = self
        switch move {
        case .one: next.value += 1
        case .two: next.value += 2
        case .nothing: return nil
        }
        next.draws.append(next.rng.int(in: 0..<1000))
        return next
    }

    var status: GameStatus { value == target ? .won : value > target ? .lost : .playing }
}

private func t(_ ms: Int64) -> TimePoint { TimePoint(milliseconds: ms) }

@Suite struct GameSessionTests {
    @Test func movesCountAndIllegalMovesDoNot() {
        var s = GameSession(Counter())
        #expect(!s.isInProgress)
        let ok1 = s.apply(.one, at: t(0))
        #expect(ok1)
        let ok2 = s.apply(.nothing, at: t(0))
        #expect(!ok2)
        #expect(s.moveCount == 1)
        #expect(s.isInProgress)
        #expect(s.moves == [.one])
    }

    @Test func undoAndRedoRestoreExactly() {
        var s = GameSession(Counter())
        s.apply(.one, at: t(0))
        s.apply(.two, at: t(0))
        let after = s.state
        let ok3 = s.undo(at: t(0))
        #expect(ok3)
        #expect(s.state.value == 1)
        #expect(s.canRedo)
        let ok4 = s.redo(at: t(0))
        #expect(ok4)
        #expect(s.state == after) // the random draw replays identically
        let ok5 = s.redo(at: t(0))
        #expect(!ok5)
        #expect(s.isAssisted)
    }

    @Test func aNewMoveClearsRedo() {
        var s = GameSession(Counter())
        s.apply(.one, at: t(0))
        s.undo(at: t(0))
        s.apply(.two, at: t(0))
        #expect(!s.canRedo)
        #expect(s.moves == [.two])
    }

    @Test func undoOnEmptyHistoryDoesNothing() {
        var s = GameSession(Counter())
        let ok6 = s.undo(at: t(0))
        #expect(!ok6)
        #expect(!s.isAssisted)
    }

    @Test func winningStopsMovesAndTheClock() {
        var s = GameSession(Counter())
        s.apply(.two, at: t(1000))
        s.apply(.two, at: t(2000))
        s.apply(.one, at: t(4000))
        #expect(s.status == .won)
        let ok7 = s.apply(.one, at: t(5000))
        #expect(!ok7)
        #expect(s.elapsed(at: t(9000)) == 3000)
        #expect(!s.isInProgress)
    }

    @Test func losing() {
        var s = GameSession(Counter(target: 1))
        s.apply(.two, at: t(0))
        #expect(s.status == .lost)
    }

    @Test func timerStartsAtTheFirstMoveAndPauses() {
        var s = GameSession(Counter(target: 100))
        #expect(s.elapsed(at: t(5000)) == 0)
        s.apply(.one, at: t(10_000))
        #expect(s.elapsed(at: t(12_000)) == 2000)
        s.pause(.overlay, at: t(12_000))
        #expect(s.elapsed(at: t(20_000)) == 2000)
        s.pause(.suspended, at: t(20_000))
        s.resume(.overlay, at: t(21_000))
        #expect(s.elapsed(at: t(25_000)) == 2000) // still suspended
        s.resume(.suspended, at: t(30_000))
        #expect(s.elapsed(at: t(31_000)) == 3000)
    }

    @Test func pausedBeforeTheFirstMoveStaysPaused() {
        var s = GameSession(Counter(target: 100))
        s.pause(.overlay, at: t(0))
        s.apply(.one, at: t(1000))
        #expect(s.elapsed(at: t(5000)) == 0)
        s.resume(.overlay, at: t(5000))
        #expect(s.elapsed(at: t(6000)) == 1000)
    }

    @Test func jsonRoundTripKeepsEverything() throws {
        var s = GameSession(Counter(target: 100))
        s.apply(.one, at: t(0))
        s.apply(.two, at: t(1000))
        s.apply(.one, at: t(2000))
        s.undo(at: t(3000))
        let bytes = try s.jsonData(at: t(4500))
        var back = try GameSession<Counter>.fromJSON(bytes)
        #expect(back.state == s.state)
        #expect(back.moves == s.moves)
        #expect(back.isAssisted)
        #expect(back.canRedo)
        // The clock comes back suspended at the saved time.
        #expect(back.elapsed(at: t(99_000)) == 4500)
        back.resume(.suspended, at: t(100_000))
        #expect(back.elapsed(at: t(101_000)) == 5500)
        let ok8 = back.redo(at: t(101_000))
        #expect(ok8)
        var original = s
        original.redo(at: t(5000))
        #expect(back.state == original.state)
        let u1 = back.undo(at: t(0)), u2 = back.undo(at: t(0)), u3 = back.undo(at: t(0))
        #expect(u1 && u2 && u3)
        #expect(back.state == Counter(target: 100))
    }

    @Test func brokenJSONThrows() {
        #expect(throws: (any Error).self) { try GameSession<Counter>.fromJSON(Array("{\"state\": 3}".utf8)) }
        #expect(throws: (any Error).self) { try GameSession<Counter>.fromJSON([]) }
    }

    @Test func encodingARunningTimerDirectlyIsRefused() {
        var timer = PlayTimer()
        timer.start(at: t(0))
        #expect(throws: (any Error).self) { try JSONCoding.encode(timer) }
    }

    @Test func durationFormat() {
        #expect(formatDuration(milliseconds: 0) == "0:00")
        #expect(formatDuration(milliseconds: 61_999) == "1:01")
        #expect(formatDuration(milliseconds: 3_723_000) == "1:02:03")
        #expect(formatDuration(milliseconds: -5) == "0:00")
    }

    @Test func manualClock() {
        let c = ManualTimeSource()
        c.advance(by: 250)
        #expect(c.now() == t(250))
        let sys = SystemTimeSource()
        let a = sys.now()
        #expect(sys.now() >= a)
    }
}
