#!/bin/sh
# Builds the sixel check (see main.swift) from the sources it shows, with
# swiftc alone: the package has no target for it.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${TMPDIR:-/tmp}/brocade-sixel-check
rm -rf "$out" && mkdir -p "$out/src"
for f in Canvas CanvasImage Color Geometry TextWidth; do cp "$root/Sources/BrocadeTUI/$f.swift" "$out/src/"; done
# The sixel files and the presenters' protocol: the kitty ones need zlib.
for f in "$root"/Sources/BrocadeTerminal/Graphics/Sixel*.swift "$root"/Sources/BrocadeTerminal/Graphics/PixelPresenter.swift "$here/main.swift"; do
    sed '/^import BrocadeTUI$/d; /^import BrocadeTerminal$/d' "$f" > "$out/src/$(basename "$f")"
done
swiftc -O -wmo -module-name SixelCheck "$out"/src/*.swift -lncursesw -o "$out/sixel-check"
echo "$out/sixel-check"
