#!/usr/bin/env bash
# Makes a Python virtual environment with DuckDB and pyarrow (from PyPI) and runs the Parquet
# tests with it, so that tests/parquet.rs also checks every exported table through DuckDB
# (tests/parquet_duckdb.py). Usage: qtools/tests/parquet_duckdb.sh [VENV] (default
# /tmp/venv-duckdb; kept for the next run). Set GOLDTRACE_BOOT_TRACE_COMPACT to check a boot
# trace too.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=${1:-/tmp/venv-duckdb}
if ! "$venv/bin/python" -c 'import duckdb, pyarrow' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet duckdb pyarrow
fi
QTOOLS_DUCKDB_PYTHON="$venv/bin/python" cargo test -p qtools --test parquet -- --nocapture
