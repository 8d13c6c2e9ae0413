fn main() {
    println!(
        "chess {} xiangqi {} amazons {}",
        std::mem::size_of::<duck_variants_chess::Position>(),
        std::mem::size_of::<duck_variants_xiangqi::Position>(),
        std::mem::size_of::<duck_variants_amazons::Position>()
    );
}
