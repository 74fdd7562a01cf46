//! GIC unit tests (the QEMU replay is tests/virt_qemu.rs).
