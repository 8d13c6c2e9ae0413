//! Copies the first Rust code block of the facade's README into
//! `$OUT_DIR/readme_example.rs`, which `main.rs` includes.

use std::{env, fs, path::Path};

fn main() {
    let readme = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../crates/duck-variants/README.md");
    println!("cargo::rerun-if-changed={}", readme.display());
    let text = fs::read_to_string(&readme).expect("the facade's README.md");
    let code: Vec<&str> = text
        .lines()
        .skip_while(|line| line.trim() != "```rust")
        .skip(1)
        .take_while(|line| line.trim() != "```")
        .collect();
    assert!(
        code.iter().any(|line| line.contains("fn main")),
        "the README's first Rust example is a program with fn main"
    );
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("readme_example.rs");
    fs::write(out, code.join("\n") + "\n").unwrap();
}
