//! `--drive` on the Versatile PB: a small ext2 image made here with `mke2fs -d`, an
//! initramfs with the default armel guest's busybox whose /init mounts /dev/vda
//! (virtio-blk over the virtio-mmio transport goldtrace adds to the board and its
//! device tree), prints the md5 and sha256 sums of its files, changes one file and
//! writes another, unmounts, mounts again read-only and sums them again. QEMU's
//! versatilepb has no virtio-mmio, so the oracle is the host: the sums of the same
//! bytes. The JIT and the interpreter print the host's lines and end at the same
//! tick; the overlay leaves the image unchanged; a traced run replays. An image with
//! busybox is the root file system of a boot without initramfs (`root=/dev/vda`). Two
//! drives are refused (the board has one transport).
//!
//! The boots skip without the default guest or mke2fs, unless
//! `GOLDTRACE_REQUIRE_GUEST=1`, which makes that a failure.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use goldtrace::program::cpio::Cpio;

mod common;
use common::{goldtrace, guest_out, scratch};

/// The boot ends in about 0.6e9 ticks; this only bounds a runaway.
const MAX_TICKS: &str = "20000000000";

/// The initramfs's /init: the lines to compare start with `DISK-`; `reboot -f` ends
/// the run (the Versatile PB has no power-off device).
const INIT: &str = r#"#!/bin/busybox sh
/bin/busybox mount -t devtmpfs devtmpfs /dev
exec </dev/console >/dev/console 2>&1
/bin/busybox --install -s
export PATH=/bin:/sbin:/usr/bin:/usr/sbin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
if mount -t ext2 /dev/vda /mnt; then
    cd /mnt
    md5sum a.txt b.bin sub/c.txt | sed 's/^/DISK-MD5 /'
    sha256sum a.txt b.bin sub/c.txt | sed 's/^/DISK-SHA /'
    echo written-by-the-guest >new.txt
    echo appended >>a.txt
    sync
    cd /
    umount /mnt
    if mount -t ext2 -o ro /dev/vda /mnt; then
        cd /mnt
        md5sum a.txt new.txt | sed 's/^/DISK-AGAIN-MD5 /'
        sha256sum a.txt new.txt | sed 's/^/DISK-AGAIN-SHA /'
        cd /
        umount /mnt
    else
        echo "DISK-FAIL mount ro"
    fi
else
    echo "DISK-FAIL mount"
fi
echo DISK-DONE
reboot -f
"#;

/// Whether the boots can run (see the module's doc).
fn boots_can_run() -> bool {
    let out = guest_out();
    let mut missing: Vec<String> = ["zImage", "goldtrace.dtb", "rootfs/bin/busybox"]
        .iter()
        .filter(|f| !out.join(f).exists())
        .map(|f| format!("guest/out/{f} (guest/build.sh)"))
        .collect();
    for tool in ["mke2fs", "md5sum", "sha256sum"] {
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

/// The image, the initramfs, and the lines the guest must print.
struct Fixture {
    dir: PathBuf,
    image: PathBuf,
    initrd: PathBuf,
    expected: Vec<String>,
}

fn sha256(path: &Path) -> String {
    goldtrace::recipe::sha256_of(path).unwrap()
}

/// The host's `tool` (md5sum, sha256sum) line for `data` named `name`.
fn sum_line(dir: &Path, tool: &str, name: &str, data: &[u8]) -> String {
    let file = dir.join("sum-input");
    std::fs::write(&file, data).unwrap();
    let out = Command::new(tool).arg(&file).output().unwrap();
    assert!(out.status.success(), "{tool}: {out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let sum = text.split_whitespace().next().unwrap();
    format!("{sum}  {name}")
}

/// The host's lines for `files`: md5 lines prefixed `DISK-{tag}MD5`, then sha256 ones.
fn sum_lines(dir: &Path, tag: &str, files: &[(&str, &[u8])]) -> Vec<String> {
    let mut lines = Vec::new();
    for (tool, kind) in [("md5sum", "MD5"), ("sha256sum", "SHA")] {
        for (name, data) in files {
            let line = sum_line(dir, tool, name, data);
            lines.push(format!("DISK-{tag}{kind} {line}"));
        }
    }
    lines
}

fn initramfs() -> Vec<u8> {
    let mut c = Cpio::new();
    for d in [
        "bin", "sbin", "usr", "usr/bin", "usr/sbin", "dev", "proc", "sys", "mnt",
    ] {
        c.dir(d, 0o755);
    }
    let busybox = std::fs::read(guest_out().join("rootfs/bin/busybox")).unwrap();
    c.file("bin/busybox", 0o755, &busybox);
    c.file("init", 0o755, INIT.as_bytes());
    c.finish()
}

fn fixture() -> &'static Fixture {
    static F: OnceLock<Fixture> = OnceLock::new();
    F.get_or_init(|| {
        let dir = scratch("vpb-disk");
        let files = dir.join("files");
        std::fs::create_dir_all(files.join("sub")).unwrap();
        // Some 40 KiB that are no one pattern: the bytes of a small LCG.
        let mut x = 54321u32;
        let b: Vec<u8> = (0..40_000)
            .map(|_| {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
                (x >> 16) as u8
            })
            .collect();
        let a: &[u8] = b"alpha\n";
        let contents: [(&str, &[u8]); 3] = [
            ("a.txt", a),
            ("b.bin", &b),
            ("sub/c.txt", b"gamma, in a folder\n"),
        ];
        for (name, data) in contents {
            std::fs::write(files.join(name), data).unwrap();
        }
        let mut expected = sum_lines(&dir, "", &contents);
        let a_after = [a, b"appended\n"].concat();
        let again: [(&str, &[u8]); 2] =
            [("a.txt", &a_after), ("new.txt", b"written-by-the-guest\n")];
        expected.extend(sum_lines(&dir, "AGAIN-", &again));
        expected.push("DISK-DONE".to_string());
        let image = dir.join("disk.img");
        let out = Command::new("mke2fs")
            .args(["-q", "-F", "-t", "ext2", "-d"])
            .arg(&files)
            .arg(&image)
            .arg("4M")
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

/// goldtrace's arguments that boot the fixture with `drive` (and then `extra`), on
/// the default board (versatilepb) and its default kernel and device tree.
fn boot_args<'a>(f: &'a Fixture, drive: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["--initrd", f.initrd.to_str().unwrap()];
    args.extend(["--drive", drive, "--max-ticks", MAX_TICKS]);
    args.extend(extra);
    args
}

/// What one engine's boot printed: its `DISK-` lines and the tick it ended at.
struct Outcome {
    lines: Vec<String>,
    ticks: u64,
}

/// The tick count of goldtrace's closing line ("... after N ticks ...").
fn end_ticks(stderr: &str) -> u64 {
    let after = stderr
        .rsplit_once(" after ")
        .unwrap_or_else(|| panic!("no end line in:\n{stderr}"))
        .1;
    after.split(' ').next().unwrap().parse().unwrap()
}

/// Boots the fixture on `engine` (once per test process), checking that the image
/// did not change.
fn boot_on(engine: &'static str) -> &'static Outcome {
    static JIT: OnceLock<Outcome> = OnceLock::new();
    static INTERP: OnceLock<Outcome> = OnceLock::new();
    let cell = match engine {
        "jit" => &JIT,
        _ => &INTERP,
    };
    cell.get_or_init(|| {
        let f = fixture();
        let before = sha256(&f.image);
        let drive = format!("file={},format=raw", f.image.display());
        let out = goldtrace(&boot_args(f, &drive, &["--engine", engine]));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{engine}: {stderr}");
        assert_eq!(sha256(&f.image), before, "the overlay changed the image");
        let lines = disk_lines(&out.stdout);
        assert_eq!(
            lines,
            f.expected,
            "{engine}'s console:\n{}",
            String::from_utf8_lossy(&out.stdout)
        );
        Outcome {
            lines,
            ticks: end_ticks(&stderr),
        }
    })
}

#[test]
fn the_jit_reads_and_writes_the_disk_as_the_host_sums_it() {
    if boots_can_run() {
        boot_on("jit");
    }
}

#[test]
fn the_interpreter_reads_and_writes_the_disk_as_the_host_sums_it() {
    if boots_can_run() {
        boot_on("interp");
    }
}

#[test]
fn the_engines_agree_to_the_tick() {
    if !boots_can_run() {
        return;
    }
    let (jit, interp) = (boot_on("jit"), boot_on("interp"));
    assert_eq!(jit.lines, interp.lines);
    assert_eq!(jit.ticks, interp.ticks);
}

#[test]
fn a_traced_run_replays() {
    if !boots_can_run() {
        return;
    }
    let f = fixture();
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
    assert!(recipe.contains("machine: versatilepb\n"), "{recipe}");
    let replay = goldtrace(&["replay", trace_arg]);
    let err = String::from_utf8_lossy(&replay.stderr);
    assert!(replay.status.success(), "replay: {err}");
    assert!(err.contains("verified"), "{err}");
    std::fs::remove_dir_all(&trace).unwrap();
}

/// /init of the root image: runs from the disk, says what it was mounted as.
const ROOT_INIT: &str = r#"#!/bin/busybox sh
/bin/busybox mount -t proc proc /proc
set -- $(/bin/busybox grep ' / ' /proc/mounts)
/bin/busybox echo "ROOT-FS $1 $3 ${4%%,*}"
/bin/busybox md5sum /hello.txt | /bin/busybox sed 's/^/ROOT-SUM /'
/bin/busybox echo ROOT-DONE
/bin/busybox reboot -f
"#;

#[test]
fn an_ext2_image_is_the_root_file_system_without_initramfs() {
    if !boots_can_run() {
        return;
    }
    let dir = scratch("vpb-disk-root");
    let files = dir.join("files");
    for d in ["bin", "dev", "proc"] {
        std::fs::create_dir_all(files.join(d)).unwrap();
    }
    std::fs::copy(
        guest_out().join("rootfs/bin/busybox"),
        files.join("bin/busybox"),
    )
    .unwrap();
    std::fs::write(files.join("init"), ROOT_INIT).unwrap();
    let mode = std::os::unix::fs::PermissionsExt::from_mode(0o755);
    std::fs::set_permissions(files.join("init"), mode).unwrap();
    std::fs::write(files.join("hello.txt"), "hello from the root disk\n").unwrap();
    let image = dir.join("root.img");
    let out = Command::new("mke2fs")
        .args(["-q", "-F", "-t", "ext2", "-d"])
        .arg(&files)
        .arg(&image)
        .arg("8M")
        .output()
        .unwrap();
    assert!(out.status.success(), "mke2fs: {out:?}");
    let kernel = guest_out().join("zImage");
    let drive = format!("file={}", image.display());
    let append = format!(
        "{} root=/dev/vda rw init=/init",
        goldtrace::desc::VERSATILE_APPEND
    );
    let out = goldtrace(&[
        "--kernel",
        kernel.to_str().unwrap(),
        "--drive",
        &drive,
        "--append",
        &append,
        "--max-ticks",
        MAX_TICKS,
    ]);
    let console = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}\n{console}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = console
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| l.starts_with("ROOT-"))
        .collect();
    let sum = sum_line(&dir, "md5sum", "/hello.txt", b"hello from the root disk\n");
    assert_eq!(
        lines,
        [
            "ROOT-FS /dev/root ext2 rw".to_string(),
            format!("ROOT-SUM {sum}"),
            "ROOT-DONE".to_string(),
        ],
        "{console}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
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
fn the_board_takes_one_drive() {
    let dir = scratch("vpb-disk-errors");
    let image = dir.join("d.img");
    std::fs::write(&image, vec![0u8; 4096]).unwrap();
    let drive = format!("file={}", image.display());
    refused(
        &["--drive", &drive, "--drive", &drive],
        "versatilepb board has one virtio-mmio transport",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
