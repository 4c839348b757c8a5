import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import BrocadeStorage
import BrocadeTerminal
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One line on stderr. It may quote a file or the environment, so it is
/// cleaned of anything a terminal would take for an escape sequence.
func printError(_ line: String) {
    Output.standardError(SafeText.clean(line) + "\n")
}

/// A mode's parameters that fail its check, as a bad option: "size 9 is not
/// between 3 and 8" is said "--size 9 is not between 3 and 8". The commands
/// check their options first in their own words, so that this is only for
/// a check they do not know of.
func optionError(_ check: () throws -> Void) throws {
    do {
        try check()
    } catch let e as BrocadeCore.ValidationError {
        throw ArgumentParser.ValidationError("--" + e.description)
    }
}
