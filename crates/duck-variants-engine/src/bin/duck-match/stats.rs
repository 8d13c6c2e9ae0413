//! The match score with its error bar, and the Elo difference it implies.

/// Results from the first engine's side: 1, ½ or 0 a game.
#[derive(Default)]
pub struct Tally {
    /// Games won by the first engine.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost by the first engine.
    pub losses: u32,
}

impl Tally {
    /// Adds a game's result for the first engine (1.0, 0.5, 0.0).
    pub fn add(&mut self, points: f64) {
        if points > 0.75 {
            self.wins += 1;
        } else if points > 0.25 {
            self.draws += 1;
        } else {
            self.losses += 1;
        }
    }

    /// A summary line: W/D/L, score, its 95% interval and the Elo.
    pub fn summary(&self) -> String {
        let n = f64::from(self.wins + self.draws + self.losses);
        if n == 0.0 {
            return "no games".to_string();
        }
        let (w, d) = (f64::from(self.wins), f64::from(self.draws));
        let score = (w + d / 2.0) / n;
        let var = (w * (1.0 - score).powi(2)
            + d * (0.5 - score).powi(2)
            + f64::from(self.losses) * score.powi(2))
            / n;
        let margin = 1.96 * (var / n).sqrt();
        let elo = |s: f64| {
            let s = s.clamp(1e-3, 1.0 - 1e-3);
            -400.0 * (1.0 / s - 1.0).log10()
        };
        format!(
            "+{} ={} -{}: score {:.1}% ± {:.1}% (95%), Elo {:+.0} [{:+.0}, {:+.0}]",
            self.wins,
            self.draws,
            self.losses,
            score * 100.0,
            margin * 100.0,
            elo(score),
            elo(score - margin),
            elo(score + margin)
        )
    }
}
