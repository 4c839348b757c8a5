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

msgid "Size"
msgstr "尺寸"

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

msgid "the picture '{0}' cannot be found"
msgstr "找不到图片“{0}”"

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

msgid "Time {0} · moves {1}"
msgstr "用时 {0} · 步数 {1}"

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

msgid "Rows"
msgstr "行数"

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

msgid "Design · {0}"
msgstr "设计 · {0}"

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
