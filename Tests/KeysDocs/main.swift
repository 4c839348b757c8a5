// keys-docs: `make docs`. Writes the keys and mouse tables of the README
// and of both manual pages from the screens' help (KeysDocument), between
// their markers, and says which files changed. Run from the package's root,
// or give the root as the argument.
import BrocadeApp
import BrocadeImaging
import Foundation

let root = CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath
do {
    let library = try PictureLibrary(directory: root + "/Resources")
    guard let picture = library.picture(named: "dalishen") else {
        throw GeneratedRegions.Problem(description: "no picture dalishen in \(root)/Resources")
    }
    for document in KeysDocument.allCases {
        let path = root + "/" + document.path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let made = try document.regenerated(text, pictures: library, picture: picture)
        if made != text {
            try made.write(toFile: path, atomically: true, encoding: .utf8)
            print("keys-docs: wrote \(document.path)")
        } else {
            print("keys-docs: \(document.path) is up to date")
        }
    }
} catch {
    FileHandle.standardError.write(Data("keys-docs: \(error)\n".utf8))
    exit(1)
}
