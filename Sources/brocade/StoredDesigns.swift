import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import BrocadeStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Create mode's designs on disk: kept in the data directory's designs
/// folder, exported beside them as NAME.png and NAME.ans.
final class StoredDesigns: DesignService {
    let storage: Storage
    let library: PictureLibrary?

    init(storage: Storage, library: PictureLibrary?) {
        self.storage = storage
        self.library = library
    }

    func listDesigns() -> [String] { storage.listDesigns() }
    func loadDesign(named name: String) -> DesignFile? { storage.loadDesign(named: name) }
    func saveDesign(_ file: DesignFile) throws { try storage.writeDesign(file) }

    func exportDesign(_ file: DesignFile) throws -> [String] {
        guard let dir = storage.designsDirectory else { throw ValidationError(tr("there is no data directory to write to")) }
        let image = DesignImages.designImage(file.design, library: library)
        let png = "\(dir)/\(file.name).png", ansi = "\(dir)/\(file.name).ans"
        try ImageExport.writePNG(image, to: png, scale: DesignExportCommand.defaultScale)
        try ImageExport.writeAtomically(Array(AnsiExport.text(image).utf8), to: ansi)
        // Shown to the player: the home directory as ~.
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        return [png, ansi].map { !home.isEmpty && $0.hasPrefix(home + "/") ? "~" + $0.dropFirst(home.count) : $0 }
    }
}
