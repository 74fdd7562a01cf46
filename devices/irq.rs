//! Interrupt lines: a device holds the level of each of its outputs; the bus,
//! not the device, knows where a line goes (an input of an interrupt controller).

/// A level-sensitive output line held by a device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IrqLine {
    level: bool,
}

impl IrqLine {
    pub fn set(&mut self, level: bool) {
        self.level = level;
    }

    pub fn level(&self) -> bool {
        self.level
    }
}

/// One wire: output bit `out` of device `src` drives input `line` of device `dst`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wire {
    pub src: usize,
    pub out: u32,
    pub dst: usize,
    pub line: u32,
}

/// Orders wires so that every device's inputs are settled before its outputs
/// are read (a source that is itself a destination comes after its own inputs).
/// Cycles are broken arbitrarily; the board has none.
pub fn settle_order(wires: &[Wire]) -> Vec<Wire> {
    let depth = |dev: usize| -> usize {
        // Longest chain of controllers feeding `dev`, bounded by the wire count.
        let mut d = 0;
        let mut frontier = vec![dev];
        while d <= wires.len() {
            let next: Vec<usize> = wires
                .iter()
                .filter(|w| frontier.contains(&w.dst))
                .map(|w| w.src)
                .collect();
            if next.is_empty() {
                break;
            }
            frontier = next;
            d += 1;
        }
        d
    };
    let mut sorted = wires.to_vec();
    sorted.sort_by_key(|w| depth(w.src));
    sorted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_holds_level() {
        let mut l = IrqLine::default();
        assert!(!l.level());
        l.set(true);
        assert!(l.level());
    }

    #[test]
    fn cascaded_controller_settles_after_its_sources() {
        // 0 = VIC, 1 = SIC (on VIC 31), 2 = a device on SIC 6, 3 = a device on VIC 4.
        let wires = [
            Wire {
                src: 1,
                out: 0,
                dst: 0,
                line: 31,
            },
            Wire {
                src: 2,
                out: 0,
                dst: 1,
                line: 6,
            },
            Wire {
                src: 3,
                out: 0,
                dst: 0,
                line: 4,
            },
        ];
        let order = settle_order(&wires);
        let pos = |src| order.iter().position(|w| w.src == src).unwrap();
        assert!(pos(2) < pos(1));
        assert!(pos(3) < pos(1));
    }
}
