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

msgid "in this help: scroll a line"
msgstr "帮助中：滚动一行"

msgid "in this help: scroll a page"
msgstr "帮助中：滚动一页"

# -- The keys tables of the README and the manual pages (Reference/)

msgid "In short, as the help (?) lists them:"
msgstr "简而言之，帮助（?）列出的是："

msgid "quit brocade"
msgstr "退出 brocade"

msgid "back to the menu (a game is saved)"
msgstr "返回菜单（游戏会保存）"

msgid "close help or a question"
msgstr "关闭帮助或对话框"

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

msgid "same seed, same deals; without it, new ones"
msgstr "种子相同则各局相同；不给则每局都新"

msgid "continue a mode's most recent game"
msgstr "继续某个模式最近的一局"

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

msgid "games in progress: brocade/MODE/ID.json"
msgstr "进行中的游戏：brocade/MODE/ID.json"

msgid "settings: brocade/settings.toml"
msgstr "设置：brocade/settings.toml"

msgid "the 4x4 solver's tables: brocade/slide-4x4.pdb"
msgstr "4x4 求解器表：brocade/slide-4x4.pdb"

msgid "Yes"
msgstr "是"

msgid "No"
msgstr "否"

msgid "Leave this game?"
msgstr "离开这局游戏？"

msgid "Games cannot be kept here: this one would be lost."
msgstr "此处无法保存游戏：这局会丢失。"

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
msgstr "无法读取存档（{0}），已将它移到一旁并重新开始。"

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

msgid "The goal of each game, the keys and the mouse actions."
msgstr "每个游戏的目标、按键与鼠标操作。"

msgid "Quit"
msgstr "退出"

msgid "Leave brocade."
msgstr "离开 brocade。"

msgid "puzzles woven in the terminal"
msgstr "终端里织就的益智游戏"

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
msgstr "最大块"

msgid "({0})"
msgstr "（{0}）"

msgid "another mode"
msgstr "切换模式"

msgid "the next or previous mode"
msgstr "下一个或上一个模式"

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

# -- Actions list

msgid "actions"
msgstr "操作"

msgid "Actions"
msgstr "操作"

msgid "click one, or press its key; Esc closes"
msgstr "点击一项，或按它的键；Esc 关闭"

msgid "the game's actions, to click; or \"{0}\" below"
msgstr "本局的操作，可点击；也可点下方的“{0}”"

msgid "in the actions: choose one; q, Esc close them"
msgstr "操作列表中：选择一项；q、Esc 关闭列表"

msgid "answer a question: yes, no"
msgstr "回答提问：是、否"

msgid "the buttons below, and those in a box"
msgstr "下方的按钮，以及提示框中的按钮"

msgid "undo"
msgstr "撤销"

msgid "hint"
msgstr "提示"

msgid "play on"
msgstr "自动走下去"

msgid "stop playing"
msgstr "停止自动"

msgid "stop the search"
msgstr "停止搜索"

msgid "new game"
msgstr "新游戏"

msgid "keep playing"
msgstr "继续玩"

msgid "skip the celebration"
msgstr "跳过庆祝动画"

msgid "autoplay"
msgstr "自动玩"

msgid "stop autoplay"
msgstr "停止自动玩"

msgid "solve"
msgstr "自动求解"

msgid "stop the solver"
msgstr "停止求解"

msgid "new shuffle"
msgstr "重新打乱"

msgid "show numbers"
msgstr "显示编号"

msgid "hide numbers"
msgstr "隐藏编号"

msgid "show the faint picture"
msgstr "显示淡色底图"

msgid "hide the faint picture"
msgstr "隐藏淡色底图"

msgid "turn clockwise"
msgstr "顺时针转"

msgid "turn anticlockwise"
msgstr "逆时针转"

msgid "piece back to the tray"
msgstr "拼块放回托盘"

msgid "previous page"
msgstr "上一页"

msgid "next page"
msgstr "下一页"

msgid "new design"
msgstr "新设计"

msgid "save the design"
msgstr "保存设计"

msgid "export PNG and ANSI"
msgstr "导出 PNG 和 ANSI"

msgid "play it as a jigsaw"
msgstr "当作拼图来玩"

msgid "delete the tile"
msgstr "删除图块"

msgid "fill the row"
msgstr "填满这一行"

msgid "fill the column"
msgstr "填满这一列"

# -- brocade --check-terminal (Check/)

msgid "Click once anywhere in this window."
msgstr "请在此窗口任意位置单击一次。"

msgid "Any key skips the mouse check."
msgstr "按任意键跳过鼠标检测。"

msgid "{0} s left"
msgstr "剩余 {0} 秒"

msgid "Pointer reported at column {0}, row {1}."
msgstr "收到指针位置：第 {0} 列，第 {1} 行。"

# -- The shelf of games in progress (Shelf/)

msgid "The game you left is kept: Continue in the menu picks it up."
msgstr "刚才那局已保存：在菜单中选“继续”即可接着玩。"

msgid "No saved {0} game to continue."
msgstr "没有可继续的{0}存档。"

msgid "{0} games in progress: choose one to go on with."
msgstr "{0} 局进行中：选一局接着玩。"

msgid "Games in progress"
msgstr "进行中的游戏"

msgid "Games in progress: {0}"
msgstr "进行中的游戏：{0}"

msgid "1 game in progress"
msgstr "1 局进行中"

msgid "{0} games in progress"
msgstr "{0} 局进行中"

msgid "choose a game"
msgstr "选择一局"

msgid "the next or previous game"
msgstr "下一局或上一局"

msgid "the first or last game"
msgstr "第一局或最后一局"

msgid "play it"
msgstr "接着玩"

msgid "remove it (asks first; it cannot be brought back)"
msgstr "删除（先询问；删除后无法恢复）"

msgid "choose a game; click it again to play"
msgstr "选择一局；再单击一次接着玩"

msgid "mouse: buttons"
msgstr "鼠标：按钮"

msgid "Play, Remove, Back"
msgstr "开始、删除、返回"

msgid "Play (Enter)"
msgstr "开始 (Enter)"

msgid "Remove (d)"
msgstr "删除 (d)"

msgid "Back (Esc)"
msgstr "返回 (Esc)"

msgid "Remove this game?"
msgstr "删除这局游戏？"

msgid "It cannot be brought back."
msgstr "删除后无法恢复。"

msgid "just now"
msgstr "刚刚"

msgid "{0} min ago"
msgstr "{0} 分钟前"

msgid "{0} h ago"
msgstr "{0} 小时前"

msgid "yesterday"
msgstr "昨天"

msgid "{0} days ago"
msgstr "{0} 天前"

msgid "score {0}"
msgstr "得分 {0}"

msgid "tile {0}"
msgstr "最大方块 {0}"

msgid "already exists"
msgstr "已存在"

msgid "cannot move"
msgstr "无法移动"

# -- Goals and finish

msgid "Goal"
msgstr "目标"

msgid "The games and their goals"
msgstr "各个游戏的目标"

# ==== END shell ====

# ==== BEGIN jigsaw: Jigsaw, picture, new-game panel ====

# -- the jigsaws: registry, header, tray, refusals, results

msgid "Mirror jigsaw"
msgstr "镜像拼图"

msgid "Rebuild a Li brocade picture; every piece has a mirror twin."
msgstr "拼回一幅黎锦，每块都有镜像孪生块。"

msgid "Jigsaw"
msgstr "经典拼图"

msgid "The classic jigsaw, without the mirror."
msgstr "经典拼图，不带镜像。"

msgid "{0} needs the picture library, which was not found (see brocade pictures)."
msgstr "{0}需要图片库，但没有找到（见 brocade pictures）。"

msgid "{0} needs the picture library, which is empty."
msgstr "{0}需要图片库，但图片库是空的。"

msgid "{0}x{1} pieces is not a board this game has"
msgstr "本游戏没有 {0}x{1} 块的拼板"

msgid "the picture '{0}' cannot be found"
msgstr "找不到图片“{0}”"

msgid "the picture '{0}' cannot be read"
msgstr "无法读取图片“{0}”"

msgid "the saved board does not match its size"
msgstr "存档中的拼板与其尺寸不符"

msgid "the saved board does not match its variant"
msgstr "存档中的拼板与其玩法不符"

msgid "{0}/{1} placed"
msgstr "已放置 {0}/{1}"

msgid "{0}: mouse"
msgstr "{0}：鼠标"

msgid "drag a board piece"
msgstr "拖动拼板上的拼块"

msgid "move it at once"
msgstr "直接移动"

msgid "release"
msgstr "松开"

msgid "snaps to a cell; a taken cell sends it back"
msgstr "吸附到格子；格子已占则退回"

msgid "click tray piece, cell"
msgstr "点拼块，再点格子"

msgid "pick and place without dragging"
msgstr "不用拖动也能放置"

msgid "right click a piece"
msgstr "右击拼块"

msgid "back to the tray (or drag it there)"
msgstr "放回托盘（也可拖回去）"

msgid "wheel, swipe on the tray"
msgstr "在托盘上滚轮、滑动"

msgid "turn the tray's pages"
msgstr "托盘翻页"

msgid "{0}: keys"
msgstr "{0}：按键"

msgid "between the tray and the board"
msgstr "在托盘与拼板之间切换"

msgid "tray: Left Right, a d h l"
msgstr "托盘：Left Right、a d h l"

msgid "choose a piece; pages turn by themselves"
msgstr "选拼块，自动翻页"

msgid "lift the piece (tray) or pick it up (board)"
msgstr "拿起拼块（托盘或拼板上）"

msgid "piece in hand: arrows"
msgstr "手中拼块：方向键"

msgid "move it a cell (also wasd, hjkl)"
msgstr "移动一格（也可用 wasd、hjkl）"

msgid "drop it / put it back"
msgstr "放下 / 放回原处"

msgid "board: arrows, x"
msgstr "拼板：方向键、x"

msgid "move the cursor; x sends the piece to the tray"
msgstr "移动光标；x 把拼块放回托盘"

msgid "tray pages"
msgstr "托盘翻页"

msgid "number badges; faint picture on the board"
msgstr "编号；拼板上的淡色底图"

msgid "undo, redo, new game"
msgstr "撤销、重做、新游戏"

msgid "Turned pieces"
msgstr "旋转拼块"

msgid "turn the piece in hand or at the cursor (R: back)"
msgstr "旋转手中或光标处的拼块（R：反向）"

msgid "turn a piece a quarter clockwise"
msgstr "把拼块顺时针转 90 度"

msgid "mouse: wheel in a drag"
msgstr "鼠标：拖动时滚轮"

msgid "turn the piece being dragged"
msgstr "旋转正在拖动的拼块"

msgid "home"
msgstr "归位"

msgid "a piece counts in its own cell, upright"
msgstr "拼块在自己的格子里且摆正才算"

msgid "Pieces with tabs"
msgstr "凹凸拼块"

msgid "knob, socket"
msgstr "凸起、凹口"

msgid "every inner edge: a knob here, a socket there"
msgstr "每条内边：一边凸起，另一边凹口"

msgid "press a knob"
msgstr "点凸起"

msgid "takes its piece; an empty socket, its cell"
msgstr "选中其拼块；点空凹口则选中格子"

msgid "placed home"
msgstr "归位后"

msgid "neighbours fit exactly; outer edges are flat"
msgstr "相邻拼块严丝合缝，外边平直"

msgid "Cell {0} is taken: piece {1} went back to the tray"
msgstr "第 {0} 格已有拼块：拼块 {1} 已退回托盘"

msgid "Cell {0} is taken: piece {1} went back to cell {2}"
msgstr "第 {0} 格已有拼块：拼块 {1} 已退回第 {2} 格"

msgid "Piece {0} is locked in its place (--lock)"
msgstr "拼块 {0} 已锁定在原位（--lock）"

msgid "Complete: {0}"
msgstr "完成：{0}"

msgid "Time {0} · moves {1}"
msgstr "用时 {0} · 步数 {1}"

msgid "for this picture and size"
msgstr "本图片与尺寸中"

msgid "for this picture and size, with turned pieces"
msgstr "本图片与尺寸、旋转拼块中"

msgid "for this picture and size, with tabs"
msgstr "本图片与尺寸、凹凸拼块中"

msgid "for this picture and size, with turned pieces and tabs"
msgstr "本图片与尺寸、旋转与凹凸拼块中"

msgid "tray empty"
msgstr "托盘已空"

msgid "page {0}/{1} · {2} in the tray"
msgstr "第 {0}/{1} 页 · 托盘中 {2} 块"

msgid "taken"
msgstr "已占"

# -- the jigsaws' new-game choices

msgid "Size"
msgstr "尺寸"

msgid "small"
msgstr "小"

msgid "normal"
msgstr "中"

msgid "big"
msgstr "大"

msgid "Rows"
msgstr "行数"

msgid "auto"
msgstr "自动"

msgid "Lock"
msgstr "锁定"

msgid "off"
msgstr "关"

msgid "on"
msgstr "开"

msgid "a piece in its cell can move again"
msgstr "放对的拼块仍可再移动"

msgid "a piece home (and upright) stays put"
msgstr "归位（且摆正）的拼块不再移动"

msgid "Turns"
msgstr "旋转"

msgid "every piece upright"
msgstr "拼块全部摆正"

msgid "pieces start turned: r, double click, wheel"
msgstr "拼块开局是转过的：用 r、双击或滚轮转回"

msgid "Tabs"
msgstr "凹凸"

msgid "square pieces"
msgstr "方形拼块"

msgid "pieces interlock: a knob on one, a socket on the next"
msgstr "拼块相扣：一块凸起，相邻一块凹口"

msgid "Picture"
msgstr "图片"

# -- the picture screen and picture titles

msgid "leave"
msgstr "离开"

msgid "mirror line"
msgstr "镜像线"

msgid "the right half is the left half's mirror image"
msgstr "右半边是左半边的镜像"

msgid "This picture cannot be read."
msgstr "无法读取这幅图片。"

msgid "Generated · seed {0}"
msgstr "生成图案 · 种子 {0}"

msgid "Generated · new (seed {0})"
msgstr "生成图案 · 新（种子 {0}）"

msgid "Generated · {0}"
msgstr "生成图案 · {0}"

msgid "Design · {0}"
msgstr "设计 · {0}"

msgid "A Li brocade woven from seed {0} by brocade's generator (v{1})."
msgstr "由 brocade 生成器（v{1}）以种子 {0} 织出的黎锦。"

msgid "Your own design, {0} tiles."
msgstr "你自己的设计，{0} 格。"

msgid "{0} pixels"
msgstr "{0} 像素"

msgid "The strong man figure of Li brocade: arms raised, guarding the weave."
msgstr "黎锦大力神纹：双臂高举，守护织锦。"

msgid "A frog seen from above with bent, splayed legs, a sign of fertility."
msgstr "俯视的蛙，四肢屈曲张开，寓意多子。"

msgid "Two birds facing each other across a tree of small lozenges."
msgstr "两鸟相对，中间是小菱形组成的树。"

msgid "Two antlered deer facing each other across a woven lozenge."
msgstr "两只长角的鹿隔着织出的菱形相对。"

msgid "Nested lozenges in red, gold, blue and ivory, woven edge to edge."
msgstr "红金蓝白的套叠菱形，边边相接。"

msgid "Bands of zigzag lines and small triangles, like mountain ridges."
msgstr "折线与小三角组成的条带，如连绵山脊。"

msgid "A great eight-pointed star with small stars scattered around it."
msgstr "一颗大八角星，四周散布着小星星。"

msgid "Stepped water waves around a meander band in blue and ivory."
msgstr "蓝白回纹带四周环绕阶梯状水波。"

# -- the new-game panel

msgid "New game"
msgstr "新游戏"

msgid "move between the choices"
msgstr "在选项之间移动"

msgid "change the highlighted choice"
msgstr "更改高亮的选项"

msgid "play (on Back: back to the menu)"
msgstr "开始（在“返回”上：返回菜单）"

msgid "choose a value, a picture, Play or Back"
msgstr "选择选项、图片，或点“开始”“返回”"

msgid "play at once"
msgstr "立即开始"

msgid "scroll the pictures"
msgstr "滚动图片列表"

msgid "Your own image..."
msgstr "自己的图片…"

msgid "a path: Tab completes, Enter opens"
msgstr "输入路径：Tab 补全，Enter 打开"

msgid "in the path: clear, delete a part"
msgstr "路径中：清空、删除一段"

msgid "in the path: go to the start, the end"
msgstr "路径中：移到开头、结尾"

msgid "New game: {0}"
msgstr "新游戏：{0}"

msgid "An image file: PNG, JPEG, GIF, BMP, PNM or XPM."
msgstr "图片文件：PNG、JPEG、GIF、BMP、PNM 或 XPM。"

msgid "No file name starts with that."
msgstr "没有以此开头的文件名。"

msgid "Opened. Enter plays it."
msgstr "已打开。按 Enter 开始。"

msgid "Type the path of an image file (Tab completes)."
msgstr "请输入图片文件的路径（Tab 补全）。"

msgid "{0}."
msgstr "{0}。"

msgid "{0}: {1}"
msgstr "{0}：{1}"

msgid "Path"
msgstr "路径"

msgid "type a file's path"
msgstr "输入文件路径"

msgid "Type its path below; Tab completes, Enter opens it."
msgstr "在下方输入路径；Tab 补全，Enter 打开。"

msgid "Play"
msgstr "开始"

msgid "Back"
msgstr "返回"

msgid "Enter plays · Esc goes back"
msgstr "Enter 开始 · Esc 返回"

msgid "Enter plays, Esc goes back"
msgstr "Enter 开始，Esc 返回"

msgid "{0} '{1}' is not a number"
msgstr "{0}“{1}”不是数字"

msgid "there is no picture called '{0}'"
msgstr "没有名为“{0}”的图片"

# -- Small fixes
msgid "hold or drag up a piece"
msgstr "长按或向上拖动拼块"

msgid "to lift it from the tray, then onto the board"
msgstr "即可从托盘拿起，再拖到拼板上"

# -- Goals and finish

msgid "Place the pieces on the left half of the board; each one's mirror image fills the right half. You win when the symmetric picture is whole."
msgstr "把拼块放到拼板的左半边，每块的镜像会填满右半边。对称的图案完整时获胜。"

msgid "Put every piece in its own place, turned the right way up when the game turns them (--rotate). You win when the picture is whole."
msgstr "把每一块放回自己的位置；拼块开局转过时（--rotate）还要转正。图案完整时获胜。"

msgid "Place the pieces on the left half of the board, each turned the right way up (r); each one's mirror image fills the right half. You win when the symmetric picture is whole."
msgstr "把拼块放到拼板的左半边，每块都要转正（r）；每块的镜像会填满右半边。对称的图案完整时获胜。"

msgid "Put every piece in its own place. You win when the picture is whole."
msgstr "把每一块放回自己的位置。图案完整时获胜。"

msgid "Put every piece in its own place, turned the right way up (r). You win when the picture is whole."
msgstr "把每一块放回自己的位置，并且转正（r）。图案完整时获胜。"

# ==== END jigsaw ====

# ==== BEGIN games: 2048, sliding puzzle, create ====

msgid "Board"
msgstr "棋盘"

msgid "Target"
msgstr "目标"

msgid "size {0} is not between {1} and {2}"
msgstr "尺寸 {0} 不在 {1} 到 {2} 之间"

msgid "target {0} is not a power of two from {1} to {2}"
msgstr "目标 {0} 不是 {1} 到 {2} 之间 2 的幂"

msgid "Slide and merge tiles until one reads 2048."
msgstr "滑动并合并方块，直到拼出 2048。"

msgid "the saved board does not match its size and target"
msgstr "存档的棋盘与其尺寸和目标不符"

msgid "Arrows, wasd, hjkl"
msgstr "方向键、wasd、hjkl"

msgid "slide every tile that way"
msgstr "所有方块朝该方向滑动"

msgid "mouse: swipe"
msgstr "鼠标：滑动"

msgid "press, drag 2 columns or a row, release"
msgstr "按下，拖过 2 列或 1 行，松开"

msgid "undo (then, as with H and A, the game is assisted)"
msgstr "撤销（与 H、A 一样，本局算作辅助）"

msgid "redo"
msgstr "重做"

msgid "hint: the move the computer player would make"
msgstr "提示：电脑玩家会走的一步"

msgid "autoplay on and off (any key stops it)"
msgstr "开/关自动（任意键停止）"

msgid "stop a hint search"
msgstr "停止提示搜索"

msgid "H and A think up to {0} ms a move"
msgstr "H 和 A 每步最多思考 {0} 毫秒"

msgid "new game (asks first during a game)"
msgstr "新游戏（游戏中会先确认）"

msgid "keep playing after reaching the target"
msgstr "达到目标后继续玩"

msgid "back to the menu; the game is saved"
msgstr "返回菜单；游戏会保存"

msgid "Rules"
msgstr "规则"

msgid "slide"
msgstr "滑动"

msgid "equal tiles that meet merge into their sum"
msgstr "相同的方块相遇，合并为两者之和"

msgid "merge"
msgstr "合并"

msgid "once per move, nearest the wall first"
msgstr "每步每块只合并一次，靠墙的先合并"

msgid "new tile"
msgstr "新方块"

msgid "after each move: 2, or 4 one time in ten"
msgstr "每步之后出现：2，十次中有一次是 4"

msgid "goal"
msgstr "目标"

msgid "make the target tile ({0}); play on after"
msgstr "拼出目标方块（{0}）；之后可以继续"

msgid "game over"
msgstr "结束"

msgid "no empty cell and no equal neighbours"
msgstr "没有空格，也没有相邻的相同方块"

msgid "Game over"
msgstr "游戏结束"

msgid "Score {0} · best {1} · tile {2}"
msgstr "得分 {0} · 最高 {1} · 最大方块 {2}"

msgid "in the {0}x{1} scores"
msgstr "{0}x{1} 榜单中"

msgid "You made {0}!"
msgstr "拼出了 {0}！"

msgid "Score {0}"
msgstr "得分 {0}"

msgid "This one ends; its score is kept."
msgstr "本局结束，得分会保留。"

msgid "up"
msgstr "上"

msgid "down"
msgstr "下"

msgid "left"
msgstr "左"

msgid "right"
msgstr "右"

msgid "autoplay: any key stops"
msgstr "自动中：按任意键停止"

msgid "thinking {0}"
msgstr "思考中 {0}"

msgid "hint: {0} {1}"
msgstr "提示：{0} {1}"

msgid "Best"
msgstr "最高"

msgid "assisted"
msgstr "辅助"

msgid "any tile may move to the gap"
msgstr "任一方块都可移入空位"

msgid "a tile next to the gap, diagonals too"
msgstr "空位旁的方块，斜对角也算"

msgid "a tile next to the gap"
msgstr "空位旁的方块"

msgid "Tiles"
msgstr "方块"

msgid "numbers"
msgstr "数字"

msgid "Numbered tiles."
msgstr "带数字的方块。"

msgid "rules '{0}' are not none, some or norm"
msgstr "规则“{0}”不是 none、some 或 norm"

msgid "scramble {0} is not between {1} and {2}"
msgstr "打乱步数 {0} 不在 {1} 到 {2} 之间"

msgid "Sliding puzzle"
msgstr "滑块拼图"

msgid "Put the shuffled tiles back in order."
msgstr "把打乱的方块按顺序排回去。"

msgid "the saved board does not match its size and rules"
msgstr "存档的棋盘与其尺寸和规则不符"

msgid "none"
msgstr "任意"

msgid "some"
msgstr "斜向"

msgid "norm"
msgstr "标准"

msgid "click a tile"
msgstr "单击方块"

msgid "slide it (and the tiles between) into the gap"
msgstr "把它（连同中间的方块）滑入空位"

msgid "slide it into the gap"
msgstr "把它滑入空位"

msgid "drag a tile"
msgstr "拖动方块"

msgid "towards the gap; past half way it stays"
msgstr "拖向空位；过了一半就留在那里"

msgid "slide the tile next to the gap that way"
msgstr "把空位旁的方块朝该方向滑动"

msgid "move the gap that way"
msgstr "把空位朝该方向移动"

msgid "Tab, arrows, Enter Space"
msgstr "Tab，再按方向键、Enter Space"

msgid "a cursor: move the tile under it"
msgstr "光标：移动光标处的方块"

msgid "undo, redo"
msgstr "撤销、重做"

msgid "hint: the next move of a shortest solution"
msgstr "提示：最短解法的下一步"

msgid "the solver plays to the end (any key stops it)"
msgstr "求解器一直走到完成（按任意键停止）"

msgid "stop the solver's search"
msgstr "停止求解器的搜索"

msgid "new shuffle (asks first during a game)"
msgstr "重新打乱（游戏中会先确认）"

msgid "numbers on picture tiles"
msgstr "在图片方块上显示数字"

msgid "1 to 8"
msgstr "1 到 8"

msgid "slide that tile, if it can move"
msgstr "滑动该数字的方块（如果能动）"

msgid "Rules ({0})"
msgstr "规则（{0}）"

msgid "only a tile next to the gap moves into it"
msgstr "只有空位旁的方块能移入空位"

msgid "diagonal neighbours too"
msgstr "斜对角的方块也可以"

msgid "any tile may jump into the gap"
msgstr "任一方块都可跳入空位"

msgid "tiles in order, the gap last"
msgstr "方块按顺序排好，空位在最后"

msgid "a game with undo, H or S is ranked apart"
msgstr "用过撤销、H 或 S 的对局另行排名"

msgid "Solved!"
msgstr "完成！"

msgid "for {0}x{1} {2}"
msgstr "{0}x{1} {2}榜单中"

msgid "Start a new shuffle?"
msgstr "重新打乱？"

msgid "preparing the solver (first time only)"
msgstr "正在准备求解器（仅首次）"

msgid "solving"
msgstr "求解中"

msgid "thinking"
msgstr "思考中"

msgid "{0} {1}  Esc stops"
msgstr "{0} {1}  Esc 停止"

msgid "solver playing: any key stops"
msgstr "求解器演示中：按任意键停止"

msgid "{0} to go"
msgstr "还剩 {0} 步"

msgid "{0} to go (quick, maybe not the fewest)"
msgstr "还剩 {0} 步（快速解，未必最少）"

msgid "hint: {0} {1} · {2}"
msgstr "提示：{0} {1} · {2}"

msgid "up-left"
msgstr "左上"

msgid "up-right"
msgstr "右上"

msgid "down-left"
msgstr "左下"

msgid "down-right"
msgstr "右下"

msgid "jumps in"
msgstr "跳入"

msgid "{0}x{1} · rules {2} · {3} out of place"
msgstr "{0}x{1} · 规则 {2} · {3} 块未归位"

msgid "taken: {0}"
msgstr "已选：{0}"

msgid "page {0}/{1} · {2} tiles"
msgstr "第 {0}/{1} 页 · 共 {2} 块"

msgid "Name this design to export it"
msgstr "为设计命名后导出"

msgid "Name this design to play it"
msgstr "为设计命名后试玩"

msgid "Name this design"
msgstr "为设计命名"

msgid "letters, digits, - and _"
msgstr "字母、数字、- 和 _"

msgid "Enter keeps it · Esc cancels"
msgstr "Enter 确定 · Esc 取消"

msgid "not a design save"
msgstr "不是设计的存档"

msgid "Across"
msgstr "列数"

msgid "{0} ({1} with the mirror)"
msgstr "{0}（含镜像 {1}）"

msgid "Design"
msgstr "设计"

msgid "A new design"
msgstr "新设计"

msgid "An empty loom of the size above."
msgstr "一台空白织机，尺寸如上。"

msgid "A saved design: go on weaving it."
msgstr "已保存的设计：接着织。"

msgid "the design '{0}' cannot be read"
msgstr "无法读取设计“{0}”"

msgid "{0}x{1} cells is not a size a design can have"
msgstr "设计不能是 {0}x{1} 格"

msgid "the design does not fit its size"
msgstr "设计与其尺寸不符"

msgid "'{0}' is not a name a design can have"
msgstr "“{0}”不能用作设计的名称"

msgid "Create"
msgstr "织机"

msgid "Weave your own: motifs on a mirrored loom, kept, exported, played."
msgstr "自己织纹样：可保存、导出、试玩。"

msgid "Go on weaving the design left on the loom."
msgstr "接着织留在织机上的设计。"

msgid "the saved design does not match its size"
msgstr "存档的设计与其尺寸不符"

msgid "{0}/{1} woven"
msgstr "已织 {0}/{1}"

msgid "Start a new design?"
msgstr "开始新设计？"

msgid "Leave the loom?"
msgstr "离开织机？"

msgid "Designs in progress cannot be kept here: this one would be lost unless saved (S)."
msgstr "此处无法保留织到一半的设计：除非已保存（S），这个设计会丢失。"

msgid "Create: mouse"
msgstr "织机：鼠标"

msgid "click a tile, then cells"
msgstr "单击图块，再单击格子"

msgid "place it, again and again"
msgstr "放上图块，可一放再放"

msgid "drag a placed tile"
msgstr "拖动已放的图块"

msgid "move it; onto the palette: delete"
msgstr "移动它；拖回图块栏即删除"

msgid "double click a tile"
msgstr "双击图块"

msgid "turn it a quarter clockwise"
msgstr "顺时针转 90 度"

msgid "right click a tile"
msgstr "右击图块"

msgid "delete it"
msgstr "删除"

msgid "wheel"
msgstr "滚轮"

msgid "turn the tile in hand; else pages"
msgstr "旋转手中的图块；否则翻页"

msgid "Save, Export, Play"
msgstr "保存、导出、试玩"

msgid "the buttons under the palette"
msgstr "图块栏下方的按钮"

msgid "Create: keys"
msgstr "织机：按键"

msgid "between the palette and the canvas"
msgstr "在图块栏和画布之间切换"

msgid "palette: Left Right"
msgstr "图块栏：Left Right"

msgid "choose a tile; Enter takes it"
msgstr "选择图块；Enter 取用"

msgid "arrows, wasd, hjkl"
msgstr "方向键、wasd、hjkl"

msgid "move the cursor on the canvas"
msgstr "在画布上移动光标"

msgid "place the tile taken; carry, drop"
msgstr "放下取用的图块；拿起、放下"

msgid "let go of the tile taken or carried"
msgstr "放开取用或拿起的图块"

msgid "turn a quarter clockwise / back"
msgstr "顺时针转 90 度 / 转回"

msgid "delete the tile at the cursor"
msgstr "删除光标处的图块"

msgid "fill the cursor's row / column"
msgstr "填满光标所在的行 / 列"

msgid "palette pages"
msgstr "图块栏翻页"

msgid "save the design by name"
msgstr "按名称保存设计"

msgid "export it: a PNG and an ANSI file"
msgstr "导出：一个 PNG 和一个 ANSI 文件"

msgid "play it as a mirror jigsaw"
msgstr "当作镜像拼图来玩"

msgid "undo, redo, new design"
msgstr "撤销、重做、新设计"

msgid "Save"
msgstr "保存"

msgid "Export"
msgstr "导出"

msgctxt "loom"
msgid "Play"
msgstr "试玩"

msgid "OK"
msgstr "确定"

msgid "Cancel"
msgstr "取消"

msgid "Take a tile from the palette first (Enter or a click)"
msgstr "请先从图块栏取一个图块（Enter 或单击）"

msgid "Take a tile from the palette first (Tab, then Enter)"
msgstr "请先从图块栏取一个图块（Tab，再按 Enter）"

msgid "Designs cannot be kept here: there is no data directory"
msgstr "这里无法保存设计：没有数据目录"

msgid "Could not save {0}: {1}"
msgstr "无法保存 {0}：{1}"

msgid "Saved as {0} (brocade designs lists it)"
msgstr "已保存为 {0}（brocade designs 可列出）"

msgid "{0} and {1}"
msgstr "{0} 和 {1}"

msgid "Exported {0}"
msgstr "已导出 {0}"

msgid "Exported {0} to {1}"
msgstr "已导出 {0} 到 {1}"

msgid "Could not export {0}: {1}"
msgstr "无法导出 {0}：{1}"

msgid "Weave something first: an empty design makes no jigsaw"
msgstr "先织点什么吧：空白的设计做不成拼图"

msgid "There are no pictures here to play a design with"
msgstr "这里没有图片，无法试玩设计"

msgid "A name is 1 to 40 letters, digits, - or _"
msgstr "名称须由 1 到 40 个字母、数字、- 或 _ 组成"

msgid "Your own design, {0}x{1} tiles."
msgstr "你自己的设计，{0}x{1} 格。"

msgid "red"
msgstr "红色"

msgid "indigo"
msgstr "靛蓝"

msgid "gold"
msgstr "金色"

msgid "{0}, {1}"
msgstr "{0}，{1}"

msgid "{0} piece {1}"
msgstr "{0} 第 {1} 块"

msgid "lozenge"
msgstr "菱形纹"

msgid "triangle"
msgstr "三角纹"

msgid "zigzag band"
msgstr "折线纹带"

msgid "border strip"
msgstr "边饰带"

msgid "frog"
msgstr "蛙纹"

msgid "human figure"
msgstr "人形纹"

msgid "bird"
msgstr "鸟纹"

msgid "deer"
msgstr "鹿纹"

msgid "small cross"
msgstr "小十字纹"

# -- Small fixes
msgid "This one stays only as you last saved it (S)."
msgstr "当前设计只保留上次保存（S）时的样子。"

msgid "hold or drag up a tile"
msgstr "长按或向上拖动图块"

msgid "to carry it onto a cell"
msgstr "即可把它拖到格子上"

# -- Goals and finish

msgid "Slide the tiles so that equal ones merge into their sum, and reach the target tile (2048 by default). The game ends when no move is left."
msgstr "滑动方块，让相同的方块合并成它们的和，拼出目标方块（默认 2048）。无路可走时游戏结束。"

msgid "Slide the tiles so that equal ones merge into their sum, and reach the {0} tile. The game ends when no move is left."
msgstr "滑动方块，让相同的方块合并成它们的和，拼出 {0} 方块。无路可走时游戏结束。"

msgid "Slide tiles into the gap until they are in order, or the picture is whole, in as few moves as you can."
msgstr "把方块滑进空位，直到它们按顺序排好，或图案完整；步数越少越好。"

msgid "Slide tiles into the gap until they are in order, the gap last, in as few moves as you can."
msgstr "把方块滑进空位，直到它们按顺序排好、空位在最后；步数越少越好。"

msgid "Slide tiles into the gap until the picture is whole, in as few moves as you can."
msgstr "把方块滑进空位，直到图案完整；步数越少越好。"

msgid "Weave a symmetric design on the mirrored loom, save it, and play it as a jigsaw or a sliding puzzle. There is nothing to win."
msgstr "在镜像织机上织出对称的图案，保存下来，再当作拼图或滑块拼图来玩。这里没有输赢。"

# ==== END games ====

# ==== BEGIN cli: Command line, files, terminal, core ====

msgid "The language: en (English) or zh (简体中文). Default: the language setting, else the locale (LC_ALL, LC_MESSAGES, LANG)."
msgstr "界面语言：en（英语）或 zh（简体中文）。默认取设置中的 language，否则按区域设置（LC_ALL、LC_MESSAGES、LANG）。"

msgid "Let the computer play whole games with no terminal, and print how they went."
msgstr "让电脑不用终端玩完整局，并打印结果。"

msgid "With --autoplay: how many games, one per seed from --seed up. (default: 1)"
msgstr "与 --autoplay 同用：玩几局，从 --seed 起每个种子一局。（默认：1）"

msgid "With --autoplay: print JSON instead of lines."
msgstr "与 --autoplay 同用：输出 JSON，而不是逐行文字。"

msgid "With --autoplay: stop each game after n moves, so that players compare on equal moves."
msgstr "与 --autoplay 同用：每局走 n 步后停止，以便在相同步数下比较。"

msgid "How long the computer player may think a move, in milliseconds, 1 to 10000, for the hint (H), the A key and --autoplay. Counted in positions weighed ({0} a millisecond), so a game replays the same on any machine. (default: think_ms from the settings in a game; {1} with --autoplay, which reads no file)"
msgstr "电脑每步可思考多久（毫秒，1 到 10000），用于提示（H）、A 键和 --autoplay。按评估的局面数计（每毫秒 {0} 个），所以同一局在任何机器上重放都相同。（默认：游戏中取设置里的 think_ms；--autoplay 为 {1}，它不读任何文件）"

msgid "With --autoplay --json: add each game's time for every move, in milliseconds."
msgstr "与 --autoplay --json 同用：加上每局每一步的用时（毫秒）。"

msgid "--move-times needs --autoplay --json"
msgstr "--move-times 需要同时给出 --autoplay --json"

msgid "--think {0} is not between {1} and {2}"
msgstr "--think {0} 不在 {1} 到 {2} 之间"

msgid "--games needs --autoplay"
msgstr "--games 需要同时给出 --autoplay"

msgid "--json needs --autoplay"
msgstr "--json 需要同时给出 --autoplay"

msgid "--max-moves needs --autoplay"
msgstr "--max-moves 需要同时给出 --autoplay"

msgid "--max-moves {0} is not between 1 and 10000000"
msgstr "--max-moves {0} 不在 1 到 10000000 之间"

msgid "--games {0} is not between 1 and 1000000"
msgstr "--games {0} 不在 1 到 1000000 之间"

msgid "thinking: up to {0} ms a move ({1} positions)"
msgstr "思考：每步最多 {0} 毫秒（{1} 个局面）"

msgid "game {0}  seed {1}  score {2}  tile {3}  moves {4}"
msgstr "第 {0} 局  种子 {1}  得分 {2}  最大方块 {3}  步数 {4}"

msgid "reached {0}: {1}/{2} ({3})"
msgstr "达到 {0}：{1}/{2}（{3}）"

msgid "median score: {0}"
msgstr "得分中位数：{0}"

msgid "ms per move: mean {0}, median {1}, p99 {2}, worst {3}"
msgstr "每步毫秒：平均 {0}，中位数 {1}，p99 {2}，最慢 {3}"

msgid "cut short by --max-moves: {0} of {1} games"
msgstr "被 --max-moves 截断：{1} 局中有 {0} 局"

msgid "moves per second: {0} per core ({1} moves in {2} s)"
msgstr "每秒步数：每核 {0}（{2} 秒共 {1} 步）"

msgid "Puzzle games for the terminal: a Li brocade mirror jigsaw, a classic jigsaw, 2048 and a sliding puzzle."
msgstr "终端里的益智游戏：黎锦镜像拼图、经典拼图、2048 和滑块拼图。"

msgid "With no subcommand, brocade opens its menu. Every screen has its own help: press ? or click \"? help\" on the status line. The mouse and the keyboard each play every game alone."
msgstr "不带子命令时，brocade 打开菜单。每个界面都有自己的帮助：按 ?，或点击状态栏上的“? 帮助”。每个游戏都可以只用鼠标或只用键盘来玩。"

msgid "Keys: arrows (also wasd, hjkl in games) move; Enter or Space choose; ? help; q quit (in a game: back to the menu, asking first); Esc back; Ctrl-Z suspend; Ctrl-L redraw; Ctrl-C quit at once. Mouse: point to highlight, click to choose, wheel to move."
msgstr "按键：方向键移动（游戏中也可用 wasd、hjkl）；Enter 或 Space 选择；? 帮助；q 退出（游戏中：先询问，再返回菜单）；Esc 返回；Ctrl-Z 挂起；Ctrl-L 重绘；Ctrl-C 立即退出。鼠标：指向即高亮，点击即选择，滚轮移动。"

msgid "Language: --lang en|zh, else the language setting, else the first of LC_ALL, LC_MESSAGES and LANG that is set (a Chinese locale such as zh_CN.UTF-8 gives Simplified Chinese, any other English)."
msgstr "语言：先看 --lang en|zh，其次是 language 设置，再次是 LC_ALL、LC_MESSAGES、LANG 中第一个有值的变量（zh_CN.UTF-8 等中文区域设置为简体中文，其他均为英语）。"

msgid "Environment: TERM (terminal type), COLORTERM (truecolor or 24bit: draw in 24-bit colour), NO_COLOR (no colour), LC_ALL, LC_MESSAGES and LANG (the language, as above), LC_ALL, LC_CTYPE and LANG (the characters: a locale that is not UTF-8 draws ASCII only), XDG_DATA_HOME, XDG_STATE_HOME and XDG_CONFIG_HOME (where scores, saved games and settings are kept), XDG_CACHE_HOME (where the sliding-puzzle solver's 4x4 tables are kept), BROCADE_DATA_DIR (the pictures' folder)."
msgstr "环境变量：TERM（终端类型）、COLORTERM（truecolor 或 24bit：用 24 位色绘制）、NO_COLOR（不用颜色）、LC_ALL、LC_MESSAGES 和 LANG（语言，见上）、LC_ALL、LC_CTYPE 和 LANG（字符：非 UTF-8 的区域设置只画 ASCII）、XDG_DATA_HOME、XDG_STATE_HOME 和 XDG_CONFIG_HOME（排行榜、存档和设置存放处）、XDG_CACHE_HOME（滑块拼图求解器的 4x4 表存放处）、BROCADE_DATA_DIR（图片所在文件夹）。"

msgid "Terminal: 80x24 at least. For a bug report, brocade --check-terminal prints what brocade sees of the terminal. See brocade(6) for everything else."
msgstr "终端：至少 80x24。报告问题时，brocade --check-terminal 会打印 brocade 检测到的终端信息。其余详见 brocade(6)。"

msgid "Print what brocade sees of the terminal, for a bug report: TERM, colours, UTF-8, size, the mouse (it asks for one click) and where its files are."
msgstr "打印 brocade 检测到的终端信息，用于报告问题：TERM、颜色、UTF-8、尺寸、鼠标（会请你点击一次）以及文件位置。"

msgid "With --check-terminal: leave out the mouse check, which waits for a click."
msgstr "与 --check-terminal 同用：跳过需要等待点击的鼠标检测。"

msgid "--no-mouse-check goes with --check-terminal"
msgstr "--no-mouse-check 需与 --check-terminal 同用"

msgid "not a terminal"
msgstr "不是终端"

msgid "the terminal could not be started"
msgstr "无法启动终端"

msgid "TERM cannot be used"
msgstr "TERM 无法使用"

msgid "a key was pressed"
msgstr "按了一个键"

msgid "interrupted by {0}"
msgstr "被 {0} 中断"

msgid "the terminal stopped answering"
msgstr "终端不再响应"

msgid "none (HOME is not set)"
msgstr "无（未设置 HOME）"

msgid "settings"
msgstr "设置"

msgid "scores"
msgstr "排行榜"

msgid "saves"
msgstr "存档"

msgid "designs"
msgstr "设计"

msgid "cache"
msgstr "缓存"

msgid "BROCADE_DATA_DIR unset"
msgstr "未设置 BROCADE_DATA_DIR"

msgid "pictures"
msgstr "图片"

msgid "{0} ({1} pictures; {2})"
msgstr "{0}（{1} 幅图片；{2}）"

msgid "notice"
msgstr "注意"

msgid "Seed for new games: each mode's first game is this seed's deal and the next ones follow from it, the same on every machine; without it every game is dealt anew."
msgstr "新游戏的种子：每个模式的第一局由这个种子开出，之后各局依次由它推出，在任何机器上都一样；不给种子则每局都重新发牌。"

msgid "Draw without colour (also when NO_COLOR is set)."
msgstr "不用颜色绘制（设置了 NO_COLOR 时也是如此）。"

msgid "Draw with ASCII characters only (also when the locale is not UTF-8)."
msgstr "只用 ASCII 字符绘制（区域设置不是 UTF-8 时也是如此）。"

msgid "Show results at once, without animations."
msgstr "立即显示结果，不播放动画。"

msgid "A built-in picture (see brocade pictures); the jigsaw's default is {0}."
msgstr "内置图片（见 brocade pictures）；拼图默认用 {0}。"

msgid "An image file (PNG, JPEG, GIF, BMP, PNM, XPM) to use instead."
msgstr "改用一个图片文件（PNG、JPEG、GIF、BMP、PNM、XPM）。"

msgid "A Li brocade woven by the generator from this seed (0 and up)."
msgstr "由生成器用这个种子（0 及以上）织出的黎锦。"

msgid "The generated picture of the day (its seed is today's UTC date), the same for every player."
msgstr "每日生成图案（种子为今天的 UTC 日期），每位玩家都相同。"

msgid "A design of your own, saved in create mode (see brocade designs)."
msgstr "你自己在织机中保存的设计（见 brocade designs）。"

msgid "give one of --picture, --image, --generate, --daily and --design"
msgstr "--picture、--image、--generate、--daily 和 --design 只能给出一个"

msgid "'{0}' is not a design's name: 1 to 40 letters, digits, - and _"
msgstr "“{0}”不是有效的设计名称：须为 1 到 40 个字母、数字、- 或 _"

msgid "Continue the most recent game in progress of this mode (a new game when there is none)."
msgstr "继续这个模式最近一局进行中的游戏（没有时开新游戏）。"

msgid "Weave your own design on the mirrored loom: motifs and picture pieces, kept by name, exported, played."
msgstr "在镜像织机上织出自己的设计：纹样和图片块，按名称保存，可导出、试玩。"

msgid "Cells across the left half, {0} to {1} (default {2})."
msgstr "左半边的格数，{0} 到 {1}（默认 {2}）。"

msgid "Rows of cells, {0} to {1} (default {2})."
msgstr "格子的行数，{0} 到 {1}（默认 {2}）。"

msgid "Go on with a saved design (see brocade designs)."
msgstr "继续编辑一个已保存的设计（见 brocade designs）。"

msgid "--{0} {1} is not between {2} and {3}"
msgstr "--{0} {1} 不在 {2} 到 {3} 之间"

msgid "no design named '{0}'"
msgstr "没有名为“{0}”的设计"

msgid "Work with a saved design (no terminal needed)."
msgstr "处理已保存的设计（不需要终端）。"

msgid "Write a saved design, whole and mirrored, as a PNG image or as text for a terminal."
msgstr "把已保存的设计连同镜像整幅写成 PNG 图片，或写成供终端显示的文本。"

msgid "Give one of --png and --ansi. The ANSI file draws the design in half blocks and 24-bit colour, one character for each pixel across and two pixels down: `cat FILE` shows it. A design that does not exist exits with 66, one that cannot be read with 65, and a file that cannot be written with 73."
msgstr "--png 和 --ansi 给出其一。ANSI 文件用半格字符和 24 位色画出设计，每个字符横向一个像素、纵向两个像素：用 `cat FILE` 即可查看。设计不存在时退出码为 66，无法读取时为 65，文件无法写入时为 73。"

msgid "The design's name (see brocade designs)."
msgstr "设计的名称（见 brocade designs）。"

msgid "Write a PNG image to this file."
msgstr "把 PNG 图片写入这个文件。"

msgid "Each pixel of the design as a square this many pixels wide in the PNG, 1 to 32 (default 8)."
msgstr "设计的每个像素在 PNG 中画成边长为这么多像素的方块，1 到 32（默认 8）。"

msgid "Write the design as text with 24-bit colour escapes to this file."
msgstr "把设计写成带 24 位色转义序列的文本，存入这个文件。"

msgid "give one of --png FILE and --ansi FILE"
msgstr "--png FILE 和 --ansi FILE 须给出其一"

msgid "--{0} needs a file name"
msgstr "--{0} 需要一个文件名"

msgid "--scale goes with --png"
msgstr "--scale 需与 --png 同用"

msgid "--scale {0} is not between {1} and {2}"
msgstr "--scale {0} 不在 {1} 到 {2} 之间"

msgid "pieces of {0} cannot be drawn; their cells are left as ground"
msgstr "无法绘制 {0} 的图片块；这些格子留作底色"

msgid "List the saved designs (no terminal needed)."
msgstr "列出已保存的设计（不需要终端）。"

msgid "Prints each design's name, its size in cells across the whole design (columns x rows, the mirror image included) and how many of those cells are filled. A design file that cannot be read is set aside, with a line on stderr."
msgstr "打印每个设计的名称、整幅设计的格数（列 x 行，含镜像部分）以及其中已填的格数。无法读取的设计文件会被移到一旁，并在 stderr 输出一行说明。"

msgid "No saved designs in {0}."
msgstr "{0} 中没有已保存的设计。"

msgid "No saved designs."
msgstr "没有已保存的设计。"

msgid "{0} of {1} cells filled"
msgstr "已填 {0}/{1} 格"

msgid "Play the Li brocade mirror jigsaw (or the classic jigsaw with --classic)."
msgstr "玩黎锦镜像拼图（加 --classic 则玩经典拼图）。"

msgid "Pieces across one half: small {0}, normal {1}, big {2}."
msgstr "半边横向的块数：small 为 {0}，normal 为 {1}，big 为 {2}。"

msgid "Pieces across one half, {0} to {1} (instead of --size)."
msgstr "半边横向的块数，{0} 到 {1}（代替 --size）。"

msgid "Rows of pieces, {0} to {1} (default: from the picture's shape)."
msgstr "拼块的行数，{0} 到 {1}（默认按图片形状而定）。"

msgid "The classic jigsaw: no mirror, the whole picture on the board."
msgstr "经典拼图：没有镜像，整幅图片都在拼板上。"

msgid "A piece dropped in its own cell (and upright) stays put."
msgstr "放进自己格子（且摆正）的拼块会固定不动。"

msgid "Pieces start turned; r, R, a double click or the wheel turn them."
msgstr "拼块开局是转过的；用 r、R、双击或滚轮转回。"

msgid "Pieces interlock: every inner edge a knob on one piece and a socket on the next."
msgstr "拼块相扣：每条内边一侧凸起，另一侧凹口。"

msgid "{0}, from --lang {1}"
msgstr "{0}，来自 --lang {1}"

msgid "{0}, from the setting language = \"{1}\""
msgstr "{0}，来自设置 language = \"{1}\""

msgid "{0}: LC_ALL, LC_MESSAGES and LANG are not set"
msgstr "{0}：LC_ALL、LC_MESSAGES 和 LANG 都未设置"

msgid "{0}: {1} names a language brocade does not speak"
msgstr "{0}：{1} 所指的语言 brocade 不支持"

msgid "{0}: {1} asks for {2}, which needs UTF-8 characters, and {3} is not UTF-8"
msgstr "{0}：{1} 要求使用{2}，这需要 UTF-8 字符，但 {3} 不是 UTF-8"

msgid "{0}, from {1}"
msgstr "{0}，来自 {1}"

msgid "Unknown option '{0}'. Did you mean '{1}'?"
msgstr "未知选项 '{0}'。你是不是想用 '{1}'？"

msgid "Unknown option '{0}'"
msgstr "未知选项 '{0}'"

msgid "Missing value for '{0}'"
msgstr "'{0}' 缺少值"

msgid "Unexpected argument '{0}'"
msgstr "多余的参数 '{0}'"

msgid "Missing expected argument '{0}'"
msgstr "缺少参数 '{0}'"

msgid "Missing one of: '{0}'"
msgstr "缺少以下之一：'{0}'"

msgid "The option '{0}' does not take any value, but '{1}' was specified."
msgstr "选项 '{0}' 不带值，却给了 '{1}'。"

msgid "Invalid option: {0}"
msgstr "无效选项：{0}"

msgid "{0} unexpected arguments: '{1}'"
msgstr "{0} 个多余的参数：'{1}'"

msgid "The value '{0}' is invalid for '{1}'"
msgstr "'{0}' 不是 '{1}' 的有效值"

msgid "or"
msgstr "或"

msgid ". Please provide one of {0}."
msgstr "。请给出以下之一：{0}。"

msgid ": {0}"
msgstr "：{0}"

msgid "Show help information."
msgstr "显示帮助信息。"

msgid "Show the version."
msgstr "显示版本号。"

msgid "  See '{0}' for more information."
msgstr "  详见 '{0}'。"

msgid "  See '{0}' for detailed help."
msgstr "  详细帮助见 '{0}'。"

msgid "(default: {0})"
msgstr "（默认：{0}）"

msgid "(values: {0})"
msgstr "（可选值：{0}）"

msgid "no picture named '{0}'; the pictures are {1}"
msgstr "没有名为“{0}”的图片；可用的图片有 {1}"

msgid "Show a picture full-screen, whole and mirrored: a built-in one by name, a file, or a generated one."
msgstr "全屏显示整幅图片（含镜像）：按名称选内置图片、图片文件或生成图案。"

msgid "A built-in picture (see brocade pictures)."
msgstr "内置图片（见 brocade pictures）。"

msgid "An image file (PNG, JPEG, GIF, BMP, PNM, XPM) to use as the left half."
msgstr "用作左半边的图片文件（PNG、JPEG、GIF、BMP、PNM、XPM）。"

msgid "name a picture, or give --image PATH or --generate SEED"
msgstr "请指定图片名，或给出 --image PATH 或 --generate SEED"

msgid "give one of a picture name, --image and --generate"
msgstr "图片名、--image 和 --generate 只能给出一个"

msgid "List the built-in pictures (no terminal needed)."
msgstr "列出内置图片（不需要终端）。"

msgid "Print the score tables (no terminal needed)."
msgstr "打印排行榜（不需要终端）。"

msgid "Only this mode: mirror-jigsaw, jigsaw, 2048 or slide."
msgstr "只看这个模式：mirror-jigsaw、jigsaw、2048 或 slide。"

msgid "Print JSON instead of tables."
msgstr "输出 JSON，而不是表格。"

msgid "Play the sliding puzzle."
msgstr "玩滑块拼图。"

msgid "Board size, {0} to {1}."
msgstr "棋盘尺寸，{0} 到 {1}。"

msgid "Which tiles may move: norm (next to the gap), some (diagonals too), none (any)."
msgstr "哪些方块可以移动：norm（空位旁的）、some（斜对角也可以）、none（任意方块）。"

msgid "Instead of a shuffle, K random moves away from the goal (an easy game)."
msgstr "不打乱，而是从完成状态随机走 K 步（简单局）。"

msgid "--size {0} is not between 3 and 8"
msgstr "--size {0} 不在 3 到 8 之间"

msgid "Solve a sliding-puzzle position and print the moves (no terminal needed)."
msgstr "求解一个滑块拼图局面并打印走法（不需要终端）。"

msgid "TILEs are the board in row-major order, 0 for the gap (commas also separate them); the goal is 1 ... N*N-1 with the gap last. Prints the number of moves, then the moves: for each, the direction in which a tile slides into the gap (U, D, L, R; under --rules some also UL, UR, DL, DR, separated by spaces); under --rules none a tile that jumps from further away is written as its number. 3x3 and 4x4 under norm, 3x3 under some and every size under none are solved in the fewest moves; larger boards get a quick solution. The first 4x4 solve builds the solver's tables (a few seconds) and keeps them under XDG_CACHE_HOME. A bad position (wrong count, repeated or out-of-range numbers, unsolvable) exits with 65."
msgstr "TILE 按行依次给出棋盘，0 表示空位（也可用逗号分隔）；完成状态为 1 ... N*N-1，空位在最后。先打印步数，再打印走法：每一步写方块滑入空位的方向（U、D、L、R；--rules some 时还有 UL、UR、DL、DR，以空格分隔）；--rules none 时，从远处跳入的方块写成它的数字。norm 规则下的 3x3 和 4x4、some 规则下的 3x3 以及 none 规则下的所有尺寸都以最少步数求解；更大的棋盘给出快速解。第一次求解 4x4 时会建立求解器的表（几秒钟），并保存在 XDG_CACHE_HOME 下。局面有误（个数不对、数字重复或超出范围、无解）时退出码为 65。"

msgid "Board size, 3 to 8 (default: from the number of tiles)."
msgstr "棋盘尺寸，3 到 8（默认按方块个数而定）。"

msgid "Which tiles may move: norm, some or none."
msgstr "哪些方块可以移动：norm、some 或 none。"

msgid "The 4x4 solver's tables: standard or large (default: the solver_tables setting)."
msgstr "4x4 求解器的表：standard 或 large（默认取 solver_tables 设置）。"

msgid "Print one JSON object: size, rules, length, optimal, moves, millis, nodes, startMillis."
msgstr "输出一个 JSON 对象：size、rules、length、optimal、moves、millis、nodes、startMillis。"

msgid "The tiles, row by row, 0 for the gap."
msgstr "按行给出的方块，0 表示空位。"

msgid "building the 4x4 solver's large tables (once, a few minutes, 550 MiB)"
msgstr "正在建立 4x4 求解器的大表（只需一次，需几分钟，550 MiB）"

msgid "building the 4x4 solver's tables (once, a few seconds)"
msgstr "正在建立 4x4 求解器的表（只需一次，需几秒钟）"

msgid "this position cannot be solved"
msgstr "这个局面无解"

msgid "'{0}' is not a tile number"
msgstr "“{0}”不是方块编号"

msgid "{0} tiles do not make a board of 3x3 to 8x8 (9, 16, ... 64 tiles)"
msgstr "{0} 个方块无法组成 3x3 到 8x8 的棋盘（9、16、... 64 个方块）"

msgid "a {0}x{1} board has {2} tiles, not {3}"
msgstr "{0}x{1} 的棋盘有 {2} 个方块，而不是 {3} 个"

msgid "tile {0} is out of range: the tiles are 0 (the gap) to {1}"
msgstr "方块 {0} 超出范围：方块为 0（空位）到 {1}"

msgid "tile {0} appears twice"
msgstr "方块 {0} 出现了两次"

msgid "this position cannot be solved under {0} (it is the goal with two tiles swapped, in effect)"
msgstr "这个局面在 {0} 规则下无解（实际上相当于完成状态交换了两个方块）"

msgid "there is no data directory to write to"
msgstr "没有可写入的数据目录"

msgid "Play 2048."
msgstr "玩 2048。"

msgid "The tile that wins: a power of two from {0} to {1}."
msgstr "目标方块：{0} 到 {1} 之间的 2 的幂。"

msgid "--{0} {1} is not a power of two from {2} to {3}"
msgstr "--{0} {1} 不是 {2} 到 {3} 之间的 2 的幂"

msgid "--resume and --autoplay do not go together"
msgstr "--resume 和 --autoplay 不能同用"

msgid "design '{0}'"
msgstr "设计“{0}”"

msgid "the file is named '{0}' but holds the design '{1}'"
msgstr "文件名为“{0}”，里面却是设计“{1}”"

msgid "no data directory"
msgstr "没有数据目录"

msgid "HOME is not set (nor XDG_DATA_HOME, XDG_STATE_HOME and XDG_CONFIG_HOME)"
msgstr "未设置 HOME（也未设置 XDG_DATA_HOME、XDG_STATE_HOME 和 XDG_CONFIG_HOME）"

msgid "not a directory"
msgstr "不是目录"

msgid "cannot create directory"
msgstr "无法创建目录"

msgid "cannot write"
msgstr "无法写入"

msgid "cannot sync"
msgstr "无法同步"

msgid "cannot replace"
msgstr "无法替换"

msgid "cannot read"
msgstr "无法读取"

msgid "not a regular file"
msgstr "不是普通文件"

msgid "cannot move aside"
msgstr "无法移到一旁"

msgid "not writable"
msgstr "不可写"

msgid "cannot lock"
msgstr "无法加锁"

msgid "format_version {0}, expected {1}"
msgstr "format_version 为 {0}，应为 {1}"

msgid "theme '{0}' is not one of {1}"
msgstr "theme 的值“{0}”不是 {1} 之一"

msgid "language '{0}' is not auto, {1}"
msgstr "language 的值“{0}”不是 auto、{1} 之一"

msgid "long_press_ms {0} is outside {1}...{2}"
msgstr "long_press_ms 的值 {0} 超出 {1}...{2}"

msgid "think_ms {0} is outside {1}...{2}"
msgstr "think_ms 的值 {0} 超出 {1}...{2}"

msgid "slide_arrows '{0}' is not tile or blank"
msgstr "slide_arrows 的值“{0}”不是 tile 或 blank"

msgid "solver_tables '{0}' is not standard or large"
msgstr "solver_tables 的值“{0}”不是 standard 或 large"

msgid "bad key '{0}'"
msgstr "无效的键名“{0}”"

msgid "{0} has the wrong type of value"
msgstr "{0} 的值类型不对"

msgid "unknown setting '{0}'"
msgstr "未知设置“{0}”"

msgid "line {0}: {1}"
msgstr "第 {0} 行：{1}"

msgid "tables are not used in this file"
msgstr "这个文件不使用表"

msgid "expected key = value"
msgstr "应为“键 = 值”"

msgid "'{0}' is set twice"
msgstr "“{0}”设置了两次"

msgid "missing value"
msgstr "缺少值"

msgid "bad \\{0} escape"
msgstr "无效的 \\{0} 转义"

msgid "bad escape \\{0}"
msgstr "无效的转义 \\{0}"

msgid "unterminated string"
msgstr "字符串没有结束"

msgid "cannot read value '{0}'"
msgstr "无法读取值“{0}”"

msgid "unexpected text after the value"
msgstr "值后面有多余的文字"

msgid "Scores and saves will not be kept: {0}."
msgstr "成绩和存档将不会保存：{0}。"

msgid "saved game"
msgstr "存档"

msgid "{0} bytes, more than the {1} allowed"
msgstr "{0} 字节，超过允许的 {1}"

msgid "Could not read the {0} ({1}); kept it as {2} and started afresh."
msgstr "无法读取{0}（{1}）；已另存为 {2}，并重新开始。"

msgid "Could not read the {0} ({1}); kept it as {2}."
msgstr "无法读取{0}（{1}）；已另存为 {2}。"

msgid "Could not read the {0} at {1} ({2}), nor move it aside; it is left as it is."
msgstr "无法读取位于 {1} 的{0}（{2}），也无法移到一旁；已保持原样。"

msgid "not valid JSON: {0}"
msgstr "不是有效的 JSON：{0}"

msgid "'{0}' is missing"
msgstr "缺少“{0}”"

msgid "wrong value at {0}"
msgstr "{0} 处的值不对"

msgid "not readable"
msgstr "无法读取"

msgid "standard input and output must be a terminal (not a pipe or a file)"
msgstr "标准输入和标准输出必须是终端（不能是管道或文件）"

msgid "TERM is not set; set it to your terminal type, for example TERM=xterm-256color"
msgstr "未设置 TERM；请设为你的终端类型，例如 TERM=xterm-256color"

msgid "unknown terminal type '{0}' (no terminfo entry); try TERM=xterm-256color"
msgstr "未知的终端类型 '{0}'（没有 terminfo 条目）；请试试 TERM=xterm-256color"

msgid "terminal type '{0}' cannot move the cursor, which brocade needs"
msgstr "终端类型 '{0}' 无法移动光标，而 brocade 需要这一功能"

msgid "no terminfo database found for terminal type '{0}'"
msgstr "找不到终端类型 '{0}' 的 terminfo 数据库"

msgid "could not start the terminal '{0}'"
msgstr "无法启动终端 '{0}'"

msgid "system: {0}"
msgstr "系统：{0}"

msgid "tty: {0}"
msgstr "终端设备：{0}"

msgid "colours: {0}"
msgstr "颜色：{0}"

msgid "language: {0}"
msgstr "语言：{0}"

msgid "size: {0}"
msgstr "尺寸：{0}"

msgid "mouse: {0}"
msgstr "鼠标：{0}"

msgid "files:"
msgstr "文件："

msgid "{0} unset"
msgstr "{0} 未设置"

msgid "standard input and output are a terminal"
msgstr "标准输入和标准输出都是终端"

msgid "none: standard input and output are not a terminal (the game needs both)"
msgstr "无：标准输入和标准输出都不是终端（游戏两者都需要）"

msgid "standard output is not a terminal (the game needs it to be)"
msgstr "标准输出不是终端（游戏需要它是终端）"

msgid "standard input is not a terminal (the game needs it to be)"
msgstr "标准输入不是终端（游戏需要它是终端）"

msgid "not set (the game needs it, for example TERM=xterm-256color)"
msgstr "未设置（游戏需要它，例如 TERM=xterm-256color）"

msgid "{0} (no terminfo entry found)"
msgstr "{0}（找不到 terminfo 条目）"

msgid "terminfo entry found, file not located"
msgstr "找到 terminfo 条目，但未找到其文件"

msgid "{0} ({1}; it cannot move the cursor, which the game needs)"
msgstr "{0}（{1}；它无法移动光标，而游戏需要这一功能）"

msgid "unknown (no usable terminfo entry; {0})"
msgstr "未知（没有可用的 terminfo 条目；{0}）"

msgid "the terminal has {0}"
msgstr "终端支持 {0}"

msgid "NO_COLOR is set"
msgstr "设置了 NO_COLOR"

msgid "the terminfo entry has no colours"
msgstr "terminfo 条目没有颜色"

msgid "theme = \"mono\" in the settings"
msgstr "设置中 theme = \"mono\""

msgid "drawn through {0}, as COLORTERM asks"
msgstr "按 COLORTERM 的要求，通过 {0} 绘制"

msgid "no direct-colour entry for this TERM is installed"
msgstr "没有安装这个 TERM 的直接色条目"

msgid "direct (truecolor)"
msgstr "直接色（truecolor）"

msgctxt "colours"
msgid "none"
msgstr "无"

msgid "direct"
msgstr "直接色"

msgid "codeset {0}"
msgstr "字符集 {0}"

msgid "no, the game draws ASCII only ({0}; {1})"
msgstr "否，游戏只画 ASCII（{0}；{1}）"

msgid "yes, but --ascii draws ASCII only ({0}; {1})"
msgstr "是，但 --ascii 只画 ASCII（{0}；{1}）"

msgid "yes ({0}; {1})"
msgstr "是（{0}；{1}）"

msgid "unknown, not a terminal (the game needs {0})"
msgstr "未知，不是终端（游戏需要 {0}）"

msgid "{0} (big enough: the game needs {1})"
msgstr "{0}（够大：游戏需要 {1}）"

msgid "{0} (too small: the game needs {1})"
msgstr "{0}（太小：游戏需要 {1}）"

msgid "{0} at column {1}, row {2}"
msgstr "{0}，位于第 {1} 列第 {2} 行"

msgid "no click within {0} s; motion reports arrived (last at column {1}, row {2})"
msgstr "{0} 秒内没有点击；收到了移动报告（最后位于第 {1} 列第 {2} 行）"

msgid "none arrived within {0} s"
msgstr "{0} 秒内什么也没收到"

msgid "skipped ({0})"
msgstr "已跳过（{0}）"

msgid "not checked ({0})"
msgstr "未检测（{0}）"

msgid "click"
msgstr "点击"

msgid "middle click"
msgstr "中键点击"

msgid "right click"
msgstr "右键点击"

msgid "left button release"
msgstr "左键松开"

msgid "middle button release"
msgstr "中键松开"

msgid "right button release"
msgstr "右键松开"

msgid "button release"
msgstr "按键松开"

msgid "motion"
msgstr "移动"

msgid "left drag"
msgstr "左键拖动"

msgid "middle drag"
msgstr "中键拖动"

msgid "right drag"
msgstr "右键拖动"

msgid "wheel up"
msgstr "滚轮向上"

msgid "wheel down"
msgstr "滚轮向下"

msgid "wheel left"
msgstr "滚轮向左"

msgid "wheel right"
msgstr "滚轮向右"

msgid "cannot write '{0}': {1}"
msgstr "无法写入 '{0}'：{1}"

msgid "scale {0} is not between {1} and {2}"
msgstr "缩放倍数 {0} 不在 {1} 到 {2} 之间"

msgid "no file name"
msgstr "没有文件名"

msgid "cannot sync: "
msgstr "无法同步："

msgid "cannot load '{0}': {1}"
msgstr "无法载入 '{0}'：{1}"

msgid "not an image format brocade can read"
msgstr "不是 brocade 能读取的图片格式"

msgid "the image claims no size"
msgstr "图片没有给出尺寸"

msgid "the image cannot be decoded"
msgstr "图片无法解码"

msgid "out of memory"
msgstr "内存不足"

msgid "the picture is empty or too large to write"
msgstr "图片为空或太大，无法写入"

msgid "the PNG cannot be encoded"
msgstr "PNG 无法编码"

msgid "{0} bytes is more than the {1} allowed"
msgstr "{0} 字节，超过允许的 {1}"

msgid "{0} x {1} pixels is more than the {2} allowed"
msgstr "{0} x {1} 像素，超过允许的 {2}"

msgid "{0} images are not read (PNG, JPEG, GIF, BMP, PNM or XPM)"
msgstr "不读取 {0} 图片（只读 PNG、JPEG、GIF、BMP、PNM 或 XPM）"

msgid "no picture library found (looked for pictures/pictures.json in {0})"
msgstr "找不到图片库（在 {0} 中查找了 pictures/pictures.json）"

msgid "cannot open: {0}"
msgstr "无法打开：{0}"

msgid "cannot read: {0}"
msgstr "无法读取：{0}"

msgid "the index is larger than {0} bytes"
msgstr "索引超过 {0} 字节"

msgid "{0} x {1} pixels"
msgstr "{0} x {1} 像素"

msgid "not a picture"
msgstr "不是图片"

msgid "no such picture in the library"
msgstr "图片库中没有这幅图片"

msgid "no colourway {0}"
msgstr "没有配色 {0}"

msgid "a piece out of its picture"
msgstr "图片块超出了它的图片"

msgid "the cells do not fit the design"
msgstr "格子与设计不符"

msgid "not a brocade design"
msgstr "不是 brocade 的设计"

msgid "a design of format version {0}, which this brocade cannot read"
msgstr "格式版本为 {0} 的设计，这个版本的 brocade 无法读取"

msgid "the design's name '{0}' is not one brocade gives"
msgstr "设计名称“{0}”不是 brocade 会起的名称"

msgid "not a valid 2048 board"
msgstr "不是有效的 2048 棋盘"

msgid "the pieces' turns do not add up"
msgstr "拼块的旋转对不上"

msgid "the board does not add up"
msgstr "拼板对不上"

msgid "the tabs do not fit the board"
msgstr "凹凸边与拼板不符"

msgid "a piece is in two places"
msgstr "有一个拼块同时在两个位置"

msgid "not a brocade picture index"
msgstr "不是 brocade 的图片索引"

msgid "format version {0}, expected {1}"
msgstr "格式版本为 {0}，应为 {1}"

msgid "picture '{0}' names a file outside the folder"
msgstr "图片“{0}”指向文件夹以外的文件"

msgid "a picture's name or file holds control characters"
msgstr "图片的名称或文件名含有控制字符"

msgid "images cannot be opened here"
msgstr "这里无法打开图片"

msgid "not a brocade scores file"
msgstr "不是 brocade 的排行榜文件"

msgid "a score is out of range"
msgstr "有一项成绩超出范围"

msgid "too many scores in one table"
msgstr "一个排行榜里的成绩太多"

msgid "a save of {0}, not {1}"
msgstr "这是 {0} 的存档，不是 {1} 的"

msgid "the save's game number or id is out of range"
msgstr "存档的局号或标识超出范围"

msgid "move {0} of the saved game does not apply"
msgstr "存档中的第 {0} 步无法执行"

msgid "an undone move of the saved game does not apply"
msgstr "存档中一步已撤销的走法无法执行"

msgid "not a sliding puzzle board"
msgstr "不是滑块拼图的棋盘"

msgid "'{0}' was woven by another version of brocade's generator (this one is v{1})"
msgstr "“{0}”是由另一版本的 brocade 生成器织出的（当前为 v{1}）"

msgid "; "
msgstr "；"

msgid "{0} ({1})"
msgstr "{0}（{1}）"

msgid "{0} at column {1}, row {2} ({3})"
msgstr "{0}，位于第 {1} 列第 {2} 行（{3}）"

msgid "(values: {0}; default: {1})"
msgstr "（可选值：{0}；默认：{1}）"

msgid "ncurses: {0}"
msgstr "ncurses：{0}"

msgid "TERM: {0}"
msgstr "TERM：{0}"

msgid "UTF-8: {0}"
msgstr "UTF-8：{0}"

msgid "{0}:"
msgstr "{0}："

# ==== END cli ====

"""#
