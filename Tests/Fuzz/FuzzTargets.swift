// libFuzzer entry point: `make fuzz` compiles this with the core, the input
// decoder and the file readers into one binary under AddressSanitizer. The
// first byte picks what the rest is fed to; nothing may crash or hang.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    switch data[0] % 7 {
    case 0:
        // Terminal input, split into reads at the places the bytes say.
        var decoder = InputDecoder(extraKeys: [(Array("\u{1B}[[A".utf8), .function(1))])
        var i = 0, t: Int64 = 0
        while i < bytes.count {
            let n = 1 + Int(bytes[i] % 16)
            _ = decoder.feed(bytes[i..<min(bytes.count, i + n)], now: TimePoint(milliseconds: t))
            t += Int64(bytes[i] % 40)
            if let d = decoder.deadline, TimePoint(milliseconds: t) >= d { _ = decoder.flush(now: TimePoint(milliseconds: t)) }
            i += n
        }
        _ = decoder.flush(now: TimePoint(milliseconds: t + 100))
    case 1:
        _ = try? SettingsFile.parse(String(decoding: bytes, as: UTF8.self))
    case 2:
        _ = try? JSONCoding.decode(ScoreBook.self, from: bytes).validated()
    // A save that reads must also play: every move, undo and redo on it.
    case 3:
        // A game record: every move replayed by the rules as it is read.
        if let record = try? GameRecord<Params2048, Game2048>.decode(bytes, mode: "2048"), let session = try? record.session() {
            play(session, moves: Direction.allCases)
        } else if let record = try? GameRecord<ParamsSlide, SlidingRules>.decode(bytes, mode: "slide"),
                  let session = try? record.session() {
            play(session, moves: Array(-1...(session.state.size * session.state.size)))
        } else if let session = try? SaveFile<GameSession<Game2048>>.decode(bytes, mode: "2048") {
            play(session, moves: Direction.allCases)
        }
    case 4:
        if let session = try? JSONCoding.decode(GameSession<JigsawRules>.self, from: bytes) {
            let n = session.state.count
            play(session, moves: (0..<min(n, 8)).flatMap { [JigsawRules.Move.place(piece: $0, cell: n - 1 - $0), .toTray(piece: $0)] })
        }
    case 5:
        if let session = try? JSONCoding.decode(GameSession<SlidingRules>.self, from: bytes) {
            play(session, moves: Array(-1...(session.state.size * session.state.size)))
        }
    default:
        _ = try? JSONCoding.decode(PictureIndex.self, from: bytes).validated()
        // A design file: read, checked, edited, drawn.
        if let file = try? JSONCoding.decode(DesignFile.self, from: bytes).validated() {
            let d = file.design, tile = Tile.motif(.frog, colorway: 1)
            let moves: [Design.Move] = [.place(tile: tile, cell: 0, turns: 1), .turn(cell: 0, by: 3), .move(from: 0, to: d.count - 1),
                                        .fillRow(row: d.rows - 1, tile: tile, turns: 2), .fillColumn(column: 0, tile: tile, turns: 0), .clear(cell: 0)]
            play(GameSession(d), moves: moves)
            _ = d.image { t in if case .motif(let m, let w) = t { return MotifTile.image(m, colorway: w) } else { return nil } }
        }
    }
    return 0
}

/// The parameters the app's modes write, as far as a record's reader needs them.
private struct Params2048: Codable, Sendable { var size: Int; var target: Int }
private struct ParamsSlide: Codable, Sendable { var size: Int; var level: SlidingRules.Level; var scramble: Int? }

private func play<R: GameRules>(_ session: GameSession<R>, moves: [R.Move]) {
    for move in moves {
        var s = session
        if s.apply(move, at: .zero) {
            _ = s.undo(at: .zero)
            _ = s.redo(at: .zero)
            _ = try? s.jsonData(at: .zero)
        }
    }
}
