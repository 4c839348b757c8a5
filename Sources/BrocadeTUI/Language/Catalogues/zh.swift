// 简体中文: brocade in Simplified Chinese, as a gettext PO catalogue.
//
// Each msgid is the English exactly as the code writes it in tr(…), with
// {0}, {1}… where the code puts values; msgstr is the Chinese, which may
// put the values in any order. Terms used throughout: 拼图 (jigsaw), 镜像
// (mirror), 托盘 (tray), 长按 (long press), 拖动 (drag), 撤销/重做
// (undo/redo), 提示 (hint), 自动 (autoplay); the motifs are 大力神纹, 蛙纹,
// 鸟纹, 鹿纹 and 菱形纹. Keys stay the letters they are: "q 返回菜单".
// `swift test --filter Catalogue` checks that every English message has
// its Chinese here and that every entry here is still used.
let zhCatalogue = #"""
msgid ""
msgstr ""
"Language: zh_CN\n"
"Content-Type: text/plain; charset=UTF-8\n"

# ==== BEGIN shell: Shell, midend, menu, scores, widgets, terminal check ====

# ==== END shell ====

# ==== BEGIN jigsaw: Jigsaw, picture, new-game panel ====

# ==== END jigsaw ====

# ==== BEGIN games: 2048, sliding puzzle, create ====

# ==== END games ====

# ==== BEGIN cli: Command line, files, terminal, core ====

msgid "The language: en (English) or zh (简体中文). Default: the language setting, else the locale (LC_ALL, LC_MESSAGES, LANG)."
msgstr "界面语言：en（英语）或 zh（简体中文）。默认取设置中的 language，否则按区域设置（LC_ALL、LC_MESSAGES、LANG）。"

# ==== END cli ====

"""#
