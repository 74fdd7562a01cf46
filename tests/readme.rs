//! The README's shell blocks marked `<!-- runnable -->` run as written, in order, in one
//! scratch folder with goldtrace and qtools on the PATH, so the guide cannot go stale.

mod common;

use std::path::Path;
use std::process::Command;

use common::{guest_present, qtools_bin, scratch, stderr};

/// The runnable blocks of `text`: each ```sh block right after a `<!-- runnable -->`
/// line.
fn runnable_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() != "<!-- runnable -->" {
            continue;
        }
        assert_eq!(
            lines.next().map(str::trim),
            Some("```sh"),
            "a runnable block is ```sh"
        );
        let body: Vec<&str> = lines.by_ref().take_while(|l| l.trim() != "```").collect();
        blocks.push(body.join("\n"));
    }
    blocks
}

#[test]
fn runnable_blocks_are_found() {
    let text = "a\n<!-- runnable -->\n```sh\necho 1\necho 2\n```\n```sh\nnot this\n```\n";
    assert_eq!(runnable_blocks(text), ["echo 1\necho 2"]);
}

#[test]
fn the_readmes_runnable_blocks_run() {
    if !guest_present() {
        return;
    }
    if Command::new("arm-linux-gnueabi-gcc")
        .arg("--version")
        .output()
        .is_err()
    {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "arm-linux-gnueabi-gcc is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!("skipped: arm-linux-gnueabi-gcc is missing");
        return;
    }
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let blocks = runnable_blocks(&readme);
    assert!(blocks.len() >= 3, "{} runnable blocks", blocks.len());
    let bin = Path::new(env!("CARGO_BIN_EXE_goldtrace")).parent().unwrap();
    qtools_bin();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let dir = scratch("readme");
    for (i, block) in blocks.iter().enumerate() {
        let out = Command::new("bash")
            .args(["-eu", "-c", block])
            .current_dir(&dir)
            .env("PATH", &path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "runnable block {} failed:\n{block}\n--- stdout\n{}\n--- stderr\n{}",
            i + 1,
            String::from_utf8_lossy(&out.stdout),
            stderr(&out)
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
