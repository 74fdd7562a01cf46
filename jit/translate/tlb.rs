//! The inline softmmu TLB probe, the one emitter of it that generated code has: single
//! accesses (`mem`), LDRD/STRD, SWP, LDM/STM, the jump-cache probe and direct jumps to
//! another page (`chain`) all call it. The layout it reads is `arm::tlb`'s contract
//! (offsets in `abi`).

use arm::mmu::AccessKind;
use arm::tlb::TLB_SIZE;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{asm, off, Ops};
use crate::abi::{TLB_ADDEND, TLB_DACR_NEED, TLB_ENTRY_LOG2, TLB_TAG};

/// The virtual address a TLB probe looks up.
#[derive(Clone, Copy, Debug)]
pub(super) enum ProbeAddr {
    /// In a host register (its low 32 bits).
    Reg(u8),
    /// The first address of a run in a host register, whose last byte's word (the
    /// address plus this displacement) must be in the same page: the index is the first
    /// address's, the tag compared is the last word's. Two pages in a row have different
    /// indices, so a run that crosses a page (or wraps at 4 GiB) never matches the entry
    /// at its first page's index, and misses as an unaligned one does.
    Span(u8, i32),
    /// Known at translation time (a direct jump's target).
    Const(u32),
}

/// The TLB array a probe searches.
#[derive(Clone, Copy, Debug)]
pub(super) enum ProbeTlb {
    /// The array of the privilege the code runs at, at this offset from the state
    /// register (`off::tlb`): its entries are all permitted under the DACR
    /// (`arm::tlb::Tlb::enter_user` on every way into User mode,
    /// `arm::tlb::Tlb::enter_privileged` before generated code runs and after every
    /// DACR write, through `helpers::entering_code`, or `helpers::dacr_written` after
    /// the inline one), so the domain check is left out.
    OwnMode(i32),
    /// The User array at this offset, probed by privileged code (LDRT and STRT): the
    /// domain check is made.
    UserFromPrivileged(i32),
    /// The array of the mode's privilege, at the address in this host register (chosen
    /// at run time): no domain check, as `OwnMode`.
    InReg(u8),
}

/// The array of `kind` for code running in User mode (`user`) or not.
pub(super) fn tlb_for(user: bool, kind: AccessKind) -> ProbeTlb {
    ProbeTlb::OwnMode(tlb_offset(user, kind))
}

/// The inline softmmu TLB probe, the only one generated code has (single accesses, LDRD
/// and STRD, SWP, LDM and STM, the jump-cache probe and direct jumps to another page):
/// the entry's index, the tag compare, and for `ProbeTlb::UserFromPrivileged` only the
/// domain's DACR bits (the other arrays hold only entries the DACR permits). `align`
/// holds the address bits that must be clear: they are kept in the tag compare, and no
/// valid tag has them set, so an unaligned access misses. On a hit `rax` holds the host addend (host address = `rax` + the virtual
/// address); a miss jumps to `slow`. Clobbers `rax`, `rdx`.
pub(super) fn emit_tlb_probe(
    ops: &mut Ops,
    addr: ProbeAddr,
    tlb: ProbeTlb,
    align: u32,
    slow: DynamicLabel,
) {
    match emit_tlb_check(ops, addr, tlb, align, slow) {
        Entry::Indexed(base, disp) => {
            asm!(ops; mov rax, QWORD [Rq(base) + rdx + disp + TLB_ADDEND])
        }
        Entry::At(base, at) => asm!(ops; mov rax, QWORD [Rq(base) + at + TLB_ADDEND]),
    }
}

/// Where the entry that `emit_tlb_check` found is: `base + rdx + disp` (`Indexed`) or
/// `base + disp` (`At`, a constant address's).
#[derive(Clone, Copy, Debug)]
pub(super) enum Entry {
    Indexed(u8, i32),
    At(u8, i32),
}

/// `emit_tlb_probe` without the addend's load: on a hit the code falls through with the
/// entry where the result says (its addend at `TLB_ADDEND` from there), for a caller
/// that adds it to a register of its own. Clobbers `rax`, `rdx`.
pub(super) fn emit_tlb_check(
    ops: &mut Ops,
    addr: ProbeAddr,
    tlb: ProbeTlb,
    align: u32,
    slow: DynamicLabel,
) -> Entry {
    // `base + rdx` (or `base + disp` alone) addresses the entry.
    let (base, disp) = match tlb {
        ProbeTlb::OwnMode(at) | ProbeTlb::UserFromPrivileged(at) => (3, at),
        ProbeTlb::InReg(b) => (b, 0),
    };
    let domain_check = matches!(tlb, ProbeTlb::UserFromPrivileged(_));
    match addr {
        ProbeAddr::Reg(r) | ProbeAddr::Span(r, _) => {
            if host_has().bmi2 {
                // The index bits rotated into place in one instruction.
                asm!(ops; rorx edx, Rd(r), (12 - TLB_ENTRY_LOG2) as i8);
            } else {
                asm!(ops
                    ; mov edx, Rd(r)
                    ; shr edx, (12 - TLB_ENTRY_LOG2) as i8
                );
            }
            asm!(ops; and edx, ((TLB_SIZE - 1) << TLB_ENTRY_LOG2) as i32);
            match addr {
                ProbeAddr::Span(_, last) if last != 0 => asm!(ops; lea eax, [Rq(r) + last]),
                _ => asm!(ops; mov eax, Rd(r)),
            }
            asm!(ops
                ; and eax, (0xffff_f000 | align) as i32
                ; cmp eax, DWORD [Rq(base) + rdx + disp + TLB_TAG]
                ; jne =>slow
            );
            if domain_check {
                asm!(ops; mov eax, DWORD [state + off::DACR]);
                if host_has().bmi1 {
                    asm!(ops; andn eax, eax, DWORD [Rq(base) + rdx + disp + TLB_DACR_NEED]);
                } else {
                    asm!(ops
                        ; not eax
                        ; and eax, DWORD [Rq(base) + rdx + disp + TLB_DACR_NEED]
                    );
                }
                asm!(ops; jnz =>slow);
            }
            Entry::Indexed(base, disp)
        }
        ProbeAddr::Const(a) => {
            let index = ((a >> 12) as usize & (TLB_SIZE - 1)) as i32 * (1 << TLB_ENTRY_LOG2);
            let at = disp + index;
            let page = if a & align == 0 {
                a & !0xfff
            } else {
                arm::tlb::INVALID_TAG
            };
            asm!(ops
                ; cmp DWORD [Rq(base) + at + TLB_TAG], page as i32
                ; jne =>slow
            );
            if domain_check {
                asm!(ops
                    ; mov eax, DWORD [state + off::DACR]
                    ; not eax
                    ; and eax, DWORD [Rq(base) + at + TLB_DACR_NEED]
                    ; jnz =>slow
                );
            }
            Entry::At(base, at)
        }
    }
}

/// The optional x86 extensions the probe uses when the host has them.
#[derive(Clone, Copy, Debug)]
struct HostHas {
    /// `andn`: the domain check one instruction shorter.
    bmi1: bool,
    /// `rorx`: the index one instruction shorter.
    bmi2: bool,
}

/// What the host has, checked once; `GOLDTRACE_JIT_NO_BMI=1` translates as for a host with
/// neither (the test command runs the fuzzer and the ISA suites so, since the machines this
/// project runs on have both, and the paths without them would otherwise go untested).
fn host_has() -> HostHas {
    static HAS: std::sync::OnceLock<HostHas> = std::sync::OnceLock::new();
    *HAS.get_or_init(|| {
        let off = std::env::var_os("GOLDTRACE_JIT_NO_BMI").is_some_and(|v| v == "1");
        HostHas {
            bmi1: !off && std::arch::is_x86_feature_detected!("bmi1"),
            bmi2: !off && std::arch::is_x86_feature_detected!("bmi2"),
        }
    })
}

/// Whether the host has BMI2 (`shlx`, `shrx`, `sarx`, `rorx`), checked once.
pub(super) fn host_has_bmi2() -> bool {
    host_has().bmi2
}

/// `emit_tlb_probe` of the address in `r13d`, in the TLB array `tlb`.
pub(super) fn emit_tlb_lookup(ops: &mut Ops, tlb: ProbeTlb, slow: DynamicLabel) {
    emit_tlb_probe(ops, ProbeAddr::Reg(13), tlb, 0, slow);
}

/// Offset from the state register of the TLB array of a privilege (`user`) and kind.
pub(super) fn tlb_offset(user: bool, kind: AccessKind) -> i32 {
    off::tlb(user, kind)
}
