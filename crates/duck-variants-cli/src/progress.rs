//! Progress on standard error for work that takes more than two seconds.

use std::io::Write;
use std::time::{Duration, Instant};

/// Reports a count of games on standard error once the work has taken two
/// seconds, then at most once a second; [`Progress::done`] ends the line.
pub(crate) struct Progress {
    what: String,
    start: Instant,
    last: Option<Instant>,
}

impl Progress {
    /// Progress of the work named `what` (a file's name).
    pub(crate) fn new(what: &str) -> Progress {
        Progress {
            what: what.to_string(),
            start: Instant::now(),
            last: None,
        }
    }

    /// `games` games are done.
    pub(crate) fn tick(&mut self, games: usize) {
        let now = Instant::now();
        let due = match self.last {
            None => now - self.start >= Duration::from_secs(2),
            Some(last) => now - last >= Duration::from_secs(1),
        };
        if due {
            self.last = Some(now);
            let seconds = (now - self.start).as_secs_f64();
            eprint!("\r{}: {games} games, {seconds:.0} s", self.what);
            let _ = std::io::stderr().flush();
        }
    }

    /// The work is over: ends the progress line, if one was shown.
    pub(crate) fn done(&self, games: usize) {
        if self.last.is_some() {
            let seconds = self.start.elapsed().as_secs_f64();
            eprintln!("\r{}: {games} games, {seconds:.1} s", self.what);
        }
    }
}
