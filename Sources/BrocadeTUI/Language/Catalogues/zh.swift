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

# -- Status line, help overlay, questions (Shell/)

msgid "help"
msgstr "帮助"

msgid "quit"
msgstr "退出"

msgid "menu"
msgstr "返回菜单"

msgid "Help: {0}"
msgstr "帮助：{0}"

msgid "Up/Down/PgUp/PgDn scroll, any other key closes"
msgstr "Up/Down/PgUp/PgDn 滚动，其他任意键关闭"

msgid "any key or click closes"
msgstr "按任意键或点击关闭"

msgid "Everywhere"
msgstr "所有界面"

msgid "this help; or click \"? help\" below"
msgstr "本帮助；也可点击下方的“? 帮助”"

msgid "quit brocade"
msgstr "退出 brocade"

msgid "back to the menu (a game is saved)"
msgstr "返回菜单（游戏会保存）"

msgid "close help or a question"
msgstr "关闭帮助或提问"

msgid "back to the menu, like q"
msgstr "返回菜单，同 q"

msgid "suspend (fg in the shell resumes)"
msgstr "挂起（在命令行输入 fg 恢复）"

msgid "redraw the screen"
msgstr "重绘屏幕"

msgid "quit at once (a game is saved)"
msgstr "立即退出（游戏会保存）"

msgid "Command line and environment"
msgstr "命令行与环境变量"

msgid "the same seed deals the same game"
msgstr "种子相同，开出的局也相同"

msgid "continue the saved game of a mode"
msgstr "继续某个模式的存档"

msgid "draw without colour"
msgstr "不用颜色绘制"

msgid "draw with ASCII only"
msgstr "只用 ASCII 字符绘制"

msgid "language (also a setting); else the locale"
msgstr "界面语言（设置项 language）；默认随区域设置"

msgid "show results at once"
msgstr "立即显示结果，不播动画"

msgid "terminal type; 80x24 at least"
msgstr "终端类型；至少 80x24"

msgid "what brocade sees of it, for a bug report"
msgstr "brocade 检测到的终端信息，供报告问题"

msgid "scores: brocade/scores.json"
msgstr "排行榜：brocade/scores.json"

msgid "saved games: brocade/MODE.json"
msgstr "存档：brocade/MODE.json"

msgid "settings: brocade/settings.toml"
msgstr "设置：brocade/settings.toml"

msgid "the 4x4 solver's tables: brocade/slide-4x4.pdb"
msgstr "4x4 求解器数据：brocade/slide-4x4.pdb"

msgid "Yes"
msgstr "是"

msgid "No"
msgstr "否"

msgid "Leave this game?"
msgstr "离开这局游戏？"

msgid "It is saved: Continue in the menu picks it up."
msgstr "已保存：在菜单中选“继续”即可接着玩。"

msgid "Terminal too small"
msgstr "终端窗口太小"

msgid "brocade needs {0}x{1};"
msgstr "brocade 需要 {0}x{1}，"

msgid "this one is {0}x{1}."
msgstr "当前只有 {0}x{1}。"

msgid "Enlarge the window to go on,"
msgstr "请放大窗口后继续，"

msgid "or press q to quit."
msgstr "或按 q 退出。"

msgid "need {0}x{1} have {2}x{3} q:quit"
msgstr "需要 {0}x{1} 现为 {2}x{3} q:退出"

msgid "There is no mode called {0}."
msgstr "没有名为 {0} 的模式。"

msgid "No saved {0} game to continue; here is a new one."
msgstr "没有可继续的{0}存档，已开始新的一局。"

msgid "Could not read the saved game ({0}); kept it aside and started afresh."
msgstr "无法读取存档（{0}），已将它另存一旁并重新开始。"

# -- Game screen: panels, rank, status (Midend/)

msgid "moves {0}"
msgstr "步数 {0}"

msgid "Start a new game?"
msgstr "开始新游戏？"

msgid "This one is given up."
msgstr "当前这局将放弃。"

msgid "Yes (y)"
msgstr "是 (y)"

msgid "No (n)"
msgstr "否 (n)"

msgid "Keep playing (k)"
msgstr "继续玩 (k)"

msgid "New game (n)"
msgstr "新游戏 (n)"

msgid "Undo (u)"
msgstr "撤销 (u)"

msgid "Menu (q)"
msgstr "菜单 (q)"

msgid "Rank {0} {1}"
msgstr "排名第 {0}（{1}）"

msgid "Rank {0} {1}, among assisted games"
msgstr "排名第 {0}（{1}，辅助局）"

msgid "Not in the top ten this time"
msgstr "这次未进前十"

msgid "not a brocade save"
msgstr "不是 brocade 存档"

# -- Menu (Menu/)

msgid "Menu"
msgstr "菜单"

msgid "Continue {0}"
msgstr "继续 {0}"

msgid "Pick up the saved {0} game where you left it."
msgstr "从上次离开的地方接着玩{0}。"

msgid "Scores"
msgstr "排行榜"

msgid "Best times, fewest moves and top scores."
msgstr "最短用时、最少步数和最高得分。"

msgid "Help"
msgstr "帮助"

msgid "Keys and mouse actions."
msgstr "按键与鼠标操作。"

msgid "Quit"
msgstr "退出"

msgid "Leave brocade."
msgstr "离开 brocade。"

msgid "puzzles woven in the terminal"
msgstr "在终端里织就的益智游戏"

msgid "(unavailable)"
msgstr "（不可用）"

msgid "move the highlight"
msgstr "移动高亮"

msgid "first or last entry"
msgstr "第一项或最后一项"

msgid "choose; a mode opens its new-game panel"
msgstr "选择；模式会先打开新游戏面板"

msgid "choose by its marked letter (again: next entry)"
msgstr "按标出的字母选择（再按：下一项）"

msgid "mouse: point"
msgstr "鼠标：指向"

msgid "highlight the entry under the pointer"
msgstr "高亮指针所指的条目"

msgid "mouse: click"
msgstr "鼠标：单击"

msgid "choose the entry"
msgstr "选择该项"

msgid "mouse: double click"
msgstr "鼠标：双击"

msgid "a mode: play its last game at once"
msgstr "模式：按上次的选择立即开局"

msgid "mouse: wheel"
msgstr "鼠标：滚轮"

# -- Scores (Scores/)

msgid "pieces turned"
msgstr "拼块可旋转"

msgid "cut with tabs"
msgstr "带凹凸边"

msgid "best time {0}, fewest moves {1}"
msgstr "最佳用时 {0}，最少步数 {1}"

msgid "best time {0}"
msgstr "最佳用时 {0}"

msgid "fewest moves {0}"
msgstr "最少步数 {0}"

msgid "best score {0}, largest tile {1}"
msgstr "最高得分 {0}，最大方块 {1}"

msgid "best score {0}"
msgstr "最高得分 {0}"

msgid "largest tile {0}"
msgstr "最大方块 {0}"

msgid "Assisted (undo, hints or the solver used):"
msgstr "辅助局（用过撤销、提示或求解器）："

msgid "No scores yet. Finish a game to see it here."
msgstr "还没有成绩。完成一局后会显示在这里。"

msgid "Name"
msgstr "玩家"

msgid "Time"
msgstr "用时"

msgid "Moves"
msgstr "步数"

msgid "Date"
msgstr "日期"

msgid "Score"
msgstr "得分"

msgid "Tile"
msgstr "方块"

msgid "({0})"
msgstr "（{0}）"

msgid "another mode"
msgstr "切换模式"

msgid ", "
msgstr "、"

msgid "scroll"
msgstr "滚动"

msgid "mouse: click a tab"
msgstr "鼠标：单击标签"

msgid "show that mode"
msgstr "显示该模式"

msgid "back to the menu"
msgstr "返回菜单"

msgid "{0}-{1} of {2}"
msgstr "{0}-{1}，共 {2}"

# -- brocade --check-terminal (Check/)

msgid "Click once anywhere in this window."
msgstr "请在此窗口任意位置单击一次。"

msgid "Any key skips the mouse check."
msgstr "按任意键跳过鼠标检测。"

msgid "{0} s left"
msgstr "剩余 {0} 秒"

msgid "Pointer reported at column {0}, row {1}."
msgstr "收到指针位置：第 {0} 列，第 {1} 行。"

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
