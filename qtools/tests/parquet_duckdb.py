"""DuckDB and pyarrow read the tables `qtools export-parquet` wrote (tests/parquet.rs runs this).

Usage: parquet_duckdb.py OUT RUN PROFILE_JSON EXECUTED

Reads every table of OUT through DuckDB with Hive partitioning (the `run=LABEL` folders) and
through pyarrow.dataset, and checks: per-function cycles summed in SQL equal `qtools profile`'s
(PROFILE_JSON: {"total": N, "functions": [[name, file, cycles], ...]}), the executions table has
EXECUTED rows (the trace's executed blocks), per-block executions agree between `blocks` and
`executions`, and every integer column is signed. Prints one line per check; exits 1 on a
mismatch.
"""

import json
import sys

import duckdb
import pyarrow.dataset as ds
import pyarrow.types as pat

TABLES = ["functions", "blocks", "processes", "events", "exceptions", "runs", "executions"]


def main():
    out, run, profile_path, executed = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    with open(profile_path) as f:
        profile = json.load(f)
    con = duckdb.connect()
    for t in TABLES:
        con.execute(
            f"CREATE VIEW {t} AS SELECT * FROM read_parquet('{out}/{t}/*/*.parquet', "
            "hive_partitioning = true)"
        )
    failed = []

    def check(name, got, want):
        ok = got == want
        print(f"{'ok' if ok else 'FAILED'}: {name}: {got!r}" + ("" if ok else f" != {want!r}"))
        if not ok:
            failed.append(name)

    rows = con.execute(
        "SELECT function, file, sum(cycles)::BIGINT FROM functions WHERE run = ? "
        "GROUP BY function, file ORDER BY function, file",
        [run],
    ).fetchall()
    want = sorted((f, file, c) for f, file, c in profile["functions"])
    check("per-function cycles", [tuple(r) for r in rows], [tuple(r) for r in want])
    (total,) = con.execute(
        "SELECT sum(cycles)::BIGINT FROM functions WHERE run = ?", [run]
    ).fetchone()
    check("total cycles", total, profile["total"])
    (n,) = con.execute("SELECT count(*) FROM executions WHERE run = ?", [run]).fetchone()
    check("executions rows", n, executed)
    (bad,) = con.execute(
        "SELECT count(*) FROM (SELECT block, sum(executions) AS n FROM blocks WHERE run = ? "
        "GROUP BY block) b FULL JOIN (SELECT block, count(*) AS n FROM executions WHERE run = ? "
        "GROUP BY block) e USING (block) WHERE b.n IS DISTINCT FROM e.n",
        [run, run],
    ).fetchone()
    check("blocks whose executions disagree", bad, 0)
    (cycles,) = con.execute("SELECT cycles FROM runs WHERE run = ?", [run]).fetchone()
    check("runs.cycles", cycles, profile["total"])

    for t in TABLES:
        d = ds.dataset(f"{out}/{t}", format="parquet", partitioning="hive")
        unsigned = [f.name for f in d.schema if pat.is_unsigned_integer(f.type)]
        check(f"pyarrow {t}: unsigned columns", unsigned, [])
        n = d.to_table(filter=ds.field("run") == run).num_rows
        (m,) = con.execute(f"SELECT count(*) FROM {t} WHERE run = ?", [run]).fetchone()
        check(f"pyarrow and DuckDB agree on {t}'s rows", n, m)
    if failed:
        sys.exit(1)


main()
