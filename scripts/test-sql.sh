#!/usr/bin/env bash
# `qtools sql`'s tests: qtools built with the cargo feature `sql` (Apache DataFusion linked
# in), alone, with clippy on the feature; scripts/test.sh runs the same tests last.
# DataFusion's build is long (about 29 CPU minutes on this project's 2-core machine,
# docs/diff-and-parquet.md); this uses its own target directory (target/sql) so that the
# builds with and without the feature do not undo each other.
# Checks: SQL sums of per-function cycles equal `qtools profile`'s (the bare-metal fixture
# and a fresh boot trace), the executions' row count equals the executed blocks, a trace
# is queried directly, and DuckDB (Python, in the virtual environment scripts/test.sh
# makes) prints the same CSV for the same query.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/deps.sh
guest/build.sh

duckdb_venv=/tmp/venv-duckdb
if ! "$duckdb_venv/bin/python" -c 'import duckdb, pyarrow' 2>/dev/null; then
    python3 -m venv "$duckdb_venv" && "$duckdb_venv/bin/pip" install --quiet duckdb pyarrow
fi
export QTOOLS_DUCKDB_PYTHON="$duckdb_venv/bin/python"

echo "== boot trace"
cargo build --release --bin goldtrace
trace_dir=$(mktemp -d)
trap 'rm -rf "$trace_dir"' EXIT
target/release/goldtrace --trace "$trace_dir/boot" >"$trace_dir/console.log"
grep -q GOLDTRACE-WORKLOAD-DONE "$trace_dir/console.log"
export GOLDTRACE_BOOT_TRACE_COMPACT="$trace_dir/boot"

echo "== qtools with the feature sql"
export CARGO_TARGET_DIR=target/sql
cargo clippy -p qtools --features sql --all-targets -- -D warnings
cargo test --release -p qtools --features sql --lib --test sql
