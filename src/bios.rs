//! The bare-metal runner used by the ISA tests: an ARM ELF loaded into 128 MiB of RAM
//! on a minimal board (PL011 UART0 output and the Versatile reset register only), the
//! CPU in the state QEMU gives `-kernel prog.elf` on versatilepb, run until the guest
//! resets the board, halts, or a tick limit.
//!
//! The full Versatile PB board of the `devices` crate replaces this board for real
//! guests; this one stays small so that ISA tests depend on nothing but the core.

use std::path::{Path, PathBuf};

use arm::run::Stop;
use arm::{AccessSize, Bus, BusFault, Irqs, SystemRequest};

use crate::elf::{load_elf, ElfError};
use crate::machine::EngineKind;

/// RAM size, as `-m 128M`.
pub const RAM_SIZE: u32 = 128 << 20;
/// PL011 UART0 (DDI 0183): data register and flag register.
const UART0_DR: u32 = 0x101f_1000;
const UART0_FR: u32 = 0x101f_1018;
/// UARTFR as QEMU's PL011 reports it while idle: TX FIFO empty (TXFE, bit 7) and RX
/// FIFO empty (RXFE, bit 4). Transmission is instantaneous, so TXFF is never set.
const UART_FR_IDLE: u32 = 0x90;
/// Versatile system registers (ARM DUI 0224): SYS_LOCK and SYS_RESETCTL.
const SYS_LOCK: u32 = 0x1000_0020;
const SYS_RESETCTL: u32 = 0x1000_0040;
const LOCK_KEY: u32 = 0xa05f;
/// CPSR at reset under QEMU for an ELF `-kernel`: SVC, I and F masked, Z set (QEMU
/// also sets A, bit 8, which ARMv5 does not have; `CpuState` drops it).
pub const RESET_CPSR: u32 = 0x4000_01d3;

/// Why a bare-metal run could not start.
#[derive(Debug, thiserror::Error)]
pub enum BiosError {
    #[error("{path}: {error}")]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("{path}: {error}")]
    Elf { path: PathBuf, error: ElfError },
}

/// The outcome of a bare-metal run.
#[derive(Debug)]
pub struct BiosRun {
    /// Everything written to UART0's data register.
    pub serial: Vec<u8>,
    pub stop: Stop,
    pub ticks: u64,
}

/// The minimal board: UART0 output and the reset register; everything else reads 0
/// and ignores writes (as unassigned Versatile addresses do).
#[derive(Debug, Default)]
struct MiniBoard {
    serial: Serial,
    unlocked: bool,
    request: Option<SystemRequest>,
}

impl Bus for MiniBoard {
    fn read(&mut self, _now: u64, addr: u32, _size: AccessSize) -> Result<u32, BusFault> {
        Ok(match addr {
            UART0_FR => UART_FR_IDLE,
            _ => 0,
        })
    }

    fn write(
        &mut self,
        _now: u64,
        addr: u32,
        _size: AccessSize,
        value: u32,
    ) -> Result<(), BusFault> {
        match addr {
            UART0_DR => self.serial.borrow_mut().push(value as u8),
            SYS_LOCK => self.unlocked = value & 0xffff == LOCK_KEY,
            SYS_RESETCTL if self.unlocked && value & 0x100 != 0 => {
                self.request = Some(SystemRequest::Reset)
            }
            _ => {}
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
}

/// The `virt` board's PL011 (QEMU 7.2's hw/arm/virt.c, as `devices::board::virt` maps
/// it): data register and flag register.
const VIRT_UART_DR: u32 = devices::board::virt::UART_BASE;
const VIRT_UART_FR: u32 = devices::board::virt::UART_BASE + 0x18;

/// The minimal `virt` board of a bare-metal run: the PL011's data and flag registers,
/// and PSCI over HVC as QEMU answers it for a CPU without EL2 (`devices::psci`:
/// SYSTEM_OFF powers off, SYSTEM_RESET resets, CPU_ON is refused, every HVC is a PSCI
/// call).
struct MiniVirt {
    /// Where the PL011's characters go.
    out: Box<dyn std::io::Write>,
    request: Option<SystemRequest>,
}

/// A writer that appends to a [`Serial`].
struct SerialSink(Serial);

impl std::io::Write for SerialSink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The bare `virt` board's bus (see [`MiniVirt`]), writing the PL011's output to
/// `console`.
pub fn virt_bus(console: Box<dyn std::io::Write + Send>) -> Box<dyn Bus> {
    Box::new(MiniVirt {
        out: console,
        request: None,
    })
}

impl Bus for MiniVirt {
    fn read(&mut self, _now: u64, addr: u32, _size: AccessSize) -> Result<u32, BusFault> {
        Ok(if addr == VIRT_UART_FR {
            UART_FR_IDLE
        } else {
            0
        })
    }

    fn write(&mut self, _now: u64, addr: u32, _size: AccessSize, v: u32) -> Result<(), BusFault> {
        if addr == VIRT_UART_DR {
            // A console that fails loses the character, as a real UART's would.
            let _ = self.out.write_all(&[v as u8]);
            let _ = self.out.flush();
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
        let answer = devices::psci::call(args);
        args[0] = answer.r0;
        if answer.request.is_some() {
            self.request = answer.request;
        }
        true
    }
}

/// The board of a bare-metal run: the machine description's ([`crate::desc`]), whose
/// RAM base and CPU it has. `-M versatilepb` with the ARM926: RAM at 0, UART0 at
/// 0x101f1000, reset through the system registers; `-M virt -cpu cortex-a15,neon=off`:
/// RAM at 0x40000000, the PL011 at 0x09000000, PSCI over HVC.
pub use crate::desc::BoardKind as BareBoard;

/// Loads `elf` and runs it from QEMU's reset state for at most `max_ticks`, on the
/// given engine, on the Versatile PB.
pub fn run_elf_bytes(elf: &[u8], max_ticks: u64, engine: EngineKind) -> Result<BiosRun, ElfError> {
    run_elf_bytes_on(BareBoard::VersatilePb, elf, max_ticks, engine)
}

/// Where a bare board's UART output collects.
pub type Serial = std::rc::Rc<std::cell::RefCell<Vec<u8>>>;

/// A core on `board` with `elf` loaded and the CPU in QEMU's reset state for it, and
/// the board's UART output.
pub fn bare_core(board: BareBoard, elf: &[u8]) -> Result<(arm::Core, Serial), ElfError> {
    let ram_base = board.boot_info().ram_base;
    let model = board.cpus()[0].model();
    let mut ram = arm::Ram::new_at(ram_base, RAM_SIZE).expect("mapping guest RAM");
    let entry = load_elf(elf, &mut ram)?;
    // The devices: the small stand-ins of each board above.
    let (bus, serial): (Box<dyn Bus>, Serial) = match board {
        BareBoard::VersatilePb => {
            let b = MiniBoard::default();
            let serial = b.serial.clone();
            (Box::new(b), serial)
        }
        BareBoard::Virt => {
            let serial = Serial::default();
            let out = Box::new(SerialSink(serial.clone()));
            let bus = MiniVirt { out, request: None };
            (Box::new(bus), serial)
        }
    };
    let mut core = arm::Core::new(ram, bus);
    core.set_model(model);
    core.s
        .set_cpsr(RESET_CPSR | if entry & 1 != 0 { 0x20 } else { 0 });
    core.s.r[15] = entry & !1;
    Ok((core, serial))
}

/// Loads `elf` and runs it from QEMU's reset state for at most `max_ticks`, on the
/// given board and engine.
pub fn run_elf_bytes_on(
    board: BareBoard,
    elf: &[u8],
    max_ticks: u64,
    engine: EngineKind,
) -> Result<BiosRun, ElfError> {
    let (mut core, serial) = bare_core(board, elf)?;
    let mut engine = crate::machine::make_engine(engine).expect("allocating the JIT's code buffer");
    let stop = arm::run::run_engine(engine.as_mut(), &mut core, max_ticks);
    let serial = serial.borrow().clone();
    Ok(BiosRun {
        serial,
        stop,
        ticks: core.ticks,
    })
}

/// Loads the ELF file at `path` and runs it (see [`run_elf_bytes`]).
pub fn run_elf(path: &Path, max_ticks: u64, engine: EngineKind) -> Result<BiosRun, BiosError> {
    let data = std::fs::read(path).map_err(|error| BiosError::Io {
        path: path.to_owned(),
        error,
    })?;
    run_elf_bytes(&data, max_ticks, engine).map_err(|error| BiosError::Elf {
        path: path.to_owned(),
        error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_uart_and_reset_register() {
        let mut b = MiniBoard::default();
        assert_eq!(b.read(0, UART0_FR, AccessSize::Word), Ok(0x90));
        assert_eq!(b.read(0, 0x1234_5678, AccessSize::Byte), Ok(0));
        b.write(0, UART0_DR, AccessSize::Byte, 0x141).unwrap();
        assert_eq!(*b.serial.borrow(), b"A");
        b.write(0, SYS_RESETCTL, AccessSize::Word, 0x105).unwrap();
        assert_eq!(b.take_request(), None, "locked: no reset");
        b.write(0, SYS_LOCK, AccessSize::Word, LOCK_KEY).unwrap();
        b.write(0, SYS_RESETCTL, AccessSize::Word, 0x105).unwrap();
        assert_eq!(b.take_request(), Some(SystemRequest::Reset));
        assert_eq!(b.take_request(), None);
    }

    #[test]
    fn missing_file_is_an_error() {
        let e = run_elf(Path::new("/nonexistent/x.elf"), 10, EngineKind::Interp).unwrap_err();
        assert!(e.to_string().starts_with("/nonexistent/x.elf: "));
    }
}
