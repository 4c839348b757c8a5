#!/usr/bin/env bash
# Builds brocade_VERSION_ARCH.deb from a release binary: `make deb` calls it.
#
#   packaging/build-deb.sh BINARY OUTDIR DEB_VERSION
#
# The tree it packs (OUTDIR/root):
#   /usr/games/brocade                                   the binary, stripped
#   /usr/share/games/brocade/pictures/                   the picture library
#   /usr/share/man/man6/brocade.6.gz                     the manual
#   /usr/share/man/zh_CN/man6/brocade.6.gz               the manual in Simplified Chinese
#   /usr/share/bash-completion/completions/brocade       completions, written
#   /usr/share/zsh/vendor-completions/_brocade           by the binary itself
#   /usr/share/fish/vendor_completions.d/brocade.fish
#   /usr/share/doc/brocade/copyright, changelog.Debian.gz
#   /usr/share/lintian/overrides/brocade
# Depends comes from dpkg-shlibdeps. Files are dated from the last commit
# (SOURCE_DATE_EPOCH), so two builds of one commit give the same package.
set -euo pipefail

if [ $# -ne 3 ]; then
    echo "usage: $0 BINARY OUTDIR DEB_VERSION" >&2
    exit 2
fi
binary=$1 out=$(mkdir -p "$2" && cd "$2" && pwd) deb_version=$3
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
meta=$here/debian
maintainer=$(sed -n 's/^Maintainer: //p' "$meta/control.in")
[ -n "$maintainer" ] || { echo "build-deb: no Maintainer in $meta/control.in" >&2; exit 1; }

[ -x "$binary" ] || { echo "build-deb: no binary at $binary" >&2; exit 1; }
upstream=${deb_version%-*}
said=$("$binary" --version)
if [ "$said" != "$upstream" ]; then
    echo "build-deb: $binary says it is version $said, the package would be $deb_version" >&2
    exit 1
fi

arch=$(dpkg --print-architecture)
: "${SOURCE_DATE_EPOCH:=$(git -C "$top" log -1 --format=%ct 2>/dev/null || date +%s)}"
export SOURCE_DATE_EPOCH
umask 022

root=$out/root
rm -rf "$root"
mkdir -p "$root/DEBIAN" "$root/usr/games" "$root/usr/share/games/brocade" "$root/usr/share/man/man6" \
    "$root/usr/share/man/zh_CN/man6" \
    "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
    "$root/usr/share/fish/vendor_completions.d" "$root/usr/share/doc/brocade"

# The binary, without its symbol tables and debugging sections.
install -m 0755 "$binary" "$root/usr/games/brocade"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/games/brocade"

# The data: the pictures and their index; the folder's READMEs are for the source tree.
cp -R "$top/Resources/." "$root/usr/share/games/brocade/"
find "$root/usr/share/games/brocade" -name README.md -delete

# The manuals, English and Simplified Chinese, their footers naming the version.
sed "s/^\.Os\$/.Os brocade $upstream/" "$top/man/brocade.6" | gzip -9n > "$root/usr/share/man/man6/brocade.6.gz"
sed "s/^\.Os\$/.Os brocade $upstream/" "$top/man/zh_CN/brocade.6" | gzip -9n > "$root/usr/share/man/zh_CN/man6/brocade.6.gz"

# Completions, from the binary. Completion files are sourced, not run: no #! line.
"$binary" --generate-completion-script bash | sed '1{/^#!/d}' > "$root/usr/share/bash-completion/completions/brocade"
"$binary" --generate-completion-script zsh > "$root/usr/share/zsh/vendor-completions/_brocade"
"$binary" --generate-completion-script fish > "$root/usr/share/fish/vendor_completions.d/brocade.fish"

# Documentation, and lintian's one override (the file says why).
install -m 0644 "$meta/copyright" "$root/usr/share/doc/brocade/copyright"
install -D -m 0644 "$meta/lintian-overrides" "$root/usr/share/lintian/overrides/brocade"
date=$(LC_ALL=C date -u -R -d "@$SOURCE_DATE_EPOCH")
sed -e "s#@DEB_VERSION@#$deb_version#" -e "s#@MAINTAINER@#$maintainer#" -e "s#@DATE@#$date#" "$meta/changelog.in" \
    | gzip -9n > "$root/usr/share/doc/brocade/changelog.Debian.gz"

# Depends: what dpkg-shlibdeps finds the binary needs, from a debian/control stub.
stub=$out/shlibdeps
rm -rf "$stub" && mkdir -p "$stub/debian"
printf 'Source: brocade\n\nPackage: brocade\nArchitecture: any\n' > "$stub/debian/control"
depends=$(cd "$stub" && dpkg-shlibdeps -O -e"$root/usr/games/brocade" | sed -n 's/^shlibs:Depends=//p')
rm -rf "$stub"
[ -n "$depends" ] || { echo "build-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

find "$root" -type d -exec chmod 0755 {} +
find "$root/usr" -type f ! -path "$root/usr/games/*" -exec chmod 0644 {} +
(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/md5sums"

installed_size=$(du -s -k --apparent-size --exclude=DEBIAN "$root" | cut -f1)
sed -e "s#@DEB_VERSION@#$deb_version#" -e "s#@ARCH@#$arch#" \
    -e "s#@INSTALLED_SIZE@#$installed_size#" -e "s#@DEPENDS@#$depends#" "$meta/control.in" > "$root/DEBIAN/control"
chmod 0644 "$root/DEBIAN/control"

find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
deb=$out/brocade_${deb_version}_${arch}.deb
rm -f "$deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
