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

/// A source of elapsed time for the search.
pub trait Clock {
    /// Milliseconds since the search started.
    fn elapsed_ms(&self) -> u64;
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
