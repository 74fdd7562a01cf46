#!/usr/bin/env bash
# Scaling of qtools' commands with QTOOLS_THREADS: wall seconds and max RSS of profile,
# calltree, stack, flamegraph and perfetto on TRACE with 1, 2, 4, 8 and 16 threads, output
# to /dev/null.
#
# usage: qtools/bench/scale.sh TRACE [QTOOLS]
#   QTOOLS: the qtools binary (default: $QTOOLS, else target/release/qtools beside this
#   script's repository). Other settings from the environment:
#   THREADS="1 2 4 8 16"  the thread counts; REPEAT=1  runs of each (the fastest is shown);
#   QTOOLS_ARGS=""  extra arguments for every command (say --no-vmlinux, -r ROOT).
# Needs GNU time at /usr/bin/time.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
    echo "usage: $0 TRACE [QTOOLS]" >&2
    exit 2
fi
trace=$1
here=$(cd "$(dirname "$0")" && pwd)
qtools=${2:-${QTOOLS:-$here/../../target/release/qtools}}
threads=${THREADS:-1 2 4 8 16}
repeat=${REPEAT:-1}
read -r -a extra <<< "${QTOOLS_ARGS:-}"

[[ -d $trace ]] || { echo "$0: $trace: not a directory" >&2; exit 2; }
[[ -x $qtools ]] || { echo "$0: $qtools: not an executable (build it: cargo build --release -p qtools)" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "$0: /usr/bin/time (GNU time) is missing" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run THREADS CMD ARGS...: prints "WALL RSS_MB" of the fastest of $repeat runs; fails when
# qtools does.
run() {
    local t=$1 best_wall="" best_rss="" wall rss
    shift
    for ((i = 0; i < repeat; i++)); do
        if ! QTOOLS_THREADS=$t /usr/bin/time -o "$tmp/time" -f '%e %M' "$qtools" "$@" > /dev/null 2> "$tmp/err"; then
            echo "$0: qtools $* failed:" >&2
            cat "$tmp/err" >&2
            return 1
        fi
        read -r wall rss < <(tail -n 1 "$tmp/time")
        if [[ -z $best_wall ]] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then
            best_wall=$wall
            best_rss=$rss
        fi
    done
    echo "$best_wall $((best_rss / 1024))"
}

cores=$(nproc)
echo "qtools: $qtools"
echo "trace: $trace"
echo "machine: $cores cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)"
echo
printf '%-11s %7s %10s %11s\n' command threads "wall (s)" "max RSS (MB)"
for cmd in profile calltree stack flamegraph perfetto; do
    for t in $threads; do
        case $cmd in
            perfetto | flamegraph) args=("$cmd" "$trace" -o /dev/null) ;;
            *) args=("$cmd" "$trace") ;;
        esac
        res=$(run "$t" "${args[@]}" "${extra[@]}")
        read -r wall rss <<< "$res"
        printf '%-11s %7s %10s %11s\n' "$cmd" "$t" "$wall" "$rss"
    done
done
