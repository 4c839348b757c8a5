#!/bin/sh
# Builds the sixel benchmark optimised, from the sources it measures (the
# canvas and the Graphics folder) as one module, and runs it. The package has
# no target for it: swiftc alone, so it builds in seconds beside other builds.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out=${BENCH_OUT:-${TMPDIR:-/tmp}/brocade-sixel-bench}
rm -rf "$out" && mkdir -p "$out/src"
for f in Canvas CanvasImage Color Geometry TextWidth; do cp "$root/Sources/BrocadeTUI/$f.swift" "$out/src/"; done
# The sixel files and the presenters' protocol: the kitty ones need zlib.
for f in "$root"/Sources/BrocadeTerminal/Graphics/Sixel*.swift "$root"/Sources/BrocadeTerminal/Graphics/PixelPresenter.swift "$here/main.swift"; do
    sed '/^import BrocadeTUI$/d; /^import BrocadeTerminal$/d' "$f" > "$out/src/$(basename "$f")"
done
swiftc -O -wmo -module-name SixelBench "$out"/src/*.swift -o "$out/sixel-bench"
"$out/sixel-bench" "$@"
