//! The GDB stub with the real debugger: `gdb-multiarch` in batch mode against a
//! bare-metal program (ARM and Thumb single steps, a breakpoint inside a block,
//! reverse-stepi with the registers compared, a watchpoint, reverse-continue, an
//! unmapped address, detach) and against the default guest's kernel with its
//! `vmlinux` symbols (break at `start_kernel`, `bt`, a kernel variable, a watchpoint
//! on `jiffies`, detach with the console output of a run without a debugger); and a
//! small protocol client of its own for Ctrl-C and reverse-stepi late in the boot.
//!
//! Without `gdb-multiarch` or the guest the tests skip with a message, unless
//! `GOLDTRACE_REQUIRE_GUEST=1`, which makes them fail.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn require() -> bool {
    std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() == Ok("1")
}

/// Whether `gdb-multiarch` runs; skips (or fails under GOLDTRACE_REQUIRE_GUEST=1).
fn gdb_present() -> bool {
    let ok = Command::new("gdb-multiarch")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        assert!(
            !require(),
            "gdb-multiarch is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!("skipped: gdb-multiarch is missing (scripts/deps.sh installs it)");
    }
    ok
}

/// A goldtrace run waiting for the debugger (`--gdb tcp::0 -S`).
struct Emu {
    child: Child,
    port: u16,
    stdout: Arc<Mutex<Vec<u8>>>,
    stderr: Arc<Mutex<String>>,
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

impl Emu {
    fn start(args: &[&str]) -> Emu {
        let mut child = Command::new(env!("CARGO_BIN_EXE_goldtrace"))
            .args(args)
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
        let stderr = Arc::new(Mutex::new(line.clone()));
        let s = stderr.clone();
        std::thread::spawn(move || {
            let mut l = String::new();
            while err.read_line(&mut l).is_ok_and(|n| n > 0) {
                s.lock().unwrap().push_str(&l);
                l.clear();
            }
        });
        Emu {
            child,
            port,
            stdout,
            stderr,
        }
    }

    /// Waits for the emulator to end (at most `secs`): exit code, console, stderr.
    fn finish(mut self, secs: u64) -> (i32, String, String) {
        let deadline = Instant::now() + Duration::from_secs(secs);
        let status = loop {
            if let Some(s) = self.child.try_wait().unwrap() {
                break s;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!(
                    "goldtrace did not finish in {secs} s; stderr:\n{}",
                    self.stderr.lock().unwrap()
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        // Let the reader threads take the last bytes.
        std::thread::sleep(Duration::from_millis(100));
        let out = String::from_utf8_lossy(&self.stdout.lock().unwrap()).into_owned();
        let err = self.stderr.lock().unwrap().clone();
        (status.code().unwrap_or(-1), out, err)
    }
}

/// Runs gdb-multiarch in batch mode on `script` (PORT replaced) and returns what it
/// printed.
fn gdb(port: u16, name: &str, script: &str) -> String {
    let path =
        std::env::temp_dir().join(format!("goldtrace-gdb-{}-{name}.gdb", std::process::id()));
    std::fs::write(&path, script.replace("PORT", &port.to_string())).unwrap();
    let out = Command::new("timeout")
        .args(["120", "gdb-multiarch", "-nx", "--batch", "-x"])
        .arg(&path)
        .output()
        .expect("run gdb-multiarch");
    let _ = std::fs::remove_file(&path);
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    text
}

/// The register lines between `echo @NAME\n` markers of a gdb script's output
/// (without the location lines that steps print).
fn regs(out: &str, name: &str) -> String {
    section(out, name)
        .lines()
        .filter(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            f.len() == 3 && !f[0].starts_with("0x") && f[1].starts_with("0x")
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The text between `echo @NAME\n` markers of a gdb script's output.
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

/// The tick count of the exit line ("... after N ticks ...").
fn final_ticks(stderr: &str) -> u64 {
    let after = stderr
        .rsplit(" after ")
        .next()
        .unwrap_or_else(|| panic!("no exit line in:\n{stderr}"));
    after
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no tick count in:\n{stderr}"))
}

/// Runs goldtrace without a debugger: console and stderr.
fn plain(args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_goldtrace"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn bare(name: &str) -> PathBuf {
    root().join("tests/bare").join(name)
}

#[test]
fn bare_metal_steps_arm_and_thumb_goes_back_and_watches() {
    if !gdb_present() {
        return;
    }
    let elf = bare("sieve_thumb.elf");
    let emu = Emu::start(&["--bios", elf.to_str().unwrap()]);
    // The program: _start (ARM) sets the mode and the stack, calls main (ARM), which
    // calls the Thumb sieve at 0x10c; its first loop stores words at 0x300000 up.
    let script = "\
set architecture armv5te
target remote :PORT
echo @start\\n
info registers pc cpsr
stepi
stepi
echo @arm\\n
info registers pc sp cpsr
break *0x10c
continue
stepi
echo @t1\\n
info registers
stepi
stepi
echo @t3\\n
info registers
reverse-stepi
reverse-stepi
echo @back\\n
info registers
stepi
stepi
echo @again\\n
info registers
delete
watch *(int*)0x300010
echo @watch1\\n
continue
info registers pc r2 r3
x/x 0x300010
echo @watch2\\n
continue
info registers pc
echo @rc\\n
reverse-continue
info registers pc
delete
echo @unmapped\\n
x/4x 0xf0000000
";
    let out = gdb(emu.port, "bare", script);
    let (code, console, err) = emu.finish(60);
    let start = section(&out, "start");
    assert_eq!(reg(start, "pc"), 0, "{out}");
    let arm = section(&out, "arm");
    // msr cpsr_c, #0xd3; mov sp, #0x100000: ARM state, SVC mode.
    assert_eq!(reg(arm, "pc"), 8, "{out}");
    assert_eq!(reg(arm, "sp"), 0x10_0000, "{out}");
    assert_eq!(reg(arm, "cpsr") & 0x3f, 0x13, "{out}");
    assert!(out.contains("Breakpoint 1, 0x0000010c"), "{out}");
    let t1 = &regs(&out, "t1");
    let t3 = &regs(&out, "t3");
    assert_eq!(reg(t1, "pc"), 0x10e, "{out}");
    assert_eq!(reg(t3, "pc"), 0x112, "{out}");
    assert_eq!(reg(t3, "cpsr") & 0x20, 0x20, "Thumb state expected:\n{out}");
    // Two back from 0x112 is 0x10e with every register as it was there; two forward
    // again gives 0x112's registers.
    assert_eq!(&regs(&out, "back"), t1, "{out}");
    assert_eq!(&regs(&out, "again"), t3, "{out}");
    assert!(
        section(&out, "unmapped").contains("Cannot access memory at address 0xf0000000"),
        "{out}"
    );
    let w1 = section(&out, "watch1");
    assert!(
        w1.contains("Old value = 0") && w1.contains("New value = 16843009"),
        "{out}"
    );
    // The store of the first loop (str r3, [r0, r2] at 0x112) wrote it.
    assert_eq!(reg(w1, "pc"), 0x114, "{out}");
    assert_eq!(reg(w1, "r2"), 0x10, "{out}");
    let w2 = section(&out, "watch2");
    assert!(w2.contains("New value = 16843008"), "{out}");
    assert_eq!(reg(w2, "pc"), 0x12e, "{out}");
    let rc = section(&out, "rc");
    assert!(
        rc.contains("Old value = 16843008") && rc.contains("New value = 16843009"),
        "{out}"
    );
    assert!(out.contains("detached"), "{out}");
    let expected = std::fs::read_to_string(bare("sieve_thumb.expected")).unwrap();
    assert_eq!(console, expected, "stderr:\n{err}");
    assert_eq!(code, 0, "stderr:\n{err}");
    // Stepping, stopping and going back leave the run as it was: same virtual time.
    let (_, plain_err) = plain(&["--bios", elf.to_str().unwrap()]);
    assert_eq!(final_ticks(&err), final_ticks(&plain_err));
}

#[test]
fn kernel_break_watch_and_detach_keep_the_console_output() {
    if !gdb_present() || !common::guest_present() {
        return;
    }
    let vmlinux = common::guest_out().join("vmlinux");
    if !vmlinux.exists() {
        assert!(!require(), "guest/out/vmlinux is missing");
        eprintln!("skipped: guest/out/vmlinux is missing");
        return;
    }
    let emu = Emu::start(&[]);
    let script = format!(
        "\
file {}
target remote :PORT
break start_kernel
continue
echo @bt\\n
bt
echo @banner\\n
x/s (char *)&linux_banner
p/x (unsigned long)jiffies
delete
watch *(unsigned long *)&jiffies
continue
echo @tick\\n
bt 2
delete
echo @finish\\n
reverse-finish
echo @end\\n
detach
",
        vmlinux.display()
    );
    let out = gdb(emu.port, "kernel", &script);
    let (code, console, err) = emu.finish(120);
    assert!(out.contains("Breakpoint 1, 0xc"), "{out}");
    assert!(
        section(&out, "bt").contains("#0  0x")
            && section(&out, "bt").contains("in start_kernel ()"),
        "{out}"
    );
    let banner = section(&out, "banner");
    assert!(banner.contains("\"Linux version 6."), "{out}");
    // The watchpoint stops in the timer tick, with jiffies one more than it was.
    let value = |key: &str| -> u64 {
        let l = banner
            .lines()
            .chain(out.lines())
            .find(|l| l.starts_with(key))
            .unwrap_or_else(|| panic!("{key}:\n{out}"));
        l[key.len()..].trim().parse().unwrap()
    };
    assert_eq!(value("New value = "), value("Old value = ") + 1, "{out}");
    assert!(section(&out, "tick").contains("do_timer"), "{out}");
    // reverse-finish goes back to the call of do_timer in its caller.
    assert!(
        section(&out, "finish").contains("in tick_periodic"),
        "{out}"
    );
    assert_eq!(code, 0, "stderr:\n{err}");
    // The same console output as without a debugger.
    let (plain_console, plain_err) = plain(&[]);
    assert_eq!(console, plain_console, "stderr:\n{err}");
    assert_eq!(final_ticks(&err), final_ticks(&plain_err));
    assert!(console.contains("GOLDTRACE-WORKLOAD-DONE"));
}

/// A minimal protocol client: the stub's own framing, no gdb needed.
struct Client(TcpStream);

impl Client {
    fn connect(port: u16) -> Client {
        let s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
        Client(s)
    }

    fn send(&mut self, data: &str) {
        let sum = data.bytes().fold(0u8, |s, b| s.wrapping_add(b));
        write!(self.0, "${data}#{sum:02x}").unwrap();
    }

    /// The next packet's payload (acks skipped, checksum checked).
    fn recv(&mut self) -> String {
        let mut b = [0u8; 1];
        loop {
            self.0.read_exact(&mut b).unwrap();
            if b[0] == b'$' {
                break;
            }
        }
        let mut body = Vec::new();
        loop {
            self.0.read_exact(&mut b).unwrap();
            if b[0] == b'#' {
                break;
            }
            body.push(b[0]);
        }
        let mut sum = [0u8; 2];
        self.0.read_exact(&mut sum).unwrap();
        let want = u8::from_str_radix(std::str::from_utf8(&sum).unwrap(), 16).unwrap();
        assert_eq!(want, body.iter().fold(0u8, |s, &b| s.wrapping_add(b)));
        // The ack of an exit reply (`W..`) may find the emulator gone.
        let acked = self.0.write_all(b"+");
        assert!(acked.is_ok() || body.first() == Some(&b'W'), "{acked:?}");
        String::from_utf8(body).unwrap()
    }

    fn ask(&mut self, data: &str) -> String {
        self.send(data);
        self.recv()
    }

    /// The guest's virtual time (`monitor ticks`).
    fn ticks(&mut self) -> u64 {
        let hex: String = "ticks".bytes().map(|b| format!("{b:02x}")).collect();
        let r = self.ask(&format!("qRcmd,{hex}"));
        let text: String = (0..r.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&r[i..i + 2], 16).unwrap() as char)
            .collect();
        text.split_whitespace().next().unwrap().parse().unwrap()
    }

    /// The PC from a `g` reply (r15, the 16th little-endian word).
    fn pc(regs: &str) -> u32 {
        u32::from_str_radix(&regs[120..128], 16)
            .unwrap()
            .swap_bytes()
    }
}

/// Starts the emulator with `args`, continues the boot and stops it with a Ctrl-C after
/// `wait`, connected: the client, stopped (`T02`). How far the boot gets in a given
/// wall time depends on the host, and the whole default boot can take less than `wait`
/// (0.6 s on an idle 2-core VM in 2026-11): when it ended first (`W00`), it starts again
/// and waits half as long, down to a sixteenth.
fn interrupted_boot(args: &[&str], wait: Duration) -> (Emu, Client) {
    for shift in 0..5 {
        let emu = Emu::start(args);
        let mut c = Client::connect(emu.port);
        assert_eq!(c.ask("?"), "T05thread:01;");
        c.send("c");
        std::thread::sleep(wait / (1 << shift));
        c.0.write_all(&[3]).unwrap();
        let stop = c.recv();
        if stop == "T02thread:01;" {
            return (emu, c);
        }
        assert_eq!(stop, "W00", "the boot ended otherwise");
        let (code, _, err) = emu.finish(120);
        assert_eq!(code, 0, "{err}");
    }
    panic!("the boot always ended within {:?}", wait / 16);
}

#[test]
fn ctrl_c_stops_the_kernel_and_reverse_stepi_comes_back() {
    if !common::guest_present() {
        return;
    }
    {
        let emu = Emu::start(&[]);
        let mut c = Client::connect(emu.port);
        assert_eq!(c.ask("?"), "T05thread:01;");
        assert!(c.ask("qSupported:swbreak+").contains("ReverseStep+"));
        // An unmapped address and a device register answer an error.
        assert_eq!(c.ask("mf0000000,4"), "E14");
        assert_eq!(c.ask("m101f1000,4"), "E14");
        assert_eq!(c.ask("D"), "OK");
        let (code, _, err) = emu.finish(120);
        assert_eq!(code, 0, "stderr:\n{err}");
    }
    // Early enough that the boot (about 0.6 s of JIT) is still running.
    let (emu, mut c) = interrupted_boot(&[], Duration::from_millis(300));
    let stopped = c.ask("g");
    assert_eq!(stopped.len(), 8 * (17 + 28), "{stopped}");
    let t = Instant::now();
    assert_eq!(c.ask("bs"), "T05thread:01;");
    let back = t.elapsed();
    let before = c.ask("g");
    assert_ne!(before, stopped);
    assert_eq!(c.ask("s"), "T05thread:01;");
    assert_eq!(c.ask("g"), stopped, "a step forward after a step back");
    assert_eq!(c.ask("bs"), "T05thread:01;");
    assert_eq!(c.ask("g"), before);
    eprintln!("reverse-stepi after a Ctrl-C: {back:.2?}");
    // A breakpoint on the IRQ vector (Linux uses the high vectors) limited to a
    // translation table no process has never stops; without the limit it does.
    let hexs = |t: &str| t.bytes().map(|b| format!("{b:02x}")).collect::<String>();
    assert!(c
        .ask(&format!("qRcmd,{}", hexs("ttbr 0x7ffc000")))
        .starts_with(&hexs("breakpoints stop only")));
    assert_eq!(c.ask("Z1,ffff0018,4"), "OK");
    c.send("c");
    // About twenty timer interrupts' worth of the boot (one every 2 M ticks, a few
    // milliseconds of host time), short enough that the boot has not ended.
    std::thread::sleep(Duration::from_millis(50));
    c.0.write_all(&[3]).unwrap();
    assert_eq!(c.recv(), "T02thread:01;");
    assert!(c
        .ask(&format!("qRcmd,{}", hexs("ttbr off")))
        .starts_with(&hexs("breakpoints stop in every")));
    assert_eq!(c.ask("c"), "T05thread:01;");
    assert_eq!(c.ask("pf"), "1800ffff", "pc at the IRQ vector");
    assert_eq!(c.ask("z1,ffff0018,4"), "OK");
    assert_eq!(c.ask("D"), "OK");
    let (code, console, err) = emu.finish(120);
    assert_eq!(code, 0, "stderr:\n{err}");
    assert!(console.contains("GOLDTRACE-WORKLOAD-DONE"), "{console}");
    // Going back re-ran the guest: its output still appears once.
    assert_eq!(console.matches("GOLDTRACE-BOOT-OK").count(), 1, "{console}");
}

#[test]
fn reverse_stepi_late_in_the_boot_goes_back_from_a_checkpoint() {
    if !common::guest_present() {
        return;
    }
    let (emu, mut c) = interrupted_boot(
        &["--checkpoint-every", "20000000"],
        Duration::from_millis(500),
    );
    let stopped = c.ask("g");
    let at = c.ticks();
    let t = Instant::now();
    assert_eq!(c.ask("bs"), "T05thread:01;");
    let back = t.elapsed();
    let before = c.ask("g");
    assert_ne!(before, stopped);
    // Earlier, or at the same tick when the stop was an exception's vector: a
    // prefetch abort is entered between blocks at the tick of the boundary whose
    // fetch failed (src/gdb/engine.rs, `Position`), and that boundary is the step
    // before it (a forward step from there comes back here, checked next).
    assert!(c.ticks() <= at);
    assert_eq!(c.ask("s"), "T05thread:01;");
    assert_eq!(c.ask("g"), stopped, "a step forward after a step back");
    assert_eq!(c.ticks(), at);
    // Twice back: the second starts from a checkpoint too.
    assert_eq!(c.ask("bs"), "T05thread:01;");
    assert_eq!(c.ask("bs"), "T05thread:01;");
    assert_eq!(c.ask("s"), "T05thread:01;");
    assert_eq!(c.ask("g"), before);
    eprintln!("reverse-stepi at tick {at} from a checkpoint: {back:.2?}");
    c.send("D");
    let _ = c.recv();
    let (code, _, err) = emu.finish(120);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains(" checkpoints (every 20000000 ticks)"), "{err}");
}

/// A fetch that faults enters the prefetch abort between blocks, at the tick of the
/// boundary whose instruction never ran: stepping back from the vector stops at that
/// boundary (the user instruction, same tick), and stepping forward from it comes back
/// to the vector. (A Ctrl-C stop lands on such a vector now and then.)
#[test]
fn reverse_stepi_from_a_prefetch_abort_vector_stops_at_the_faulting_fetch() {
    if !common::guest_present() {
        return;
    }
    let emu = Emu::start(&["--checkpoint-every", "20000000"]);
    let mut c = Client::connect(emu.port);
    assert_eq!(c.ask("?"), "T05thread:01;");
    // The ARM926 kernel's high vectors: the prefetch abort's entry.
    assert_eq!(c.ask("Z0,ffff000c,4"), "OK");
    for _ in 0..2 {
        assert_eq!(c.ask("c"), "T05thread:01;");
        let stopped = c.ask("g");
        assert_eq!(Client::pc(&stopped), 0xffff_000c);
        let at = c.ticks();
        assert_eq!(c.ask("bs"), "T05thread:01;");
        let before = c.ask("g");
        assert!(Client::pc(&before) < 0xc000_0000, "{before}");
        assert_eq!(c.ticks(), at);
        assert_eq!(c.ask("s"), "T05thread:01;");
        assert_eq!(c.ask("g"), stopped, "a step forward after a step back");
        assert_eq!(c.ticks(), at);
    }
    assert_eq!(c.ask("z0,ffff000c,4"), "OK");
    c.send("D");
    let _ = c.recv();
    let (code, _, err) = emu.finish(120);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn checkpoints_bounded_in_memory_still_go_back_exactly() {
    if !common::guest_present() {
        return;
    }
    // The boot's 27 checkpoints hold about 24 MiB of RAM pages: a 12 MiB bound drops
    // old ones as the run goes on.
    let (emu, mut c) = interrupted_boot(
        &[
            "--checkpoint-every",
            "20000000",
            "--checkpoint-memory",
            "12M",
        ],
        Duration::from_millis(500),
    );
    let stopped = c.ask("g");
    assert_eq!(c.ask("bs"), "T05thread:01;");
    let before = c.ask("g");
    assert_ne!(before, stopped);
    assert_eq!(c.ask("s"), "T05thread:01;");
    assert_eq!(c.ask("g"), stopped, "a step forward after a step back");
    c.send("D");
    let _ = c.recv();
    let (code, _, err) = emu.finish(120);
    assert_eq!(code, 0, "{err}");
    let line = err
        .lines()
        .find(|l| l.contains(" checkpoints (every 20000000 ticks)"))
        .unwrap_or_else(|| panic!("{err}"));
    let dropped: u64 = line
        .rsplit(", ")
        .next()
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!(dropped > 0, "{line}");
    let mib: f64 = line
        .split("), ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!(mib <= 12.0, "{line}");
}
