#!/usr/bin/env python3
"""Screenshots of every brocade screen, for the README.

Each screen is played for real: the brocade binary runs in a private tmux
server at a fixed size, keys and mouse reports are sent to it, and the pane
is captured with its colours (`tmux capture-pane -e -p`) and rendered to a
PNG by ansi2png.py, which lives outside this repository (--renderer, or
ANSI2PNG, default ../shared/tools/ansi2png.py from the repository root).

    python3 docs/screenshots/make_screenshots.py --brocade .build/release/brocade
    make screenshots                      # the same, after a release build

The games are dealt from fixed seeds and played with fixed keys, and every
shot waits for the game clock to reach a fixed time before it is taken, so
a second run draws the same screens. Nothing of the user's is read or
written: HOME and the XDG directories point into a temporary directory.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SIZES = [(200, 60), (80, 24)]
# The CJK fonts ansi2png.py draws 黎锦 with; `make screenshots` installs the second.
CJK_FONTS = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf']


class Pane:
    """One brocade process in its own tmux server (a new socket each time)."""
    count = 0

    def __init__(self, brocade, args, size, home):
        Pane.count += 1
        self.socket = 'brocade-shot-%d-%d' % (os.getpid(), Pane.count)
        self.cols, self.rows = size
        env = ['env', '-i', 'PATH=/usr/bin:/bin', 'HOME=' + home, 'LANG=C.UTF-8', 'TERM=xterm-256color',
               'XDG_DATA_HOME=' + os.path.join(home, 'data'), 'XDG_STATE_HOME=' + os.path.join(home, 'state'),
               'XDG_CONFIG_HOME=' + os.path.join(home, 'config'), 'XDG_CACHE_HOME=' + os.path.join(home, 'cache'),
               'BROCADE_DATA_DIR=' + os.path.join(ROOT, 'Resources')]
        # The pane's own TERM: tmux would otherwise give it tmux-256color.
        command = ' '.join(_quote(a) for a in env + [brocade] + args) + '; sleep 600'
        self.tmux('new-session', '-d', '-x', str(self.cols), '-y', str(self.rows), command)

    def tmux(self, *args):
        return subprocess.run(['tmux', '-L', self.socket, '-f', '/dev/null'] + list(args), check=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE).stdout.decode('utf-8', 'replace')

    def close(self):
        subprocess.run(['tmux', '-L', self.socket, 'kill-server'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def text(self):
        """The screen as lines of text, blank cells as spaces."""
        lines = self.tmux('capture-pane', '-p').replace('\u00a0', ' ').split('\n')
        return [(l + ' ' * self.cols)[:self.cols] for l in lines[:self.rows]]

    def styled(self):
        return self.tmux('capture-pane', '-e', '-p', '-N')

    def wait_for(self, pattern, timeout=30.0):
        """Waits until the screen matches the regular expression; returns the lines."""
        deadline = time.time() + timeout
        while True:
            lines = self.text()
            if re.search(pattern, '\n'.join(lines)):
                return lines
            if time.time() > deadline:
                sys.exit('make_screenshots: timed out waiting for %r; the screen:\n%s' % (pattern, '\n'.join(lines)))
            time.sleep(0.05)

    def wait_until(self, test, what, timeout=30.0):
        """Waits until `test(lines)` holds; returns the lines."""
        deadline = time.time() + timeout
        while True:
            lines = self.text()
            if test(lines):
                return lines
            if time.time() > deadline:
                sys.exit('make_screenshots: timed out waiting for %s; the screen:\n%s' % (what, '\n'.join(lines)))
            time.sleep(0.05)

    def settle(self, quiet=0.5):
        """Waits until the screen has not changed for `quiet` seconds."""
        last, since = None, time.time()
        while time.time() - since < quiet:
            now = self.styled()
            if now != last:
                last, since = now, time.time()
            time.sleep(0.05)

    def keys(self, *keys, pause=0.03):
        for k in keys:
            self.tmux('send-keys', k)
            time.sleep(pause)

    def literal(self, s):
        self.tmux('send-keys', '-l', s)

    def click(self, x, y, button=0):
        """A press and a release at column x, row y (0-based), as SGR mouse reports."""
        self.literal('\x1b[<%d;%d;%dM' % (button, x + 1, y + 1))
        time.sleep(0.03)
        self.literal('\x1b[<%d;%d;%dm' % (button, x + 1, y + 1))
        time.sleep(0.12)


def _quote(s):
    return "'" + s.replace("'", "'\\''") + "'"


# Reading the screen ---------------------------------------------------------

def clock(lines):
    """The game clock on the status line, in seconds, or None."""
    m = re.search(r'· (\d+):(\d\d) ', lines[-1] + ' ')
    return int(m.group(1)) * 60 + int(m.group(2)) if m else None


def wait_for_clock(pane, seconds):
    """Waits for the status line's clock to show `seconds`, so that every run takes the same picture."""
    now = clock(pane.text())
    if now is None:
        sys.exit('make_screenshots: no clock on the status line')
    if now > seconds:
        sys.exit('make_screenshots: the clock passed %d:%02d before the screen was ready; give this shot more time'
                 % (seconds // 60, seconds % 60))
    pane.wait_for(r'· %d:%02d ' % (seconds // 60, seconds % 60), timeout=seconds - now + 5)


def jigsaw_layout(lines):
    """Where the empty cells' numbers are on the board, and the tray pieces by their badges."""
    # The tray's top line: the only one that starts at the screen's edge (it may carry the tray's label).
    sep = next(y for y, l in enumerate(lines) if l.startswith('─'))
    mirror = next((l.index('┊') for l in lines[:sep] if '┊' in l), None)
    cells, tray = {}, {}
    for y, line in enumerate(lines[:sep]):
        for m in re.finditer(r'\d+', line):
            if mirror is None or m.start() < mirror:
                cells[int(m.group())] = (m.start(), y)
    for y, line in enumerate(lines[sep + 1:-1], start=sep + 1):
        # A row of badges; the tray's cursor may outline the piece over it.
        line = re.sub(r'[─│╭╮╰╯]', ' ', line)
        if re.fullmatch(r'[\d ]+', line) and line.strip():
            for m in re.finditer(r'\d+', line):
                tray[int(m.group())] = (m.start(), y - 2)
    return cells, tray


def place_pieces(pane, pieces, total, placed=r'\b%d/%d placed', other_page=r'page (?!1/)\d+/'):
    """Places each piece in its own cell with two clicks: the tray piece, then the cell.
    `placed` and `other_page` read the status and the tray in the screen's language."""
    for n, piece in enumerate(pieces, start=1):
        cells, tray = jigsaw_layout(pane.text())
        if piece not in tray:
            # To the first page, then forward a page at a time.
            while re.search(other_page, '\n'.join(pane.text())):
                pane.keys('[')
                time.sleep(0.1)
            for _ in range(8):
                cells, tray = jigsaw_layout(pane.text())
                if piece in tray:
                    break
                pane.keys(']')
                time.sleep(0.1)
            else:
                sys.exit('make_screenshots: piece %d is not in the tray' % piece)
        pane.click(*tray[piece])
        pane.click(*cells[piece])
        pane.wait_for(placed % (n, total))


# The shots ------------------------------------------------------------------
# Each takes the pane once brocade has started and leaves it showing the screen
# to keep. Sizes differ, so positions are read from the screen, never assumed.

def menu(pane):
    pane.wait_for(r'Mirror jigsaw')
    pane.settle()


def hide_numbers(pane, placed):
    """The numbers only helped the script place pieces: t hides them, as a player plays."""
    pane.keys('t')
    pane.wait_until(lambda lines: not jigsaw_layout(lines)[1], 'the numbers hidden')
    pane.wait_for(placed)


def mirror_jigsaw(pane):
    pane.wait_for(r'20 in the tray')
    place_pieces(pane, [1, 2, 3, 4, 5, 6, 7, 9, 10, 11], 20)
    hide_numbers(pane, r'10/20 placed · moves 10')
    pane.keys('Tab', 'Enter')             # back to the tray, lift its chosen piece: it and its mirror image float over the board
    wait_for_clock(pane, 12)


def mirror_jigsaw_in_chinese(pane):
    """A game like mirror_jigsaw's, smaller, with --lang zh."""
    pane.wait_for(r'托盘中 12 块')
    place_pieces(pane, [1, 2, 3, 4, 5, 6, 7], 12, placed=r'已放置 %d/%d', other_page=r'第 (?!1/)\d+/')
    hide_numbers(pane, r'已放置 7/12 · 步数 7')
    pane.keys('Tab', 'Enter')
    wait_for_clock(pane, 9)


def mirror_jigsaw_hundred(pane):
    """A hundred pieces a half: edge pieces first in the tray, the top row placed."""
    pane.wait_for(r'100 in the tray')
    pane.keys('e')                        # edge pieces first
    place_pieces(pane, list(range(1, 11)), 100)
    hide_numbers(pane, r'10/100 placed · moves 10')
    wait_for_clock(pane, 20)


def classic_jigsaw(pane):
    pane.wait_for(r'24 in the tray')
    place_pieces(pane, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16], 24)
    hide_numbers(pane, r'14/24 placed')
    wait_for_clock(pane, 12)


def game_2048(pane):
    pane.wait_for(r'moves 0')
    pattern = ['Down', 'Left', 'Down', 'Left', 'Down', 'Right', 'Down', 'Left']
    pane.keys(*(pattern * 40), pause=0.01)
    pane.keys('H')                        # the computer player's hint
    pane.wait_for(r'hint', timeout=60)
    wait_for_clock(pane, 25)


def sliding_puzzle(pane):
    pane.wait_for(r'moves 0')
    pane.keys('Down', 'Right')            # two moves, so the clock runs
    pane.wait_for(r'moves 2')
    pane.keys('H')                        # the solver's hint (the first 4x4 one builds its tables)
    pane.wait_for(r'hint: ', timeout=120)
    wait_for_clock(pane, 30)


def create(pane):
    pane.wait_for(r'183 tiles')
    # The palette: the nine motifs in red, then in indigo, then in gold.
    motifs = ['lozenge', 'triangle', 'zigzag band', 'border strip', 'frog', 'human figure', 'bird', 'deer', 'small cross']
    colours = ['red', 'indigo', 'gold']
    state = {'tile': 0, 'x': 0, 'y': 0}

    def weave(motif, colour, y, x=None):
        """Takes a tile from the palette and places it at column x of row y, or fills row y with it."""
        tile = colours.index(colour) * len(motifs) + motifs.index(motif)
        step = 'Right' if tile > state['tile'] else 'Left'
        pane.keys(*[step] * abs(tile - state['tile']), 'Enter')     # Enter takes it and goes to the canvas
        pane.wait_for(r'taken: %s, %s' % (motif, colour))
        state['tile'] = tile
        tx = state['x'] if x is None else x
        pane.keys(*['Down' if y > state['y'] else 'Up'] * abs(y - state['y']),
                  *['Right' if tx > state['x'] else 'Left'] * abs(tx - state['x']))
        state['x'], state['y'] = tx, y
        pane.keys('f' if x is None else 'Enter')
        time.sleep(0.1)
        pane.keys('Tab')                  # back to the palette

    weave('border strip', 'red', 0)
    weave('zigzag band', 'gold', 1)
    weave('lozenge', 'indigo', 2, 0)
    weave('frog', 'red', 2, 1)
    weave('small cross', 'gold', 2, 2)
    weave('human figure', 'red', 2, 3)
    weave('small cross', 'red', 3, 0)
    weave('deer', 'gold', 3, 1)
    weave('bird', 'indigo', 3, 3)
    # A lozenge taken, the cursor on the empty cell between the deer and the bird.
    pane.keys(*['Left'] * state['tile'], 'Enter', 'Left')
    pane.wait_for(r'taken: lozenge, red')
    pane.wait_for(r'15/20 woven')
    wait_for_clock(pane, 8)


SHOTS = [
    ('menu', ['--seed', '1'], menu),
    ('mirror-jigsaw', ['jigsaw', '--size', 'big', '--seed', '4', '--tabs', '--numbers', '--no-animation'], mirror_jigsaw),
    ('mirror-jigsaw-100', ['jigsaw', '--cols', '10', '--rows', '10', '--seed', '3', '--numbers', '--no-animation'], mirror_jigsaw_hundred,
     [(200, 60)]),
    ('jigsaw', ['jigsaw', '--classic', '--generate', '3', '--seed', '2', '--numbers', '--no-animation'], classic_jigsaw),
    ('2048', ['2048', '--seed', '3', '--no-animation'], game_2048),
    ('sliding-puzzle', ['slide', '--size', '4', '--picture', 'frog', '--scramble', '10', '--seed', '5', '--no-animation'],
     sliding_puzzle),
    ('create', ['create', '--seed', '1', '--no-animation'], create),
    ('mirror-jigsaw-zh', ['jigsaw', '--seed', '4', '--tabs', '--numbers', '--no-animation', '--lang', 'zh'], mirror_jigsaw_in_chinese),
]


# Rendering --------------------------------------------------------------------

def render(renderer, ans, png, size):
    """ansi2png.py draws the capture; the picture is then made the pane's full size
    (capture-pane leaves out trailing blank rows) and stored with a palette, to stay small."""
    from PIL import Image
    raw = png + '.raw.png'
    subprocess.run([sys.executable, renderer, ans, raw], check=True)
    img = Image.open(raw).convert('RGB')
    with open(ans, encoding='utf-8') as f:
        drawn = len(f.read().rstrip('\n').split('\n'))
    cell = (img.width // size[0], img.height // drawn)
    full = Image.new('RGB', (size[0] * cell[0], size[1] * cell[1]), img.getpixel((0, img.height - 1)))
    full.paste(img, (0, 0))
    full.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(png, optimize=True)
    os.remove(raw)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--brocade', default=os.path.join(ROOT, '.build', 'release', 'brocade'), help='the binary to run')
    ap.add_argument('--renderer', default=os.environ.get('ANSI2PNG') or os.path.join(ROOT, '..', 'shared', 'tools', 'ansi2png.py'),
                    help='ansi2png.py (default: $ANSI2PNG, else ../shared/tools/ansi2png.py from the repository root)')
    ap.add_argument('--out', default=HERE, help='where the PNGs go (default: this folder)')
    ap.add_argument('--only', nargs='*', help='only these shots: ' + ', '.join(s[0] for s in SHOTS))
    ap.add_argument('--keep-ans', action='store_true', help='keep each capture as NAME.ans beside its PNG')
    args = ap.parse_args()

    renderer = os.path.abspath(args.renderer)
    if not os.path.isfile(renderer):
        sys.exit('make_screenshots: the renderer %s is missing.\n'
                 'It is not part of this repository: give its path with --renderer or ANSI2PNG=/path/to/ansi2png.py\n'
                 '(make screenshots ANSI2PNG=/path/to/ansi2png.py).' % renderer)
    brocade = os.path.abspath(args.brocade)
    if not os.access(brocade, os.X_OK):
        sys.exit('make_screenshots: no brocade binary at %s (make release builds it)' % brocade)
    if shutil.which('tmux') is None:
        sys.exit('make_screenshots: tmux is missing (make test-deps installs it)')
    try:
        import PIL  # noqa: F401
    except ImportError:
        sys.exit('make_screenshots: Pillow is missing (pip install pillow, or apt-get install python3-pil)')
    if not any(os.path.exists(f) for f in CJK_FONTS):
        print('make_screenshots: no CJK font (%s): the menu title 黎锦 will show as boxes' % ' or '.join(CJK_FONTS),
              file=sys.stderr)

    for name, argv, play, *sizes in SHOTS:
        if args.only and name not in args.only:
            continue
        # A hundred pieces need a large terminal: such a shot names its sizes.
        for size in (sizes[0] if sizes else SIZES):
            home = tempfile.mkdtemp(prefix='brocade-shot-')
            pane = Pane(brocade, argv, size, home)
            try:
                play(pane)
                styled = pane.styled()
            finally:
                pane.close()
                shutil.rmtree(home, ignore_errors=True)
            base = os.path.join(args.out, '%s-%dx%d' % (name, size[0], size[1]))
            with open(base + '.ans', 'w', encoding='utf-8') as f:
                f.write(styled)
            render(renderer, base + '.ans', base + '.png', size)
            if not args.keep_ans:
                os.remove(base + '.ans')
            print('%s.png  %d bytes' % (os.path.relpath(base, ROOT), os.path.getsize(base + '.png')))


if __name__ == '__main__':
    main()
