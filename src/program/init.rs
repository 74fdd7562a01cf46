//! The `/init` of `goldtrace run`: a busybox shell script that sets up the guest as
//! the default guest's init does, runs the program with its arguments, environment
//! and working directory on the console, and hands its exit status to goldtrace
//! through a status register before resetting (versatilepb) or powering off (virt)
//! the board.
//!
//! The status register is the Versatile PB's SYS_FLAGS (0x1000_0030 to set bits,
//! 0x1000_0034 to clear them), a scratch register Linux does not use on this board;
//! on `virt`, which has none, goldtrace's own register
//! (`devices::goldfish_trace::status`), mapped only for `run`. Busybox `devmem`
//! writes either. The high half says what the low half means: [`READY`] when the
//! program is about to start (goldtrace may then feed piped standard input: bytes
//! that reach the UART before the console is open are dropped by the kernel's
//! driver), [`EXITED`] plus the status (0..=255, 128+N for a signal as the shell
//! reports it) when it has ended.

use crate::desc::BoardKind;

/// Physical address of SYS_FLAGS (read) / SYS_FLAGSSET (write).
pub const SYS_FLAGS: u32 = 0x1000_0000 + devices::sysregs::reg::SYS_FLAGS;
/// Physical address of SYS_FLAGSCLR.
pub const SYS_FLAGSCLR: u32 = 0x1000_0000 + devices::sysregs::reg::SYS_FLAGSCLR;
/// SYS_FLAGS while the program runs ("GR").
pub const READY: u32 = 0x4752_0000;
/// SYS_FLAGS' high half once the program has ended ("GT"); the low byte is its status.
pub const EXITED: u32 = 0x4754_0000;

/// The physical address goldtrace reads the program's state from on `board`.
pub fn status_address(board: BoardKind) -> u32 {
    match board {
        BoardKind::VersatilePb => SYS_FLAGS,
        BoardKind::Virt => devices::goldfish_trace::status::VIRT_BASE,
    }
}

/// Where the program stands, read from SYS_FLAGS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgramState {
    /// `/init` has not reached the program (or the guest wrote something else).
    NotStarted,
    Running,
    /// Its exit status as a shell gives it.
    Exited(u8),
}

impl ProgramState {
    /// Decodes a SYS_FLAGS value.
    pub fn from_flags(flags: u32) -> ProgramState {
        match flags & 0xffff_0000 {
            READY if flags == READY => ProgramState::Running,
            EXITED if flags & 0xff00 == 0 => ProgramState::Exited(flags as u8),
            _ => ProgramState::NotStarted,
        }
    }
}

/// `s` as one word of a POSIX shell, in single quotes.
pub fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// What the script runs.
#[derive(Clone, Debug)]
pub struct InitSpec<'a> {
    /// The program's path in the guest.
    pub program: &'a str,
    pub args: &'a [String],
    pub cwd: &'a str,
    /// The board: where the status goes, and (`virt`) the trace driver's module.
    pub board: BoardKind,
    /// `K=V` pairs, after the defaults (`PATH`, `HOME`).
    pub env: &'a [(String, String)],
    /// The host's standard input is a terminal: the guest's console keeps echo and
    /// `\n` -> `\r\n` (the host terminal is raw), and the program gets it as its
    /// controlling terminal (so Ctrl-C reaches it). Otherwise the console passes
    /// bytes as they are and echoes nothing.
    pub interactive: bool,
}

/// The script's text.
pub fn script(spec: &InitSpec) -> String {
    let mut words = vec![
        "env".to_string(),
        "-i".to_string(),
        quote("PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"),
        quote("HOME=/root"),
    ];
    words.extend(spec.env.iter().map(|(k, v)| quote(&format!("{k}={v}"))));
    if spec.interactive {
        words.splice(0..0, ["setsid".to_string(), "cttyhack".to_string()]);
    }
    words.push(quote(spec.program));
    words.extend(spec.args.iter().map(|a| quote(a)));
    let console = if spec.interactive {
        ""
    } else {
        "stty -echo -onlcr\n"
    };
    let command = words.join(" ");
    if spec.board == BoardKind::Virt {
        return virt_script(spec, console, &command);
    }
    format!(
        r#"#!/bin/sh
# goldtrace run: generated /init. Runs the program, then reports its exit status in
# SYS_FLAGS and resets the board.
/bin/busybox --install -s
export PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
{console}devmem {clr:#x} 32 0xffffffff
if cd {cwd}; then
    devmem {set:#x} 32 {ready:#x}
    {command}
    status=$?
else
    status=127
fi
devmem {clr:#x} 32 0xffffffff
devmem {set:#x} 32 $(({exited:#x} + (status & 255)))
# Nothing more on the console (the kernel's "reboot: Restarting system" is an
# emergency message, shown unless the console log level is 0).
echo 0 >/proc/sys/kernel/printk
reboot -f
"#,
        clr = SYS_FLAGSCLR,
        set = SYS_FLAGS,
        ready = READY,
        exited = EXITED,
        cwd = quote(spec.cwd),
    )
}

/// The script on `virt`: as on the Versatile PB, with the armhf guest's trace driver
/// loaded first (it binds only where goldtrace's device tree has the trace device,
/// i.e. with `--trace`; a stock kernel has it only as a module), the status in
/// goldtrace's status register (one word: written whole, no set/clear pair) and
/// PSCI SYSTEM_OFF at the end.
fn virt_script(spec: &InitSpec, console: &str, command: &str) -> String {
    format!(
        r#"#!/bin/sh
# goldtrace run: generated /init. Runs the program, then reports its exit status in
# goldtrace's status register and powers the board off.
/bin/busybox --install -s
export PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
insmod /lib/modules/goldtrace.ko
{console}devmem {reg:#x} 32 0
if cd {cwd}; then
    devmem {reg:#x} 32 {ready:#x}
    {command}
    status=$?
else
    status=127
fi
devmem {reg:#x} 32 $(({exited:#x} + (status & 255)))
# Nothing more on the console (the kernel's "reboot: Power down" is an emergency
# message, shown unless the console log level is 0).
echo 0 >/proc/sys/kernel/printk
poweroff -f
"#,
        reg = status_address(BoardKind::Virt),
        ready = READY,
        exited = EXITED,
        cwd = quote(spec.cwd),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_quoted() {
        assert_eq!(quote("a b"), "'a b'");
        assert_eq!(quote("it's"), r"'it'\''s'");
        assert_eq!(quote(""), "''");
    }

    #[test]
    fn the_script_runs_the_program_with_its_arguments() {
        let args = vec!["one".to_string(), "two words".to_string()];
        let env = vec![("LANG".to_string(), "C".to_string())];
        let text = script(&InitSpec {
            program: "/usr/local/bin/hello",
            args: &args,
            cwd: "/root",
            env: &env,
            interactive: false,
            board: BoardKind::VersatilePb,
        });
        assert!(text.contains(
            "env -i 'PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin' 'HOME=/root' 'LANG=C' '/usr/local/bin/hello' 'one' 'two words'\n"
        ), "{text}");
        assert!(text.contains("stty -echo -onlcr"));
        assert!(text.contains("devmem 0x10000030 32 $((0x47540000 + (status & 255)))"));
        let tty = script(&InitSpec {
            interactive: true,
            program: "/p",
            args: &[],
            cwd: "/",
            env: &[],
            board: BoardKind::VersatilePb,
        });
        assert!(tty.contains("setsid cttyhack env -i"), "{tty}");
        assert!(!tty.contains("stty"));
    }

    #[test]
    fn on_virt_the_status_goes_to_goldtrace_s_register() {
        let text = script(&InitSpec {
            program: "/usr/local/bin/hello",
            args: &[],
            cwd: "/root",
            env: &[],
            interactive: false,
            board: BoardKind::Virt,
        });
        assert!(
            text.contains(
                "insmod /lib/modules/goldtrace.ko\nstty -echo -onlcr\ndevmem 0xb002000 32 0\n"
            ),
            "{text}"
        );
        assert!(text.contains("devmem 0xb002000 32 0x47520000\n"), "{text}");
        assert!(text.contains("devmem 0xb002000 32 $((0x47540000 + (status & 255)))\n"));
        assert!(text.contains("\npoweroff -f\n"));
        assert!(!text.contains("0x1000003"), "{text}");
        assert_eq!(status_address(BoardKind::Virt), 0x0b00_2000);
        assert_eq!(status_address(BoardKind::VersatilePb), 0x1000_0030);
    }

    #[test]
    fn flags_decode() {
        assert_eq!(ProgramState::from_flags(0), ProgramState::NotStarted);
        assert_eq!(ProgramState::from_flags(READY), ProgramState::Running);
        assert_eq!(
            ProgramState::from_flags(EXITED + 3),
            ProgramState::Exited(3)
        );
        assert_eq!(
            ProgramState::from_flags(EXITED + 139),
            ProgramState::Exited(139)
        );
        assert_eq!(
            ProgramState::from_flags(EXITED + 0x100),
            ProgramState::NotStarted
        );
    }
}
