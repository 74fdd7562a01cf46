//! Defaults that depend on the machine a trace was recorded on: the tick rate that turns
//! cycles into time and the start of RAM, which the recipe records (`tick-hz:`,
//! `ram-base:`, written by goldtrace's `MachineDesc::recipe_entries` from the board), and
//! the default guest's kernel and root file system, which follow from its `machine:` line.

use std::path::{Path, PathBuf};

/// Ticks per microsecond of each machine's CPU clock, for traces whose recipe predates its
/// `tick-hz:` line (recorded before 2026-11-28): the boards' values then
/// (`desc::BoardKind::tick_hz`: the Versatile PB's 200 MHz ARM926, virt's 1 GHz; qtools does
/// not depend on `devices`). Other machines count as the Versatile PB.
const TICK_MHZ: [(&str, u32); 2] = [("versatilepb", 200), ("virt", 1000)];

/// The default tick rate (the Versatile PB's, as the Android emulator's traces assume).
pub const DEFAULT_MHZ: u32 = 200;

/// Where each machine's RAM starts, for traces whose recipe predates its `ram-base:` line
/// (`devices::board::virt::RAM_BASE`; the Versatile PB's is at 0). Linux's `PHYS_OFFSET` on
/// ARM is the start of RAM: the kernel's head runs there, at `PAGE_OFFSET - PHYS_OFFSET`
/// below its link address, until the MMU is on.
const RAM_BASE: [(&str, u32); 2] = [("versatilepb", 0), ("virt", 0x4000_0000)];

/// The start of RAM of `machine` by the table of older traces (0 for a machine not in it).
pub fn ram_base_of(machine: Option<&str>) -> u32 {
    RAM_BASE
        .iter()
        .find(|(m, _)| Some(*m) == machine)
        .map_or(0, |(_, base)| *base)
}

/// The start of RAM of the machine the trace in `dir` was recorded on: its recipe's
/// `ram-base:`, else by its `machine:` ([`ram_base_of`]).
pub fn ram_base(dir: &Path) -> u32 {
    let recipe = crate::recipe::read(dir);
    let recipe = recipe.as_deref().unwrap_or("");
    recipe_value(recipe, "ram-base")
        .and_then(|v| u32::from_str_radix(v.strip_prefix("0x")?, 16).ok())
        .unwrap_or_else(|| ram_base_of(machine_of(recipe).as_deref()))
}

/// The value of the first `key:` line of a recipe.
fn recipe_value<'a>(recipe: &'a str, key: &str) -> Option<&'a str> {
    recipe.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        (k.trim() == key).then(|| v.trim())
    })
}

/// The `machine:` of the recipe of the trace in `dir`, if it has one.
pub fn of_trace(dir: &Path) -> Option<String> {
    machine_of(&crate::recipe::read(dir)?)
}

/// The `machine:` line of a recipe.
fn machine_of(recipe: &str) -> Option<String> {
    recipe_value(recipe, "machine").map(str::to_string)
}

/// The tick rate of `machine` in MHz by the table of older traces.
pub fn mhz_of(machine: Option<&str>) -> u32 {
    TICK_MHZ
        .iter()
        .find(|(m, _)| Some(*m) == machine)
        .map_or(DEFAULT_MHZ, |(_, mhz)| *mhz)
}

/// The tick rate of the trace in `dir` in MHz (`--mhz` overrides it): its recipe's
/// `tick-hz:` (whole MHz), else by its `machine:` ([`mhz_of`]).
pub fn tick_mhz(dir: &Path) -> u32 {
    let recipe = crate::recipe::read(dir);
    mhz_of_recipe(recipe.as_deref().unwrap_or(""))
}

/// The tick rate a recipe gives, in MHz.
fn mhz_of_recipe(recipe: &str) -> u32 {
    recipe_value(recipe, "tick-hz")
        .and_then(|v| v.parse::<u64>().ok())
        .and_then(|hz| u32::try_from(hz / 1_000_000).ok())
        .filter(|&mhz| mhz > 0)
        .unwrap_or_else(|| mhz_of(machine_of(recipe).as_deref()))
}

fn is_virt(dir: &Path) -> bool {
    of_trace(dir).as_deref() == Some("virt")
}

/// The kernel ELF used when none is given: the default armel guest's `vmlinux` if built,
/// for Versatile PB traces; none on `virt`, whose stock kernel has no ELF at hand (its
/// trace carries `kallsyms`, see [`crate::kallsyms`]).
pub fn default_vmlinux_for(dir: &Path) -> Option<PathBuf> {
    if is_virt(dir) {
        return None;
    }
    Some(crate::default_vmlinux()).filter(|p| p.exists())
}

/// The boot code searched for early boot code by default (see [`crate::bootcode`]): for
/// Versatile PB traces the armel guest's decompressor ELF (its kernel is built here); for
/// `virt` traces the zImage the recipe booted (Debian's stock `vmlinuz`, which has no
/// decompressor ELF), then the trace's `kallsyms`, which names the kernel's head at its
/// physical addresses (no `vmlinux` to find it in by content). The zImage comes first:
/// its code runs at addresses the kernel's image covers later.
pub fn default_decompressor_for(dir: &Path) -> Vec<PathBuf> {
    if is_virt(dir) {
        let zimage = crate::recipe::read(dir)
            .as_deref()
            .and_then(recipe_kernel)
            .filter(|p| p.exists());
        let kallsyms = Some(dir.join(crate::kallsyms::KALLSYMS_FILE)).filter(|p| p.exists());
        return zimage.into_iter().chain(kallsyms).collect();
    }
    Some(crate::default_decompressor())
        .filter(|p| p.exists())
        .into_iter()
        .collect()
}

/// The `kernel:` file of a recipe (`kernel: PATH sha256=HEX`).
fn recipe_kernel(recipe: &str) -> Option<PathBuf> {
    recipe.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        let path = v.trim();
        let path = path.rsplit_once(" sha256=").map_or(path, |(p, _)| p);
        (k.trim() == "kernel").then(|| PathBuf::from(path))
    })
}

/// The default guest root of the trace in `dir`'s machine: the armhf guest's on `virt`.
pub fn default_root_of_machine(dir: &Path) -> PathBuf {
    if is_virt(dir) {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../guest/out/armhf/rootfs")
    } else {
        crate::default_root()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tick_rate_follows_the_recipe_machine() {
        let virt = "goldtrace-recipe: 1\nstart: 1\nmachine: virt\ncpu: cortex-a15\n";
        assert_eq!(mhz_of(machine_of(virt).as_deref()), 1000);
        let pb = "goldtrace-recipe: 1\nmachine: versatilepb\n";
        assert_eq!(mhz_of(machine_of(pb).as_deref()), 200);
        assert_eq!(mhz_of(None), 200);
        assert_eq!(tick_mhz(Path::new("/nonexistent")), 200);
    }

    #[test]
    fn the_recipes_facts_come_before_the_table() {
        // Recorded since 2026-11-28: the recipe's own facts are used, whatever the table
        // says of its machine.
        let new = "goldtrace-recipe: 1\nmachine: virt\ncpu: cortex-a15\n\
                   tick-hz: 250000000\nram-base: 0x80000000\nmemory: 128\n";
        assert_eq!(mhz_of_recipe(new), 250);
        let dir = std::env::temp_dir().join(format!("qtools-machine-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(tracefmt::compact::RECIPE_FILE), new).unwrap();
        assert_eq!((tick_mhz(&dir), ram_base(&dir)), (250, 0x8000_0000));
        // An older recipe: the table of its machine.
        let old = "goldtrace-recipe: 1\nmachine: virt\ncpu: cortex-a15\nmemory: 128\n";
        std::fs::write(dir.join(tracefmt::compact::RECIPE_FILE), old).unwrap();
        assert_eq!((tick_mhz(&dir), ram_base(&dir)), (1000, 0x4000_0000));
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(ram_base(Path::new("/nonexistent")), 0);
        // Unreadable values fall back too.
        let bad = "goldtrace-recipe: 1\nmachine: virt\ntick-hz: fast\n";
        assert_eq!(mhz_of_recipe(bad), 1000);
    }

    #[test]
    fn ram_starts_where_each_board_puts_it() {
        assert_eq!(ram_base_of(Some("virt")), 0x4000_0000);
        assert_eq!(ram_base_of(Some("versatilepb")), 0);
        assert_eq!(ram_base_of(None), 0);
    }

    #[test]
    fn the_recipe_names_the_kernel_booted() {
        let r = "goldtrace-recipe: 1\nmachine: virt\nappend: console=ttyAMA0 a:b\n\
                 kernel: /g/armhf/vmlinuz sha256=00ff\ninitrd: /g/i sha256=11\n";
        assert_eq!(recipe_kernel(r), Some(PathBuf::from("/g/armhf/vmlinuz")));
        assert_eq!(
            recipe_kernel("goldtrace-recipe: 1\nbios: /b sha256=1\n"),
            None
        );
    }
}
