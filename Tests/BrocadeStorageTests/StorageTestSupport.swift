import Foundation
import Testing
@testable import BrocadeStorage

/// A fresh directory per test, removed afterwards.
final class TempDir {
    let path: String

    init() {
        let template = NSTemporaryDirectory() + "/brocade-storage-XXXXXX"
        var bytes = Array(template.utf8CString)
        path = bytes.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var environment: [String: String] {
        ["HOME": path + "/home"]
    }

    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: false, encoding: .utf8)
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    func files(in relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + relative)) ?? []).sorted()
    }

    func mode(_ relative: String) -> Int {
        var st = stat()
        stat(path + "/" + relative, &st)
        return Int(st.st_mode & 0o777)
    }
}

enum Stress {
    static var binary: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path + "/.build/debug/storage-stress"
    }

    static func spawn(_ args: [String], environment: [String: String] = [:]) throws -> pid_t {
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no \(binary): run `swift build`")
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = ([binary] + args).map { strdup($0) } + [nil]
        let env = environment.map { "\($0.key)=\($0.value)" }
        var envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let rc = posix_spawn(&pid, binary, &actions, nil, &argv, &envp)
        try #require(rc == 0)
        return pid
    }

    @discardableResult
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }
}
