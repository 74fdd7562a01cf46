//! Defaults that depend on the machine a trace was recorded on (its recipe's `machine:`
//! line): the tick rate that turns cycles into time, and the default guest's kernel and
//! root file system.

use std::path::{Path, PathBuf};

/// Ticks per microsecond of each machine's CPU clock (the trace's times are its ticks).
/// Sources: `devices::board::virt::VIRT_TICK_HZ` (1 GHz; qtools does not depend on
/// `devices`) and the Versatile PB's 200 MHz ARM926 (`devices::board`). Other machines
/// count as the Versatile PB.
const TICK_MHZ: [(&str, u32); 2] = [("versatilepb", 200), ("virt", 1000)];

/// The default tick rate (the Versatile PB's, as the Android emulator's traces assume).
pub const DEFAULT_MHZ: u32 = 200;

/// Where each machine's RAM starts (`devices::board::virt::RAM_BASE`; the Versatile PB's
/// is at 0). Linux's `PHYS_OFFSET` on ARM is the start of RAM: the kernel's head runs
/// there, at `PAGE_OFFSET - PHYS_OFFSET` below its link address, until the MMU is on.
const RAM_BASE: [(&str, u32); 2] = [("versatilepb", 0), ("virt", 0x4000_0000)];

/// The start of RAM of `machine` (0 for a machine not in the table).
pub fn ram_base_of(machine: Option<&str>) -> u32 {
    RAM_BASE
        .iter()
        .find(|(m, _)| Some(*m) == machine)
        .map_or(0, |(_, base)| *base)
}

/// The `machine:` of the recipe of the trace in `dir`, if it has one.
pub fn of_trace(dir: &Path) -> Option<String> {
    machine_of(&crate::recipe::read(dir)?)
}

/// The `machine:` line of a recipe.
fn machine_of(recipe: &str) -> Option<String> {
    recipe.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        (k.trim() == "machine").then(|| v.trim().to_string())
    })
}

/// The tick rate of `machine` in MHz.
pub fn mhz_of(machine: Option<&str>) -> u32 {
    TICK_MHZ
        .iter()
        .find(|(m, _)| Some(*m) == machine)
        .map_or(DEFAULT_MHZ, |(_, mhz)| *mhz)
}

/// The tick rate of the trace in `dir` in MHz (`--mhz` overrides it).
pub fn tick_mhz(dir: &Path) -> u32 {
    mhz_of(of_trace(dir).as_deref())
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
