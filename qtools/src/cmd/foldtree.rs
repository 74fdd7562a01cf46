//! The folded stacks of `flamegraph` held as a tree of interned frame names (a node is its
//! parent and its name, two `u32`s, plus its own cycles), so that memory grows by a few words
//! per distinct call path instead of by the path's text; the lines are made from it in the
//! order the text would sort in, and for the SVG the parts too narrow to draw are cut first.

use std::cmp::Ordering;

use crate::fasthash::FastMap;

/// No parent: a process's node, the first name of its lines.
const ROOT: u32 = u32::MAX;

/// What stands for a cut subtree in the SVG's lines (see [`FoldTree::write_lines`]); it is
/// never drawn.
const CUT: &str = "(narrow)";

/// Distinct folded lines (`name;name;... cycles`) as a tree of their names.
#[derive(Default)]
pub(super) struct FoldTree {
    /// Each distinct name once; `names[i]` is name `i`.
    names: Vec<Box<str>>,
    name_ids: FastMap<Box<str>, u32>,
    /// (parent node or [`ROOT`], name).
    nodes: Vec<(u32, u32)>,
    node_ids: FastMap<(u32, u32), u32>,
    /// The cycles of the line that ends at each node (0: no such line).
    own: Vec<u64>,
}

/// One sibling's part of the lines below a node, in the order they sort: the line ending at
/// `node` (`Own`) or the lines that go on below it (`Below`).
#[derive(Clone, Copy)]
enum Item {
    Own(u32),
    Below(u32),
}

impl FoldTree {
    /// The id of `name`, made if new.
    pub(super) fn name(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.name_ids.get(name) {
            return id;
        }
        let id = self.names.len() as u32;
        self.names.push(name.into());
        self.name_ids.insert(name.into(), id);
        id
    }

    /// The node of `name` below `parent` ([`FoldTree::top`] for a line's first name).
    pub(super) fn child(&mut self, parent: u32, name: u32) -> u32 {
        let next = self.nodes.len() as u32;
        let id = *self.node_ids.entry((parent, name)).or_insert(next);
        if id == next {
            self.nodes.push((parent, name));
            self.own.push(0);
        }
        id
    }

    /// The parent of a line's first name.
    pub(super) const fn top() -> u32 {
        ROOT
    }

    /// Adds `cycles` to the line that ends at `node`.
    pub(super) fn add(&mut self, node: u32, cycles: u64) {
        self.own[node as usize] += cycles;
    }

    /// The cycles of every line together.
    pub(super) fn total(&self) -> u64 {
        self.own.iter().sum()
    }

    /// Writes the lines (`name;name;... cycles`, without a newline) to `line`, one call each,
    /// in the order of their text without the cycles (that of a sorted map of the text).
    ///
    /// With `narrow`, the lines below a node whose cycles together are `narrow` or less (its
    /// callees, not the node itself) are written as one line `...;node;(narrow) CYCLES`: every
    /// frame of theirs in a flame graph is at most that wide. In the order of the full lines
    /// (what a flame graph sorts) the lines below a node are consecutive, since no name holds
    /// `;`, so that line takes their place and the frames around them do not change.
    pub(super) fn write_lines(
        &self,
        narrow: Option<&dyn Fn(u64) -> bool>,
        line: &mut dyn FnMut(&str),
    ) {
        let n = self.nodes.len();
        // Children of each node, grouped by parent (a stable counting sort), and the top ones.
        let mut start = vec![0u32; n + 2];
        for &(parent, _) in &self.nodes {
            start[slot(parent, n) + 2] += 1;
        }
        for i in 1..start.len() {
            start[i] += start[i - 1];
        }
        let mut kids = vec![0u32; n];
        for (id, &(parent, _)) in self.nodes.iter().enumerate() {
            let s = &mut start[slot(parent, n) + 1];
            kids[*s as usize] = id as u32;
            *s += 1;
        }
        let kids_of = |parent: u32| {
            let p = slot(parent, n);
            &kids[start[p] as usize..start[p + 1] as usize]
        };
        // The cycles of the lines below each node (children have larger ids), and whether
        // one of them reads as a differential line (see [`reads_as_two_counts`]): those are
        // never cut, inferno keeping state from them.
        let mut below = vec![0u64; n];
        let mut keep = vec![false; n];
        let counts: Vec<bool> = self.names.iter().map(|s| reads_as_two_counts(s)).collect();
        for id in (0..n).rev() {
            let (parent, name) = self.nodes[id];
            if parent != ROOT {
                below[parent as usize] += below[id] + self.own[id];
                keep[parent as usize] |= keep[id] || (self.own[id] > 0 && counts[name as usize]);
            }
        }
        let items_of = |parent: u32| -> Vec<Item> {
            let mut items = Vec::new();
            for &k in kids_of(parent) {
                if self.own[k as usize] > 0 {
                    items.push(Item::Own(k));
                }
                if below[k as usize] > 0 {
                    items.push(Item::Below(k));
                }
            }
            items.sort_unstable_by(|&a, &b| self.order(a, b));
            items
        };
        // Depth first; `levels` holds each open node's remaining items and its text's length.
        let mut text = String::new();
        let mut levels: Vec<(std::vec::IntoIter<Item>, usize)> =
            vec![(items_of(ROOT).into_iter(), 0)];
        while let Some((items, len)) = levels.last_mut() {
            let Some(item) = items.next() else {
                levels.pop();
                continue;
            };
            let len = *len;
            text.truncate(len);
            let node = match item {
                Item::Own(k) | Item::Below(k) => k,
            };
            if len > 0 {
                text.push(';');
            }
            text.push_str(&self.names[self.nodes[node as usize].1 as usize]);
            match item {
                Item::Own(k) => {
                    let l = text.len();
                    push_count(&mut text, self.own[k as usize]);
                    line(&text);
                    text.truncate(l);
                }
                Item::Below(k) => {
                    let cycles = below[k as usize];
                    if !keep[k as usize] && narrow.is_some_and(|cut| cut(cycles)) {
                        text.push(';');
                        text.push_str(CUT);
                        push_count(&mut text, cycles);
                        line(&text);
                    } else {
                        let l = text.len();
                        levels.push((items_of(k).into_iter(), l));
                    }
                }
            }
        }
    }

    /// The order of two siblings' items: that of their lines' text without the cycles, the
    /// line ending at a node being a prefix of those below it.
    fn order(&self, a: Item, b: Item) -> Ordering {
        let key = |i: Item| {
            let (node, tail): (u32, &[u8]) = match i {
                Item::Own(k) => (k, b""),
                Item::Below(k) => (k, b";"),
            };
            let name = &self.names[self.nodes[node as usize].1 as usize];
            name.as_bytes().iter().chain(tail)
        };
        key(a).cmp(key(b))
    }
}

/// Whether inferno reads a line whose last name is `name` as a differential one, with two
/// counts (then its own count is the name's text after its last space), which sets state that
/// colours every later frame. As `inferno::flamegraph::merge::parse_nsamples` does on the line
/// without its count.
fn reads_as_two_counts(name: &str) -> bool {
    let name = name.trim_end();
    let Some(i) = name.rfind(' ') else {
        return false;
    };
    let tail = &name[i + 1..];
    let whole = match tail.find('.') {
        Some(dot) => {
            let mut digits = tail[..dot].bytes().chain(tail[dot + 1..].bytes());
            if !digits.all(|c| c.is_ascii_digit()) {
                return false;
            }
            &tail[..dot]
        }
        None => tail,
    };
    whole.bytes().all(|c| c.is_ascii_digit()) && whole.parse::<usize>().is_ok()
}

/// Whether inferno leaves out a frame `cycles` wide from a flame graph of `total` cycles drawn
/// with `opt` (its `minwidth_time`, computed as it does).
pub(super) fn too_narrow(
    opt: &inferno::flamegraph::Options<'_>,
    total: u64,
) -> impl Fn(u64) -> bool {
    let widthpertime_pct = 100.0 / total as usize as f64;
    let minwidth_time = opt.min_width / widthpertime_pct;
    move |cycles| (cycles as usize as f64) < minwidth_time
}

/// Where `parent`'s children start in the grouped list ([`ROOT`]'s first).
fn slot(parent: u32, n: usize) -> usize {
    if parent == ROOT {
        0
    } else {
        debug_assert!((parent as usize) < n);
        parent as usize + 1
    }
}

fn push_count(text: &mut String, cycles: u64) {
    use std::fmt::Write;
    write!(text, " {cycles}").expect("writing to a String");
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// Lines of `paths` (each a list of names, the first the process) with their cycles, as
    /// a sorted map of the text made them.
    fn reference(paths: &[(Vec<&str>, u64)]) -> Vec<String> {
        let mut agg: BTreeMap<String, u64> = BTreeMap::new();
        for (p, c) in paths {
            *agg.entry(p.join(";")).or_default() += c;
        }
        agg.into_iter().map(|(k, c)| format!("{k} {c}")).collect()
    }

    fn tree(paths: &[(Vec<&str>, u64)]) -> FoldTree {
        let mut t = FoldTree::default();
        for (p, c) in paths {
            let mut node = FoldTree::top();
            for name in p {
                let id = t.name(name);
                node = t.child(node, id);
            }
            t.add(node, *c);
        }
        t
    }

    fn lines(t: &FoldTree, narrow: Option<&dyn Fn(u64) -> bool>) -> Vec<String> {
        let mut v = Vec::new();
        t.write_lines(narrow, &mut |l| v.push(l.to_string()));
        v
    }

    /// Names that are prefixes of each other with every kind of next byte: below `' '`,
    /// between `' '` and `';'` (digits, `.`), above (`_`, letters), and a space.
    fn tricky() -> Vec<(Vec<&'static str>, u64)> {
        let names = ["f", "f.1", "f0", "f_x", "f x", "f\t", "g", "", "f 1"];
        let mut paths = Vec::new();
        let mut c = 1;
        for a in names {
            paths.push((vec!["p-1", a], c));
            c += 7;
            for b in names {
                paths.push((vec!["p-1", a, b], c));
                paths.push((vec!["p-10", a, b, "f"], c + 1));
                c += 3;
            }
        }
        paths.push((vec!["p-1", "f"], 5)); // twice: added up
        paths.push((vec!["p", "f"], 2));
        paths
    }

    #[test]
    fn lines_sort_as_the_text_does() {
        let paths = tricky();
        let t = tree(&paths);
        assert_eq!(lines(&t, None), reference(&paths));
        assert_eq!(t.total(), paths.iter().map(|p| p.1).sum::<u64>());
    }

    /// inferno's SVG of `lines`, as `flamegraph` draws it.
    fn svg(lines: &[String]) -> Vec<u8> {
        let mut opt = inferno::flamegraph::Options::default();
        opt.hash = true;
        opt.deterministic = true;
        let mut out = Vec::new();
        inferno::flamegraph::from_lines(&mut opt, lines.iter().map(String::as_str), &mut out)
            .expect("SVG");
        out
    }

    /// Many paths, most of them too narrow to draw, a few wide, over the tricky names.
    fn many() -> Vec<(Vec<&'static str>, u64)> {
        let names = ["f", "f.1", "f0", "f_x", "f x", "g", "h", "main", ":kernel"];
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut paths = Vec::new();
        for i in 0..20_000 {
            let process = ["init-1", "sh-20", "sort-31"][(next() % 3) as usize];
            let depth = 1 + (next() % 12) as usize;
            let mut p = vec![process];
            p.extend((0..depth).map(|_| names[(next() % names.len() as u64) as usize]));
            let cycles = if i % 500 == 0 {
                1_000_000
            } else {
                1 + next() % 50
            };
            paths.push((p, cycles));
        }
        paths
    }

    #[test]
    fn names_that_read_as_a_second_count() {
        for yes in ["f 1", "f 1.5", "f  12 \t", "a b 007"] {
            assert!(reads_as_two_counts(yes), "{yes:?}");
        }
        for no in [
            "f", "f1", "f x", "f 1.x", "f 1.2.3", "f .", "f -1", "f 1x", "",
        ] {
            assert!(!reads_as_two_counts(no), "{no:?}");
        }
    }

    #[test]
    fn the_cut_lines_draw_the_same_flame_graph() {
        // The tricky names beside one path wide enough that they are all narrow.
        let mut heavy = tricky();
        heavy.push((vec!["q-2", "main"], 100_000_000));
        for paths in [many(), heavy] {
            let t = tree(&paths);
            let full = lines(&t, None);
            let narrow = too_narrow(&inferno::flamegraph::Options::default(), t.total());
            let cut = lines(&t, Some(&narrow));
            assert!(cut.len() < full.len(), "{} of {}", cut.len(), full.len());
            assert!(svg(&cut) == svg(&full), "the SVGs differ");
        }
        let t = tree(&many());
        let narrow = too_narrow(&inferno::flamegraph::Options::default(), t.total());
        let (cut, full) = (lines(&t, Some(&narrow)).len(), lines(&t, None).len());
        assert!(cut * 10 < full, "{cut} of {full} lines");
    }

    #[test]
    fn narrow_subtrees_become_one_line_in_the_same_place() {
        let paths = tricky();
        let t = tree(&paths);
        let limit = 200;
        let cut = lines(&t, Some(&|c| c <= limit));
        // The full lines sorted, with every run below a cut node replaced: same as sorting
        // the cut lines, and the cycles add up to the same total.
        let full = reference(&paths);
        let mut sorted_full = full.clone();
        sorted_full.sort();
        let mut sorted_cut = cut.clone();
        sorted_cut.sort();
        let sum = |v: &[String]| -> u64 {
            v.iter()
                .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
                .sum()
        };
        assert_eq!(sum(&cut), sum(&full));
        assert!(cut.len() < full.len(), "{cut:?}");
        // Each cut line stands exactly for the full lines that start with its text before
        // the placeholder, and those are consecutive in the sorted full lines.
        for l in cut.iter().filter(|l| l.contains(CUT)) {
            let prefix = &l[..l.find(CUT).unwrap()];
            let count: u64 = l.rsplit(' ').next().unwrap().parse().unwrap();
            assert!(count <= limit);
            let at: Vec<usize> = (0..sorted_full.len())
                .filter(|&i| sorted_full[i].starts_with(prefix))
                .collect();
            assert_eq!(at.last().unwrap() - at[0] + 1, at.len(), "{prefix}");
            assert_eq!(
                sum(&at
                    .iter()
                    .map(|&i| sorted_full[i].clone())
                    .collect::<Vec<_>>()),
                count
            );
            // In the sorted cut lines it sits where they did.
            let pos = sorted_cut.iter().position(|x| x == l).unwrap();
            let before = sorted_full[..at[0]]
                .iter()
                .filter(|x| sorted_cut.contains(x))
                .count();
            let cuts_before = sorted_cut[..pos].iter().filter(|x| x.contains(CUT)).count();
            assert_eq!(pos, before + cuts_before, "{l}");
        }
        // Nothing cut: the full lines.
        assert_eq!(lines(&t, Some(&|_| false)), full);
    }
}
