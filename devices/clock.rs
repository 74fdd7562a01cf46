//! Device time: the nominal CPU frequency, exact tick/frequency conversions and
//! the clock mode (virtual ticks or the host's wall clock).

use std::time::Instant;

/// The nominal CPU frequency: in `--clock virtual` mode one tick is 5 ns.
pub const CPU_HZ: u64 = 200_000_000;

/// How many whole cycles of a clock of `hz` have elapsed at device time `ticks`
/// (exact integer arithmetic, so runs are deterministic).
pub fn cycles_at(ticks: u64, hz: u64) -> u64 {
    cycles_at_rate(ticks, hz, CPU_HZ)
}

/// The first device tick at which `cycles_at(tick, hz) >= cycles`.
pub fn tick_of_cycle(cycles: u64, hz: u64) -> u64 {
    tick_of_cycle_at_rate(cycles, hz, CPU_HZ)
}

/// [`cycles_at`] on a board whose device tick runs at `tick_hz` (`virt`: 1 GHz).
pub fn cycles_at_rate(ticks: u64, hz: u64, tick_hz: u64) -> u64 {
    ((ticks as u128 * hz as u128) / tick_hz as u128) as u64
}

/// [`tick_of_cycle`] on a board whose device tick runs at `tick_hz`.
pub fn tick_of_cycle_at_rate(cycles: u64, hz: u64, tick_hz: u64) -> u64 {
    let t = (cycles as u128 * tick_hz as u128).div_ceil(hz as u128);
    u64::try_from(t).unwrap_or(u64::MAX)
}

/// Where device time comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// Device time is the CPU tick count: deterministic runs (`--clock virtual`).
    Virtual,
    /// Device time follows the host's wall clock since `start`, expressed in
    /// nominal ticks (`--clock host`), for interactive use.
    Host { start: Instant },
}

impl Clock {
    /// A host clock starting now.
    pub fn host() -> Clock {
        Clock::Host {
            start: Instant::now(),
        }
    }

    /// Device time at CPU tick `cpu_ticks`.
    pub fn device_time(&self, cpu_ticks: u64) -> u64 {
        self.device_time_at(cpu_ticks, CPU_HZ)
    }

    /// Device time at CPU tick `cpu_ticks` on a board whose tick runs at `tick_hz`
    /// (the host clock's nanoseconds become ticks at that rate).
    pub fn device_time_at(&self, cpu_ticks: u64, tick_hz: u64) -> u64 {
        match self {
            Clock::Virtual => cpu_ticks,
            Clock::Host { start } => {
                let ns = start.elapsed().as_nanos();
                u64::try_from(ns * tick_hz as u128 / 1_000_000_000).unwrap_or(u64::MAX)
            }
        }
    }

    /// The CPU tick at which device time reaches `deadline`, seen from CPU tick
    /// `cpu_ticks`. In host mode this assumes the CPU runs at its nominal speed
    /// from now on; the run loop asks again after reaching it.
    pub fn cpu_deadline(&self, cpu_ticks: u64, deadline: u64) -> u64 {
        self.cpu_deadline_at(cpu_ticks, deadline, CPU_HZ)
    }

    /// [`Clock::cpu_deadline`] on a board whose tick runs at `tick_hz`.
    pub fn cpu_deadline_at(&self, cpu_ticks: u64, deadline: u64, tick_hz: u64) -> u64 {
        match self {
            Clock::Virtual => deadline,
            Clock::Host { .. } => {
                if deadline == u64::MAX {
                    return u64::MAX;
                }
                let dev_now = self.device_time_at(cpu_ticks, tick_hz);
                cpu_ticks.saturating_add(deadline.saturating_sub(dev_now))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_are_exact_and_inverse() {
        assert_eq!(cycles_at(199, 1_000_000), 0);
        assert_eq!(cycles_at(200, 1_000_000), 1);
        assert_eq!(cycles_at(CPU_HZ, 24_000_000), 24_000_000);
        // 24 MHz does not divide 200 MHz: 25 ticks hold 3 cycles exactly.
        assert_eq!(cycles_at(25, 24_000_000), 3);
        assert_eq!(cycles_at(24, 24_000_000), 2);
        for c in [0u64, 1, 2, 3, 7, 1000, 123_456_789] {
            for hz in [1u64, 100, 32_768, 1_000_000, 24_000_000] {
                let t = tick_of_cycle(c, hz);
                assert!(cycles_at(t, hz) >= c);
                if t > 0 {
                    assert!(cycles_at(t - 1, hz) < c, "c={c} hz={hz}");
                }
            }
        }
    }

    #[test]
    fn virtual_clock_is_identity() {
        let c = Clock::Virtual;
        assert_eq!(c.device_time(12345), 12345);
        assert_eq!(c.cpu_deadline(10, 500), 500);
    }

    #[test]
    fn host_clock_moves_forward() {
        let c = Clock::host();
        let a = c.device_time(0);
        std::thread::sleep(std::time::Duration::from_millis(2));
        let b = c.device_time(0);
        assert!(b >= a + 2 * CPU_HZ / 1000);
        assert_eq!(c.cpu_deadline(0, u64::MAX), u64::MAX);
    }
}
