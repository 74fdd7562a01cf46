//! The Versatile PB devices behind the MMIO bus, and the goldfish trace device.
#![forbid(unsafe_code)]
