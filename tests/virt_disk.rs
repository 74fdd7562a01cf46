//! `--drive` on the virt board: a small ext4 image made here with `mke2fs -d`, an
//! initramfs that loads the stock kernel's disk modules (guest/out/armhf/modules),
//! mounts /dev/vda, prints the md5sums of its files, writes a file, unmounts and reads
//! it back. The JIT's and the interpreter's lines equal QEMU 7.2's with the same
//! image (and the host's md5sums); the image is unchanged by the overlay; a traced run
//! replays, and a changed image is refused. The option's errors are one line each,
//! exit status 2.
//!
//! The boots skip without the armhf guest, qemu-system-arm or mke2fs, unless
//! `GOLDTRACE_REQUIRE_GUEST=1`, which makes that a failure.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use goldtrace::program::cpio::Cpio;

mod common;
use common::{goldtrace, guest_out, scratch};

const QEMU: &str = "qemu-system-arm";
/// The boot powers off after about 2e9 ticks; this only bounds a runaway.
const MAX_TICKS: &str = "30000000000";

/// The initramfs's /init: the lines to compare start with `DISK-`.
const INIT: &str = r#"#!/bin/busybox sh
# No /dev/console in this archive: open the console once devtmpfs is up.
/bin/busybox mount -t devtmpfs devtmpfs /dev
exec </dev/console >/dev/console 2>&1
/bin/busybox --install -s
export PATH=/bin:/sbin:/usr/bin:/usr/sbin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
for m in $(cat /lib/modules/load-order); do
    insmod /lib/modules/$m || echo "DISK-FAIL insmod $m"
done
i=0
while [ ! -b /dev/vda ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
if mount -t ext4 /dev/vda /mnt; then
    cd /mnt
    md5sum a.txt b.bin sub/c.txt | sed 's/^/DISK-SUM /'
    echo written-by-the-guest >new.txt
    sync
    cd /
    umount /mnt
    mount -t ext4 -o ro /dev/vda /mnt && md5sum /mnt/new.txt | sed 's/^/DISK-NEW /'
    umount /mnt
else
    echo "DISK-FAIL mount"
fi
echo DISK-DONE
poweroff -f
"#;

/// The armhf guest's files.
fn armhf() -> PathBuf {
    guest_out().join("armhf")
}

/// Whether the boots can run (see the module's doc).
fn boots_can_run() -> bool {
    let out = armhf();
    let mut missing: Vec<String> = ["vmlinuz", "modules/load-order", "rootfs/bin/busybox"]
        .iter()
        .filter(|f| !out.join(f).exists())
        .map(|f| format!("guest/out/armhf/{f} (guest/armhf/build.sh)"))
        .collect();
    for tool in [QEMU, "mke2fs", "md5sum"] {
        if Command::new(tool).arg("-V").output().is_err() {
            missing.push(tool.to_string());
        }
    }
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
        "missing {} and GOLDTRACE_REQUIRE_GUEST=1",
        missing.join(", ")
    );
    eprintln!("skipped: missing {}", missing.join(", "));
    false
}

/// The files, the image, the initramfs, and the lines the guest must print.
struct Fixture {
    dir: PathBuf,
    image: PathBuf,
    initrd: PathBuf,
    expected: Vec<String>,
}

fn sha256(path: &Path) -> String {
    goldtrace::recipe::sha256_of(path).unwrap()
}

/// `md5sum`'s line for `data` named `name`.
fn md5_line(dir: &Path, name: &str, data: &[u8]) -> String {
    let file = dir.join("md5-input");
    std::fs::write(&file, data).unwrap();
    let out = Command::new("md5sum").arg(&file).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let sum = text.split_whitespace().next().unwrap();
    format!("{sum}  {name}")
}

fn initramfs() -> Vec<u8> {
    let mut c = Cpio::new();
    for d in [
        "bin",
        "sbin",
        "usr",
        "usr/bin",
        "usr/sbin",
        "dev",
        "proc",
        "sys",
        "mnt",
        "lib",
        "lib/modules",
    ] {
        c.dir(d, 0o755);
    }
    let busybox = std::fs::read(armhf().join("rootfs/bin/busybox")).unwrap();
    c.file("bin/busybox", 0o755, &busybox);
    let modules = armhf().join("modules");
    let order = std::fs::read_to_string(modules.join("load-order")).unwrap();
    c.file("lib/modules/load-order", 0o644, order.as_bytes());
    for m in order.lines() {
        let data = std::fs::read(modules.join(m)).unwrap();
        c.file(&format!("lib/modules/{m}"), 0o644, &data);
    }
    c.file("init", 0o755, INIT.as_bytes());
    c.finish()
}

fn fixture() -> &'static Fixture {
    static F: OnceLock<Fixture> = OnceLock::new();
    F.get_or_init(|| {
        let dir = scratch("virt-disk");
        let files = dir.join("files");
        std::fs::create_dir_all(files.join("sub")).unwrap();
        // Some 40 KiB that are no one pattern: the bytes of a small LCG.
        let mut x = 12345u32;
        let b: Vec<u8> = (0..40_000)
            .map(|_| {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
                (x >> 16) as u8
            })
            .collect();
        let contents: [(&str, &[u8]); 3] = [
            ("a.txt", b"alpha\n"),
            ("b.bin", &b),
            ("sub/c.txt", b"gamma, in a folder\n"),
        ];
        let mut expected = Vec::new();
        for (name, data) in contents {
            std::fs::write(files.join(name), data).unwrap();
            expected.push(format!("DISK-SUM {}", md5_line(&dir, name, data)));
        }
        expected.push(format!(
            "DISK-NEW {}",
            md5_line(&dir, "/mnt/new.txt", b"written-by-the-guest\n")
        ));
        expected.push("DISK-DONE".to_string());
        let image = dir.join("disk.img");
        let out = Command::new("mke2fs")
            .args(["-q", "-F", "-t", "ext4", "-d"])
            .arg(&files)
            .arg(&image)
            .arg("8M")
            .output()
            .unwrap();
        assert!(out.status.success(), "mke2fs: {out:?}");
        let initrd = dir.join("initrd.cpio");
        std::fs::write(&initrd, initramfs()).unwrap();
        Fixture {
            dir,
            image,
            initrd,
            expected,
        }
    })
}

/// The `DISK-` lines of a console's output.
fn disk_lines(console: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(console)
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| l.starts_with("DISK-"))
        .map(str::to_string)
        .collect()
}

/// goldtrace's arguments that boot the fixture with `drive` (and then `extra`).
fn boot_args<'a>(f: &'a Fixture, drive: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["--machine", "virt", "--initrd"];
    args.push(f.initrd.to_str().unwrap());
    args.extend(["--drive", drive, "--max-ticks", MAX_TICKS]);
    args.extend(extra);
    args
}

/// QEMU 7.2 booting the same kernel, initramfs and image (`snapshot=on`: the image is
/// not written), the disk placed as goldtrace places it.
fn qemu_lines() -> &'static Vec<String> {
    static Q: OnceLock<Vec<String>> = OnceLock::new();
    Q.get_or_init(|| {
        let f = fixture();
        let drive = format!(
            "file={},format=raw,if=none,id=d0,snapshot=on",
            f.image.display()
        );
        let out = Command::new("timeout")
            .args(["300", QEMU, "-M", "virt", "-cpu", "cortex-a15,neon=off"])
            .args(["-m", "128M", "-nic", "none", "-nographic", "-no-reboot"])
            .args(["-monitor", "none", "-serial", "stdio"])
            .arg("-kernel")
            .arg(armhf().join("vmlinuz"))
            .arg("-initrd")
            .arg(&f.initrd)
            .args(["-append", goldtrace::desc::VIRT_APPEND])
            .args(["-drive", &drive, "-device", "virtio-blk-device,drive=d0"])
            .stdin(std::process::Stdio::null())
            .output()
            .expect("running qemu-system-arm");
        disk_lines(&out.stdout)
    })
}

/// Boots the fixture on `engine` and checks its lines against the host's and QEMU's,
/// and the image against its hash before.
fn boot_on(engine: &str) {
    if !boots_can_run() {
        return;
    }
    let f = fixture();
    let before = sha256(&f.image);
    let drive = format!("file={},format=raw", f.image.display());
    let out = goldtrace(&boot_args(f, &drive, &["--engine", engine]));
    assert!(
        out.status.success(),
        "{engine}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = disk_lines(&out.stdout);
    assert_eq!(
        lines,
        f.expected,
        "{engine}'s console:\n{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(&lines, qemu_lines(), "{engine} against QEMU 7.2");
    assert_eq!(sha256(&f.image), before, "the overlay changed the image");
}

#[test]
fn the_jit_reads_and_writes_the_disk_as_qemu_does() {
    boot_on("jit");
}

#[test]
fn the_interpreter_reads_and_writes_the_disk_as_qemu_does() {
    boot_on("interp");
}

#[test]
fn a_traced_run_replays_and_a_changed_image_is_refused() {
    if !boots_can_run() {
        return;
    }
    let f = fixture();
    // A copy of its own: this test changes it.
    let image = f.dir.join("traced.img");
    std::fs::copy(&f.image, &image).unwrap();
    let trace = f.dir.join("trace");
    let drive = format!("file={}", image.display());
    let trace_arg = trace.to_str().unwrap();
    let out = goldtrace(&boot_args(f, &drive, &["--trace", trace_arg, "--force"]));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(disk_lines(&out.stdout), f.expected);
    let recipe = std::fs::read_to_string(trace.join("recipe")).unwrap();
    let line = format!(
        "drive: {} sha256={}\n",
        image.canonicalize().unwrap().display(),
        sha256(&image)
    );
    assert!(
        recipe.contains(&line),
        "{line:?} not in the recipe:\n{recipe}"
    );
    let replay = goldtrace(&["replay", trace_arg]);
    let err = String::from_utf8_lossy(&replay.stderr);
    assert!(replay.status.success(), "replay: {err}");
    assert!(err.contains("verified"), "{err}");
    // One byte of the image changes: the replay refuses before it runs.
    let mut data = std::fs::read(&image).unwrap();
    let last = data.len() - 1;
    data[last] ^= 1;
    std::fs::write(&image, data).unwrap();
    let replay = goldtrace(&["replay", trace_arg]);
    let err = String::from_utf8_lossy(&replay.stderr);
    assert_eq!(replay.status.code(), Some(2), "{err}");
    assert!(
        err.contains("the recipe's drive") && err.contains("has changed"),
        "{err}"
    );
}

#[test]
fn snapshot_off_writes_through_to_the_image() {
    if !boots_can_run() {
        return;
    }
    let f = fixture();
    let image = f.dir.join("written.img");
    std::fs::copy(&f.image, &image).unwrap();
    let drive = format!("file={},snapshot=off", image.display());
    let out = goldtrace(&boot_args(f, &drive, &[]));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(disk_lines(&out.stdout), f.expected);
    // The guest's file is in the image itself now.
    let cat = Command::new("debugfs")
        .args(["-R", "cat /new.txt"])
        .arg(&image)
        .output()
        .expect("running debugfs");
    assert_eq!(
        String::from_utf8_lossy(&cat.stdout),
        "written-by-the-guest\n"
    );
}

/// Runs goldtrace with `args`, expecting exit status 2 and one line of error that
/// contains `what`.
fn refused(args: &[&str], what: &str) -> Output {
    let out = goldtrace(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(what), "{args:?}: {err}");
    out
}

#[test]
fn the_options_errors_are_one_line() {
    let dir = scratch("virt-disk-errors");
    let image = dir.join("d.img");
    std::fs::write(&image, vec![0u8; 4096]).unwrap();
    let img = image.to_str().unwrap();
    let virt = |drive: &str, what: &str| {
        refused(&["--machine", "virt", "--drive", drive], what);
    };
    virt(
        &format!("file={}", dir.join("none.img").display()),
        "No such file",
    );
    virt(&format!("file={img},format=qcow2"), "only raw images");
    virt(&format!("file={img},if=virtio"), "unknown option \"if\"");
    virt(&format!("file={img},snapshot=maybe"), "on or off");
    virt("format=raw", "no file=IMG");
    std::fs::write(dir.join("odd.img"), vec![0u8; 1000]).unwrap();
    virt(
        &format!("file={}", dir.join("odd.img").display()),
        "512-byte sectors",
    );
    // Writing through cannot be replayed: refused with a trace, which is not created.
    let trace = dir.join("t");
    let drive = format!("file={img},snapshot=off");
    refused(
        &[
            "--machine",
            "virt",
            "--drive",
            &drive,
            "--trace",
            trace.to_str().unwrap(),
        ],
        "impossible to replay",
    );
    assert!(!trace.exists());
    // versatilepb has one virtio-mmio transport (tests/vpb_disk.rs boots it).
    let one = format!("file={img}");
    refused(&["--drive", &one, "--drive", &one], "versatilepb");
    assert_eq!(std::fs::read(&image).unwrap(), vec![0u8; 4096]);
    std::fs::remove_dir_all(&dir).unwrap();
}
