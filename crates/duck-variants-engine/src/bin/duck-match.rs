//! `duck-match`: plays two UCI engines against each other.

fn main() {}
