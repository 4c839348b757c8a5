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

/// Opens the picture library or says, in one line, why it cannot.
func openLibrary() throws -> PictureLibrary {
    do {
        return try PictureLibrary.find(environment: ProcessInfo.processInfo.environment)
    } catch {
        printError("brocade: \(error)")
        throw ExitCode(66)
    }
}

/// The picture a command asked for: a file (--image), a generated one
/// (--generate, --daily) or a built-in one by name; nil when it asked for
/// none. Bad files exit 65, unknown names 64.
func choosePicture(_ library: PictureLibrary, _ options: PictureOptions) throws -> PictureInfo? {
    if let design = options.design { return DesignPicture.info(try loadDesignOrExit(design)) }
    return try choosePicture(library, name: options.picture, image: options.image, generate: options.generate, daily: options.daily)
}

func choosePicture(_ library: PictureLibrary, name: String?, image: String?, generate: UInt64? = nil, daily: Bool = false) throws -> PictureInfo? {
    if let generate { return GeneratedPicture.info(seed: generate) }
    if daily { return GeneratedPicture.daily(unixSeconds: Int64(Date().timeIntervalSince1970)) }
    if let image {
        do {
            return try library.addImage(path: image)
        } catch let e as ImageError {
            printError("brocade: \(e)")
            throw ExitCode(65)
        }
    }
    guard let name else { return nil }
    guard let p = library.picture(named: name) else {
        throw ArgumentParser.ValidationError(tr("no picture named '\(name)'; the pictures are \(library.pictures.map(\.name).joined(separator: ", "))"))
    }
    return p
}
