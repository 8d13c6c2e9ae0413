//! `duck-engine`: the reference engine over UCI on standard input and
//! output.

fn main() {
    let stdin = std::io::stdin();
    duck_variants_engine::uci::run(stdin.lock(), std::io::stdout());
}
