import BrocadeTestSupport
import BrocadeTUI
import Testing

@Suite struct LanguageChecksTests {
    @Test func findsEnglishButNotKeysOrOptions() {
        #expect(LanguageChecks.englishWords(in: "q 返回菜单  u 撤销  Esc 返回  --seed 3") == [])
        #expect(LanguageChecks.englishWords(in: "已放置 5/12  placed") == ["placed"])
        #expect(LanguageChecks.englishWords(in: "Ctrl-R 重做 new game") == ["new", "game"])
    }

    @Test func findsCutWideCharacters() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.text("拼图", at: Point(x: 0, y: 0))
        #expect(LanguageChecks.cutWideCharacters(in: canvas).isEmpty)
        canvas[1, 0] = Cell("x")
        #expect(LanguageChecks.cutWideCharacters(in: canvas) == [Point(x: 0, y: 0)])
        canvas[2, 0] = Cell("y")
        #expect(LanguageChecks.cutWideCharacters(in: canvas) == [Point(x: 0, y: 0), Point(x: 3, y: 0)])
    }
}
