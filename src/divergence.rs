//! How two engines are compared and how a disagreement reads, shared by lockstep
//! (`--engine lockstep`) and the differential fuzzer: one state snapshot, one list of
//! what differs, one two-column register table with `*` on the differing rows.

use arm::cp15::Cp15Regs;
use arm::{Core, CpuState};

/// The state both engines must agree on (besides memory) after the same code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub s: CpuState,
    pub ticks: u64,
    pub cp15: Cp15Regs,
}

impl Snapshot {
    /// The state of `core` now.
    pub fn of(core: &Core) -> Snapshot {
        Snapshot {
            s: core.s.clone(),
            ticks: core.ticks,
            cp15: core.mmu.regs.clone(),
        }
    }

    /// The named rows of the register table: r0-r15, CPSR, every bank's r13/r14/SPSR,
    /// both r8-r12 banks, and the tick count.
    pub fn rows(&self) -> Vec<(String, u64)> {
        let s = &self.s;
        let mut rows: Vec<(String, u64)> = (0..16)
            .map(|i| (format!("r{i}"), u64::from(s.r[i])))
            .collect();
        rows.push(("cpsr".into(), u64::from(s.cpsr())));
        for (i, m) in ["usr", "fiq", "irq", "svc", "abt", "und"]
            .iter()
            .enumerate()
        {
            rows.push((format!("r13_{m}"), u64::from(s.banked_r13_r14[i][0])));
            rows.push((format!("r14_{m}"), u64::from(s.banked_r13_r14[i][1])));
            if i > 0 {
                rows.push((format!("spsr_{m}"), u64::from(s.spsr[i])));
            }
        }
        for (b, name) in ["usr", "fiq"].iter().enumerate() {
            for r in 0..5 {
                rows.push((
                    format!("r{}_{name}", r + 8),
                    u64::from(s.banked_r8_r12[b][r]),
                ));
            }
        }
        rows.push(("ticks".into(), self.ticks));
        rows
    }

    /// What differs between the interpreter's state (`self`) and the JIT's, one line
    /// each (the registers themselves are in [`register_table`]); empty when equal.
    pub fn differences(&self, jit: &Snapshot) -> Vec<String> {
        let mut out = Vec::new();
        if self.s != jit.s {
            out.push("registers differ (rows marked *)".into());
        }
        if self.ticks != jit.ticks {
            out.push(format!(
                "ticks: interpreter {}, JIT {}",
                self.ticks, jit.ticks
            ));
        }
        if self.cp15 != jit.cp15 {
            out.push(format!(
                "cp15: interpreter {:x?}\n      JIT {:x?}",
                self.cp15, jit.cp15
            ));
        }
        out
    }
}

/// The register table of a divergence: each row's value before, after the interpreter
/// and after the JIT, with `*` where the two engines differ.
pub fn register_table(before: &Snapshot, interp: &Snapshot, jit: &Snapshot) -> String {
    let mut t = String::from("    register        before  interpreter          JIT\n");
    let (b, i, j) = (before.rows(), interp.rows(), jit.rows());
    for ((name, vb), ((_, vi), (_, vj))) in b.iter().zip(i.iter().zip(j.iter())) {
        let mark = if vi != vj { '*' } else { ' ' };
        t.push_str(&format!(
            "  {mark} {name:<10} {vb:>12x} {vi:>12x} {vj:>12x}\n"
        ));
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snap(r0: u32, ticks: u64) -> Snapshot {
        let mut s = CpuState::default();
        s.r[0] = r0;
        Snapshot {
            s,
            ticks,
            cp15: Cp15Regs::default(),
        }
    }

    #[test]
    fn the_table_marks_the_rows_that_differ() {
        let t = register_table(&snap(1, 10), &snap(2, 12), &snap(3, 12));
        let r0 = t.lines().find(|l| l.contains(" r0 ")).unwrap();
        assert!(r0.starts_with("  * r0"), "{r0}");
        assert!(r0.ends_with("1            2            3"), "{r0}");
        let ticks = t.lines().find(|l| l.contains("ticks")).unwrap();
        assert!(ticks.starts_with("    ticks"), "{ticks}");
        assert_eq!(t.lines().filter(|l| l.starts_with("  *")).count(), 1);
    }

    #[test]
    fn differences_name_what_differs() {
        assert!(snap(1, 5).differences(&snap(1, 5)).is_empty());
        let d = snap(1, 5).differences(&snap(2, 6));
        assert_eq!(d.len(), 2, "{d:?}");
        assert!(d[0].starts_with("registers differ"));
        assert_eq!(d[1], "ticks: interpreter 5, JIT 6");
    }
}
