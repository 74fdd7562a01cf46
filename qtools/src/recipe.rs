//! A trace's recipe as the inputs of its run: comparing two (runs are deterministic, so two
//! traces of the same recipe must match block for block, a difference being a change in
//! goldtrace itself, and two whose recipes differ in one input differ because of that input),
//! and the hash that names a run in `export-parquet`'s tables.

use std::collections::BTreeMap;
use std::path::Path;

/// Recipe lines that say when and how fast a run was, not what it did, and the machine's facts
/// (`tick-hz`, `ram-base`: they follow from its `machine` line, and recipes written before
/// 2026-11-28 lack them).
const NOT_INPUTS: [&str; 4] = ["start", "elapsed-usecs", "tick-hz", "ram-base"];

/// The recipe of the trace in `dir`, if it has one.
pub fn read(dir: &Path) -> Option<String> {
    std::fs::read_to_string(dir.join(tracefmt::compact::RECIPE_FILE)).ok()
}

/// A recipe as inputs: name → values. A file booted is its content hash (where it lay does not
/// matter); a guest file is named by its guest path; console input lines are kept in order
/// under `input`.
pub fn inputs(recipe: &str) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in recipe.lines().skip(1) {
        let Some((key, value)) = line.split_once(':') else {
            continue;
        };
        let (key, value) = (key.trim(), value.trim());
        if NOT_INPUTS.contains(&key) {
            continue;
        }
        let (name, value) = if key == "guest-file" {
            let (guest, host) = value.split_once('\t').unwrap_or((value, ""));
            (format!("guest-file {guest}"), host.to_string())
        } else if let Some((_, hash)) = value.rsplit_once(" sha256=") {
            (key.to_string(), format!("sha256={hash}"))
        } else {
            (key.to_string(), value.to_string())
        };
        out.entry(name).or_default().push(value);
    }
    out
}

/// A hash of the recipe's inputs (as [`inputs`] gives them: two runs of the same inputs hash
/// alike), 16 hex digits (FNV-1a, 64 bits).
pub fn hash(recipe: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for (name, values) in inputs(recipe) {
        for v in values {
            for b in name.bytes().chain([0]).chain(v.bytes()).chain([b'\n']) {
                h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
            }
        }
    }
    format!("{h:016x}")
}

/// How two traces' recipes compare.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Relation {
    /// One trace (or both) has no recipe.
    Unknown,
    /// The same inputs.
    Same,
    /// The inputs named differ (values or presence); the rest are the same.
    Differ(Vec<String>),
}

/// Compares the recipes `a` and `b`.
pub fn compare(a: Option<&str>, b: Option<&str>) -> Relation {
    let (Some(a), Some(b)) = (a, b) else {
        return Relation::Unknown;
    };
    let (a, b) = (inputs(a), inputs(b));
    let mut names: Vec<String> = a
        .keys()
        .chain(b.keys())
        .filter(|k| a.get(*k) != b.get(*k))
        .cloned()
        .collect();
    names.sort();
    names.dedup();
    if names.is_empty() {
        Relation::Same
    } else {
        Relation::Differ(names)
    }
}

impl Relation {
    /// The header line that says it.
    pub fn describe(&self) -> String {
        match self {
            Relation::Unknown => "not known (a trace has no recipe)".to_string(),
            Relation::Same => {
                "the same (runs are deterministic: a difference is a change in goldtrace itself)"
                    .to_string()
            }
            Relation::Differ(names) if names.len() == 1 && names[0] == "engine" => {
                "the same but for the engine (the engines agree tick for tick: a difference is a \
                 change in goldtrace itself)"
                    .to_string()
            }
            Relation::Differ(names) => format!("only these inputs differ: {}", names.join(", ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = "goldtrace-recipe: 1\nstart: 1.5\nmachine: versatilepb\n\
        guest-file: /usr/local/bin/loop\t/tmp/a/loop\n\
        kernel: /x/zImage sha256=11\ninitrd: /tmp/a/t/initramfs.cpio sha256=22\n\
        elapsed-usecs: 5\n";

    #[test]
    fn times_and_the_places_of_files_are_not_inputs() {
        let b = A
            .replace("start: 1.5", "start: 9.25")
            .replace(
                "machine: versatilepb\n",
                "machine: versatilepb\ntick-hz: 200000000\nram-base: 0x00000000\n",
            )
            .replace("elapsed-usecs: 5", "elapsed-usecs: 77")
            .replace("/x/zImage", "/elsewhere/zImage");
        assert_eq!(compare(Some(A), Some(&b)), Relation::Same);
        assert_eq!(hash(A), hash(&b));
        assert_ne!(hash(A), hash(&A.replace("sha256=22", "sha256=23")));
    }

    #[test]
    fn a_changed_program_and_its_initrd_are_named() {
        let b = A
            .replace("/tmp/a/loop", "/tmp/b/loop")
            .replace("sha256=22", "sha256=33");
        assert_eq!(
            compare(Some(A), Some(&b)),
            Relation::Differ(vec![
                "guest-file /usr/local/bin/loop".into(),
                "initrd".into()
            ])
        );
        let c = format!("{A}input: 100 0a\n");
        assert_eq!(
            compare(Some(A), Some(&c)),
            Relation::Differ(vec!["input".into()])
        );
        assert_eq!(compare(None, Some(A)), Relation::Unknown);
        let d = A.replace(
            "machine: versatilepb\n",
            "machine: versatilepb\nengine: jit\n",
        );
        let e = A.replace(
            "machine: versatilepb\n",
            "machine: versatilepb\nengine: interp\n",
        );
        assert!(compare(Some(&d), Some(&e))
            .describe()
            .contains("but for the engine"));
    }
}
