"""DuckDB runs a query over the tables `qtools export-parquet` wrote and prints CSV as
`qtools sql --format csv` does (tests/sql.rs compares the two).

Usage: sql_duckdb.py OUT QUERY
"""

import csv
import sys

import duckdb

TABLES = ["functions", "blocks", "processes", "events", "exceptions", "runs", "executions"]


def main():
    out, query = sys.argv[1], sys.argv[2]
    con = duckdb.connect()
    for t in TABLES:
        con.execute(
            f"CREATE VIEW {t} AS SELECT * FROM read_parquet('{out}/{t}/*/*.parquet', "
            "hive_partitioning = true)"
        )
    cur = con.execute(query)
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow([d[0] for d in cur.description])
    for row in cur.fetchall():
        w.writerow(["" if v is None else v for v in row])


main()
