#!/usr/bin/env python3
"""Writes the seed corpus for the image fuzz target (Tests/Fuzz/corpus-images):
tiny valid PNG, JPEG, GIF, BMP, PNM and XPM files, each also cut short and
with a header that claims a huge size. The first byte of every seed picks the
file name's extension the target uses (see ImageFuzzTarget.swift)."""
import os, struct, sys, zlib

ROOT = os.path.dirname(os.path.abspath(__file__))
EXTS = ["", ".png", ".jpg", ".gif", ".bmp", ".ppm", ".xpm", ".ico", ".tga"]


def png(w, h, claim=None):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    cw, ch = claim or (w, h)
    raw = b"".join(b"\0" + bytes([200, 40, 40, 255] * w) for _ in range(h))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", cw, ch, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def gif(claim=None):
    w, h = claim or (2, 2)
    return (b"GIF89a" + struct.pack("<HH", w, h) + bytes([0x80, 0, 0]) + bytes([40, 80, 200, 255, 255, 255])
            + b"\x2c" + struct.pack("<HHHH", 0, 0, 2, 2) + b"\x00" + bytes([2, 2, 0x84, 0x51, 0]) + b"\x3b")


def bmp(w, h, claim=None):
    row = (w * 3 + 3) // 4 * 4
    cw, ch = claim or (w, h)
    data = b"".join(bytes([40, 40, 200] * w) + b"\0" * (row - 3 * w) for _ in range(h))
    return (b"BM" + struct.pack("<IHHI", 54 + len(data), 0, 0, 54)
            + struct.pack("<IiiHHIIiiII", 40, cw, ch, 1, 24, 0, len(data), 2835, 2835, 0, 0) + data)


def ppm(w, h, claim=None):
    cw, ch = claim or (w, h)
    return f"P6\n{cw} {ch}\n255\n".encode() + bytes([200, 40, 40] * (w * h))


def xpm(claim=None):
    dims = claim or (4, 2)
    return (f'/* XPM */\nstatic char *x[] = {{\n"{dims[0]} {dims[1]} 2 1",\n". c #20161A",\n"r c #BE262C",\n'
            '".rr.",\n"r..r"\n};\n').encode()


def jpeg(claim=None):
    with open(os.path.join(ROOT, "..", "BrocadeImagingTests", "Fixtures", "red-8x8.jpg"), "rb") as f:
        data = bytearray(f.read())
    if claim:
        # The frame header (SOF0 or SOF2): height then width after the precision byte.
        for marker in (b"\xff\xc0", b"\xff\xc2"):
            i = data.find(marker)
            if i >= 0:
                data[i + 5:i + 9] = struct.pack(">HH", claim[1], claim[0])
                break
    return bytes(data)


def main():
    out = os.path.join(ROOT, "corpus-images")
    os.makedirs(out, exist_ok=True)
    huge = (100000, 100000)
    seeds = {
        "png": (1, png(3, 2)), "png-huge": (1, png(3, 2, huge)), "png-wide": (1, png(3, 2, (2049, 1))),
        "jpeg": (2, jpeg()), "jpeg-huge": (2, jpeg((65000, 65000))), "jpeg-big": (2, jpeg((4000, 3000))),
        "gif": (3, gif()), "gif-huge": (3, gif((65535, 65535))),
        "bmp": (4, bmp(3, 2)), "bmp-huge": (4, bmp(3, 2, (70000, -70000))),
        "ppm": (5, ppm(3, 2)), "ppm-huge": (5, ppm(3, 2, huge)),
        "xpm": (6, xpm()), "xpm-huge": (6, xpm((99999, 99999))),
        "png-noext": (0, png(2, 2)), "gif-as-tga": (8, gif()),
    }
    for name, (ext, data) in seeds.items():
        for suffix, body in (("", data), ("-cut", data[: max(8, len(data) // 2)])):
            with open(os.path.join(out, name + suffix), "wb") as f:
                f.write(bytes([ext]) + body)
    return 0


if __name__ == "__main__":
    sys.exit(main())
