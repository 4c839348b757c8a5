#!/usr/bin/env bash
# `make test-package`: the .deb on a machine without Swift.
#
#   packaging/test-package.sh DEB VERSION
#
# Checks the package's contents and control file, that apt would install it
# here, and that its binary links only system libraries; then, in a private
# mount namespace where the Swift toolchain is hidden under an empty tmpfs
# and the package's /usr is laid over the real one (so the game runs as
# /usr/games/brocade and finds /usr/share/games/brocade), runs --version,
# solve, scores --json, pictures, the bash completion, and a short game in
# tmux: the menu, a 2048 game, a few moves, quit, and a terminal left as it
# was. Any failure stops it with "test-package: FAIL: ...". Needs root (or
# unprivileged user namespaces), tmux and dpkg-deb.
set -euo pipefail

fail() { echo "test-package: FAIL: $*" >&2; exit 1; }
step() { echo "test-package: $*"; }

# ---------------------------------------------------------------------------
# Inside the namespace (the script runs itself again under unshare).
if [ "${1:-}" = --inside ]; then
    work=$2 version=$3 hide=$4 pkgroot=$work/root

    if [ -n "$hide" ]; then
        mount -t tmpfs -o size=1m,mode=0755 brocade-no-swift "$hide" || fail "cannot mount a tmpfs over $hide"
        [ -z "$(ls -A "$hide")" ] || fail "$hide is still visible"
        step "Swift toolchain hidden: $hide is an empty tmpfs"
    fi
    if command -v swift >/dev/null 2>&1 && swift --version >/dev/null 2>&1; then
        fail "swift still runs here ($(command -v swift)): the toolchain is not hidden"
    fi
    if mount -t overlay brocade-pkg -o "lowerdir=$pkgroot/usr:/usr" /usr 2>/dev/null; then
        bin=/usr/games/brocade
        data=/usr/share/games/brocade
        step "package laid over /usr: running $bin"
    else
        # No overlayfs here (some containers): run it where it was unpacked;
        # the data is found the same way, beside the binary's directory.
        bin=$pkgroot/usr/games/brocade
        data=$pkgroot/usr/share/games/brocade
        step "no overlayfs here: running the unpacked $bin instead of /usr/games/brocade"
    fi
    [ -x "$bin" ] || fail "no $bin"

    home=$work/home
    mkdir -p "$home"
    clean_env=(env -i HOME="$home" PATH="$(dirname "$bin"):/usr/bin:/bin" LANG=C.UTF-8 LC_ALL=C.UTF-8
        XDG_DATA_HOME="$work/xdg/data" XDG_CONFIG_HOME="$work/xdg/config"
        XDG_STATE_HOME="$work/xdg/state" XDG_CACHE_HOME="$work/xdg/cache")
    run() { "${clean_env[@]}" "$@"; }

    if ldd "$bin" | grep -q "not found"; then
        ldd "$bin" >&2
        fail "$bin misses a library"
    fi

    out=$(run brocade --version) || fail "brocade --version exited with $?"
    [ "$out" = "$version" ] || fail "brocade --version printed '$out', expected '$version'"
    step "brocade --version: $out"

    out=$(run brocade solve --size 3 1 2 3 4 5 6 0 7 8) || fail "brocade solve exited with $?"
    [ "$out" = $'2\nLL' ] || fail "brocade solve printed '$out', expected 2 moves, LL"
    out=$(run brocade solve --size 3 --json 8 6 7 2 5 4 3 0 1) || fail "brocade solve --json exited with $?"
    case $out in *'"length":31'*'"optimal":true'*) ;; *) fail "brocade solve --json of a 31-move position printed: $out" ;; esac
    set +e; run brocade solve --size 3 1 2 3 4 5 6 8 7 0 >/dev/null 2>&1; status=$?; set -e
    [ "$status" = 65 ] || fail "brocade solve of an unsolvable position exited with $status, expected 65"
    step "brocade solve: a 2-move and a 31-move 3x3 position solved, an unsolvable one refused"

    out=$(run brocade scores --json) || fail "brocade scores --json exited with $?"
    case $out in *'"format" : "brocade-scores"'*) ;; *) fail "brocade scores --json printed: $out" ;; esac
    [ -d "$work/xdg/data" ] || [ -d "$work/xdg/state" ] || [ -d "$work/xdg/config" ] \
        || fail "brocade scores --json used none of the XDG directories given"
    [ ! -e "$home/.local" ] && [ ! -e "$home/.config" ] || fail "brocade wrote under HOME despite the XDG variables"
    step "brocade scores --json: an empty table set, under the XDG directories given"

    out=$(run brocade pictures) || fail "brocade pictures exited with $? (is the data at $data?)"
    # The index's entries: woven designs have no file of their own.
    n=$(grep -c '"name":' "$data/pictures/pictures.json")
    [ "$(grep -c '^[a-z]' <<<"$out")" = "$n" ] || fail "brocade pictures listed other than the $n pictures in $data: $out"
    step "brocade pictures: the $n pictures of $data"

    run bash --norc --noprofile -c "source /usr/share/bash-completion/completions/brocade 2>/dev/null ||
        source '$pkgroot/usr/share/bash-completion/completions/brocade'; complete -p brocade" >/dev/null \
        || fail "the bash completion does not define a completion for brocade"
    step "bash completion: loads and completes brocade"
    for f in zsh/vendor-completions/_brocade fish/vendor_completions.d/brocade.fish; do
        sh=${f%%/*}
        if command -v "$sh" >/dev/null; then
            "$sh" -n "$pkgroot/usr/share/$f" || fail "the $sh completion /usr/share/$f does not parse"
            step "$sh completion: parses"
        fi
    done

    # A short game in tmux, started from a shell as a player would.
    sock=brocade-pkg-$$-$RANDOM
    tm() { tmux -L "$sock" "$@"; }
    trap 'tm kill-server >/dev/null 2>&1 || true' EXIT
    screen() { tm capture-pane -p -t pkg | sed 's/\xc2\xa0/ /g'; }
    wait_for() {
        local end=$((SECONDS + ${2:-15})) s
        while :; do
            s=$(screen)
            case $s in *"$1"*) return 0 ;; esac
            if [ $SECONDS -ge $end ]; then
                printf '%s\n' "$s" >&2
                fail "tmux: timed out waiting for \"$1\"; the screen is above"
            fi
            sleep 0.1
        done
    }
    printf -v shell_cmd '%q ' "${clean_env[@]}" TERM=xterm-256color PS1='$ ' bash --norc --noprofile
    tm -f /dev/null new-session -d -s pkg -x 100 -y 30 "$shell_cmd"
    tm set-option -t pkg status off >/dev/null
    wait_for '$'
    tm send-keys -t pkg -l 'clear; brocade --seed 3 --no-animation; echo __EXIT=$?'
    tm send-keys -t pkg Enter
    wait_for "▶ Mirror jigsaw"
    [ "$(tm display-message -p -t pkg '#{alternate_on}')" = 1 ] || fail "tmux: the menu is not on the alternate screen"
    step "tmux: the menu is on screen"
    tm send-keys -t pkg 2
    wait_for "New game: 2048"
    tm send-keys -t pkg Enter
    wait_for "moves 0"
    tm send-keys -t pkg Left Up Right Down
    end=$((SECONDS + 15))
    while screen | grep -q "moves 0"; do
        [ $SECONDS -lt $end ] || { screen >&2; fail "tmux: four arrow keys moved nothing in 2048"; }
        sleep 0.1
    done
    step "tmux: a 2048 game, played: $(screen | grep -o 'moves [0-9]*' | head -1)"
    tm send-keys -t pkg q y
    wait_for "Continue 2048"
    tm send-keys -t pkg q
    wait_for "__EXIT=0"
    modes=$(tm display-message -p -t pkg '#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag} #{cursor_flag}')
    [ "$modes" = "0 0 0 0 0 1" ] || fail "tmux: the terminal was not restored (alternate, four mouse modes, cursor: $modes)"
    tm send-keys -t pkg -l "clear; echo __ST''TY \$(stty -a | tr -s ' ;\\n' ' ') __E''ND"
    tm send-keys -t pkg Enter
    wait_for "__END"
    flags=$(tm capture-pane -p -J -t pkg | tr '\n' ' ')  # -J: stty's long line unwrapped
    for f in echo icanon isig icrnl; do
        case $flags in *" $f "*) ;; *) fail "tmux: stty shows -$f after brocade quit: $flags" ;; esac
    done
    [ -n "$(find "$work/xdg" -name '*2048*' -print -quit)" ] \
        || fail "the 2048 game left no save under the XDG directories"
    step "tmux: quit with status 0, terminal restored (main screen, mouse off, cursor on, echo icanon isig icrnl)"
    exit 0
fi

# ---------------------------------------------------------------------------
# Outside: the package as a file.
[ $# -eq 2 ] || { echo "usage: $0 DEB VERSION" >&2; exit 2; }
deb=$(readlink -f "$1") version=$2
[ -f "$deb" ] || fail "no package $1"
for tool in dpkg-deb tmux unshare ldd; do
    command -v "$tool" >/dev/null || fail "$tool is missing (make test-package installs it)"
done

work=$(mktemp -d /tmp/brocade-test-package.XXXXXX)
trap 'rm -rf "$work"' EXIT
step "testing $deb in $work"

field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = brocade ] || fail "Package is $(field Package)"
case $(field Version) in "$version"-*) ;; *) fail "Version $(field Version) is not $version-REVISION" ;; esac
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture is $(field Architecture)"
depends=$(field Depends)
[ -n "$depends" ] || fail "no Depends"
for lib in libc6 libncursesw6 libchafa0 libgdk-pixbuf zlib1g; do
    case $depends in *"$lib"*) ;; *) fail "Depends lacks $lib: $depends" ;; esac
done
case $depends in *swift*) fail "Depends names Swift: $depends" ;; esac
step "control: $(field Package) $(field Version) $(field Architecture); Depends: $depends"

contents=$(dpkg-deb -c "$deb")
for path in ./usr/games/brocade ./usr/share/games/brocade/pictures/pictures.json \
    ./usr/share/man/man6/brocade.6.gz ./usr/share/man/zh_CN/man6/brocade.6.gz \
    ./usr/share/bash-completion/completions/brocade \
    ./usr/share/zsh/vendor-completions/_brocade ./usr/share/fish/vendor_completions.d/brocade.fish \
    ./usr/share/doc/brocade/copyright ./usr/share/doc/brocade/changelog.Debian.gz; do
    grep -q " $path\$" <<<"$contents" || fail "the package lacks $path"
done
if grep -v ' root/root ' <<<"$contents" | grep -q .; then
    fail "files not owned by root: $(grep -v ' root/root ' <<<"$contents")"
fi
zh_page=$(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/man/zh_CN/man6/brocade.6.gz | gzip -dc) \
    || fail "usr/share/man/zh_CN/man6/brocade.6.gz cannot be read as a gzipped file"
grep -q '^\.Nd .*黎锦' <<<"$zh_page" || fail "usr/share/man/zh_CN/man6/brocade.6.gz is not the Chinese manual"
step "contents: binary, pictures, manuals (English and Chinese), three completions, copyright and changelog, all root's"

# apt would install it here: every dependency is known and satisfiable.
if command -v apt-get >/dev/null; then
    sim=$(apt-get install -s -qq "$deb" 2>&1) || { echo "$sim" >&2; fail "apt-get cannot install the package"; }
    grep -q '^Inst brocade ' <<<"$sim" || { echo "$sim" >&2; fail "apt-get would not install brocade"; }
    step "apt-get install -s: installable ($(grep -c '^Inst ' <<<"$sim") package(s) to install)"
fi

dpkg-deb -x "$deb" "$work/root"
bin=$work/root/usr/games/brocade

# Where the Swift toolchain is, to hide it: the folder above its usr/bin,
# unless that is a system folder; then only its runtime libraries.
hide=""
if swift_bin=$(command -v swift 2>/dev/null); then
    real=$(readlink -f "$swift_bin")
    toolchain=$(dirname "$(dirname "$(dirname "$real")")")
    case $toolchain in
        / | /usr | /usr/local) hide=$(dirname "$(dirname "$real")")/lib/swift ;;
        *) hide=$toolchain ;;
    esac
    [ -d "$hide" ] || hide=""
fi

libs=$(ldd "$bin")
if [ -n "$hide" ] && grep -q "$hide" <<<"$libs"; then
    echo "$libs" >&2
    fail "the binary links libraries from the Swift toolchain ($hide)"
fi
grep -qi swift <<<"$libs" && { echo "$libs" >&2; fail "the binary links a Swift library"; }
for lib in $(awk '$2 == "=>" && $3 ~ /^\// { print $3 }' <<<"$libs"); do
    dpkg -S "$(readlink -f "$lib")" >/dev/null 2>&1 || dpkg -S "$lib" >/dev/null 2>&1 \
        || fail "$lib, which the binary links, belongs to no Debian package"
done
step "ldd: $(awk '$2 == "=>" { n++ } END { print n }' <<<"$libs") libraries, all from Debian packages, none from Swift"
# 17 MB with FoundationEssentials; a file importing all of Foundation brings
# in ICU's data and makes it 61 MB.
size=$(stat -c %s "$bin")
[ "$size" -lt 40000000 ] \
    || fail "the binary is $size bytes: Foundation's ICU data is linked in (import FoundationEssentials, not Foundation)"
step "size: $size bytes, without ICU's data"

if [ -z "$hide" ]; then
    step "no Swift toolchain on this machine: nothing to hide"
fi
if [ "$(id -u)" = 0 ]; then
    unshare --mount --propagation private -- "$0" --inside "$work" "$version" "$hide"
else
    unshare --map-root-user --mount --propagation private -- "$0" --inside "$work" "$version" "$hide"
fi
step "passed"
