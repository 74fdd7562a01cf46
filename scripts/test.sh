#!/usr/bin/env bash
# The project's test command (the README's second command; CI runs exactly this).
# Installs what it needs, checks formatting and clippy (warnings are errors), builds
# the default guests (the armel Versatile PB one and the armhf virt one, each with its
# benchmark guest, cached), then
# runs every test:
# unit tests, the QEMU-recorded ISA suite on the interpreter, the JIT and lockstep,
# boot tests of the default guest on both engines, the tracing tests, the qtools tests
# on a real boot trace, the bounded JIT-vs-interpreter fuzzer, and a re-recording of
# a sample of the ISA expectations under QEMU to prove they still match, and last
# qtools' SQL (the cargo feature `sql`) against `qtools profile` and DuckDB.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says when it started (seconds since the start) and the CPU time this
# script's finished commands have used so far (user and system, `times`), so a slow CI run's
# log shows where its time went, and whether a step waited or computed.
step() {
    local t cpu
    # `times` in this shell (a command substitution would report its own subshell's).
    t=$(mktemp)
    times >"$t"
    cpu=$(tail -n 1 "$t")
    rm -f "$t"
    echo "== $* (at ${SECONDS} s; CPU so far: ${cpu% *} user, ${cpu#* } system)"
}

./scripts/deps.sh

step "lint"
cargo fmt --all --check
cargo clippy --workspace --all-targets -- -D warnings

step "guests"
guest/build.sh
guest/armhf/build.sh
guest/armhf/bench/build.sh

export GOLDTRACE_REQUIRE_GUEST=1
step "build"
# The tests' build, which also puts the programs in target/release ($CARGO_TARGET_DIR/release
# when that is set): one build of the dependencies, where `cargo build --bins` and then `cargo
# test` built arrow and parquet twice (the tests' dev-dependencies turn on num-traits' `default`
# feature under them).
cargo test --release --workspace --no-run

release="${CARGO_TARGET_DIR:-target}/release"

# qtools' SQL tests' build (the last step's; 864 s of CPU from an empty target directory,
# about 7 minutes on 2 cores) starts now, in the background at the lowest priority (nice 19:
# it gets the CPU the steps below leave idle, such as a test binary's one long test on one of
# the two cores, and about 1.5% of a core they want), in its own profile's directory, which
# cargo locks apart from the release one. Its output goes to a file, printed if it fails; the
# last step waits for it. In its own process group, ended with this script.
sql_log=$(mktemp)
setsid nice -n 19 cargo test --profile sqltest -p qtools --features sql --lib --test sql \
    --no-run >"$sql_log" 2>&1 &
sql_build=$!
trace_dir=$(mktemp -d)
cleanup() {
    kill -- -"$sql_build" 2>/dev/null || true
    rm -rf "$trace_dir" "$sql_log"
}
trap cleanup EXIT

step "boot trace for the qtools tests"
# The tests' scratch directories (each test binary makes its own in the temporary directory
# and leaves it for inspection) go under this run's folder and go with it.
export TMPDIR="$trace_dir/tmp"
mkdir -p "$TMPDIR"
"$release/goldtrace" --trace "$trace_dir/boot" >"$trace_dir/console.log"
grep -q GOLDTRACE-WORKLOAD-DONE "$trace_dir/console.log"
# The tests that read qtrace v2 files read the compact trace's export.
"$release/qtools" export-qtrace "$trace_dir/boot" "$trace_dir/boot.qtrace"
export GOLDTRACE_BOOT_TRACE="$trace_dir/boot.qtrace"
export GOLDTRACE_BOOT_TRACE_COMPACT="$trace_dir/boot"

# DuckDB (Python, from PyPI) for the Parquet and SQL tests' cross-checks.
duckdb_venv=/tmp/venv-duckdb
if ! "$duckdb_venv/bin/python" -c 'import duckdb, pyarrow' 2>/dev/null; then
    python3 -m venv "$duckdb_venv" && "$duckdb_venv/bin/pip" install --quiet duckdb pyarrow ||
        echo "no DuckDB virtual environment: the tests' DuckDB checks are skipped"
fi
export QTOOLS_DUCKDB_PYTHON="$duckdb_venv/bin/python"

step "cargo test"
cargo test --release --workspace

step "the JIT as on a host without BMI1/BMI2: the fuzzer and the ISA suites"
GOLDTRACE_JIT_NO_BMI=1 cargo test --release --test fuzz_lockstep --test isa_qemu --test isa_qemu_v7

step "ISA expectations re-recorded under QEMU (sample)"
tests/isa/record.sh --check 3

step "ARMv7 ISA expectations re-recorded under QEMU (sample)"
tests/isa_v7/record.sh --check 2

# Last: qtools with the cargo feature `sql` (Apache DataFusion linked in), built once, in the
# background since the build step (above), in the profile `sqltest` (the workspace's
# Cargo.toml: the workspace's crates optimized, DataFusion, arrow and parquet at opt-level
# 0). Measured 2026-11-30 on the 2-core Intel VM: 864 s of CPU from an empty target
# directory (the release profile's build of the feature took 1,749 s on the faster AMD
# host), and the tests then run in about 2 minutes.
# scripts/test-sql.sh runs the same tests on the release build, with clippy on the feature.
step "qtools sql (the cargo feature sql)"
if ! wait "$sql_build"; then
    cat "$sql_log"
    echo "the sqltest build (started after the build step) failed" >&2
    exit 1
fi
cargo test --profile sqltest -p qtools --features sql --lib --test sql

step "all passed"
