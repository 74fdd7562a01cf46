//! Fast number formatting for the text outputs of a replay window (a Tarmac line
//! costs a few numbers; `write!` would dominate the cost of writing them).

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Appends the low `digits` hex digits of `v` (lower case, zero-padded).
#[inline]
pub fn push_hex(buf: &mut Vec<u8>, v: u32, digits: usize) {
    for i in (0..digits).rev() {
        buf.push(HEX[((v >> (4 * i)) & 0xf) as usize]);
    }
}

/// Appends `v` in decimal.
#[inline]
pub fn push_dec(buf: &mut Vec<u8>, mut v: u64) {
    let mut tmp = [0u8; 20];
    let mut i = tmp.len();
    loop {
        i -= 1;
        tmp[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    buf.extend_from_slice(&tmp[i..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_format_writes_them() {
        for v in [0u32, 1, 0xa, 0xdead_beef, u32::MAX, 0x1234] {
            let mut b = Vec::new();
            push_hex(&mut b, v, 8);
            assert_eq!(String::from_utf8(b).unwrap(), format!("{v:08x}"));
            let mut b = Vec::new();
            push_hex(&mut b, v & 0xffff, 4);
            assert_eq!(String::from_utf8(b).unwrap(), format!("{:04x}", v & 0xffff));
        }
        for v in [0u64, 7, 10, 999, 1_000_000_007, u64::MAX] {
            let mut b = Vec::new();
            push_dec(&mut b, v);
            assert_eq!(String::from_utf8(b).unwrap(), v.to_string());
        }
    }
}
