import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import BrocadeStorage
import BrocadeTerminal
import Foundation

/// One line on stderr. It may quote a file or the environment, so it is
/// cleaned of anything a terminal would take for an escape sequence.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((SafeText.clean(line) + "\n").utf8))
}
