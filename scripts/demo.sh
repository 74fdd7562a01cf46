#!/usr/bin/env bash
# The README's first command: builds everything (installing what it needs), boots the
# default guest with tracing on, and shows the flat profile of the trace.
# Usage: scripts/demo.sh [TRACE_DIR]   (default target/boot.qtrace, overwritten)
set -euo pipefail
cd "$(dirname "$0")/.."
trace=${1:-target/boot.qtrace}

./scripts/deps.sh
guest/build.sh
cargo build --release --workspace --bins

target/release/goldtrace --trace "$trace" --force
echo
echo "== qtools profile $trace (top 30 functions)"
target/release/qtools profile "$trace" | head -32
