//! The qtrace directory format (Android emulator, version 2): records, writer, reader.
#![forbid(unsafe_code)]
