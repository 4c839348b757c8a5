import Foundation
import Testing
@testable import BrocadeStorage

/// PathText does what NSString's path methods did for the data-directory
/// search and picture titles, which it replaced to keep the binary free of
/// Foundation's internationalisation data; and cuts paths for the atomic
/// write and for completing typed paths.
@Suite struct PathTextTests {
    // Not "//", for which swift-corelibs-foundation answers "" where Darwin answers "/".
    static let paths = ["/usr/games/brocade", "/opt/x/bin/", "/opt", "/", "brocade", "a/b", "", "/a//b", "/a/b//"]

    @Test(arguments: paths) func parentIsNSStringsDeletingLastPathComponent(path: String) {
        #expect(PathText.parent(path) == (path as NSString).deletingLastPathComponent)
    }

    @Test(arguments: paths) func lastComponentIsNSStrings(path: String) {
        #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent)
    }

    @Test(arguments: ["/usr", "/", "", "/opt/x/bin/", "rel"]) func joinIsNSStringsAppendingPathComponent(path: String) {
        #expect(PathText.join(path, "share/brocade") == (path as NSString).appendingPathComponent("share/brocade"))
    }

    @Test func splitCutsAfterTheLastSlashAsTyped() {
        let cases: [(String, String, String)] = [
            ("a/b/c", "a/b/", "c"), ("a/", "a/", ""), ("c", "", "c"), ("/", "/", ""), ("", "", ""),
            ("/c", "/", "c"), ("~/Pic", "~/", "Pic"), ("a//b", "a//", "b"), ("~", "", "~"),
        ]
        for (path, head, name) in cases {
            let cut = PathText.split(path)
            #expect(cut.head == head && cut.name == name, "\(path)")
        }
    }

    @Test func aFilesDirectoryIsItsParentOrTheCurrentOne() {
        let cases = [("/a/b/file.json", "/a/b"), ("file", "."), ("/file", "/"), ("a//b", "a"), ("/a/b/", "/a"),
                     ("/", "/"), ("~/x", "~")]
        for (path, dir) in cases {
            #expect(FileSystem.directory(of: path) == dir, "\(path)")
        }
    }
}
