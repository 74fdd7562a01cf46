//! Unit tests of the interpreter: hand-computed ARM ARM expectations.
