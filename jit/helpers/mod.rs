//! `extern "C"` runtime helpers called by generated code (filled in by the translator issue).
