//! [`perft_request`]: a perft count's options in the units every host
//! takes (a table in megabytes, a time limit in seconds), checked here
//! once so that every layer refuses the same requests with the same words.

use core::time::Duration;

use duck_variants_core::perft::{PerftError, PerftOptions};

/// A megabyte as the hosts take table sizes (10^6 bytes, as the perft
/// example's `--hash` and Python's `hash_mb`).
const MEGABYTE: u64 = 1_000_000;

/// The options of a perft count to `depth` on `threads` threads, with a
/// table of `hash_mb` megabytes (10^6 bytes; 0 for none), at most
/// `max_nodes` leaves and `max_seconds` seconds: the request Python's and
/// JavaScript's `perft` make, in their units. Counted by
/// [`AnyPosition::perft_with`](super::AnyPosition::perft_with), which also
/// checks the depth, the threads and the table.
///
/// ```
/// use duck_variants::any::perft_request;
/// use duck_variants::core::perft::PerftError;
/// use duck_variants::{AnyPosition, GameKind};
///
/// let start = AnyPosition::start(GameKind::Chess);
/// let options = perft_request(2, 1, 1, None, Some(60.0))?;
/// // 379,440: the oracle's Duck Chess perft(2) from the start.
/// assert_eq!(start.perft_with(options), Ok(379_440));
/// assert_eq!(perft_request(2, 1, 0, None, Some(-1.0)).unwrap_err(), PerftError::TimeLimit);
/// # Ok::<(), PerftError>(())
/// ```
///
/// # Errors
///
/// [`PerftError::TimeLimit`] for a time that is negative or not a number.
/// A table past the machine is refused when the count begins
/// ([`PerftError::Table`]).
pub fn perft_request<'a>(
    depth: u32,
    threads: usize,
    hash_mb: u64,
    max_nodes: Option<u128>,
    max_seconds: Option<f64>,
) -> Result<PerftOptions<'a>, PerftError> {
    let max_time = match max_seconds {
        None => None,
        // Past 2^64 nanoseconds (584 years) is past any clock: no limit.
        // (A plain conversion: `Duration::try_from_secs_f64` costs the
        // WebAssembly module a kilobyte.)
        Some(seconds) if seconds >= 0.0 => {
            let nanos = seconds * 1e9;
            (nanos < u64::MAX as f64).then(|| Duration::from_nanos(nanos as u64))
        }
        // Negative or NaN.
        Some(_) => return Err(PerftError::TimeLimit),
    };
    // A size past the address space saturates, and the table refuses it.
    let hash_bytes = usize::try_from(hash_mb.saturating_mul(MEGABYTE)).unwrap_or(usize::MAX);
    Ok(PerftOptions {
        threads,
        hash_bytes,
        max_nodes,
        max_time,
        ..PerftOptions::new(depth)
    })
}
