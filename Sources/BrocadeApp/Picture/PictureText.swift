import BrocadeCore
import BrocadeTUI

/// A picture's title and description as the player's language shows them.
/// In English, as the index (or the generator, a design, a file) writes
/// them: "大力神 Dàlì shén". In Chinese, the title's Chinese alone ("大力神")
/// and the description in Chinese; a title with no Chinese stays as it is.
public enum PictureText {
    public static func title(_ p: PictureInfo) -> String {
        guard Language.current == .zh else { return p.title }
        if let chinese = chinesePart(of: p.title) { return chinese }
        let generated = "Generated · "
        if p.title.hasPrefix(generated) {
            let rest = String(p.title.dropFirst(generated.count))
            if let seed = GeneratedPicture.seed(of: p.name) {
                if rest == "seed \(seed)" { return tr("Generated · seed \(seed)") }
                if rest == "new (seed \(seed))" { return tr("Generated · new (seed \(seed))") }
            }
            // The picture of the day: its date.
            if rest.allSatisfy({ $0.isNumber || $0 == "-" }) { return tr("Generated · \(rest)") }
        }
        let design = "Design · "
        if p.title.hasPrefix(design) {
            let name = String(p.title.dropFirst(design.count))
            return tr("Design · \(name)")
        }
        return p.title
    }

    public static func description(_ p: PictureInfo) -> String {
        guard Language.current == .zh else { return p.description }
        if let d = library(p.description) { return d }
        if let seed = GeneratedPicture.seed(of: p.name), p.description.hasPrefix("A Li brocade woven from seed ") {
            return tr("A Li brocade woven from seed \(seed) by brocade's generator (v\(BrocadeGenerator.version)).")
        }
        let design = "Your own design, ", tiles = " tiles."
        if p.description.hasPrefix(design), p.description.hasSuffix(tiles) {
            let size = String(p.description.dropFirst(design.count).dropLast(tiles.count))
            return tr("Your own design, \(size) tiles.")
        }
        let pixels = " pixels"
        if p.description.hasSuffix(pixels) {
            let size = String(p.description.dropLast(pixels.count))
            if size.allSatisfy({ $0.isNumber || $0 == " " || $0 == "x" }) { return tr("\(size) pixels") }
        }
        return p.description
    }

    /// The Chinese that starts a title ("大力神" of "大力神 Dàlì shén"); nil
    /// when it does not start with Chinese.
    static func chinesePart(of title: String) -> String? {
        let head = String(title.prefix { !$0.isASCII })
        let trimmed = head.trimmingSpaces
        guard let first = trimmed.first, TextWidth.of(first) == 2 else { return nil }
        return trimmed
    }

    /// The library's descriptions (Resources/pictures/pictures.json), as
    /// the index writes them in English.
    static func library(_ english: String) -> String? {
        switch english {
        case "The strong man figure of Li brocade: arms raised, guarding the weave.":
            return tr("The strong man figure of Li brocade: arms raised, guarding the weave.")
        case "A frog seen from above with bent, splayed legs, a sign of fertility.":
            return tr("A frog seen from above with bent, splayed legs, a sign of fertility.")
        case "Two birds facing each other across a tree of small lozenges.":
            return tr("Two birds facing each other across a tree of small lozenges.")
        case "Two antlered deer facing each other across a woven lozenge.":
            return tr("Two antlered deer facing each other across a woven lozenge.")
        case "Nested lozenges in red, gold, blue and ivory, woven edge to edge.":
            return tr("Nested lozenges in red, gold, blue and ivory, woven edge to edge.")
        case "Bands of zigzag lines and small triangles, like mountain ridges.":
            return tr("Bands of zigzag lines and small triangles, like mountain ridges.")
        case "A great eight-pointed star with small stars scattered around it.":
            return tr("A great eight-pointed star with small stars scattered around it.")
        case "Stepped water waves around a meander band in blue and ivory.":
            return tr("Stepped water waves around a meander band in blue and ivory.")
        default:
            return nil
        }
    }
}
