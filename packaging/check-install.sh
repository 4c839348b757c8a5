#!/usr/bin/env bash
# What `make install DESTDIR=... PREFIX=...` must leave: `make test-install` calls it.
#
#   packaging/check-install.sh DESTDIR PREFIX VERSION
set -euo pipefail
fail() { echo "test-install: FAIL: $*" >&2; exit 1; }
[ $# -eq 3 ] || { echo "usage: $0 DESTDIR PREFIX VERSION" >&2; exit 2; }
root=$1$2 version=$3

expected="bin/brocade
share/bash-completion/completions/brocade
share/fish/vendor_completions.d/brocade.fish
share/man/man6/brocade.6
share/man/zh_CN/man6/brocade.6
share/zsh/site-functions/_brocade"
have=$(cd "$root" && find . ! -type d ! -path './share/brocade/*' | sed 's|^\./||' | LC_ALL=C sort)
[ "$have" = "$expected" ] || fail "installed files outside share/brocade differ from what is expected:
$(diff <(echo "$expected") <(echo "$have") || true)"
[ -f "$root/share/brocade/pictures/pictures.json" ] || fail "no share/brocade/pictures/pictures.json"
[ -x "$root/bin/brocade" ] || fail "bin/brocade is not executable"
bad=$(find "$root" -type f ! -perm 0644 ! -path "$root/bin/brocade")
[ -z "$bad" ] || fail "not mode 0644: $bad"
for page in share/man/man6/brocade.6 share/man/zh_CN/man6/brocade.6; do
    grep -q "^\.Os brocade $version\$" "$root/$page" || fail "$page: the manual's .Os does not name version $version"
done
grep -q '^\.Nd .*黎锦' "$root/share/man/zh_CN/man6/brocade.6" || fail "share/man/zh_CN/man6/brocade.6 is not the Chinese manual"
head -1 "$root/share/zsh/site-functions/_brocade" | grep -q '^#compdef brocade' || fail "_brocade is not a zsh completion"
grep -q -- '-F _brocade brocade$' "$root/share/bash-completion/completions/brocade" \
    || fail "the bash completion does not complete brocade"
grep -q "^complete -c 'brocade'" "$root/share/fish/vendor_completions.d/brocade.fish" || fail "the fish completion does not complete brocade"
if ldd "$root/bin/brocade" | grep -qi swift; then
    fail "the installed binary links Swift's libraries: $(ldd "$root/bin/brocade" | grep -i swift)"
fi

home=$(mktemp -d /tmp/brocade-test-install-home.XXXXXX)
trap 'rm -rf "$home"' EXIT
run() { env -i HOME="$home" PATH=/usr/bin:/bin LANG=C.UTF-8 "$root/bin/brocade" "$@"; }
[ "$(run --version)" = "$version" ] || fail "the installed brocade --version is not $version"
out=$(run pictures) || fail "the installed brocade did not find its pictures in $root/share/brocade"
grep -q '^dalishen ' <<<"$out" || fail "brocade pictures did not list dalishen: $out"
echo "test-install: $(cd "$root" && find . ! -type d | wc -l) files in $root, binary, manuals (English and Chinese), pictures and completions as expected; it runs and finds its pictures"
