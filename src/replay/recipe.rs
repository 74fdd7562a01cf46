//! Reading a trace's recipe back (the text `crate::recipe` writes) and checking that
//! the files it names are still the ones the run booted.

use std::path::PathBuf;

use crate::machine::{ClockKind, EngineKind};

/// A file the recorded run booted, with the hash the recipe gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecipeFile {
    /// `kernel`, `dtb`, `initrd`, `bios` or `drive` (a `--drive` image; one line each,
    /// in their order).
    pub key: String,
    pub path: PathBuf,
    /// SHA-256 in lower-case hex.
    pub sha256: String,
}

/// Everything a replay needs from the recipe.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecipeSpec {
    pub engine: EngineKind,
    pub memory: u32,
    pub clock: ClockKind,
    /// Whether block recording started on (`tracing: on|off`).
    pub tracing: bool,
    /// `None`: the device tree got no seed (`rng-seed: none`).
    pub rng_seed: Option<u64>,
    pub max_ticks: Option<u64>,
    /// The kernel command line (Linux runs).
    pub append: Option<String>,
    /// The board and CPU by QEMU's names (`machine: versatilepb`, `cpu: arm926`);
    /// absent in recipes written before they were recorded (that board, that CPU).
    pub machine: Option<String>,
    pub cpu: Option<String>,
    /// The machine's facts as recorded (`tick-hz: 1000000000`, `ram-base: 0x40000000`):
    /// its CPU ticks per second and the start of its RAM, for readers that do not know
    /// the boards (qtools); absent in recipes written before they were recorded.
    pub tick_hz: Option<u64>,
    pub ram_base: Option<u32>,
    /// `goldtrace run`: the program's path in the guest, and every host file put
    /// into its initramfs (guest path, host path).
    pub program: Option<String>,
    pub guest_files: Vec<(String, PathBuf)>,
    /// Blocks were recorded from the program's exec to its exit only.
    pub trace_only_program: bool,
    pub files: Vec<RecipeFile>,
    /// Console input: the tick at which the guest received each run of bytes.
    pub inputs: Vec<(u64, Vec<u8>)>,
}

impl RecipeSpec {
    /// The file booted as `key`, if the recipe names one.
    pub fn file(&self, key: &str) -> Option<&RecipeFile> {
        self.files.iter().find(|f| f.key == key)
    }
}

fn bad(line_no: usize, line: &str, what: &str) -> anyhow::Error {
    anyhow::anyhow!("recipe line {line_no}: {what}: {line:?}")
}

fn parse_hex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

/// Parses the recipe `text`. Unknown keys are skipped (later versions may add some);
/// a value that cannot be read is an error naming its line.
pub fn parse(text: &str) -> anyhow::Result<RecipeSpec> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    match lines.next() {
        Some((_, l)) if l.trim() == "goldtrace-recipe: 1" => {}
        Some((_, l)) => anyhow::bail!("not a goldtrace recipe version 1 (first line {l:?})"),
        None => anyhow::bail!("the recipe is empty"),
    }
    let mut spec = RecipeSpec {
        engine: EngineKind::Jit,
        memory: 128,
        clock: ClockKind::Virtual,
        tracing: true,
        rng_seed: Some(crate::boot::DEFAULT_RNG_SEED),
        max_ticks: None,
        append: None,
        machine: None,
        cpu: None,
        tick_hz: None,
        ram_base: None,
        program: None,
        guest_files: Vec::new(),
        trace_only_program: false,
        files: Vec::new(),
        inputs: Vec::new(),
    };
    let mut seen_memory = false;
    for (n, line) in lines {
        if line.trim().is_empty() {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(bad(n, line, "not a `key: value` line"));
        };
        let key = key.trim();
        // The append line keeps its inner spacing; only the separator's space goes.
        let value = value.strip_prefix(' ').unwrap_or(value);
        match key {
            "engine" => {
                spec.engine = match value.trim() {
                    "jit" => EngineKind::Jit,
                    "interp" => EngineKind::Interp,
                    "lockstep" => EngineKind::Lockstep,
                    _ => return Err(bad(n, line, "unknown engine")),
                }
            }
            "memory" => {
                spec.memory = value
                    .trim()
                    .parse()
                    .map_err(|_| bad(n, line, "memory is not a number of MiB"))?;
                seen_memory = true;
            }
            "clock" => {
                spec.clock = match value.trim() {
                    "virtual" => ClockKind::Virtual,
                    "host" => ClockKind::Host,
                    _ => return Err(bad(n, line, "unknown clock")),
                }
            }
            "tracing" => {
                spec.tracing = match value.trim() {
                    "on" => true,
                    "off" => false,
                    _ => return Err(bad(n, line, "tracing is neither on nor off")),
                }
            }
            "rng-seed" => {
                spec.rng_seed = match value.trim() {
                    "none" => None,
                    v => Some(
                        v.parse()
                            .map_err(|_| bad(n, line, "rng-seed is not a number"))?,
                    ),
                }
            }
            "max-ticks" => {
                spec.max_ticks = Some(
                    value
                        .trim()
                        .parse()
                        .map_err(|_| bad(n, line, "max-ticks is not a number"))?,
                )
            }
            "append" => spec.append = Some(value.to_string()),
            "machine" => spec.machine = Some(value.trim().to_string()),
            "cpu" => spec.cpu = Some(value.trim().to_string()),
            "tick-hz" => {
                spec.tick_hz = Some(
                    value
                        .trim()
                        .parse()
                        .map_err(|_| bad(n, line, "tick-hz is not a number"))?,
                )
            }
            "ram-base" => {
                let hex = value.trim().strip_prefix("0x").unwrap_or("");
                spec.ram_base = Some(
                    u32::from_str_radix(hex, 16)
                        .map_err(|_| bad(n, line, "ram-base is not a 32-bit 0x address"))?,
                )
            }
            "program" => spec.program = Some(value.to_string()),
            "guest-file" => {
                let (guest, host) = value
                    .split_once('\t')
                    .ok_or_else(|| bad(n, line, "guest-file is not `GUEST<tab>HOST`"))?;
                spec.guest_files
                    .push((guest.to_string(), PathBuf::from(host)));
            }
            "trace-only-program" => {
                spec.trace_only_program = match value.trim() {
                    "on" => true,
                    "off" => false,
                    _ => return Err(bad(n, line, "trace-only-program is neither on nor off")),
                }
            }
            "kernel" | "dtb" | "initrd" | "bios" | "drive" => {
                let Some((path, hash)) = value.rsplit_once(" sha256=") else {
                    return Err(bad(n, line, "a file line without its sha256="));
                };
                let hash = hash.trim();
                if hash.len() != 64 || parse_hex(hash).is_none() {
                    return Err(bad(n, line, "the sha256 is not 64 hex digits"));
                }
                spec.files.push(RecipeFile {
                    key: key.to_string(),
                    path: PathBuf::from(path),
                    sha256: hash.to_ascii_lowercase(),
                });
            }
            "input" => {
                let (tick, hex) = value
                    .trim()
                    .split_once(' ')
                    .ok_or_else(|| bad(n, line, "input is not `TICK HEX`"))?;
                let tick: u64 = tick
                    .parse()
                    .map_err(|_| bad(n, line, "the input's tick is not a number"))?;
                let bytes =
                    parse_hex(hex.trim()).ok_or_else(|| bad(n, line, "the input is not hex"))?;
                if let Some(&(last, _)) = spec.inputs.last() {
                    if tick < last {
                        return Err(bad(n, line, "input ticks go backwards"));
                    }
                }
                spec.inputs.push((tick, bytes));
            }
            _ => {}
        }
    }
    if !seen_memory {
        anyhow::bail!("the recipe has no memory: line");
    }
    match (spec.file("bios"), spec.file("kernel")) {
        (None, None) => anyhow::bail!("the recipe names neither a kernel nor a bios file"),
        (Some(_), Some(_)) => anyhow::bail!("the recipe names both a kernel and a bios file"),
        _ => {}
    }
    // `virt` generates its device tree; the Versatile PB boots the one named.
    let generates_dtb = spec.machine.as_deref() == Some("virt");
    if spec.file("kernel").is_some() && spec.file("dtb").is_none() && !generates_dtb {
        anyhow::bail!("the recipe names a kernel but no dtb");
    }
    Ok(spec)
}

/// Checks every file's SHA-256 against the recipe: the first that differs (or cannot
/// be read) is an error saying so.
pub fn check_files(spec: &RecipeSpec) -> anyhow::Result<()> {
    for f in &spec.files {
        let now = crate::recipe::sha256_of(&f.path)
            .map_err(|e| anyhow::anyhow!("the recipe's {}: {e}", f.key))?;
        if now != f.sha256 {
            anyhow::bail!(
                "the recipe's {} {} has changed since the run was recorded (sha256 {now}, the recipe says {})",
                f.key,
                f.path.display(),
                f.sha256
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const HASH: &str = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

    fn text(extra: &str) -> String {
        format!(
            "goldtrace-recipe: 1\nstart: 1.2\nengine: interp\nmemory: 64\nclock: virtual\n\
             tracing: off\nrng-seed: 7\nmax-ticks: 1000\nappend: console=ttyAMA0  a:b\n\
             kernel: /k/zImage sha256={HASH}\ndtb: /k/x.dtb sha256={HASH}\n{extra}"
        )
    }

    #[test]
    fn reads_what_the_recorder_writes() {
        let spec = parse(&text("input: 5 610d\ninput: 9 ff\nelapsed-usecs: 3\n")).unwrap();
        assert_eq!(spec.engine, EngineKind::Interp);
        assert_eq!(spec.memory, 64);
        assert!(!spec.tracing);
        assert_eq!(spec.rng_seed, Some(7));
        assert_eq!(spec.max_ticks, Some(1000));
        assert_eq!(spec.append.as_deref(), Some("console=ttyAMA0  a:b"));
        assert_eq!(spec.file("dtb").unwrap().path, PathBuf::from("/k/x.dtb"));
        assert!(spec.file("initrd").is_none());
        assert_eq!(spec.inputs, vec![(5, vec![0x61, 0x0d]), (9, vec![0xff])]);
    }

    #[test]
    fn reads_a_programs_run() {
        let spec = parse(&text(
            "machine: versatilepb\ncpu: arm926\nprogram: /usr/local/bin/a b\n\
             guest-file: /lib/libc.so.6\t/usr/x/libc.so.6\ntrace-only-program: on\n",
        ))
        .unwrap();
        assert_eq!(spec.machine.as_deref(), Some("versatilepb"));
        assert_eq!(spec.cpu.as_deref(), Some("arm926"));
        assert_eq!(spec.program.as_deref(), Some("/usr/local/bin/a b"));
        assert_eq!(
            spec.guest_files,
            vec![("/lib/libc.so.6".into(), PathBuf::from("/usr/x/libc.so.6"))]
        );
        assert!(spec.trace_only_program);
        assert!(parse(&text("guest-file: /no/tab\n")).is_err());
    }

    #[test]
    fn reads_the_machines_facts() {
        let spec = parse(&text(
            "machine: virt\ntick-hz: 1000000000\nram-base: 0x40000000\n",
        ))
        .unwrap();
        assert_eq!(spec.tick_hz, Some(1_000_000_000));
        assert_eq!(spec.ram_base, Some(0x4000_0000));
        // Recipes written before the facts were recorded have neither.
        let old = parse(&text("machine: virt\n")).unwrap();
        assert_eq!((old.tick_hz, old.ram_base), (None, None));
        let e = parse(&text("ram-base: 40000000\n"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 12") && e.contains("ram-base"), "{e}");
        let e = parse(&text("ram-base: 0x100000000\n"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("32-bit"), "{e}");
        let e = parse(&text("tick-hz: 1GHz\n")).unwrap_err().to_string();
        assert!(e.contains("tick-hz is not a number"), "{e}");
    }

    #[test]
    fn reads_the_drives_in_order() {
        let spec = parse(&text(&format!(
            "drive: /d/a b.img sha256={HASH}\ndrive: /d/c.img sha256={HASH}\n"
        )))
        .unwrap();
        let drives: Vec<_> = spec.files.iter().filter(|f| f.key == "drive").collect();
        assert_eq!(drives.len(), 2);
        assert_eq!(drives[0].path, PathBuf::from("/d/a b.img"));
        assert_eq!(drives[1].path, PathBuf::from("/d/c.img"));
        assert!(parse(&text("drive: /d/a.img\n")).is_err());
    }

    #[test]
    fn bad_lines_are_named() {
        let e = parse(&text("input: 5 6g\n")).unwrap_err().to_string();
        assert!(e.contains("line 12") && e.contains("not hex"), "{e}");
        let e = parse(&text("input: 5 61\ninput: 4 62\n")).unwrap_err();
        assert!(e.to_string().contains("backwards"), "{e}");
        let e = parse(&text("").replace("sha256=0011", "sha256=zz11")).unwrap_err();
        assert!(e.to_string().contains("64 hex digits"), "{e}");
        assert!(parse("something else\n").is_err());
        let no_kernel = text("").replace("kernel:", "other:");
        assert!(parse(&no_kernel)
            .unwrap_err()
            .to_string()
            .contains("neither"));
    }
}
