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

msgid "Board"
msgstr "棋盘"

msgid "Target"
msgstr "目标"

msgid "size {0} is not between 3 and 8"
msgstr "尺寸 {0} 不在 3 到 8 之间"

msgid "target {0} is not a power of two from 8 to 131072"
msgstr "目标 {0} 不是 8 到 131072 之间 2 的幂"

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
msgstr "开关自动（按任意键停止）"

msgid "stop a hint search"
msgstr "停止提示的搜索"

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

msgid "Start a new game?"
msgstr "开始新游戏？"

msgid "This one ends; its score is kept."
msgstr "本局结束，分数会保留。"

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

msgid "Score"
msgstr "得分"

msgid "Best"
msgstr "最高"

msgid "Tile"
msgstr "最大块"

msgid "Moves"
msgstr "步数"

msgid "assisted"
msgstr "辅助"

msgid "any tile may move to the gap"
msgstr "任一方块都可移入空格"

msgid "a tile next to the gap, diagonals too"
msgstr "空格旁的方块，斜对角也算"

msgid "a tile next to the gap"
msgstr "空格旁的方块"

msgid "Tiles"
msgstr "方块"

msgid "numbers"
msgstr "数字"

msgid "Numbered tiles."
msgstr "带数字的方块。"

msgid "rules '{0}' are not none, some or norm"
msgstr "规则“{0}”不是 none、some 或 norm"

msgid "scramble {0} is not between 1 and 10000"
msgstr "打乱步数 {0} 不在 1 到 10000 之间"

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
msgstr "把它（连同中间的方块）滑入空格"

msgid "slide it into the gap"
msgstr "把它滑入空格"

msgid "drag a tile"
msgstr "拖动方块"

msgid "towards the gap; past half way it stays"
msgstr "拖向空格；过了一半就留在那里"

msgid "slide the tile next to the gap that way"
msgstr "把空格旁的方块朝该方向滑动"

msgid "move the gap that way"
msgstr "把空格朝该方向移动"

msgid "Tab, then arrows, Enter"
msgstr "Tab，再按方向键、Enter"

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
msgstr "只有空格旁的方块能移入空格"

msgid "diagonal neighbours too"
msgstr "斜对角的方块也可以"

msgid "any tile may jump into the gap"
msgstr "任一方块都可跳入空格"

msgid "tiles in order, the gap last"
msgstr "方块按顺序排好，空格在最后"

msgid "a game with undo, H or S is ranked apart"
msgstr "用过撤销、H 或 S 的对局另行排名"

msgid "Solved!"
msgstr "完成！"

msgid "for {0}x{1} {2}"
msgstr "{0}x{1} {2}榜单中"

msgid "Start a new shuffle?"
msgstr "重新打乱？"

msgid "This one is given up."
msgstr "本局将作废。"

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
msgstr "{0}x{1} · 规则：{2} · {3} 块未归位"

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
msgstr "{0}（连镜像 {1}）"

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

msgid "This one stays only as you last saved it (s)."
msgstr "当前设计只保留上次保存（s）时的样子。"

msgid "Leave the loom?"
msgstr "离开织机？"

msgid "The design is kept: Continue Create picks it up."
msgstr "设计会保留：在菜单中选“继续织机”即可接着织。"

msgid "Create: mouse"
msgstr "织机：鼠标"

msgid "click a tile, then cells"
msgstr "单击图块，再单击格子"

msgid "place it, again and again"
msgstr "放上图块，可一放再放"

msgid "tile: hold, drag up"
msgstr "图块：按住，向上拖"

msgid "carry it onto a cell"
msgstr "把它拖到格子上"

msgid "drag a placed tile"
msgstr "拖动已放的图块"

msgid "move it; onto the palette: delete"
msgstr "移动它；拖回图块栏即删除"

msgid "double click a tile"
msgstr "双击图块"

msgid "turn it a quarter clockwise"
msgstr "顺时针转四分之一圈"

msgid "right click a tile"
msgstr "右击图块"

msgid "delete it"
msgstr "删除它"

msgid "wheel"
msgstr "滚轮"

msgid "turn the tile in hand; else pages"
msgstr "转动手中的图块；否则翻页"

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

msgid "turn a quarter clockwise / back"
msgstr "顺时针转四分之一圈 / 转回"

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
msgstr "你自己的设计，{0}x{1} 块。"

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

# ==== END games ====

# ==== BEGIN cli: Command line, files, terminal, core ====

msgid "The language: en (English) or zh (简体中文). Default: the language setting, else the locale (LC_ALL, LC_MESSAGES, LANG)."
msgstr "界面语言：en（英语）或 zh（简体中文）。默认取设置中的 language，否则按区域设置（LC_ALL、LC_MESSAGES、LANG）。"

# ==== END cli ====

"""#
