import Foundation
import Testing
@testable import BrocadeImaging

/// PathText does what NSString's path methods did for the data-directory
/// search and picture titles, which it replaced to keep the binary free of
/// Foundation's internationalisation data.
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
}
