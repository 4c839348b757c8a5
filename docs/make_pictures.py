#!/usr/bin/env python3
"""The README's sheets of pictures: every built-in picture and the
generated ones of seeds 1 to 12, each exported by brocade itself
(`brocade picture ... --export`, no terminal needed) as the jigsaw weaves
it for a board of 320x160 pixels, and laid out on one sheet each.

    python3 docs/make_pictures.py --brocade .build/release/brocade
    make screenshots                      # the same, with the screenshots

Pillow (python3-pil) lays out the sheets.
"""
import argparse
import json
import os
import subprocess
import tempfile

from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SIZE = (320, 160)
GAP = 8
COLUMNS = 4


def export(brocade, args, path):
    subprocess.run([brocade, 'picture'] + args + ['--export', path, '--size', '%dx%d' % SIZE], check=True)
    return Image.open(path).convert('RGB')


def sheet(images, path):
    rows = (len(images) + COLUMNS - 1) // COLUMNS
    w = COLUMNS * SIZE[0] + (COLUMNS + 1) * GAP
    h = rows * SIZE[1] + (rows + 1) * GAP
    out = Image.new('RGB', (w, h), (255, 255, 255))
    for i, img in enumerate(images):
        out.paste(img, (GAP + (i % COLUMNS) * (SIZE[0] + GAP), GAP + (i // COLUMNS) * (SIZE[1] + GAP)))
    out.save(path, optimize=True)
    print('wrote', os.path.relpath(path, ROOT))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--brocade', default=os.path.join(ROOT, '.build/release/brocade'))
    a = ap.parse_args()
    with open(os.path.join(ROOT, 'Resources/pictures/pictures.json'), encoding='utf-8') as f:
        names = [p['name'] for p in json.load(f)['pictures']]
    with tempfile.TemporaryDirectory() as tmp:
        built_in = [export(a.brocade, [n], os.path.join(tmp, n + '.png')) for n in names]
        sheet(built_in, os.path.join(HERE, 'pictures.png'))
        generated = [export(a.brocade, ['--generate', str(s)], os.path.join(tmp, 'g%d.png' % s)) for s in range(1, 13)]
        sheet(generated, os.path.join(HERE, 'generated-1-12.png'))


if __name__ == '__main__':
    main()
