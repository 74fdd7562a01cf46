//! What a user who mistypes gets: one line naming the problem, the OS error said once,
//! exit code 2, and QEMU's size suffixes understood.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn goldtrace(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_goldtrace"))
        .args(args)
        .output()
        .expect("running goldtrace")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("goldtrace-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn one_error_line(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(err.lines().count(), 1, "not one line: {err}");
    err
}

#[test]
fn a_missing_kernel_says_the_os_error_once() {
    let err = one_error_line(&goldtrace(&["--kernel", "/nonexistent/zImage"]));
    assert!(err.contains("/nonexistent/zImage"), "{err}");
    assert_eq!(err.matches("os error 2").count(), 1, "{err}");
}

#[test]
fn a_truncated_zimage_is_refused() {
    // A zImage header (magic at 0x24, start and end at 0x28 and 0x2c) saying 64 KiB,
    // in a file of 4 KiB.
    let mut z = vec![0u8; 4096];
    z[0x24..0x28].copy_from_slice(&0x016f_2818u32.to_le_bytes());
    z[0x28..0x2c].copy_from_slice(&0u32.to_le_bytes());
    z[0x2c..0x30].copy_from_slice(&0x1_0000u32.to_le_bytes());
    let dir = scratch("zimage");
    let path = dir.join("zImage");
    std::fs::write(&path, &z).unwrap();
    let err = one_error_line(&goldtrace(&["--kernel", path.to_str().unwrap()]));
    assert!(err.contains("truncated zImage"), "{err}");
    assert!(err.contains("65536") && err.contains("4096"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn memory_sizes_take_suffixes() {
    // A bare-metal program that never ends stops at the tick limit (exit 1) whatever
    // the RAM size; a bad size is refused before anything runs.
    let elf = Path::new(env!("CARGO_MANIFEST_DIR")).join("qtools/tests/fixture/prog.elf");
    for m in ["256M", "1G", "131072K", "64"] {
        let out = goldtrace(&[
            "--bios",
            elf.to_str().unwrap(),
            "-m",
            m,
            "--max-ticks",
            "200",
        ]);
        assert!(
            matches!(out.status.code(), Some(0 | 1)),
            "-m {m}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    for m in ["100X", "1500K", "2G"] {
        let out = goldtrace(&["--bios", elf.to_str().unwrap(), "--memory", m]);
        assert_eq!(out.status.code(), Some(2), "--memory {m}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(m) || err.contains("1024M"),
            "--memory {m}: {err}"
        );
    }
}
