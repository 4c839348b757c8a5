#!/bin/sh
# Builds the sixel benchmark optimised, from the sources it measures (the
# canvas and the Graphics folder) as one module, and runs it. The package has
# no target for it: swiftc alone, so it builds in seconds beside other builds.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out=${TMPDIR:-/tmp}/brocade-sixel-bench
rm -rf "$out" && mkdir -p "$out/src"
for f in Canvas CanvasImage Color Geometry TextWidth; do cp "$root/Sources/BrocadeTUI/$f.swift" "$out/src/"; done
for f in "$root"/Sources/BrocadeTerminal/Graphics/*.swift "$here/main.swift"; do
    sed '/^import BrocadeTUI$/d; /^import BrocadeTerminal$/d' "$f" > "$out/src/$(basename "$f")"
done
swiftc -O -wmo -module-name SixelBench "$out"/src/*.swift -o "$out/sixel-bench"
"$out/sixel-bench" "$@"
