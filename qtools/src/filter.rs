//! The common filters of the original qtools: include/exclude by pid, function, `:kernel` or
//! `:libs`, and merging all kernel or library symbols into one pseudo-symbol.

use anyhow::{bail, Result};

use crate::model::{FuncId, Model};

/// One selector of `-i`/`-e`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Selector {
    /// All kernel code.
    Kernel,
    /// All library code.
    Libs,
    /// One thread.
    Pid(u32),
    /// A function by name.
    Func(String),
}

impl Selector {
    /// Parses `:kernel`, `:libs`, a number (a pid) or a function name.
    pub fn parse(s: &str) -> Selector {
        match s {
            ":kernel" => Selector::Kernel,
            ":libs" => Selector::Libs,
            _ => match s.parse::<u32>() {
                Ok(p) => Selector::Pid(p),
                Err(_) => Selector::Func(s.to_string()),
            },
        }
    }

    fn matches(&self, m: &Model, pid: u32, f: FuncId) -> bool {
        let info = &m.funcs[f as usize];
        match self {
            Selector::Kernel => info.kernel,
            Selector::Libs => info.library,
            Selector::Pid(p) => *p == pid,
            Selector::Func(n) => info.name == *n,
        }
    }
}

/// Include, exclude and merge settings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only events matching one of these (pid selectors and the others are combined: a pid
    /// selector must match and, if any non-pid selector is given, one of those too).
    pub include: Vec<Selector>,
    /// Events matching any of these are dropped.
    pub exclude: Vec<Selector>,
    /// Merge all kernel symbols into `:kernel`.
    pub merge_kernel: bool,
    /// Merge all library symbols into `:libs`.
    pub merge_libs: bool,
}

impl Filter {
    /// Builds a filter from `-i`, `-e` and `-l` arguments.
    pub fn new(include: &[String], exclude: &[String], merge: &[String]) -> Result<Filter> {
        let mut f = Filter {
            include: include.iter().map(|s| Selector::parse(s)).collect(),
            exclude: exclude.iter().map(|s| Selector::parse(s)).collect(),
            ..Filter::default()
        };
        for m in merge {
            match m.as_str() {
                ":kernel" => f.merge_kernel = true,
                ":libs" => f.merge_libs = true,
                other => bail!("-l takes :kernel or :libs, not {other:?}"),
            }
        }
        Ok(f)
    }

    /// True if nothing is filtered.
    pub fn is_empty(&self) -> bool {
        self.include.is_empty() && self.exclude.is_empty()
    }

    /// Whether an event of `pid` in function `f` is kept.
    #[inline]
    pub fn keep(&self, m: &Model, pid: u32, f: FuncId) -> bool {
        if self.is_empty() {
            return true;
        }
        if self.exclude.iter().any(|s| s.matches(m, pid, f)) {
            return false;
        }
        // (Without a vector per call: this runs at every block execution.)
        let is_pid = |s: &&Selector| matches!(s, Selector::Pid(_));
        let mut pids = self.include.iter().filter(is_pid).peekable();
        let mut others = self.include.iter().filter(|s| !is_pid(s)).peekable();
        (pids.peek().is_none() || pids.any(|s| s.matches(m, pid, f)))
            && (others.peek().is_none() || others.any(|s| s.matches(m, pid, f)))
    }

    /// Whether `pid` passes the pid selectors alone (for analyses that must see every block of
    /// a thread, such as call-stack reconstruction).
    pub fn keep_pid(&self, pid: u32) -> bool {
        let mut inc = self
            .include
            .iter()
            .filter(|s| matches!(s, Selector::Pid(_)))
            .peekable();
        !self.exclude.contains(&Selector::Pid(pid))
            && (inc.peek().is_none() || inc.any(|s| *s == Selector::Pid(pid)))
    }

    /// The name a function is reported under (`:kernel`/`:libs` when merged).
    pub fn label<'m>(&self, m: &'m Model, f: FuncId) -> &'m str {
        let info = &m.funcs[f as usize];
        if self.merge_kernel && info.kernel {
            ":kernel"
        } else if self.merge_libs && info.library {
            ":libs"
        } else {
            &info.name
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selectors_parse() {
        assert_eq!(Selector::parse(":kernel"), Selector::Kernel);
        assert_eq!(Selector::parse("12"), Selector::Pid(12));
        assert_eq!(Selector::parse("main"), Selector::Func("main".into()));
        assert!(Filter::new(&[], &[], &["bad".into()]).is_err());
    }

    #[test]
    fn include_and_exclude() {
        let m = Model::new(None, std::path::Path::new("/"));
        let f = Filter::new(&["3".into()], &[], &[]).unwrap();
        assert!(f.keep(&m, 3, 0));
        assert!(!f.keep(&m, 4, 0));
        let f = Filter::new(&[], &["(unknown)".into()], &[]).unwrap();
        assert!(!f.keep(&m, 3, 0));
    }
}
