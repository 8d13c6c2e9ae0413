//! Tests that run out of memory without taking the test process with
//! them: the test runs itself again as a child process under an
//! address-space limit, which stands for a WebAssembly module at its
//! memory cap, and the parent reads what the child printed.

use std::process::{Command, Output};

/// Runs the test named `test` of the running test binary again, alone, in
/// a child process whose address space is limited to `kib` kibibytes
/// (`ulimit -v`), with the environment variable `marker` set so that the
/// test takes its child's branch. `None` off Linux, where `ulimit -v` is
/// not known to hold.
///
/// # Panics
///
/// When the test binary's path is unknown or the shell does not start.
pub fn run_with_memory_limit(test: &str, marker: &str, kib: u64) -> Option<Output> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let exe = std::env::current_exe().expect("the test binary's path");
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v {kib} && exec \"$0\" --exact --nocapture --test-threads=1 \"$1\""
        ))
        .arg(&exe)
        .arg(test)
        .env(marker, "1")
        .output()
        .expect("a shell to run the child");
    Some(output)
}

/// Panics with the child's output unless it succeeded and printed `line`.
pub fn assert_child_printed(output: &Output, line: &str) {
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success() && stdout.contains(line),
        "{:?}\n{stdout}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
}
