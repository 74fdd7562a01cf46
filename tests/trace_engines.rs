//! The interpreter and the JIT write byte-identical traces of the same boot of the
//! default guest, apart from the header's wall-clock fields (`start_sec`, `start_usec`,
//! `pdate`, `ptime` at bytes 20..36 and `elapsed_usecs` at 80..88 of `qtrace.static`).
//!
//! Needs `guest/out`; skips without it unless `GOLDTRACE_REQUIRE_GUEST=1`.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::guest_present;

fn trace(engine: &str, dir: &Path) {
    let _ = std::fs::remove_dir_all(dir);
    let out = Command::new(env!("CARGO_BIN_EXE_goldtrace"))
        .args(["--engine", engine, "--trace"])
        .arg(dir)
        .output()
        .expect("running goldtrace");
    assert!(
        out.status.success(),
        "{engine}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let console = String::from_utf8_lossy(&out.stdout);
    assert!(
        console.contains("GOLDTRACE-WORKLOAD-DONE"),
        "{engine}: the workload did not finish"
    );
}

#[test]
fn interpreter_and_jit_traces_are_byte_identical() {
    if !guest_present() {
        return;
    }
    let base: PathBuf =
        std::env::temp_dir().join(format!("goldtrace-engines-{}", std::process::id()));
    let (i, j) = (base.join("interp"), base.join("jit"));
    trace("interp", &i);
    trace("jit", &j);
    for name in [
        "qtrace.static",
        "qtrace.bb",
        "qtrace.insn",
        "qtrace.exc",
        "qtrace.pid",
        "qtrace.method",
    ] {
        let mut a = std::fs::read(i.join(name)).unwrap();
        let mut b = std::fs::read(j.join(name)).unwrap();
        assert!(!a.is_empty(), "{name} is empty");
        if name == "qtrace.static" {
            for r in [20..36, 80..88] {
                a[r.clone()].fill(0);
                b[r].fill(0);
            }
        }
        assert_eq!(a.len(), b.len(), "{name}: sizes differ");
        let first = a.iter().zip(&b).position(|(x, y)| x != y);
        assert_eq!(first, None, "{name}: first differing byte");
    }
    let reader = tracefmt::TraceReader::open(&j).expect("the JIT's trace reads back");
    assert!(
        reader.header().num_dynamic_bb > 1_000_000,
        "the boot records millions of blocks"
    );
    assert!(
        tracefmt::check(&j).is_ok(),
        "the JIT's trace passes the consistency check"
    );
    let _ = std::fs::remove_dir_all(&base);
}
