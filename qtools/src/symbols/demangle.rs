//! Readable names for C++ (Itanium ABI) and Rust (legacy and v0) symbols.

/// `name` demangled, or `name` itself when it is not a mangled name either crate understands.
/// Rust comes first, since a legacy Rust name is also a valid C++ name (`_ZN...17h<hash>E`);
/// it is printed without its hash, as perf does. C++ names keep their parameter lists.
pub fn demangle(name: &str) -> String {
    if name.starts_with("_R") || is_rust_legacy(name) {
        if let Ok(d) = rustc_demangle::try_demangle(name) {
            return format!("{d:#}");
        }
    }
    if name.starts_with("_Z") {
        if let Ok(sym) = cpp_demangle::Symbol::new(name) {
            if let Ok(d) = sym.demangle() {
                return d;
            }
        }
    }
    name.to_string()
}

/// A legacy Rust name: `_ZN`, path elements, and a last element `17h` + 16 hex digits, then `E`
/// (and possibly a `.suffix` the compiler back end added).
fn is_rust_legacy(name: &str) -> bool {
    let Some(body) = name.strip_prefix("_ZN") else {
        return false;
    };
    let body = body.split('.').next().unwrap_or(body);
    let Some(body) = body.strip_suffix('E') else {
        return false;
    };
    body.len() >= 19 && {
        let hash = &body[body.len() - 19..];
        hash.starts_with("17h") && hash[3..].bytes().all(|b| b.is_ascii_hexdigit())
    }
}

#[cfg(test)]
mod tests {
    use super::demangle;

    #[test]
    fn cpp_rust_and_plain_names() {
        assert_eq!(demangle("_ZN3foo3barEi"), "foo::bar(int)");
        assert_eq!(demangle("_ZN2ns5Shape4areaEv"), "ns::Shape::area()");
        assert_eq!(
            demangle("_ZN4core3fmt5write17h0123456789abcdefE"),
            "core::fmt::write"
        );
        assert_eq!(
            demangle("_ZN4core3fmt5write17h0123456789abcdefE.llvm.42"),
            "core::fmt::write"
        );
        assert_eq!(demangle("_RNvCs1234_7mycrate3foo"), "mycrate::foo");
        assert_eq!(demangle("memcpy"), "memcpy");
        assert_eq!(demangle("__schedule"), "__schedule");
        // Not a valid mangling: kept as it is.
        assert_eq!(demangle("_Zjunk"), "_Zjunk");
    }
}
