//! Checks the board against values recorded from qemu-system-arm 7.2 -M
//! versatilepb (tests/fixtures/qemu-ids.txt, made as its README says): the
//! PrimeCell ID registers of every AMBA address in versatile-pb.dts and the
//! reset values of the system registers.

use arm::bus::{AccessSize, Bus};
use devices::{Board, BoardConfig};

fn hex(s: &str) -> u32 {
    u32::from_str_radix(s.trim(), 16).unwrap_or_else(|e| panic!("bad hex {s:?}: {e}"))
}

#[test]
fn board_matches_qemu_ids_and_sysregs() {
    let text = include_str!("fixtures/qemu-ids.txt");
    let mut board = Board::new(BoardConfig::default());
    let mut ids = 0;
    let mut regs = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        if let Some((base, vals)) = line.split_once(':') {
            let base = hex(base);
            let want: Vec<u32> = vals.split_whitespace().map(hex).collect();
            assert_eq!(want.len(), 8, "{line}");
            let got: Vec<u32> = (0..8)
                .map(|i| {
                    board
                        .read(0, base + 0xfe0 + 4 * i, AccessSize::Word)
                        .unwrap()
                })
                .collect();
            assert_eq!(got, want, "PrimeCell IDs at {base:#010x}");
            ids += 1;
        } else if let Some((addr, val)) = line.split_once('=') {
            let got = board.read(0, hex(addr), AccessSize::Word).unwrap();
            assert_eq!(got, hex(val), "register {addr}");
            regs += 1;
        } else {
            panic!("unexpected fixture line {line:?}");
        }
    }
    assert_eq!(ids, 27);
    assert!(regs >= 25);
}
