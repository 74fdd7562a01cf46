#!/usr/bin/env bash
# apt-get update that survives a mirror caught mid-sync: an index that fails to
# download ("File has unexpected size ... Mirror sync in progress?") makes apt-get
# update exit 100 even when every index goldtrace needs arrived. Retries a few
# times; if the last try still reports a failed index, says so and succeeds, so
# that the apt-get install or apt-get source that follows decides: it fails with
# its own clear message only when something it needs is really missing.
set -uo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
tries=${APT_UPDATE_TRIES:-3}
for ((i = 1; i <= tries; i++)); do
    if $SUDO apt-get update -qq </dev/null; then
        exit 0
    fi
    if ((i < tries)); then
        echo "apt-update: apt-get update failed (try $i of $tries); retrying in $((i * 10)) s" >&2
        sleep $((i * 10))
    fi
done
echo "apt-update: warning: apt-get update still reports failed indexes after $tries tries; going on with the indexes that arrived" >&2
exit 0
