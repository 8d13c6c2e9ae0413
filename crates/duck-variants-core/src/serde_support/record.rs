//! Game records, `{"fen", "turns", "result"}` (and `"draw_rules"`): written
//! from a [`Game`], read by replaying them. Read by hand rather than by a
//! derived impl so that every error names the turn or the field in words
//! and quotes the input through [`Excerpt`], never whole.

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Display};
use core::str::FromStr;

use serde::de::{self, Deserialize, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::ser::{self as ser, Serialize, Serializer};

use crate::color::Color;
use crate::draw_rules::DrawRules;
use crate::game::Game;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::pgn::{Excerpt, is_result_token};
use crate::rules::{Rules, TurnOf};

/// The result field as written: the board's ending (`null` while the game
/// goes on), or a stated result token.
#[derive(serde::Serialize)]
#[serde(untagged)]
enum ResultOut<'a> {
    Board(Option<Outcome>),
    Stated(&'a str),
}

/// The game record as written.
#[derive(serde::Serialize)]
#[serde(rename = "GameRecord")]
struct GameRecordOut<'a, T> {
    fen: String,
    turns: Vec<T>,
    result: ResultOut<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    draw_rules: Option<&'a DrawRules>,
}

/// A game and the result its record states (feature `serde`): a record
/// whose `"result"` is a result token (`"1-0"`, `"0-1"`, `"1/2-1/2"`,
/// `"*"`) reads as this and writes back the same. RULES.md: a result on a
/// board that has not ended (a resignation, a loss on time) stands as
/// stated; once the board has ended the game, any other result contradicts
/// it. A [`Game`] read from such a record keeps the board, not the stated
/// result.
///
/// ```
/// use duck_variants_core::serde_support::RecordedGame;
/// # fn demo<R>(json: &str)
/// # where R: duck_variants_core::Rules + core::fmt::Display + core::str::FromStr,
/// #     R::Err: core::fmt::Display {
/// let resigned: RecordedGame<R> = serde_json::from_str(json).unwrap();
/// assert_eq!(resigned.stated, Some("0-1"));
/// assert_eq!(serde_json::to_string(&resigned).unwrap(), json);
/// # }
/// ```
#[derive(Clone, Debug)]
pub struct RecordedGame<R: Rules> {
    /// The game the record's turns replay.
    pub game: Game<R>,
    /// The result token the record states, if it states one (rather than
    /// `null` or an outcome object). Written back as it is, when it is a
    /// result token that agrees with the board.
    pub stated: Option<&'static str>,
}

/// Writes `game` as a record `{fen, turns, result}` (and `draw_rules` when
/// they are not the variant's default), each turn written by `notation`
/// from the position before it.
///
/// This is how `Game` serializes with `notation` giving
/// [`CoordTurn`](crate::CoordTurn)s; Duck Chess's `san_game` passes SAN.
///
/// # Errors
///
/// Those of the serializer.
pub fn serialize_game_with<R, T, S>(
    game: &Game<R>,
    s: S,
    notation: impl FnMut(&R, TurnOf<R>) -> T,
) -> Result<S::Ok, S::Error>
where
    R: Rules + Display,
    T: Serialize,
    S: Serializer,
{
    write_record(game, None, s, notation)
}

fn write_record<R, T, S>(
    game: &Game<R>,
    stated: Option<&str>,
    s: S,
    mut notation: impl FnMut(&R, TurnOf<R>) -> T,
) -> Result<S::Ok, S::Error>
where
    R: Rules + Display,
    T: Serialize,
    S: Serializer,
{
    let actual = game.outcome();
    let result = match stated {
        None => ResultOut::Board(actual),
        Some(token) if !is_result_token(token) => {
            return Err(ser::Error::custom(format_args!(
                "the stated result \"{}\" is not a result token (1-0, 0-1, 1/2-1/2 or *)",
                Excerpt(token)
            )));
        }
        Some(token) => match actual {
            Some(actual) if actual.pgn() != token => {
                return Err(ser::Error::custom(format_args!(
                    "the stated result {token} contradicts the board, where the game ended {}",
                    actual
                )));
            }
            _ => ResultOut::Stated(token),
        },
    };
    let turns = game
        .positions()
        .iter()
        .zip(game.history())
        .map(|(position, &turn)| notation(&position, turn))
        .collect();
    let draw_rules = game.draw_rules();
    GameRecordOut {
        fen: game.start().to_string(),
        turns,
        result,
        draw_rules: (draw_rules != R::DEFAULT_DRAW_RULES).then_some(&draw_rules),
    }
    .serialize(s)
}

/// Reads a record written by [`serialize_game_with`]: parses the FEN,
/// replays every turn, each read by `parse` in the position before it, and
/// checks `result` when present (a result token on a board that has not
/// ended stands as stated, and is not kept: see [`RecordedGame`]). Any
/// failure is a deserialization error in words, naming the turn (its
/// 1-based number and its text) or the field.
///
/// The record is read through `deserialize_any` (a turn or a result may be
/// of more than one type), so it needs a self-describing format such as
/// JSON.
///
/// # Errors
///
/// A malformed record, a FEN that is no valid position, bad draw rules, a
/// turn that does not parse or is not legal, a result that contradicts the
/// board; and the deserializer's own.
pub fn deserialize_game_with<'de, R, T, E, D>(
    d: D,
    parse: impl FnMut(&R, T) -> Result<TurnOf<R>, E>,
) -> Result<Game<R>, D::Error>
where
    R: Rules + FromStr,
    R::Err: Display,
    T: Deserialize<'de>,
    E: Display,
    D: Deserializer<'de>,
{
    read_record(d, parse).map(|(game, _)| game)
}

fn read_record<'de, R, T, E, D>(
    d: D,
    mut parse: impl FnMut(&R, T) -> Result<TurnOf<R>, E>,
) -> Result<(Game<R>, Option<&'static str>), D::Error>
where
    R: Rules + FromStr,
    R::Err: Display,
    T: Deserialize<'de>,
    E: Display,
    D: Deserializer<'de>,
{
    let record = d.deserialize_any(RecordVisitor)?;
    let start: R = record
        .fen
        .parse()
        .map_err(|e| de::Error::custom(format_args!("bad \"fen\": {e}")))?;
    let draw_rules = match record.draw_rules {
        Some(rules) => check_draw_rules::<R>(rules).map_err(de::Error::custom)?,
        None => R::DEFAULT_DRAW_RULES,
    };
    let mut game = Game::with_draw_rules(start, draw_rules);
    for (i, written) in record.turns.into_iter().enumerate() {
        let number = i + 1;
        let text = match written {
            TurnIn::Text(text) => text,
            TurnIn::Other(what) => {
                return Err(de::Error::custom(format_args!(
                    "turn {number}: invalid type: {what}, expected a turn as a string"
                )));
            }
        };
        let fail = |e: &dyn Display| {
            de::Error::custom(format_args!("turn {number} ({}): {e}", Excerpt(&text)))
        };
        let turn = T::deserialize(de::value::StrDeserializer::<de::value::Error>::new(&text))
            .map_err(|e| fail(&e))
            .and_then(|written| parse(game.position(), written).map_err(|e| fail(&e)))?;
        game.play(turn).map_err(|e| fail(&e))?;
    }
    let actual = game.outcome();
    let stated = match record.result {
        None => None,
        Some(ResultIn::Null) if actual.is_none() => None,
        Some(ResultIn::Outcome(expected)) if actual.is_some_and(|a| expected.is(a)) => None,
        Some(ResultIn::Token(token)) if actual.is_none_or(|a| a.pgn() == token) => Some(token),
        Some(expected) => {
            let game = match actual {
                None => String::from("is not over"),
                Some(o) => alloc::format!("ended {}", o),
            };
            return Err(de::Error::custom(format_args!(
                "\"result\" is {expected}, but the replayed game {game}"
            )));
        }
    };
    Ok((game, stated))
}

/// A record's fields, before the replay.
struct RecordIn<'de> {
    fen: Cow<'de, str>,
    turns: Vec<TurnIn<'de>>,
    /// `None` when absent (not checked).
    result: Option<ResultIn>,
    draw_rules: Option<DrawRules>,
}

/// A string of the input, borrowed when the format lends it; `what` names
/// it in errors.
struct TextVisitor(&'static str);

impl<'de> Visitor<'de> for TextVisitor {
    type Value = Cow<'de, str>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }

    fn visit_borrowed_str<E: de::Error>(self, text: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(text))
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(String::from(text)))
    }

    fn visit_string<E: de::Error>(self, text: String) -> Result<Self::Value, E> {
        Ok(Cow::Owned(text))
    }
}

/// The error of a string where `expected` was: the string quoted through
/// [`Excerpt`] (serde's own `invalid_type` quotes it whole). The visitors
/// that want no string are called through `deserialize_any` so that a
/// string reaches this.
fn not_a_string<E: de::Error>(text: &str, expected: &str) -> E {
    E::custom(format_args!(
        "invalid type: string \"{}\", expected {expected}",
        Excerpt(text)
    ))
}

/// A map key or a string value.
struct Text<'de>(Cow<'de, str>);

impl<'de> Deserialize<'de> for Text<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_str(TextVisitor("a string")).map(Text)
    }
}

/// Reads the fields by hand: an unknown field is named through
/// [`Excerpt`] (a derived impl quotes it whole).
struct RecordVisitor;

impl<'de> Visitor<'de> for RecordVisitor {
    type Value = RecordIn<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("struct GameRecord, an object with \"fen\", \"turns\" and \"result\"")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
        Err(not_a_string(text, "struct GameRecord"))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let (mut fen, mut turns, mut result, mut draw_rules) = (None, None, None, None);
        while let Some(Text(key)) = map.next_key::<Text<'de>>()? {
            match &*key {
                "fen" if fen.is_some() => return Err(de::Error::duplicate_field("fen")),
                "fen" => fen = Some(map.next_value::<Text<'de>>()?.0),
                "turns" if turns.is_some() => return Err(de::Error::duplicate_field("turns")),
                "turns" => turns = Some(map.next_value::<TurnsIn<'de>>()?.0),
                "result" if result.is_some() => return Err(de::Error::duplicate_field("result")),
                "result" => result = Some(map.next_value::<ResultIn>()?),
                "draw_rules" if draw_rules.is_some() => {
                    return Err(de::Error::duplicate_field("draw_rules"));
                }
                "draw_rules" => draw_rules = Some(map.next_value::<DrawRulesIn>()?.0),
                other => {
                    return Err(de::Error::custom(format_args!(
                        "unknown field `{}`, expected `fen`, `turns`, `result` or `draw_rules`",
                        Excerpt(other)
                    )));
                }
            }
        }
        Ok(RecordIn {
            fen: fen.ok_or_else(|| de::Error::missing_field("fen"))?,
            turns: turns.ok_or_else(|| de::Error::missing_field("turns"))?,
            result,
            draw_rules: draw_rules.flatten(),
        })
    }
}

/// A turn as written: its text, or what else stood there (so that the
/// error can name the turn).
enum TurnIn<'de> {
    Text(Cow<'de, str>),
    Other(&'static str),
}

struct TurnsIn<'de>(Vec<TurnIn<'de>>);

impl<'de> Deserialize<'de> for TurnsIn<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(TurnsVisitor).map(TurnsIn)
    }
}

struct TurnsVisitor;

impl<'de> Visitor<'de> for TurnsVisitor {
    type Value = Vec<TurnIn<'de>>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list of turns")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
        Err(not_a_string(text, "a list of turns"))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        // The size hint is the input's to choose: capped, so that a
        // claimed length costs no memory the turns do not fill.
        let mut turns = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(turn) = seq.next_element::<TurnIn<'de>>()? {
            turns.push(turn);
        }
        Ok(turns)
    }
}

impl<'de> Deserialize<'de> for TurnIn<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(TurnVisitor)
    }
}

/// Takes a string as the turn's text and anything else as what it is, so
/// that the error names the turn.
struct TurnVisitor;

impl<'de> Visitor<'de> for TurnVisitor {
    type Value = TurnIn<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a turn as a string")
    }

    fn visit_borrowed_str<E: de::Error>(self, text: &'de str) -> Result<Self::Value, E> {
        Ok(TurnIn::Text(Cow::Borrowed(text)))
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
        Ok(TurnIn::Text(Cow::Owned(String::from(text))))
    }

    fn visit_string<E: de::Error>(self, text: String) -> Result<Self::Value, E> {
        Ok(TurnIn::Text(Cow::Owned(text)))
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
        Ok(TurnIn::Other("a boolean"))
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
        Ok(TurnIn::Other("an integer"))
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
        Ok(TurnIn::Other("an integer"))
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
        Ok(TurnIn::Other("a number"))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(TurnIn::Other("null"))
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(TurnIn::Other("null"))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(TurnIn::Other("a list"))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(TurnIn::Other("an object"))
    }
}

/// The `"result"` field as read.
enum ResultIn {
    /// `null`: the game goes on.
    Null,
    /// A result token, stated (`"1-0"`).
    Token(&'static str),
    /// An outcome object: how the board ended the game.
    Outcome(OutcomeIn),
}

impl Display for ResultIn {
    /// For error messages: `null`, `"1-0"`, or `1-0, the royal piece was
    /// captured`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultIn::Null => f.write_str("null"),
            ResultIn::Token(token) => write!(f, "\"{token}\""),
            ResultIn::Outcome(OutcomeIn::Decisive { winner, reason }) => {
                let token = match winner {
                    Color::White => "1-0",
                    Color::Black => "0-1",
                };
                write!(f, "{token}, {reason}")
            }
            ResultIn::Outcome(OutcomeIn::Draw { reason }) => {
                write!(f, "1/2-1/2, {reason}")
            }
        }
    }
}

/// An outcome object, read by hand so that an unknown field (or an
/// unknown name) is refused and quoted through [`Excerpt`].
#[derive(Clone, Copy)]
enum OutcomeIn {
    Decisive { winner: Color, reason: WinReason },
    Draw { reason: DrawReason },
}

impl OutcomeIn {
    /// Whether it is the board's `outcome` (who won and why).
    fn is(self, outcome: Outcome) -> bool {
        match (self, outcome) {
            (
                OutcomeIn::Decisive { winner, reason },
                Outcome::Decisive {
                    winner: w,
                    reason: r,
                    ..
                },
            ) => winner == w && reason == r,
            (OutcomeIn::Draw { reason }, Outcome::Draw { reason: r }) => reason == r,
            _ => false,
        }
    }
}

impl<'de> Deserialize<'de> for ResultIn {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ResultVisitor)
    }
}

struct ResultVisitor;

/// The error of a result that is no result.
fn not_a_result<E: de::Error>(what: impl Display) -> E {
    E::custom(format_args!(
        "bad \"result\": {what} is neither null, a result token (\"1-0\", \"0-1\", \"1/2-1/2\", \"*\") nor an outcome object"
    ))
}

impl<'de> Visitor<'de> for ResultVisitor {
    type Value = ResultIn;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("null, a result token or an outcome object")
    }

    fn visit_unit<E: de::Error>(self) -> Result<ResultIn, E> {
        Ok(ResultIn::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<ResultIn, E> {
        Ok(ResultIn::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<ResultIn, D::Error> {
        d.deserialize_any(self)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<ResultIn, E> {
        ["1-0", "0-1", "1/2-1/2", "*"]
            .into_iter()
            .find(|token| *token == text)
            .map(ResultIn::Token)
            .ok_or_else(|| not_a_result(format_args!("\"{}\"", Excerpt(text))))
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<ResultIn, E> {
        Err(not_a_result("a boolean"))
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<ResultIn, E> {
        Err(not_a_result("a number"))
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<ResultIn, E> {
        Err(not_a_result("a number"))
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<ResultIn, E> {
        Err(not_a_result("a number"))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<ResultIn, A::Error> {
        Err(not_a_result("a list"))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ResultIn, A::Error> {
        let Some(Text(kind)) = map.next_key::<Text<'de>>()? else {
            return Err(not_a_result("an empty object"));
        };
        let outcome = match &*kind {
            "decisive" => {
                let fields = map.next_value::<FieldsIn>()?;
                fields.only(&["winner", "reason"])?;
                OutcomeIn::Decisive {
                    winner: fields.parse("winner", |name| match name {
                        "white" => Some(Color::White),
                        "black" => Some(Color::Black),
                        _ => None,
                    })?,
                    reason: fields.parse("reason", |name| match name {
                        "royal_captured" => Some(WinReason::RoyalCaptured),
                        "no_legal_turn" => Some(WinReason::NoLegalTurn),
                        _ => None,
                    })?,
                }
            }
            "draw" => {
                let fields = map.next_value::<FieldsIn>()?;
                fields.only(&["reason"])?;
                OutcomeIn::Draw {
                    reason: fields.parse("reason", |name| match name {
                        "repetition" => Some(DrawReason::Repetition),
                        "move_limit" => Some(DrawReason::MoveLimit),
                        _ => None,
                    })?,
                }
            }
            other => {
                return Err(de::Error::custom(format_args!(
                    "bad \"result\": unknown outcome `{}`, expected `decisive` or `draw`",
                    Excerpt(other)
                )));
            }
        };
        if let Some(Text(extra)) = map.next_key::<Text<'de>>()? {
            return Err(de::Error::custom(format_args!(
                "bad \"result\": an outcome object has one field, `decisive` or `draw`, not also `{}`",
                Excerpt(&extra)
            )));
        }
        Ok(ResultIn::Outcome(outcome))
    }
}

/// The fields of an outcome's object, names and values as text (at most
/// the few an outcome has: a longer object is refused as it is read).
struct FieldsIn(Vec<(String, String)>);

impl FieldsIn {
    /// Refuses a field not in `known`.
    fn only<E: de::Error>(&self, known: &[&str]) -> Result<(), E> {
        match self
            .0
            .iter()
            .find(|(name, _)| !known.contains(&name.as_str()))
        {
            Some((name, _)) => Err(E::custom(format_args!(
                "bad \"result\": unknown field `{}` in the outcome, expected {}",
                Excerpt(name),
                Listed(known)
            ))),
            None => Ok(()),
        }
    }

    /// The value of the field `name`, read by `parse`.
    fn parse<T, E: de::Error>(
        &self,
        name: &str,
        parse: impl Fn(&str) -> Option<T>,
    ) -> Result<T, E> {
        let Some((_, value)) = self.0.iter().find(|(n, _)| n == name) else {
            return Err(E::custom(format_args!(
                "bad \"result\": missing field `{name}` in the outcome"
            )));
        };
        parse(value).ok_or_else(|| {
            E::custom(format_args!(
                "bad \"result\": `{name}` cannot be \"{}\"",
                Excerpt(value)
            ))
        })
    }
}

/// Names for an error message: `` `winner` or `reason` ``.
struct Listed<'a>(&'a [&'a str]);

impl Display for Listed<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, name) in self.0.iter().enumerate() {
            match i {
                0 => {}
                _ if i + 1 == self.0.len() => f.write_str(" or ")?,
                _ => f.write_str(", ")?,
            }
            write!(f, "`{name}`")?;
        }
        Ok(())
    }
}

impl<'de> Deserialize<'de> for FieldsIn {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(FieldsVisitor)
    }
}

struct FieldsVisitor;

impl<'de> Visitor<'de> for FieldsVisitor {
    type Value = FieldsIn;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object of strings")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<FieldsIn, E> {
        Err(not_a_string(text, "an object of strings"))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<FieldsIn, A::Error> {
        let mut fields: Vec<(String, String)> = Vec::new();
        while let Some(Text(name)) = map.next_key::<Text<'de>>()? {
            if fields.iter().any(|(n, _)| *n == *name) {
                return Err(de::Error::custom(format_args!(
                    "bad \"result\": duplicate field `{name}` in the outcome"
                )));
            }
            if fields.len() == 2 {
                return Err(de::Error::custom(format_args!(
                    "bad \"result\": unknown field `{}` in the outcome",
                    Excerpt(&name)
                )));
            }
            let Text(value) = map.next_value::<Text<'de>>()?;
            fields.push((name.into_owned(), value.into_owned()));
        }
        Ok(FieldsIn(fields))
    }
}

/// The `"draw_rules"` field: `null` (the variant's default) or an object
/// of `"repetitions"` and `"move_limit"`, each a count or `null`. Read by
/// hand for the same reason as the record.
struct DrawRulesIn(Option<DrawRules>);

impl<'de> Deserialize<'de> for DrawRulesIn {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(DrawRulesVisitor).map(DrawRulesIn)
    }
}

struct DrawRulesVisitor;

impl<'de> Visitor<'de> for DrawRulesVisitor {
    type Value = Option<DrawRules>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("null or struct DrawRules, an object with \"repetitions\" and \"move_limit\"")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(self)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
        Err(not_a_string(text, "struct DrawRules"))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let (mut repetitions, mut move_limit) = (None, None);
        while let Some(Text(key)) = map.next_key::<Text<'de>>()? {
            let slot = match &*key {
                "repetitions" => &mut repetitions,
                "move_limit" => &mut move_limit,
                other => {
                    return Err(de::Error::custom(format_args!(
                        "bad \"draw_rules\": unknown field `{}`, expected `repetitions` or `move_limit`",
                        Excerpt(other)
                    )));
                }
            };
            if slot.is_some() {
                return Err(de::Error::custom(format_args!(
                    "bad \"draw_rules\": duplicate field `{key}`"
                )));
            }
            *slot = Some(map.next_value::<Option<u32>>()?);
        }
        Ok(Some(DrawRules {
            repetitions: repetitions.ok_or_else(|| de::Error::missing_field("repetitions"))?,
            move_limit: move_limit.ok_or_else(|| de::Error::missing_field("move_limit"))?,
        }))
    }
}

/// Checks a record's draw rules: a repetition count of at least 2 (the
/// first occurrence is 1, so less would end the game at once), a move
/// limit of at least 1, and no change to a rule the variant's own rules
/// include (Duck Xiangqi's draws are part of the game: a record cannot
/// switch them off or change them).
fn check_draw_rules<R: Rules>(rules: DrawRules) -> Result<DrawRules, String> {
    if rules.repetitions.is_some_and(|n| n < 2) {
        return Err(String::from(
            "bad \"draw_rules\": \"repetitions\" must be at least 2",
        ));
    }
    if rules.move_limit == Some(0) {
        return Err(String::from(
            "bad \"draw_rules\": \"move_limit\" must be at least 1",
        ));
    }
    let fixed = R::DEFAULT_DRAW_RULES;
    let changed = |default: Option<u32>, given: Option<u32>| default.is_some() && given != default;
    if changed(fixed.repetitions, rules.repetitions) || changed(fixed.move_limit, rules.move_limit)
    {
        return Err(alloc::format!(
            "bad \"draw_rules\": this game's own rules include {}, which a record cannot change",
            DescribeDrawRules(fixed)
        ));
    }
    Ok(rules)
}

/// Draw rules for people: "a draw on the 3rd repetition and at a move
/// limit of 120 turns".
struct DescribeDrawRules(DrawRules);

impl Display for DescribeDrawRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0.repetitions, self.0.move_limit) {
            (Some(n), Some(m)) => write!(
                f,
                "a draw at {n} repetitions and at {m} turns without progress"
            ),
            (Some(n), None) => write!(f, "a draw at {n} repetitions"),
            (None, Some(m)) => write!(f, "a draw at {m} turns without progress"),
            (None, None) => f.write_str("no draw rules"),
        }
    }
}

impl<R> Serialize for Game<R>
where
    R: Rules + Display,
{
    /// `{"fen": ..., "turns": [coordinate turns], "result": ...}`; see the
    /// [module documentation](super).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_game_with(self, s, |_, turn| super::coords_of(turn))
    }
}

impl<'de, R> Deserialize<'de> for Game<R>
where
    R: Rules + FromStr,
    R::Err: Display,
{
    /// Replays the record's turns from its FEN; see the
    /// [module documentation](super).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        deserialize_game_with(d, coords_turn::<R>)
    }
}

/// Reads a coordinate turn in `position`.
fn coords_turn<R: Rules>(
    position: &R,
    coords: crate::CoordTurn<R::Geometry>,
) -> Result<TurnOf<R>, crate::CoordError> {
    position.coords_to_turn(coords)
}

impl<R> Serialize for RecordedGame<R>
where
    R: Rules + Display,
{
    /// The game's record with the stated result, if any, as its
    /// `"result"`.
    ///
    /// A stated result that is no result token, or contradicts the board,
    /// is an error: written, it would not read back.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        write_record(&self.game, self.stated, s, |_, turn| super::coords_of(turn))
    }
}

impl<'de, R> Deserialize<'de> for RecordedGame<R>
where
    R: Rules + FromStr,
    R::Err: Display,
{
    /// Replays the record as [`Game`] does, keeping a stated result token.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        read_record(d, coords_turn::<R>).map(|(game, stated)| RecordedGame { game, stated })
    }
}
