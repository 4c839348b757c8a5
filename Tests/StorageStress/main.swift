// A helper for the storage tests: a process they can kill at any instant
// while it writes, and race against another one.
import BrocadeCore
import BrocadeTUI
import BrocadeStorage
#if canImport(Glibc)
import Glibc
#endif

let args = CommandLine.arguments
guard args.count >= 3 else {
    print("usage: storage-stress write-loop PATH | add-scores N TAG")
    exit(64)
}

switch args[1] {
case "write-loop":
    // Alternates two large, self-checking versions of the file forever.
    let path = args[2]
    var n = 0
    while true {
        n += 1
        let filler = String(repeating: n % 2 == 0 ? "a" : "b", count: 200_000)
        let text = "{\"n\":\(n),\"filler\":\"\(filler)\",\"end\":\(n)}"
        try FileSystem.writeAtomically(Array(text.utf8), to: path)
    }
case "add-scores":
    // Environment names the directories; each score is tagged for counting.
    let count = Int(args[2]) ?? 0
    let tag = args.count > 3 ? args[3] : "x"
    var env: [String: String] = [:]
    for key in ["HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME"] {
        if let v = getenv(key) { env[key] = String(cString: v) }
    }
    let storage = Storage(environment: env)
    for i in 0..<count {
        let entry = ScoreEntry(name: "\(tag)-\(i)", date: "2026-11-21T00:00:00Z", score: i, largestTile: 2)
        storage.record(entry, mode: "2048", parameters: ["size": "4"], ranking: .highestScore)
    }
    for n in storage.takeNotices() { print(n) }
default:
    exit(64)
}
