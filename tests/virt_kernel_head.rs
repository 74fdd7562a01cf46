//! The stock armhf kernel's code that runs before its MMU is on, named in a traced boot of
//! the `virt` board. Debian's package has no `vmlinux`: the trace's `kallsyms` (the kernel's
//! own symbol list, written by the trace module) names those blocks at their physical
//! addresses, the link address less `PAGE_OFFSET - PHYS_OFFSET` (RAM's start on the board,
//! the recipe's `ram-base`), and the head below `_stext`, which kallsyms does not list, as
//! `.head.text`, all under the file the kernel's functions have (`vmlinux`), a function run
//! before and after the MMU is on being one.
//!
//! The oracle for the mapping is the kernel image itself: the zImage's xz payload unpacked by
//! the host's `xz`, whose first byte is `_text`, where the decompressor starts the kernel:
//! every instruction of the blocks named this way is the image's word at that offset.
//!
//! Needs `guest/out/armhf` (`guest/armhf/build.sh`), qtools built beside goldtrace and `xz`;
//! skips without the guest, with the reason, unless `GOLDTRACE_REQUIRE_GUEST=1`.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

mod common;
use common::{goldtrace, path, qtools_bin, stderr};

fn qtools(args: &[&str]) -> String {
    let out = Command::new(qtools_bin())
        .args(args)
        .output()
        .expect("running qtools");
    assert!(out.status.success(), "qtools {args:?}: {}", stderr(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The kernel image inside the zImage `vmlinuz`: its xz stream (the one whose header's
/// check is right; the decompressor's own code holds the magic too) unpacked by `xz`.
fn kernel_image(vmlinuz: &Path) -> Option<Vec<u8>> {
    let data = std::fs::read(vmlinuz).expect("reading vmlinuz");
    let magic = b"\xfd7zXZ\x00";
    let starts = (0..data.len() - magic.len()).filter(|&i| &data[i..i + 6] == magic);
    for start in starts {
        let xz = std::env::temp_dir().join(format!("goldtrace-head-{}.xz", std::process::id()));
        std::fs::write(&xz, &data[start..]).unwrap();
        let out = Command::new("xz")
            .args(["-dc", "--single-stream", path(&xz)])
            .output();
        let _ = std::fs::remove_file(&xz);
        match out {
            Err(e) => {
                eprintln!("skipped: xz: {e}");
                return None;
            }
            Ok(o) if o.status.success() && o.stdout.len() > 1 << 20 => return Some(o.stdout),
            Ok(_) => {}
        }
    }
    panic!("{}: no xz stream unpacks", vmlinuz.display());
}

/// One block of `qtools bb2sym`: number, address, symbol+offset, file.
struct Row {
    addr: u32,
    name: String,
    file: String,
}

fn bb2sym(trace: &Path) -> Vec<Row> {
    qtools(&["bb2sym", path(trace)])
        .lines()
        .skip(1)
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            let addr = u32::from_str_radix(f.get(2)?, 16).ok()?;
            let (name, _) = f.get(4)?.rsplit_once('+')?;
            Some(Row {
                addr,
                name: name.to_string(),
                file: f.get(3)?.to_string(),
            })
        })
        .collect()
}

/// Each instruction of `qtools bbprof -i NAME...` at a physical address: (address, word).
fn executed_words(trace: &Path, names: &BTreeSet<String>) -> Vec<(u32, u32)> {
    let mut args = vec!["bbprof", path(trace), "--limit", "100000"];
    for n in names {
        args.extend(["-i", n.as_str()]);
    }
    qtools(&args)
        .lines()
        .filter(|l| !l.starts_with("bb "))
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            let addr = u32::from_str_radix(f.get(1)?, 16).ok()?;
            let word = u32::from_str_radix(f.get(2)?, 16).ok()?;
            (addr < 0x8000_0000).then_some((addr, word))
        })
        .collect()
}

#[test]
fn the_stock_kernels_blocks_before_its_mmu_are_named_from_the_traces_kallsyms() {
    let out_dir = common::guest_out().join("armhf");
    if !out_dir.join("vmlinuz").exists() || !out_dir.join("initramfs.cpio.gz").exists() {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "guest/out/armhf is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!("skipped: guest/out/armhf is missing (build it with guest/armhf/build.sh)");
        return;
    }
    let Some(image) = kernel_image(&out_dir.join("vmlinuz")) else {
        return;
    };
    let dir = common::scratch("virt-head");
    let trace = dir.join("trace");
    let out = goldtrace(&["--machine", "virt", "--trace", path(&trace)]);
    assert!(out.status.success(), "{}", stderr(&out));

    // Blocks of the kernel's image at physical addresses: RAM + TEXT_OFFSET (0x208000 for
    // the multi-platform kernel) and up; the zImage's own code is below, or found in it.
    let rows = bb2sym(&trace);
    let head: Vec<&Row> = rows
        .iter()
        .filter(|r| (0x4020_0000..0x4200_0000).contains(&r.addr) && !r.file.ends_with("vmlinuz"))
        .collect();
    assert!(head.len() >= 60, "{} blocks", head.len());
    let unnamed: Vec<String> = head
        .iter()
        .filter(|r| r.name == "(unknown)")
        .map(|r| format!("{:#x}", r.addr))
        .collect();
    assert!(unnamed.is_empty(), "unnamed: {unnamed:?}");
    let names: BTreeSet<String> = head.iter().map(|r| r.name.clone()).collect();
    for expected in [
        ".head.text",
        "__lookup_processor_type",
        "__hyp_stub_install",
        "__enable_mmu",
        "__turn_mmu_on",
        "__v7_setup_cont",
        "v7_invalidate_l1",
    ] {
        assert!(names.contains(expected), "no {expected} in {names:?}");
    }
    // Named from the trace's kallsyms, under the file the kernel's functions have once its
    // MMU is on (`vmlinux`), not the trace's kallsyms file.
    let kernel_files: BTreeSet<&str> = rows
        .iter()
        .filter(|r| r.addr >= 0xc000_0000 && r.name != "(unknown)" && !r.file.starts_with('['))
        .map(|r| r.file.as_str())
        .collect();
    assert_eq!(kernel_files, BTreeSet::from(["vmlinux"]));
    let head_files: BTreeSet<&str> = head.iter().map(|r| r.file.as_str()).collect();
    assert_eq!(head_files, kernel_files, "the head's file is the kernel's");

    // The kernel starts where the decompressor put `_text`: the head's lowest block.
    let entry = head
        .iter()
        .filter(|r| r.name == ".head.text")
        .map(|r| r.addr)
        .min()
        .unwrap();
    assert_eq!(entry, 0x4020_8000, "RAM + the multi-platform TEXT_OFFSET");
    let words = executed_words(&trace, &names);
    assert!(words.len() >= 200, "{} instructions", words.len());
    for (addr, word) in words {
        let off = (addr - entry) as usize;
        let at = u32::from_le_bytes(image[off..off + 4].try_into().unwrap());
        assert_eq!(word, at, "{addr:#x}: the image has {at:#010x}");
    }
    // The profile gives them cycles under their names, as kernel code.
    let prof = qtools(&["profile", path(&trace)]);
    let line = prof
        .lines()
        .find(|l| l.contains("__lookup_processor_type"))
        .unwrap_or_else(|| panic!("{prof:.3000}"));
    assert!(line.contains(" k "), "{line}");
    assert!(
        !prof.lines().any(|l| l.trim_end().ends_with("/kallsyms")),
        "{prof:.3000}"
    );
    // A function run before and after the MMU is on is one function (as with a vmlinux).
    let kernel_lines: Vec<(&str, &str)> = prof
        .lines()
        .filter(|l| l.contains(" k "))
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            Some((*f.get(f.len().checked_sub(2)?)?, *f.last()?))
        })
        .collect();
    let distinct: BTreeSet<&(&str, &str)> = kernel_lines.iter().collect();
    assert_eq!(
        distinct.len(),
        kernel_lines.len(),
        "a kernel function listed twice"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
