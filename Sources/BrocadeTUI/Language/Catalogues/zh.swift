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

# -- the jigsaws: registry, header, tray, refusals, results

msgid "Mirror jigsaw"
msgstr "镜像拼图"

msgid "Rebuild a Li brocade picture; every piece has a mirror twin."
msgstr "拼回一幅黎锦，每块都有镜像孪生块。"

msgid "Jigsaw"
msgstr "经典拼图"

msgid "The classic jigsaw, without the mirror."
msgstr "经典拼图，没有镜像。"

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

msgid "tray piece: hold, drag up"
msgstr "托盘拼块：长按、上拖"

msgid "lift it (then drag it onto the board)"
msgstr "拿起拼块（再拖到拼板上）"

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
msgstr "右键点拼块"

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

msgid "tray: Left Right"
msgstr "托盘：Left Right"

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

msgid "mouse: double click"
msgstr "鼠标：双击"

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
msgstr "按凸起"

msgid "takes its piece; an empty socket, its cell"
msgstr "选中它的拼块；按空凹口选中其格子"

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
msgstr "本图片与尺寸（旋转拼块）中"

msgid "for this picture and size, with tabs"
msgstr "本图片与尺寸（凹凸拼块）中"

msgid "for this picture and size, with turned pieces and tabs"
msgstr "本图片与尺寸（旋转、凹凸拼块）中"

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

msgid "Across"
msgstr "横向"

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
msgstr "开始（在“返回”上：回到菜单）"

msgid "back to the menu"
msgstr "返回菜单"

msgid "mouse: click"
msgstr "鼠标：单击"

msgid "choose a value, a picture, Play or Back"
msgstr "选择选项、图片，或点“开始”“返回”"

msgid "play at once"
msgstr "立即开始"

msgid "mouse: wheel"
msgstr "鼠标：滚轮"

msgid "scroll the pictures"
msgstr "滚动图片列表"

msgid "Your own image..."
msgstr "自己的图片…"

msgid "a path: Tab completes, Enter opens"
msgstr "输入路径：Tab 补全，Enter 打开"

msgid "in the path: clear, delete a part"
msgstr "路径中：清空、删除一段"

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

# ==== END jigsaw ====

# ==== BEGIN games: 2048, sliding puzzle, create ====

# ==== END games ====

# ==== BEGIN cli: Command line, files, terminal, core ====

msgid "The language: en (English) or zh (简体中文). Default: the language setting, else the locale (LC_ALL, LC_MESSAGES, LANG)."
msgstr "界面语言：en（英语）或 zh（简体中文）。默认取设置中的 language，否则按区域设置（LC_ALL、LC_MESSAGES、LANG）。"

# ==== END cli ====

"""#
