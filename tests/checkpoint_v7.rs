//! Checkpoints of the ARMv7 CPU: ARMv7 ISA programs (VFP with FPSCR's modes, exclusives
//! and GE flags, Thumb IT blocks) run on the bare `virt` board are checkpointed part
//! way, the checkpoint goes through its bytes (as the checkpoint file keeps it) into a
//! freshly built machine, and both runs end with the same UART output, ticks, CPU
//! state (VFP and the monitor included) and ARMv7 CP15, on the interpreter and the JIT.
//! A checkpoint of one CPU does not restore into the other.

use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;

use arm::bus::{BusFault, BusState};
use arm::run::{Engine, Stop};
use arm::{AccessSize, Bus, Core, CpuState, Irqs, SystemRequest};
use goldtrace::checkpoint::codec::MachineState;
use goldtrace::checkpoint::{Checkpoint, RunPosition, PAGE};
use goldtrace::machine::{make_engine, run_sliced, EngineKind};

/// QEMU 7.2 virt's RAM, PL011 and the PSCI call that ends a program.
const RAM_BASE: u32 = 0x4000_0000;
const RAM_SIZE: u32 = 128 << 20;
const UART_DR: u32 = 0x0900_0000;
const UART_FR: u32 = 0x0900_0018;
/// PL011 flags: transmit FIFO empty, receive FIFO empty.
const FR_IDLE: u32 = 0x90;
const PSCI_SYSTEM_OFF: u32 = 0x8400_0008;
const MAX_TICKS: u64 = 200_000_000;

/// A bare virt board with a state to checkpoint (it has none beyond its output,
/// which the test keeps apart).
struct Board {
    serial: Rc<RefCell<Vec<u8>>>,
    request: Option<SystemRequest>,
}

impl Bus for Board {
    fn read(&mut self, _now: u64, addr: u32, _size: AccessSize) -> Result<u32, BusFault> {
        Ok(if addr == UART_FR { FR_IDLE } else { 0 })
    }

    fn write(&mut self, _now: u64, addr: u32, _size: AccessSize, v: u32) -> Result<(), BusFault> {
        if addr == UART_DR {
            self.serial.borrow_mut().push(v as u8);
        }
        Ok(())
    }

    fn interrupts(&mut self, _now: u64) -> Irqs {
        Irqs::default()
    }

    fn next_event(&self, _now: u64) -> u64 {
        u64::MAX
    }

    fn take_request(&mut self) -> Option<SystemRequest> {
        self.request.take()
    }

    fn hvc(&mut self, _imm: u16, args: &mut [u32; 4]) -> bool {
        if args[0] != PSCI_SYSTEM_OFF {
            return false;
        }
        self.request = Some(SystemRequest::PowerOff);
        args[0] = 0;
        true
    }

    fn snapshot(&self) -> Option<BusState> {
        Some(Vec::new())
    }

    fn restore(&mut self, state: &[u8]) -> Result<(), String> {
        match state {
            [] => Ok(()),
            _ => Err("a board state of this test board is empty".into()),
        }
    }
}

struct Machine {
    core: Core,
    serial: Rc<RefCell<Vec<u8>>>,
    engine: Box<dyn Engine>,
}

/// `program` (an ELF of `tests/isa_v7`) loaded on a `model` CPU in QEMU's reset
/// state.
fn machine(program: &str, model: &'static arm::cpu_model::CpuModel, e: EngineKind) -> Machine {
    let serial = Rc::new(RefCell::new(Vec::new()));
    let board = Board {
        serial: serial.clone(),
        request: None,
    };
    let mut ram = arm::Ram::new_at(RAM_BASE, RAM_SIZE).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/isa_v7")
        .join(format!("{program}.elf"));
    let entry = goldtrace::elf::load_elf(&std::fs::read(path).unwrap(), &mut ram).unwrap();
    let mut core = Core::new(ram, Box::new(board));
    core.set_model(model);
    core.s
        .set_cpsr(goldtrace::bios::RESET_CPSR | if entry & 1 != 0 { 0x20 } else { 0 });
    core.s.r[15] = entry & !1;
    Machine {
        core,
        serial,
        engine: make_engine(e).unwrap(),
    }
}

fn a15(program: &str, e: EngineKind) -> Machine {
    machine(program, &arm::cpu_model::CORTEX_A15, e)
}

/// How a run ended.
#[derive(Debug, PartialEq, Eq)]
struct End {
    ticks: u64,
    cpu: CpuState,
    cp15_v7: arm::cp15_v7::Cp15V7Regs,
    serial: String,
}

impl Machine {
    fn run_to(&mut self, ticks: u64) -> Stop {
        run_sliced(self.engine.as_mut(), &mut self.core, ticks, |_| true)
    }

    fn run_to_end(&mut self) -> End {
        let stop = self.run_to(MAX_TICKS);
        assert_eq!(stop, Stop::Request(SystemRequest::PowerOff));
        End {
            ticks: self.core.ticks,
            cpu: self.core.s.clone(),
            cp15_v7: self.core.mmu.v7.as_deref().unwrap().clone(),
            serial: String::from_utf8_lossy(&self.serial.borrow()).into_owned(),
        }
    }

    fn checkpoint(&mut self) -> Checkpoint {
        let zero: Arc<[u8]> = Arc::from(vec![0u8; PAGE]);
        Checkpoint::take(&mut self.core, None, &zero, RunPosition::default()).unwrap()
    }
}

/// `cp` as the checkpoint file gives it back: its state through bytes.
fn through_bytes(cp: &Checkpoint) -> Checkpoint {
    let bytes = cp.machine_state().to_bytes();
    let state = MachineState::from_bytes(&bytes).unwrap();
    assert_eq!(state, cp.machine_state());
    Checkpoint::from_parts(state, cp.ram().clone())
}

/// Runs `program` straight to its end, then again with checkpoints taken at each
/// `fractions` of its run, each restored into a new machine that runs to the end: every
/// end is the straight one.
fn check(program: &str, engine: EngineKind, fractions: &[(u64, u64)]) {
    let straight = a15(program, engine).run_to_end();
    assert!(
        straight.serial.len() > 100,
        "{program}: {:?}",
        straight.serial
    );
    for &(num, den) in fractions {
        let mut a = a15(program, engine);
        a.run_to(straight.ticks * num / den);
        let before = a.serial.borrow().clone();
        let cp = through_bytes(&a.checkpoint());
        assert!(cp.ticks < straight.ticks);
        let mut b = a15(program, engine);
        cp.restore_into(&mut b.core, b.engine.as_mut()).unwrap();
        b.serial.borrow_mut().splice(0..0, before);
        assert_eq!(
            b.run_to_end(),
            straight,
            "{program} on {engine:?} from {num}/{den}"
        );
        assert_eq!(a.run_to_end(), straight, "{program} on {engine:?} went on");
    }
}

const ENGINES: [EngineKind; 2] = [EngineKind::Interp, EngineKind::Jit];

#[test]
fn vfp_programs_resume_identically() {
    // The checkpoint itself holds VFP state worth saving.
    let mut m = a15("vfp_s_20261127_00", EngineKind::Interp);
    let total = {
        let mut n = a15("vfp_s_20261127_00", EngineKind::Interp);
        n.run_to_end().ticks
    };
    m.run_to(total / 2);
    let cp = m.checkpoint();
    assert!(cp.cpu().vfp.d.iter().filter(|&&d| d != 0).count() > 4);
    assert_ne!(cp.cpu().vfp.fpexc, 0);
    for engine in ENGINES {
        check("vfp_s_20261127_00", engine, &[(1, 3), (2, 3)]);
        check("vfp_t_20261127_05", engine, &[(1, 2)]);
    }
}

#[test]
fn exclusive_and_ge_programs_resume_identically() {
    for engine in ENGINES {
        check("arm_s_20261127_00", engine, &[(1, 4), (1, 2), (3, 4)]);
    }
}

#[test]
fn thumb_it_programs_resume_identically() {
    for engine in ENGINES {
        check("thumb_s_20261127_00", engine, &[(1, 3), (2, 3)]);
    }
}

/// An ARMv7 checkpoint does not restore into an ARM926 machine, nor the reverse:
/// one error naming both CPUs, and the machine is left as it was.
#[test]
fn a_checkpoint_restores_only_into_its_own_cpu() {
    let mut v7 = a15("arm_s_20261127_00", EngineKind::Interp);
    v7.run_to(100_000);
    let v7_cp = through_bytes(&v7.checkpoint());
    let mut arm926 = machine(
        "arm_s_20261127_00",
        &arm::cpu_model::ARM926,
        EngineKind::Interp,
    );
    let arm926_cp = through_bytes(&arm926.checkpoint());
    let pc = arm926.core.s.r[15];
    let err = v7_cp
        .restore_into(&mut arm926.core, arm926.engine.as_mut())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("its CPU is cortex-a15 and this machine's is arm926"),
        "{err}"
    );
    assert_eq!(arm926.core.s.r[15], pc);
    assert_eq!(arm926.core.ticks, 0);
    let mut fresh = a15("arm_s_20261127_00", EngineKind::Interp);
    let err = arm926_cp
        .restore_into(&mut fresh.core, fresh.engine.as_mut())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("its CPU is arm926 and this machine's is cortex-a15"),
        "{err}"
    );
    assert_eq!(fresh.core.ticks, 0);
    // The ARM926 checkpoint's state has no ARMv7 section.
    assert!(arm926_cp.machine_state().v7.is_none());
    assert_eq!(arm926_cp.model().name, "arm926");
    assert_eq!(v7_cp.model().name, "cortex-a15");
}
