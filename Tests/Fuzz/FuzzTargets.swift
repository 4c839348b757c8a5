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
    case 3:
        _ = try? SaveFile<GameSession<Game2048>>.decode(bytes, mode: "2048")
    case 4:
        _ = try? JSONCoding.decode(GameSession<JigsawRules>.self, from: bytes)
    case 5:
        _ = try? JSONCoding.decode(GameSession<SlidingRules>.self, from: bytes)
    default:
        _ = try? JSONCoding.decode(PictureIndex.self, from: bytes).validated()
    }
    return 0
}
