//! Symbols found the way perf and gdb find them, on a real ARM shared library built here with the
//! Debian cross toolchain (`arm-linux-gnueabi-gcc`, binutils' `objcopy` and `readelf`): `.symtab`
//! when present, else `.dynsym`; separate debug files by `.gnu_debuglink` (CRC checked) and by
//! build-id under `--debug-dir` and `ROOT/usr/lib/debug`; a function wins over a label at its
//! address; C++ names demangled; the Thumb bit cleared. The expected addresses come from
//! binutils' `readelf`, not from qtools' own reader.
//!
//! Without the toolchain the tests skip with a message, unless `GOLDTRACE_REQUIRE_GUEST=1`
//! (scripts/deps.sh installs it), which makes them fail. Also checks the default guest's
//! vmlinux when it is built: `__schedule`, not the section label `__sched_text_start`.

mod common;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use qtools::symbols::{DebugSearch, SymbolSource, SymbolTable};
use tracefmt::{FinishInfo, TraceWriter};

/// The library: a static ARM function, a static Thumb function, exported functions, a C++-mangled
/// exported function, an exported label at the address of an exported function, and a function
/// exported under its default version (`plain_free@@DEMO_2`) and a hidden one
/// (`cfree_like@DEMO_1`, which sorts first by name and length ties), as glibc's `free` and
/// `cfree` are.
const SOURCE: &str = r#"
static int __attribute__((noinline)) hidden_helper(int x) { return x * 3 + VARIANT; }
static int __attribute__((noinline, target("thumb"))) thumb_static(int x) { return x * 5 + 2; }
int __attribute__((noinline)) exported_add(int a, int b) { return hidden_helper(a) + thumb_static(b); }
int cpp_named(int x) __asm__("_ZN4demo5Shape4areaEi");
int cpp_named(int x) { return x * x + 2; }
__asm__(".text\n.balign 4\n"
        ".global demo_text_start\ndemo_text_start:\n"
        ".global labelled_func\n.type labelled_func, %function\nlabelled_func:\n"
        "  add r0, r0, #7\n  bx lr\n.size labelled_func, .-labelled_func\n");
int __attribute__((noinline)) plain_free(int x) { return x - 1; }
__asm__(".symver plain_free, cfree_like@DEMO_1");
"#;

/// The version script: every global symbol at `DEMO_2`, which follows `DEMO_1`.
const VERSIONS: &str = "DEMO_1 { };\nDEMO_2 { global: *; } DEMO_1;\n";

/// The built files, in one scratch directory.
struct Built {
    /// Linked with symbols and DWARF.
    full: PathBuf,
    /// `objcopy --only-keep-debug` of `full`.
    debug: PathBuf,
    /// `objcopy --strip-all` of `full`: `.dynsym` only.
    stripped: PathBuf,
    /// `objcopy --strip-all --add-gnu-debuglink=libdemo.so.debug` of `full`.
    linked: PathBuf,
    /// `objcopy --strip-debug` of `full`: `.symtab` kept.
    no_dwarf: PathBuf,
    /// The debug file of a second build (another constant, so another build-id and CRC).
    other_debug: PathBuf,
    /// `st_value` of each `.symtab` symbol of `full`, by name, as readelf prints it.
    values: HashMap<String, u32>,
    /// The build-id in hex, as readelf prints it.
    build_id: String,
    /// Scratch directory.
    dir: PathBuf,
}

fn tool(name: &str) -> String {
    format!("arm-linux-gnueabi-{name}")
}

fn have_toolchain() -> bool {
    ["gcc", "objcopy", "readelf"].iter().all(|t| {
        Command::new(tool(t))
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

fn sh(cmd: &str, args: &[&str]) -> String {
    let out = Command::new(tool(cmd))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{cmd}: {e}"));
    assert!(
        out.status.success(),
        "{cmd} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn build() -> Option<&'static Built> {
    static BUILT: OnceLock<Option<Built>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            if !have_toolchain() {
                assert!(
                    std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
                    "arm-linux-gnueabi-gcc/objcopy/readelf missing (scripts/deps.sh installs them)"
                );
                eprintln!("skipped: arm-linux-gnueabi-gcc, objcopy or readelf not installed");
                return None;
            }
            Some(build_library())
        })
        .as_ref()
}

fn build_library() -> Built {
    let dir = common::scratch("separate-debug");
    let p = |n: &str| dir.join(n);
    let s = |p: &Path| p.to_str().unwrap().to_string();
    std::fs::write(p("demo.c"), SOURCE).unwrap();
    std::fs::write(p("demo.map"), VERSIONS).unwrap();
    for (variant, out) in [("1", "libdemo.so"), ("2", "other/libdemo.so")] {
        std::fs::create_dir_all(p(out).parent().unwrap()).unwrap();
        sh(
            "gcc",
            &[
                "-O1",
                "-g",
                "-shared",
                "-fPIC",
                &format!("-DVARIANT={variant}"),
                "-Wl,--build-id=sha1",
                &format!("-Wl,--version-script={}", s(&p("demo.map"))),
                "-o",
                &s(&p(out)),
                &s(&p("demo.c")),
            ],
        );
    }
    let full = p("libdemo.so");
    let debug = p("libdemo.so.debug");
    let other_debug = p("other/libdemo.so.debug");
    sh("objcopy", &["--only-keep-debug", &s(&full), &s(&debug)]);
    sh(
        "objcopy",
        &[
            "--only-keep-debug",
            &s(&p("other/libdemo.so")),
            &s(&other_debug),
        ],
    );
    let stripped = p("stripped.so");
    sh("objcopy", &["--strip-all", &s(&full), &s(&stripped)]);
    let no_dwarf = p("nodwarf.so");
    sh("objcopy", &["--strip-debug", &s(&full), &s(&no_dwarf)]);
    // objcopy computes the CRC of the file it is given; the name stored is its file name.
    let linked = p("linked.so");
    sh(
        "objcopy",
        &[
            "--strip-all",
            &format!("--add-gnu-debuglink={}", s(&debug)),
            &s(&full),
            &s(&linked),
        ],
    );
    let mut values = HashMap::new();
    for line in sh("readelf", &["-sW", &s(&full)]).lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() == 8 && f[0].ends_with(':') {
            if let Ok(v) = u32::from_str_radix(f[1], 16) {
                values.insert(f[7].to_string(), v);
            }
        }
    }
    let notes = sh("readelf", &["-n", &s(&full)]);
    let build_id = notes
        .lines()
        .find_map(|l| l.trim().strip_prefix("Build ID: "))
        .expect("readelf shows a build-id")
        .trim()
        .to_string();
    Built {
        full,
        debug,
        stripped,
        linked,
        no_dwarf,
        other_debug,
        values,
        build_id,
        dir,
    }
}

impl Built {
    /// The address of `name` in the file, Thumb bit cleared.
    fn addr(&self, name: &str) -> u32 {
        self.values[name] & !1
    }

    /// A fresh guest root holding `file` as `/lib/libdemo.so`.
    fn root(&self, name: &str, file: &Path) -> PathBuf {
        let root = self.dir.join(name);
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("lib")).unwrap();
        std::fs::copy(file, root.join("lib/libdemo.so")).unwrap();
        root
    }
}

/// The name `t` gives `addr`, if the symbol starts exactly there.
fn exact(t: &SymbolTable, addr: u32) -> Option<&str> {
    let s = &t.symbols[t.lookup(addr)?];
    (s.addr == addr).then_some(s.name.as_str())
}

fn has(t: &SymbolTable, name: &str) -> bool {
    t.symbols.iter().any(|s| s.name == name)
}

fn copy_to(from: &Path, to: &Path) {
    std::fs::create_dir_all(to.parent().unwrap()).unwrap();
    std::fs::copy(from, to).unwrap();
}

/// The names every table of the library has: the exported ones, demangled, with the function
/// (not the label sharing its address) at `labelled_func`.
fn check_exported(b: &Built, t: &SymbolTable) {
    assert_eq!(exact(t, b.addr("exported_add")), Some("exported_add"));
    assert_eq!(
        exact(t, b.addr("_ZN4demo5Shape4areaEi")),
        Some("demo::Shape::area(int)")
    );
    assert_eq!(b.addr("labelled_func"), b.addr("demo_text_start"));
    assert_eq!(exact(t, b.addr("labelled_func")), Some("labelled_func"));
    assert!(!has(t, "demo_text_start"));
    assert_eq!(exact(t, b.addr("plain_free")), Some("plain_free"));
}

/// What only the full symbol table has: the static functions, the Thumb one at its even address.
fn check_static(b: &Built, t: &SymbolTable) {
    assert_eq!(exact(t, b.addr("hidden_helper")), Some("hidden_helper"));
    let thumb = b.values["thumb_static"];
    assert_eq!(thumb & 1, 1, "a Thumb function's value has bit 0 set");
    assert_eq!(exact(t, thumb & !1), Some("thumb_static"));
    let i = t.lookup((thumb & !1) + 2).unwrap();
    assert_eq!(t.symbols[i].name, "thumb_static");
}

#[test]
fn symtab_is_used_when_present() {
    let Some(b) = build() else { return };
    for f in [&b.full, &b.no_dwarf] {
        let t = SymbolTable::from_elf_with(f, false, &DebugSearch::default());
        assert_eq!(t.source, SymbolSource::Symtab, "{}", f.display());
        assert!(t.relative && t.problem.is_none());
        check_exported(b, &t);
        check_static(b, &t);
    }
}

#[test]
fn stripped_file_falls_back_to_dynsym() {
    let Some(b) = build() else { return };
    let t = SymbolTable::from_elf_with(&b.stripped, false, &DebugSearch::default());
    assert_eq!(t.source, SymbolSource::Dynsym);
    assert!(!t.stripped && t.problem.is_none(), "{:?}", t.problem);
    check_exported(b, &t);
    assert!(!has(&t, "hidden_helper") && !has(&t, "thumb_static"));
    // The debuglink alone, with its debug file nowhere, gives the same.
    let root = b.root("dynsym-linked", &b.linked);
    let t = SymbolTable::from_elf_with(
        &root.join("lib/libdemo.so"),
        false,
        &DebugSearch::for_root(&[], &root),
    );
    assert_eq!(t.source, SymbolSource::Dynsym);
    assert!(!has(&t, "hidden_helper"));
}

#[test]
fn debuglink_is_found_where_gdb_looks() {
    let Some(b) = build() else { return };
    let extra = b.dir.join("debuglink-dbg");
    let _ = std::fs::remove_dir_all(&extra);
    // (root name, where the debug file goes relative to the root, or to `extra` when marked).
    let places = [
        ("next-to", "lib/libdemo.so.debug", false),
        ("dot-debug", "lib/.debug/libdemo.so.debug", false),
        ("debug-dir", "lib/libdemo.so.debug", true),
        ("root-debug", "usr/lib/debug/lib/libdemo.so.debug", false),
    ];
    for (name, place, in_extra) in places {
        let root = b.root(&format!("debuglink-{name}"), &b.linked);
        let at = if in_extra {
            extra.join(place)
        } else {
            root.join(place)
        };
        copy_to(&b.debug, &at);
        let search = DebugSearch::for_root(std::slice::from_ref(&extra), &root);
        let t = SymbolTable::from_elf_with(&root.join("lib/libdemo.so"), false, &search);
        assert_eq!(t.source, SymbolSource::DebugFile(at.clone()), "{name}");
        assert!(t.problem.is_none(), "{name}: {:?}", t.problem);
        check_exported(b, &t);
        check_static(b, &t);
        std::fs::remove_file(&at).unwrap();
    }
}

#[test]
fn build_id_is_found_under_debug_dirs() {
    let Some(b) = build() else { return };
    let id = &b.build_id;
    let rel = format!(".build-id/{}/{}.debug", &id[..2], &id[2..]);
    // Under a --debug-dir.
    let root = b.root("buildid-extra", &b.stripped);
    let extra = b.dir.join("buildid-dbg");
    let _ = std::fs::remove_dir_all(&extra);
    copy_to(&b.debug, &extra.join(&rel));
    let lib = root.join("lib/libdemo.so");
    let t = SymbolTable::from_elf_with(
        &lib,
        false,
        &DebugSearch::for_root(std::slice::from_ref(&extra), &root),
    );
    assert_eq!(t.source, SymbolSource::DebugFile(extra.join(&rel)));
    check_exported(b, &t);
    check_static(b, &t);
    // Under ROOT/usr/lib/debug, through an absolute link that is taken inside the root, as
    // Debian's debug packages lay them out.
    let root = b.root("buildid-root", &b.stripped);
    copy_to(&b.debug, &root.join("usr/lib/debug/lib/libdemo.so.debug"));
    let link = root.join("usr/lib/debug").join(&rel);
    std::fs::create_dir_all(link.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink("/usr/lib/debug/lib/libdemo.so.debug", &link).unwrap();
    let lib = root.join("lib/libdemo.so");
    let t = SymbolTable::from_elf_with(&lib, false, &DebugSearch::for_root(&[], &root));
    assert_eq!(
        t.source,
        SymbolSource::DebugFile(root.join("usr/lib/debug/lib/libdemo.so.debug"))
    );
    check_static(b, &t);
}

#[test]
fn mismatched_debug_files_are_refused() {
    let Some(b) = build() else { return };
    // A debuglink whose file has another CRC (another build's debug file under the same name).
    let root = b.root("crc-mismatch", &b.linked);
    copy_to(&b.other_debug, &root.join("lib/libdemo.so.debug"));
    let lib = root.join("lib/libdemo.so");
    let t = SymbolTable::from_elf_with(&lib, false, &DebugSearch::for_root(&[], &root));
    assert_eq!(t.source, SymbolSource::Dynsym);
    let p = t.problem.clone().unwrap_or_default();
    assert!(p.contains("refused") && p.contains("CRC"), "{p}");
    check_exported(b, &t);
    assert!(!has(&t, "hidden_helper"));
    // Another build's debug file at this build-id's path.
    let id = &b.build_id;
    let root = b.root("buildid-mismatch", &b.stripped);
    copy_to(
        &b.other_debug,
        &root.join(format!(
            "usr/lib/debug/.build-id/{}/{}.debug",
            &id[..2],
            &id[2..]
        )),
    );
    let lib = root.join("lib/libdemo.so");
    let t = SymbolTable::from_elf_with(&lib, false, &DebugSearch::for_root(&[], &root));
    assert_eq!(t.source, SymbolSource::Dynsym);
    let p = t.problem.clone().unwrap_or_default();
    assert!(p.contains("build-id differs"), "{p}");
}

/// A trace of one process running five functions of `/lib/libdemo.so`, mapped at `BASE`.
const BASE: u32 = 0x4000_0000;

fn write_trace(b: &Built, dir: &Path) {
    const NOP: u32 = 0xe1a0_0000;
    let mut w = TraceWriter::create(dir, true).expect("create trace");
    let funcs = [
        ("exported_add", false, 3),
        ("hidden_helper", false, 5),
        ("thumb_static", true, 7),
        ("labelled_func", false, 11),
        ("_ZN4demo5Shape4areaEi", false, 13),
    ];
    for (i, (name, thumb, _)) in funcs.iter().enumerate() {
        let words: &[u32] = if *thumb {
            &[0x2001, 0x4770]
        } else {
            &[NOP, 0xe12f_ff1e]
        };
        w.record_static_block(i as u64 + 1, BASE + b.addr(name), *thumb, words)
            .unwrap();
    }
    w.record_kthread_name(0, 0, 0, b"swapper");
    w.record_fork(1, 1, 1);
    w.record_switch(1, 1);
    w.record_exec(1, &[b"/bin/app"]);
    w.record_mmap(1, BASE, BASE + 0x1000, 0, b"/lib/libdemo.so");
    let mut t = 2;
    for (i, (_, _, reps)) in funcs.iter().enumerate() {
        for _ in 0..*reps {
            w.record_bb(i as u64 + 1, t);
            w.record_insn(t);
            w.record_insn(t + 1);
            t += 2;
        }
    }
    w.finish(FinishInfo {
        final_time: t,
        elapsed_usecs: 1,
    })
    .unwrap();
}

fn qtools(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_qtools"))
        .args(args)
        .output()
        .expect("qtools runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The profile line of `name` in `/lib/libdemo.so`, if any.
fn line<'a>(out: &'a str, name: &str) -> Option<&'a str> {
    out.lines()
        .find(|l| l.contains(&format!(" {name} ")) && l.ends_with("/lib/libdemo.so"))
}

#[test]
fn profile_names_functions_through_debug_dir_option() {
    let Some(b) = build() else { return };
    let root = b.root("cli-root", &b.stripped);
    let trace = b.dir.join("cli-trace");
    write_trace(b, &trace);
    let extra = b.dir.join("cli-dbg");
    let _ = std::fs::remove_dir_all(&extra);
    let id = &b.build_id;
    copy_to(
        &b.debug,
        &extra.join(format!(".build-id/{}/{}.debug", &id[..2], &id[2..])),
    );
    let (t, r, e) = (
        trace.to_str().unwrap(),
        root.to_str().unwrap(),
        extra.to_str().unwrap(),
    );
    // .dynsym alone: the exported functions, the static ones folded into their neighbours.
    let (ok, out, err) = qtools(&["profile", t, "--no-vmlinux", "-r", r]);
    assert!(ok, "{err}");
    for name in ["exported_add", "labelled_func", "demo::Shape::area(int)"] {
        assert!(line(&out, name).is_some(), "{name} missing in\n{out}");
    }
    assert!(line(&out, "hidden_helper").is_none(), "{out}");
    assert!(!out.contains("demo_text_start"), "{out}");
    // With the debug directory: every function, each with its own cycles.
    let (ok, out, err) = qtools(&["profile", t, "--no-vmlinux", "-r", r, "--debug-dir", e]);
    assert!(ok, "{err}");
    for (name, reps) in [
        ("exported_add", 3),
        ("hidden_helper", 5),
        ("thumb_static", 7),
        ("labelled_func", 11),
        ("demo::Shape::area(int)", 13),
    ] {
        let l = line(&out, name).unwrap_or_else(|| panic!("{name} missing in\n{out}"));
        let insns: u32 = l.split_whitespace().nth(3).unwrap().parse().unwrap();
        assert_eq!(insns, 2 * reps, "{l}");
    }
}

#[test]
fn guest_kernel_names_schedule_not_its_section_label() {
    let vmlinux = qtools::default_vmlinux();
    if !vmlinux.exists() {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "{} missing",
            vmlinux.display()
        );
        eprintln!("skipped: {} not built", vmlinux.display());
        return;
    }
    let data = std::fs::read(&vmlinux).unwrap();
    let file = object::File::parse(&*data).unwrap();
    use object::{Object, ObjectSymbol, SymbolKind};
    let label = file
        .symbols()
        .find(|s| s.name() == Ok("__sched_text_start"))
        .expect("vmlinux has __sched_text_start")
        .address();
    let funcs: Vec<&str> = file
        .symbols()
        .filter(|s| s.address() == label && s.kind() == SymbolKind::Text)
        .filter_map(|s| s.name().ok())
        .collect();
    assert!(!funcs.is_empty(), "no function at __sched_text_start");
    let t = SymbolTable::from_elf_with(&vmlinux, true, &DebugSearch::default());
    let got = exact(&t, label as u32).unwrap();
    assert!(funcs.contains(&got), "{got} is not one of {funcs:?}");
    // The default guest's kernel: the scheduler's entry.
    eprintln!("__sched_text_start's address is named {got}");
}
