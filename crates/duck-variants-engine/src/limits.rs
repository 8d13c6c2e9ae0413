//! What bounds a search: depth, nodes, time, and the clock that keeps it.

/// The limits of one search. Every limit set applies; none set means
/// "until stopped" (with a depth cap of [`MAX_DEPTH`](crate::MAX_DEPTH)).
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Limits {
    /// The deepest iteration, in plies (turns).
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Think exactly this long, in milliseconds.
    pub movetime: Option<u64>,
    /// White's (Red's) remaining clock time, milliseconds.
    pub wtime: Option<u64>,
    /// Black's remaining clock time, milliseconds.
    pub btime: Option<u64>,
    /// White's increment per move, milliseconds.
    pub winc: Option<u64>,
    /// Black's increment per move, milliseconds.
    pub binc: Option<u64>,
    /// Moves to the next time control.
    pub movestogo: Option<u32>,
    /// Search until stopped, whatever else is set.
    pub infinite: bool,
}

impl Limits {
    /// Limits of a depth alone.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Limits of a node count alone.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Limits of a fixed time per move, milliseconds.
    pub fn movetime(ms: u64) -> Limits {
        Limits {
            movetime: Some(ms),
            ..Limits::default()
        }
    }

    /// The (soft, hard) time budget in milliseconds for the side to move
    /// (`white` for White/Red): the soft one ends deepening, the hard one
    /// the search. `None` without a time limit.
    pub(crate) fn budget(&self, white: bool) -> Option<(u64, u64)> {
        if self.infinite {
            return None;
        }
        if let Some(ms) = self.movetime {
            let hard = ms.saturating_sub(ms.min(20) / 2).max(1);
            return Some((hard, hard));
        }
        let (time, inc) = if white {
            (self.wtime?, self.winc.unwrap_or(0))
        } else {
            (self.btime?, self.binc.unwrap_or(0))
        };
        let togo = u64::from(self.movestogo.unwrap_or(30).clamp(1, 50));
        let base = time / togo + inc * 3 / 4;
        let hard = (base * 2).min(time.saturating_sub(50) / 2).max(1);
        Some(((base / 2).max(1), hard))
    }
}

/// The longest time a library search may be asked for, in seconds (a
/// day): past it a number is a mistake, not a plan.
pub const MAX_SECONDS: f64 = 86_400.0;

/// A search limit a caller asked for that bounds nothing or cannot be
/// met: what [`Limits::bounded`] refuses, in words (its `Display`).
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum LimitsError {
    /// No limit at all: the search would never end by itself.
    Unbounded,
    /// A depth outside `1..=MAX_DEPTH`.
    Depth(u64),
    /// A node limit of zero.
    Nodes,
    /// A time that is not a number of seconds in `(0, MAX_SECONDS]`.
    Seconds(f64),
}

impl core::fmt::Display for LimitsError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            LimitsError::Unbounded => {
                f.write_str("a search needs a limit: a depth, a node count or a time")
            }
            LimitsError::Depth(depth) => write!(
                f,
                "search depth {depth} is outside 1 to {}",
                crate::search::MAX_DEPTH
            ),
            LimitsError::Nodes => f.write_str("a node limit of 0 searches nothing"),
            LimitsError::Seconds(seconds) => write!(
                f,
                "a search time of {seconds} seconds is not above 0 and at most {MAX_SECONDS}"
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for LimitsError {}

impl Limits {
    /// The limits of a library call (Python's `best_move`, JavaScript's
    /// search): a depth in plies, a node count, a time in seconds; at
    /// least one of them, each within its range, so that a call always
    /// ends by itself. Every layer checks its caller's limits here.
    pub fn bounded(
        depth: Option<u64>,
        nodes: Option<u64>,
        seconds: Option<f64>,
    ) -> Result<Limits, LimitsError> {
        if depth.is_none() && nodes.is_none() && seconds.is_none() {
            return Err(LimitsError::Unbounded);
        }
        let depth = depth
            .map(|d| {
                u32::try_from(d)
                    .ok()
                    .filter(|d| (1..=crate::search::MAX_DEPTH).contains(d))
                    .ok_or(LimitsError::Depth(d))
            })
            .transpose()?;
        if nodes == Some(0) {
            return Err(LimitsError::Nodes);
        }
        let movetime = match seconds {
            // `!(s > 0.0)` also refuses NaN.
            Some(s) if !(s > 0.0 && s <= MAX_SECONDS) => return Err(LimitsError::Seconds(s)),
            // At least a millisecond; at most a day's, so it fits.
            Some(s) => {
                // Rounded up by hand: `f64::ceil` needs std.
                let ms = s * 1000.0;
                let whole = ms as u64;
                Some((whole + u64::from((whole as f64) < ms)).max(1))
            }
            None => None,
        };
        Ok(Limits {
            depth,
            nodes,
            movetime,
            ..Limits::default()
        })
    }
}

/// What the search polls of its host while it runs: the elapsed time,
/// and whether the host wants it to stop.
pub trait Clock {
    /// Milliseconds since the search started.
    fn elapsed_ms(&self) -> u64;

    /// Whether the host asks the search to stop now, as the stop flag
    /// ([`Engine::stop_flag`](crate::Engine::stop_flag)) does, for a host
    /// that cannot set a flag while the search runs (a JavaScript page's
    /// cancel array or callback, read on the search's own thread). Polled
    /// every 1,024 nodes; the search then returns its best turn so far.
    fn should_stop(&self) -> bool {
        false
    }
}

/// A clock that never advances: the search stops only by depth, nodes or
/// the stop flag, so it is deterministic (no_std, WebAssembly, tests).
#[derive(Clone, Copy, Default, Debug)]
pub struct NoClock;

impl Clock for NoClock {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}

/// The wall clock, started when made.
#[cfg(feature = "std")]
#[derive(Clone, Copy, Debug)]
pub struct StdClock(std::time::Instant);

#[cfg(feature = "std")]
impl StdClock {
    /// A clock starting now.
    pub fn start() -> StdClock {
        StdClock(std::time::Instant::now())
    }
}

#[cfg(feature = "std")]
impl Default for StdClock {
    fn default() -> Self {
        StdClock::start()
    }
}

#[cfg(feature = "std")]
impl Clock for StdClock {
    fn elapsed_ms(&self) -> u64 {
        u64::try_from(self.0.elapsed().as_millis()).unwrap_or(u64::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn bounded_limits_refuse_what_never_ends_or_cannot_be() {
        assert_eq!(
            Limits::bounded(None, None, None),
            Err(LimitsError::Unbounded)
        );
        assert_eq!(
            Limits::bounded(Some(0), None, None),
            Err(LimitsError::Depth(0))
        );
        assert_eq!(
            Limits::bounded(Some(65), None, None),
            Err(LimitsError::Depth(65))
        );
        assert_eq!(
            Limits::bounded(Some(u64::MAX), None, None),
            Err(LimitsError::Depth(u64::MAX))
        );
        assert_eq!(
            Limits::bounded(None, Some(0), None),
            Err(LimitsError::Nodes)
        );
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY, 86_400.5] {
            assert!(matches!(
                Limits::bounded(None, None, Some(bad)),
                Err(LimitsError::Seconds(_))
            ));
        }
        let limits = Limits::bounded(Some(64), Some(5), Some(0.0001)).unwrap();
        assert_eq!(
            (limits.depth, limits.nodes, limits.movetime),
            (Some(64), Some(5), Some(1))
        );
        assert_eq!(
            Limits::bounded(None, None, Some(1.5)).unwrap().movetime,
            Some(1500)
        );
        assert_eq!(
            LimitsError::Depth(65).to_string(),
            "search depth 65 is outside 1 to 64"
        );
    }
}
