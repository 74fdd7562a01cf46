#!/usr/bin/env bash
# Fetches qemu-system-arm from Debian 12's backports suite (QEMU 10 at the time of
# writing) for benches/compare's benchmark-guest mode, without touching the
# machine's apt configuration: a private source list (the machine's own Debian
# archive address from /etc/apt, suite <codename>-backports), private package
# lists, `apt-get download`, then `dpkg -x` into guest/build/qemu10/root.
#
# Usage: guest/bench/fetch-qemu10.sh     (prints the binary's path on its last line)
# The binary is guest/build/qemu10/root/usr/bin/qemu-system-arm; its firmware and
# data directory (-L) guest/build/qemu10/root/usr/share/qemu. Run it with
# `-audio none`: QEMU 10 ignores QEMU_AUDIO_DRV, and loading the installed QEMU
# 7.2's audio module aborts it.
set -euo pipefail

BENCH=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
Q=$(dirname "$BENCH")/build/qemu10
say() { printf 'fetch-qemu10: %s\n' "$*"; }
die() {
    printf 'fetch-qemu10: error: %s\n' "$*" >&2
    exit 1
}

# The machine's Debian archive: the first deb entry whose suite is the release's
# codename (deb822 .sources files, then one-line .list files).
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
[[ -n $codename ]] || die "no VERSION_CODENAME in /etc/os-release"
uri=""
for f in /etc/apt/sources.list.d/*.sources; do
    [[ -f $f ]] || continue
    uri=$(awk -v want="$codename" 'BEGIN { RS = ""; FS = "\n" }
        {
            types = ""; uris = ""; suites = ""; comps = ""
            for (i = 1; i <= NF; i++) {
                if ($i ~ /^Types:/) types = $i
                if ($i ~ /^URIs:/) { uris = $i; sub(/^URIs:[ \t]*/, "", uris) }
                if ($i ~ /^Suites:/) suites = " " $i " "
            }
            if (types ~ /[ \t]deb([ \t]|$)/ && suites ~ ("[ \t]" want "[ \t]")) { split(uris, u, /[ \t]+/); print u[1]; exit }
        }' "$f")
    [[ -n $uri ]] && break
done
if [[ -z $uri ]]; then
    uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
        awk -v want="$codename" '$1 == "deb" { i = 2; if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ } if ($(i + 1) == want) { print $i; exit } }')
fi
[[ -n $uri ]] || die "no Debian '$codename' archive in /etc/apt sources"

mkdir -p "$Q/apt/lists/partial" "$Q/apt/cache/archives/partial" "$Q/debs"
printf 'deb %s %s-backports main\n' "$uri" "$codename" >"$Q/apt/sources.list"
APT=(-o "Dir::Etc::SourceList=$Q/apt/sources.list" -o "Dir::Etc::SourceParts=/nonexistent"
    -o "Dir::State::Lists=$Q/apt/lists" -o "Dir::Cache=$Q/apt/cache" -o "APT::Get::List-Cleanup=false")
say "$codename-backports from the machine's archive (private lists in $Q/apt)"
apt-get "${APT[@]}" update -qq </dev/null
ver=$(apt-cache "${APT[@]}" show qemu-system-arm 2>/dev/null | sed -n 's/^Version: //p' | sort -V | tail -n1)
[[ -n $ver ]] || die "no qemu-system-arm in $codename-backports"
# qemu-system-arm holds the binary; qemu-system-data the firmware and keymaps it may open.
(cd "$Q/debs" && rm -f ./*.deb && apt-get "${APT[@]}" download -qq "qemu-system-arm=$ver" "qemu-system-data=$ver" </dev/null 2>/dev/null) ||
    die "apt-get download qemu-system-arm=$ver failed"
rm -rf "$Q/root"
for d in "$Q"/debs/*.deb; do dpkg -x "$d" "$Q/root"; done
bin=$Q/root/usr/bin/qemu-system-arm
[[ -x $bin ]] || die "no usr/bin/qemu-system-arm in the package"
if ldd "$bin" | grep -q 'not found'; then
    ldd "$bin" | grep 'not found' >&2
    die "$bin needs libraries this machine lacks (apt-get install them from $codename-backports)"
fi
say "$("$bin" --version | head -n1)"
echo "$bin"
