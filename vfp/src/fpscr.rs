//! The FPSCR as a value: its mode bits (what an operation reads) and its flag bits (what it sets).

/// The AArch32 Floating-Point Status and Control Register.
///
/// Operations read the modes (AHP, DN, FZ, RMode) and return the register with the cumulative
/// exception flags they raised OR-ed in; a compare also replaces NZCV. Bits not named here pass
/// through untouched.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
#[repr(transparent)]
pub struct Fpscr(pub u32);

impl Fpscr {
    /// Condition flag N (bit 31), set by compares.
    pub const N: u32 = 1 << 31;
    /// Condition flag Z (bit 30).
    pub const Z: u32 = 1 << 30;
    /// Condition flag C (bit 29).
    pub const C: u32 = 1 << 29;
    /// Condition flag V (bit 28).
    pub const V: u32 = 1 << 28;
    /// All four condition flags.
    pub const NZCV: u32 = 0xF << 28;
    /// Alternative half-precision format (bit 26).
    pub const AHP: u32 = 1 << 26;
    /// Default NaN mode (bit 25): every NaN result is the default NaN.
    pub const DN: u32 = 1 << 25;
    /// Flush-to-zero mode (bit 24) for single and double precision.
    pub const FZ: u32 = 1 << 24;
    /// Rounding mode field, bits 23:22 (see [`Rounding`]).
    pub const RMODE_SHIFT: u32 = 22;
    /// Mask of the rounding mode field.
    pub const RMODE: u32 = 3 << Self::RMODE_SHIFT;
    /// Input Denormal cumulative flag (bit 7): a denormal input was flushed to zero.
    pub const IDC: u32 = 1 << 7;
    /// Inexact cumulative flag (bit 4).
    pub const IXC: u32 = 1 << 4;
    /// Underflow cumulative flag (bit 3).
    pub const UFC: u32 = 1 << 3;
    /// Overflow cumulative flag (bit 2).
    pub const OFC: u32 = 1 << 2;
    /// Division by Zero cumulative flag (bit 1).
    pub const DZC: u32 = 1 << 1;
    /// Invalid Operation cumulative flag (bit 0).
    pub const IOC: u32 = 1;
    /// Every cumulative exception flag.
    pub const FLAGS: u32 = Self::IDC | Self::IXC | Self::UFC | Self::OFC | Self::DZC | Self::IOC;

    /// The rounding mode FPSCR.RMode selects.
    pub const fn rounding(self) -> Rounding {
        match (self.0 >> Self::RMODE_SHIFT) & 3 {
            0 => Rounding::NearestEven,
            1 => Rounding::PlusInf,
            2 => Rounding::MinusInf,
            _ => Rounding::Zero,
        }
    }

    /// This register with RMode replaced by `mode`.
    pub const fn with_rounding(self, mode: Rounding) -> Self {
        Fpscr((self.0 & !Self::RMODE) | ((mode as u32) << Self::RMODE_SHIFT))
    }

    /// Whether FZ (flush-to-zero) is set.
    pub const fn fz(self) -> bool {
        self.0 & Self::FZ != 0
    }

    /// Whether DN (default NaN) is set.
    pub const fn dn(self) -> bool {
        self.0 & Self::DN != 0
    }

    /// Whether AHP (alternative half precision) is set.
    pub const fn ahp(self) -> bool {
        self.0 & Self::AHP != 0
    }

    /// The cumulative exception flags currently set.
    pub const fn flags(self) -> u32 {
        self.0 & Self::FLAGS
    }
}

/// A rounding mode, numbered as FPSCR.RMode encodes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Rounding {
    /// RN: to nearest, ties to even.
    NearestEven = 0,
    /// RP: towards plus infinity.
    PlusInf = 1,
    /// RM: towards minus infinity.
    MinusInf = 2,
    /// RZ: towards zero.
    Zero = 3,
}

/// The integer a conversion reads or writes: its width and signedness.
///
/// 16-bit values occupy the low half of the register; a conversion to one returns it sign- or
/// zero-extended to the register's width, a conversion from one reads only the low 16 bits.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum IntKind {
    /// Signed 16-bit.
    S16,
    /// Unsigned 16-bit.
    U16,
    /// Signed 32-bit.
    S32,
    /// Unsigned 32-bit.
    U32,
}

impl IntKind {
    /// Whether the integer is signed.
    pub const fn signed(self) -> bool {
        matches!(self, IntKind::S16 | IntKind::S32)
    }

    /// The integer's width in bits.
    pub const fn bits(self) -> u32 {
        match self {
            IntKind::S16 | IntKind::U16 => 16,
            IntKind::S32 | IntKind::U32 => 32,
        }
    }
}
