import BrocadeTUI

/// A picture's title and description as the player's language shows them.
/// The index (pictures.json) is written in English with each title's
/// Chinese and pinyin; the Chinese of its descriptions is kept here, each
/// under the index's exact English, so an edited description shows as the
/// index has it until its Chinese follows.
extension PictureInfo {
    /// In Chinese the characters alone ("大力神" of "大力神 Dàlì shén"); in
    /// English a built-in picture's English name ("Strong man"); any other
    /// title ("生成图案 · 种子 5", "Design · loom") whole.
    public var shownTitle: String {
        guard Language.current == .zh else { return Self.englishOfTitle(title) ?? title }
        return Self.chineseOfTitle(title) ?? title
    }

    /// The English name of a built-in picture, by the index's title (its
    /// Chinese and pinyin), which saves and score tables carry too; nil for
    /// any other title.
    public static func englishOfTitle(_ title: String) -> String? {
        switch title {
        case "大力神 Dàlì shén": return "Strong man"
        case "蛙纹 wā wén": return "Frogs"
        case "鸟纹 niǎo wén": return "Birds"
        case "鹿纹 lù wén": return "Deer"
        case "菱形纹 língxíng wén": return "Lozenges"
        case "折线纹 zhéxiàn wén": return "Zigzags"
        case "八角星纹 bājiǎo xīng wén": return "Eight-pointed star"
        case "水波纹 shuǐbō wén": return "Water waves"
        case "人纹 rén wén": return "Strong men"
        case "群蛙纹 qún wā wén": return "Frog rows"
        case "群鸟纹 qún niǎo wén": return "Bird rows"
        case "群鹿纹 qún lù wén": return "Deer rows"
        case "星纹 xīng wén": return "Star rows"
        default: return nil
        }
    }

    /// "大力神" of "大力神 Dàlì shén": wide characters, one space, then
    /// nothing but Latin letters (with tone marks), spaces and apostrophes.
    public static func chineseOfTitle(_ title: String) -> String? {
        guard let space = title.firstIndex(of: " ") else { return nil }
        let head = title[..<space], tail = title[title.index(after: space)...]
        guard !head.isEmpty, head.allSatisfy({ TextWidth.of($0) == 2 }),
              !tail.isEmpty, tail.allSatisfy({ $0 == " " || $0 == "'" || ($0.isLetter && TextWidth.of($0) == 1) }) else { return nil }
        return String(head)
    }

    /// In English a built-in picture's description names it in Chinese and
    /// pinyin first, as its title no longer does.
    public var shownDescription: String {
        let text = Self.builtInDescription(description) ?? description
        guard Language.current != .zh, Self.englishOfTitle(title) != nil else { return text }
        return "\(title): \(text)"
    }

    /// The Chinese of a built-in picture's description (nil for any other
    /// text, which is shown as it is).
    public static func builtInDescription(_ english: String) -> String? {
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
        case "Rows of small strong men, arms raised, between bands of lozenges.":
            return tr("Rows of small strong men, arms raised, between bands of lozenges.")
        case "Rows of small frogs, each in threads of its own, between rows of crosses.":
            return tr("Rows of small frogs, each in threads of its own, between rows of crosses.")
        case "Pairs of birds in rows on a dark red ground, between stars and chevrons.":
            return tr("Pairs of birds in rows on a dark red ground, between stars and chevrons.")
        case "Pairs of antlered deer in rows, a lozenge between each pair.":
            return tr("Pairs of antlered deer in rows, a lozenge between each pair.")
        case "Rows of eight-pointed stars around a lattice of lozenges, framed by meanders.":
            return tr("Rows of eight-pointed stars around a lattice of lozenges, framed by meanders.")
        default:
            return nil
        }
    }
}
