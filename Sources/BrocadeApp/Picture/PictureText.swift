import BrocadeCore
import BrocadeTUI

/// A picture's title and description as the player's language shows them.
/// In English a built-in picture by its English name ("Strong man"), its
/// description naming it in Chinese and pinyin ("大力神 Dàlì shén: ..."),
/// any other as the generator, a design or a file names it. In Chinese, the
/// title's Chinese alone ("大力神") and the description in Chinese; a title
/// with no Chinese stays as it is.
public enum PictureText {
    public static func title(_ p: PictureInfo) -> String {
        guard Language.current == .zh else { return PictureInfo.englishOfTitle(p.title) ?? p.title }
        if let chinese = PictureInfo.chineseOfTitle(p.title) { return chinese }
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
        guard Language.current == .zh else {
            return PictureInfo.englishOfTitle(p.title) != nil ? "\(p.title): \(p.description)" : p.description
        }
        if let d = PictureInfo.builtInDescription(p.description) { return d }
        if let seed = GeneratedPicture.seed(of: p.name), p.description.hasPrefix("A Li brocade woven from seed ") {
            return tr("A Li brocade woven from seed \(seed) by brocade's generator (v\(GeneratedPicture.version)).")
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
}
