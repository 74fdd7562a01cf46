//! The GDB stub on the `virt` board's Cortex-A15 with the real debugger: a bare-metal
//! ARM start-up that enters Thumb-2 code using VFP, built here with
//! `arm-linux-gnueabihf-gcc`, driven by one `gdb-multiarch` script (breakpoints in
//! Thumb code, which gdb sends with kinds 2 and 3; stepi over 32-bit instructions and
//! through an IT block; cpsr with the T bit and the IT state; `p $d0`, `$s4`, `$fpscr`
//! read and `set $d3` written). The same script run against QEMU 7.2's own stub
//! (`qemu-system-arm -M virt -cpu cortex-a15,neon=off -S -gdb`) is the oracle: gdb
//! prints the same thing for both. Then reverse-stepi, which QEMU does not have, goes
//! back over a 32-bit Thumb-2 instruction to the registers the program had there.
//!
//! Without `gdb-multiarch` or the cross compiler the test skips with a message, unless
//! `GOLDTRACE_REQUIRE_GUEST=1`, which makes it fail; without `qemu-system-arm` it
//! checks its own expectations only.

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn require() -> bool {
    std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() == Ok("1")
}

/// Whether `tool --version` runs; skips (or fails under GOLDTRACE_REQUIRE_GUEST=1).
fn present(tool: &str, needed: bool) -> bool {
    let ok = Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !ok && needed {
        assert!(
            !require(),
            "{tool} is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!("skipped: {tool} is missing (scripts/deps.sh installs it)");
    }
    ok
}

/// The program: ARM start-up (VFP on), `blx main` into Thumb-2, PSCI SYSTEM_OFF.
const PROGRAM: &str = r#"
        .syntax unified
        .arch   armv7ve
        .fpu    vfpv4
        .text
        .arm
        .global _start
_start: ldr     sp, =0x40100000
        mrc     p15, 0, r0, c1, c0, 2
        orr     r0, r0, #0x00f00000     @ CPACR: cp10 and cp11 full access
        mcr     p15, 0, r0, c1, c0, 2
        isb
        mov     r0, #0x40000000         @ FPEXC.EN
        vmsr    fpexc, r0
        blx     main
        movw    r0, #8                  @ PSCI SYSTEM_OFF (0x84000008)
        movt    r0, #0x8400
        hvc     #0
1:      b       1b

        .thumb
        .thumb_func
        .global main
main:   push    {r4, r5, lr}            @ 0x40000030, 16-bit
        movw    r4, #0x1234             @ 32-bit
        movt    r4, #0x5678             @ 32-bit
        vmov.f64 d0, #1.5
        vmov.f64 d1, #2.5
        vadd.f64 d2, d0, d1             @ 0x40000042
        movs    r5, #3
        cmp     r5, #3
        ite     eq                      @ 0x4000004a
        addeq.w r0, r4, #1              @ 32-bit, in the IT block
        movne   r0, #0                  @ condition fails
        bl      square                  @ 0x40000052, 32-bit
        vcmp.f64 d3, d2
        vmrs    APSR_nzcv, fpscr
        ldr     r1, =0x09000000
        movs    r2, #'O'
        strb    r2, [r1]
        movs    r2, #'K'
        strb    r2, [r1]
        movs    r2, #'\n'
        strb    r2, [r1]
        pop     {r4, r5, pc}

        .thumb_func
        .global square
square: vmul.f64 d3, d2, d2             @ 0x40000070, 32-bit
        bx      lr
"#;

/// The script both stubs run (PORT replaced).
const SCRIPT: &str = "\
file ELF
target remote :PORT
break *main
break *square
continue
echo @main\\n
info registers pc cpsr
stepi
echo @movw\\n
info registers pc r4 cpsr
stepi
stepi
stepi
stepi
echo @vadd\\n
info registers pc r4
p $d0
p $d1
p $d2
p $s4
stepi
stepi
stepi
echo @it\\n
info registers pc cpsr
stepi
echo @addeq\\n
info registers pc r0 cpsr
stepi
echo @bl\\n
info registers pc
continue
echo @square\\n
info registers pc lr cpsr
stepi
echo @mul\\n
p $d3
p $s6
set $d3 = 20.0
p $d3
stepi
stepi
stepi
echo @vmrs\\n
p/x $fpscr
info registers cpsr
x/2i $pc
echo @end\\n
";

/// What only goldtrace is asked after the common part: two back over `vmrs` and the
/// 32-bit `vcmp`, to the registers it had there.
const REVERSE: &str = "\
reverse-stepi
reverse-stepi
echo @back\\n
info registers pc cpsr
p/x $fpscr
p $d3
stepi
stepi
echo @forward\\n
info registers pc cpsr
p/x $fpscr
delete
continue
";

fn scratch() -> PathBuf {
    let d = std::env::temp_dir().join(format!("goldtrace-gdb-virt-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Assembles and links [`PROGRAM`] at 0x40000000.
fn build(dir: &Path) -> PathBuf {
    let src = dir.join("prog.S");
    let elf = dir.join("prog.elf");
    std::fs::write(&src, PROGRAM).unwrap();
    let out = Command::new("arm-linux-gnueabihf-gcc")
        .args(["-nostdlib", "-static", "-no-pie"])
        .args([
            "-Wl,-N",
            "-Wl,-Ttext=0x40000000",
            "-Wl,--build-id=none",
            "-o",
        ])
        .arg(&elf)
        .arg(&src)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    elf
}

/// A stub waiting for the debugger, with its console and stderr collected.
struct Stub {
    child: Child,
    port: u16,
    stdout: Arc<Mutex<Vec<u8>>>,
    stderr: Arc<Mutex<Vec<u8>>>,
}

fn drain(mut r: impl Read + Send + 'static, into: Arc<Mutex<Vec<u8>>>) {
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = r.read(&mut buf) {
            if n == 0 {
                break;
            }
            into.lock().unwrap().extend_from_slice(&buf[..n]);
        }
    });
}

impl Stub {
    /// goldtrace on `virt` with `--gdb tcp::0 -S`: the port comes from its stderr.
    fn goldtrace(elf: &Path) -> Stub {
        let mut child = Command::new(env!("CARGO_BIN_EXE_goldtrace"))
            .args(["--machine", "virt", "--bios"])
            .arg(elf)
            .args(["--gdb", "tcp::0", "-S"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start goldtrace");
        let stdout = Arc::new(Mutex::new(Vec::new()));
        drain(child.stdout.take().unwrap(), stdout.clone());
        let mut err = BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        let port = loop {
            line.clear();
            assert!(
                err.read_line(&mut line).unwrap() > 0,
                "goldtrace ended before listening"
            );
            if let Some(rest) = line.split("listening on ").nth(1) {
                let addr = rest.split_whitespace().next().unwrap();
                break addr.rsplit(':').next().unwrap().parse().unwrap();
            }
        };
        let stderr = Arc::new(Mutex::new(line.into_bytes()));
        drain(err, stderr.clone());
        Stub {
            child,
            port,
            stdout,
            stderr,
        }
    }

    /// QEMU 7.2 with the program as `-kernel`, waiting on a free port.
    fn qemu(elf: &Path) -> Stub {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut child = Command::new("qemu-system-arm")
            .args(["-M", "virt", "-cpu", "cortex-a15,neon=off", "-m", "128M"])
            .args(["-nographic", "-monitor", "none", "-serial", "stdio"])
            .args(["-nic", "none", "-no-reboot", "-S", "-gdb"])
            .arg(format!("tcp:127.0.0.1:{port}"))
            .arg("-kernel")
            .arg(elf)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start qemu-system-arm");
        let stdout = Arc::new(Mutex::new(Vec::new()));
        let stderr = Arc::new(Mutex::new(Vec::new()));
        drain(child.stdout.take().unwrap(), stdout.clone());
        drain(child.stderr.take().unwrap(), stderr.clone());
        let deadline = Instant::now() + Duration::from_secs(20);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "QEMU's stub does not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
        Stub {
            child,
            port,
            stdout,
            stderr,
        }
    }

    /// Waits for the end (at most `secs`): exit code, console, stderr.
    fn finish(mut self, secs: u64) -> (i32, String, String) {
        let deadline = Instant::now() + Duration::from_secs(secs);
        let status = loop {
            if let Some(s) = self.child.try_wait().unwrap() {
                break s;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!(
                    "the stub did not finish in {secs} s; stderr:\n{}",
                    String::from_utf8_lossy(&self.stderr.lock().unwrap())
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        std::thread::sleep(Duration::from_millis(100));
        let out = String::from_utf8_lossy(&self.stdout.lock().unwrap()).into_owned();
        let err = String::from_utf8_lossy(&self.stderr.lock().unwrap()).into_owned();
        (status.code().unwrap_or(-1), out, err)
    }
}

/// Runs gdb-multiarch in batch mode on `script` against `port`.
fn gdb(dir: &Path, port: u16, elf: &Path, script: &str) -> String {
    let path = dir.join(format!("script-{port}.gdb"));
    let text = script
        .replace("PORT", &port.to_string())
        .replace("ELF", elf.to_str().unwrap());
    std::fs::write(&path, text).unwrap();
    let out = Command::new("timeout")
        .args(["120", "gdb-multiarch", "-nx", "--batch", "-x"])
        .arg(&path)
        .output()
        .expect("run gdb-multiarch");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    text
}

/// The text between `echo @NAME\n` markers.
fn section<'a>(out: &'a str, name: &str) -> &'a str {
    let start = out
        .find(&format!("@{name}\n"))
        .unwrap_or_else(|| panic!("no section {name} in gdb's output:\n{out}"));
    let rest = &out[start + name.len() + 2..];
    &rest[..rest.find('@').unwrap_or(rest.len())]
}

/// The value of register `reg` in an `info registers` listing.
fn reg(text: &str, reg: &str) -> u32 {
    let line = text
        .lines()
        .find(|l| l.split_whitespace().next() == Some(reg))
        .unwrap_or_else(|| panic!("no {reg} in:\n{text}"));
    let hex = line.split_whitespace().nth(1).unwrap();
    u32::from_str_radix(hex.trim_start_matches("0x"), 16).unwrap()
}

/// gdb's output from the first stop to `@end`: what both stubs must answer alike.
fn common_part(out: &str) -> &str {
    let start = out
        .find("@main\n")
        .unwrap_or_else(|| panic!("no @main:\n{out}"));
    let end = out
        .find("@end\n")
        .unwrap_or_else(|| panic!("no @end:\n{out}"));
    &out[start..end]
}

#[test]
fn gdb_steps_thumb2_and_reads_the_vfp_registers_as_on_qemu() {
    if !present("gdb-multiarch", true) || !present("arm-linux-gnueabihf-gcc", true) {
        return;
    }
    let dir = scratch();
    let elf = build(&dir);
    let stub = Stub::goldtrace(&elf);
    let script = format!("{SCRIPT}{REVERSE}");
    let out = gdb(&dir, stub.port, &elf, &script);
    let (code, console, err) = stub.finish(60);
    assert_eq!(code, 0, "{err}\n{out}");
    assert_eq!(console, "OK\n", "{err}");

    // Breakpoints in Thumb code: a 16-bit instruction (kind 2) and a 32-bit one (3).
    assert!(out.contains("Breakpoint 1, 0x40000030 in main ()"), "{out}");
    assert!(
        out.contains("Breakpoint 2, 0x40000070 in square ()"),
        "{out}"
    );
    let main = section(&out, "main");
    assert_eq!(reg(main, "cpsr") & 0x20, 0x20, "Thumb state:\n{out}");
    // One stepi over each 32-bit MOVW/MOVT.
    let movw = section(&out, "movw");
    assert_eq!(reg(movw, "pc"), 0x4000_0032, "{out}");
    let vadd = section(&out, "vadd");
    assert_eq!(reg(vadd, "pc"), 0x4000_0042, "{out}");
    assert_eq!(reg(vadd, "r4"), 0x5678_1234, "{out}");
    assert!(
        vadd.contains("= 1.5\n") && vadd.contains("= 2.5\n"),
        "{out}"
    );
    // In the IT block: ITSTATE in the cpsr (bits 15:10 and 26:25).
    let addeq = section(&out, "addeq");
    assert_eq!(reg(addeq, "pc"), 0x4000_004c, "{out}");
    assert_ne!(reg(addeq, "cpsr") & 0x0600_fc00, 0, "IT state:\n{out}");
    // The condition-failed MOVNE is a step of its own.
    assert_eq!(reg(section(&out, "bl"), "pc"), 0x4000_0050, "{out}");
    let square = section(&out, "square");
    assert_eq!(reg(square, "lr"), 0x4000_0057, "{out}");
    let mul = section(&out, "mul");
    assert!(mul.contains("= 16\n") && mul.contains("= 20\n"), "{out}");
    let vmrs = section(&out, "vmrs");
    assert!(vmrs.contains("= 0x20000000"), "{out}");
    assert_eq!(reg(vmrs, "cpsr") >> 28, 0x2, "{out}");
    assert!(vmrs.contains("mov.w\tr1, #150994944"), "{out}");

    // Back over VMRS and the 32-bit VCMP: FPSCR and APSR as before VCMP. Going back
    // re-runs the deterministic machine, so d3 is what the program computed there (16),
    // not what the debugger wrote (docs/gdb.md).
    let back = section(&out, "back");
    assert_eq!(reg(back, "pc"), 0x4000_0056, "{out}");
    assert_eq!(reg(back, "cpsr") >> 28, 0x6, "{out}");
    assert!(back.contains("= 0x0\n") && back.contains("= 16\n"), "{out}");
    let forward = section(&out, "forward");
    assert_eq!(reg(forward, "pc"), 0x4000_005e, "{out}");
    assert!(forward.contains("= 0x20000000"), "{out}");

    if present("qemu-system-arm", false) {
        let mut q = Stub::qemu(&elf);
        let qout = gdb(&dir, q.port, &elf, SCRIPT);
        let _ = q.child.kill();
        let _ = q.finish(30);
        assert_eq!(
            common_part(&out),
            common_part(&qout),
            "gdb on goldtrace and on QEMU 7.2"
        );
    } else {
        eprintln!("qemu-system-arm is missing: not compared with QEMU's stub");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
