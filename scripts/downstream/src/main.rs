//! The facade README's example, built against `duck-variants` as a
//! dependency (see build.rs).

include!(concat!(env!("OUT_DIR"), "/readme_example.rs"));
