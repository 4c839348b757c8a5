import BrocadeTestSupport
import Testing
@testable import BrocadeCore
import BrocadeTUI

/// What the core says to a player, in Chinese: the pictures' titles and
/// descriptions, generated pictures, motifs, and why a file is refused.
@Suite struct ChineseCoreTextTests {
    static let dalishen = PictureInfo(name: "dalishen", file: "dalishen.xpm", title: "大力神 Dàlì shén",
                                      description: "The strong man figure of Li brocade: arms raised, guarding the weave.")

    @Test func aPictureShowsItsChineseTitleAlone() {
        LanguageChecks.speaking(.zh) {
            #expect(Self.dalishen.shownTitle == "大力神")
            #expect(Self.dalishen.shownDescription == "黎锦大力神纹：双臂高举，守护织锦。")
            // A file's own title and description stay as they are.
            let file = PictureInfo(name: "file:/x/cat.png", file: "/x/cat.png", title: "cat.png", description: "Something else.")
            #expect(file.shownTitle == "cat.png" && file.shownDescription == "Something else.")
        }
        LanguageChecks.speaking(.en) {
            // English lists name a built-in picture in English; its
            // description gives the Chinese and pinyin.
            #expect(Self.dalishen.shownTitle == "Strong man")
            #expect(Self.dalishen.shownDescription == "大力神 Dàlì shén: " + Self.dalishen.description)
        }
    }

    @Test func generatedPicturesAndMotifs() {
        LanguageChecks.speaking(.zh) {
            let p = GeneratedPicture.info(seed: 42)
            #expect(p.title == "生成图案 · 种子 42")
            // A Chinese title that is not Chinese and its pinyin is shown whole.
            #expect(p.shownTitle == p.title)
            #expect(LanguageChecks.englishWords(in: p.description) == [], "\(p.description)")
            #expect(GeneratedPicture.daily(unixSeconds: 1_795_000_000).title == "生成图案 · 2026-11-18")
            #expect(Motif.allCases.map(\.title).allSatisfy { LanguageChecks.englishWords(in: $0).isEmpty })
            #expect(Motif.frog.title == "蛙纹" && Motif.deer.title == "鹿纹" && Motif.bird.title == "鸟纹" && Motif.lozenge.title == "菱形纹")
        }
        LanguageChecks.speaking(.en) { #expect(GeneratedPicture.info(seed: 42).title == "Generated · seed 42") }
    }

    @Test func refusedFilesSayWhyInChinese() throws {
        let said = LanguageChecks.speaking(.zh) { () -> String in
            do {
                _ = try ScoreBook.validatedForTest(format: "other")
                return ""
            } catch {
                return "\(error)"
            }
        }
        #expect(said == "不是 brocade 的排行榜文件")
        let design = LanguageChecks.speaking(.zh) { () -> String in
            do {
                var file = DesignFile(name: "a", design: Design(columns: 1, rows: 1))
                file.format = "x"
                _ = try file.validated()
                return ""
            } catch {
                return "\(error)"
            }
        }
        #expect(design == "不是 brocade 的设计", "\(design)")
    }
}

extension ScoreBook {
    /// A book that claims `format`, validated.
    static func validatedForTest(format: String) throws -> ScoreBook {
        var book = ScoreBook()
        book.format = format
        return try book.validated()
    }
}
