import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import BrocadeStorage
import Synchronization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Create mode's designs on disk: kept in the data directory's designs
/// folder, exported beside them as NAME.png and NAME.ans.
/// Saves and exports run off the event loop (create mode's effects), so
/// this has a storage and a picture library of its own, shared with
/// nothing the loop uses, and its lock takes one call at a time.
final class StoredDesigns: DesignService {
    private struct Parts {
        var storage: Storage
        var library: PictureLibrary?
    }

    private let parts: Mutex<Parts>

    /// `libraryDirectory`: where the app's picture library is, for the pieces of pictures a design holds.
    init(environment: [String: String], libraryDirectory: String?) {
        parts = Mutex(Parts(storage: Storage(environment: environment),
                            library: libraryDirectory.flatMap { try? PictureLibrary(directory: $0) }))
    }

    func listDesigns() -> [String] { parts.withLock { $0.storage.listDesigns() } }
    func loadDesign(named name: String) -> DesignFile? { parts.withLock { $0.storage.loadDesign(named: name) } }
    func saveDesign(_ file: DesignFile) throws { try parts.withLock { try $0.storage.writeDesign(file) } }

    func exportDesign(_ file: DesignFile) throws -> [String] {
        let written = try parts.withLock { p -> [String] in
            guard let dir = p.storage.designsDirectory else { throw ValidationError(tr("there is no data directory to write to")) }
            let image = DesignImages.designImage(file.design, library: p.library)
            let png = "\(dir)/\(file.name).png", ansi = "\(dir)/\(file.name).ans"
            try ImageExport.writePNG(image, to: png, scale: DesignExportCommand.defaultScale)
            try ImageExport.writeAtomically(Array(AnsiExport.text(image).utf8), to: ansi)
            return [png, ansi]
        }
        // Shown to the player: the home directory as ~.
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        return written.map { !home.isEmpty && $0.hasPrefix(home + "/") ? "~" + $0.dropFirst(home.count) : $0 }
    }
}
