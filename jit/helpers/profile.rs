//! The escape hatch's profile: how many instructions of each class it ran, kept only
//! while the environment variable `GOLDTRACE_HATCH_PROFILE` is set (else one cached
//! flag test per hatch run), and printed after the `jit:` stats line. It shows which
//! classes to translate natively next.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

use arm::block::BlockInsn;
use arm::insn::{CoprocReg, Op};

/// The environment variable that turns the profile on.
pub const ENV: &str = "GOLDTRACE_HATCH_PROFILE";

thread_local! {
    /// Runs per class on this thread.
    static COUNTS: RefCell<HashMap<String, u64>> = RefCell::new(HashMap::new());
}

/// Whether the profile is kept (read once).
pub fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os(ENV).is_some())
}

/// The class an instruction is counted under: its operation's name and state, and for
/// coprocessor register transfers the register (CRn, opc1, CRm, opc2) too.
pub fn class(bi: &BlockInsn, thumb: bool) -> String {
    let state = if thumb { "T32" } else { "A32" };
    let op = format!("{:?}", bi.insn.op);
    let name = op.split(['(', ' ']).next().unwrap_or("?");
    match bi.insn.op {
        Op::CpReg(CoprocReg {
            load,
            cp,
            opc1,
            crn,
            crm,
            opc2,
            ..
        }) => {
            let dir = if load { "MRC" } else { "MCR" };
            format!("{state} {dir} p{cp}, {opc1}, c{crn}, c{crm}, {opc2}")
        }
        _ => format!("{state} {name}"),
    }
}

/// Counts one run of `bi` (call only when `enabled`).
pub fn count(bi: &BlockInsn, thumb: bool) {
    let key = class(bi, thumb);
    COUNTS.with(|c| *c.borrow_mut().entry(key).or_insert(0) += 1);
}

/// The classes counted on this thread, most runs first (ties by name).
pub fn snapshot() -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> =
        COUNTS.with(|c| c.borrow().iter().map(|(k, &n)| (k.clone(), n)).collect());
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

/// The profile as lines to print after the stats line (empty when it is off).
pub fn report() -> String {
    if !enabled() {
        return String::new();
    }
    let rows = snapshot();
    let total: u64 = rows.iter().map(|r| r.1).sum();
    let mut s = format!("\njit: escape hatch by class ({total} runs):");
    for (k, n) in rows.iter().take(40) {
        s += &format!("\n  {n:>10}  {k}");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_name_the_operation_and_the_cp15_register() {
        let one = |word: u32| {
            let v7 = arm::block::Profile::ARMV7A;
            let b = arm::block::discover_on(v7, 0x8000, false, 0, &mut |a| {
                (a == 0x8000).then_some(word)
            });
            b.insns[0]
        };
        // mrc p15, 0, r3, c13, c0, 3; cpsid i
        let (mrc, cps) = (one(0xee1d_3f70), one(0xf10c_0080));
        assert_eq!(class(&mrc, false), "A32 MRC p15, 0, c13, c0, 3");
        assert_eq!(class(&cps, false), "A32 Cps");
        count(&cps, false);
        count(&cps, false);
        count(&mrc, false);
        assert_eq!(
            snapshot(),
            vec![
                ("A32 Cps".to_string(), 2),
                ("A32 MRC p15, 0, c13, c0, 3".to_string(), 1)
            ]
        );
    }
}
