//! One emitter per instruction class (filled in by the translator issue).
