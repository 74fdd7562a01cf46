//! Thumb-2 decoder tests.
