//! [`Variant`]: what a duck variant implements. Everything else a position
//! can do comes from [`Rules`](crate::Rules), derived once for all.

use core::fmt::Debug;
use core::hash::Hash;

use crate::bitboard::Bitboard;
use crate::blocker::BlockerRule;
use crate::board::{Board, Piece, Role};
use crate::color::Color;
use crate::draw_rules::DrawRules;
use crate::geometry::Geometry;
use crate::movelist::MoveList;
use crate::outcome::NoTurnRule;
use crate::position_state::PositionState;
use crate::square::Square;
use crate::turn::PieceMove;

/// The rules of one duck variant, implemented by its position type: its
/// board, piece-move generation and the two halves of a turn.
///
/// [`Rules`](crate::Rules) builds everything else on these (turn sets,
/// legality, `play`, outcomes, notation), and perft, [`Game`](crate::Game)
/// and PGN build on `Rules`, so all of it is written once for every
/// variant.
///
/// The provided methods are fast paths a variant may override (Duck Chess
/// counts turns with popcounts instead of playing each move). An override
/// must agree with the default, which [`defaults`] keeps callable so that
/// the shared invariant checks (the `duck-variants-testkit` crate) compare
/// the two on every position they visit.
///
/// Implementations must keep these invariants: generation yields no move
/// when either royal is missing; the blocker half of a turn puts the
/// blocker (the duck, or a new arrow, as [`Variant::BLOCKER`] says) on an
/// empty square; and
/// [`Variant::zobrist`] equals [`Variant::compute_zobrist`] after every
/// turn.
pub trait Variant: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// The board shape.
    type Geometry: Geometry;
    /// The kinds of piece.
    type Role: Role;
    /// The piece half of a turn.
    type Move: PieceMove<Self::Geometry, Role = Self::Role>;
    /// What a side to move without any legal turn gets.
    const NO_TURN: NoTurnRule;
    /// What the second half of a turn does with the blockers (default:
    /// [`BlockerRule::Relocate`], the duck).
    const BLOCKER: BlockerRule = BlockerRule::Relocate;

    /// What the position keeps beyond the board, side to move and clocks
    /// (castling rights and an en-passant square in Duck Chess; `()` in
    /// the other games).
    type Extra: Copy + Eq + Debug + Send + Sync + 'static;

    /// The board, side to move, clocks, hash and the variant's own state.
    fn state(&self) -> &PositionState<Self::Geometry, Self::Role, Self::Extra>;
    /// The same, to edit: for the variant's own turn halves. An edit that
    /// is not half of a legal turn leaves an inconsistent position.
    fn state_mut(&mut self) -> &mut PositionState<Self::Geometry, Self::Role, Self::Extra>;

    /// The occupants.
    #[inline(always)]
    fn board(&self) -> &Board<Self::Geometry, Self::Role> {
        self.state().board()
    }
    /// The side to move.
    #[inline(always)]
    fn side_to_move(&self) -> Color {
        self.state().side_to_move()
    }
    /// Turns since the last event that resets the move-limit draw rule.
    #[inline(always)]
    fn halfmove_clock(&self) -> u32 {
        self.state().halfmove_clock()
    }
    /// The move number, starting at 1 and incremented after the second
    /// player's turn.
    #[inline(always)]
    fn fullmoves(&self) -> u32 {
        self.state().fullmoves()
    }
    /// The incrementally kept Zobrist hash of the position identity.
    #[inline(always)]
    fn zobrist(&self) -> u64 {
        self.state().zobrist()
    }
    /// The same hash computed from scratch (to check the incremental one).
    /// Default: [`defaults::compute_zobrist`], the board and the side to
    /// move; a variant with more identity (castling rights, an en-passant
    /// square) adds its keys.
    fn compute_zobrist(&self) -> u64 {
        defaults::compute_zobrist(self)
    }
    /// Draw rules a new [`Game`](crate::Game) applies (default: none):
    /// those that are part of the variant's own rules, which a game record
    /// cannot change. Their move limit binds the position itself: at that
    /// halfmove clock [`generate_piece_moves`](Self::generate_piece_moves)
    /// must yield nothing and the count nothing, and
    /// [`Rules::outcome`](crate::Rules::outcome) is a draw.
    const DEFAULT_DRAW_RULES: DrawRules = DrawRules::NONE;
    /// The variant's usual draw rules, what enabling draws turns on
    /// (default: none).
    const STANDARD_DRAW_RULES: DrawRules = DrawRules::NONE;

    /// Appends every piece move of the side to move. Appends nothing when
    /// either side's royal piece is missing.
    fn generate_piece_moves(&self, moves: &mut MoveList<Self::Move>);
    /// Plays the piece half of a turn: pieces, rights and clocks change; the
    /// blockers and the side to move do not. `m` must be a generated move.
    fn apply_piece_move(&mut self, m: Self::Move);
    /// Plays the blocker half: the blocker (the duck) moves to `blocker`
    /// (or, under [`BlockerRule::Add`], an arrow is added there; `None`
    /// after a royal capture, and always under [`BlockerRule::None`]) and
    /// the other side is to move. `blocker` must be empty.
    fn finish_turn(&mut self, blocker: Option<Square<Self::Geometry>>);

    /// Under [`BlockerRule::Add`], the squares a new blocker can reach from
    /// `from` (the moved piece's destination) with `occupied` blocking
    /// (the arrow: queen rays); the blocker squares of a move are these
    /// minus the occupied squares. Unused under [`BlockerRule::Relocate`]
    /// and [`BlockerRule::None`].
    /// Default: none.
    #[inline]
    fn blocker_reach(
        from: Square<Self::Geometry>,
        occupied: Bitboard<Self::Geometry>,
    ) -> Bitboard<Self::Geometry> {
        let _ = (from, occupied);
        Bitboard::EMPTY
    }

    /// Whether the move captures a piece. Default: [`defaults::is_capture`].
    #[inline]
    fn is_capture(&self, m: Self::Move) -> bool {
        defaults::is_capture(self, m)
    }
    /// Whether the move captures the enemy royal piece. Default:
    /// [`defaults::is_royal_capture`].
    #[inline]
    fn is_royal_capture(&self, m: Self::Move) -> bool {
        defaults::is_royal_capture(self, m)
    }
    /// The squares the blocker may go to after `m` (empty for a royal capture,
    /// which places no blocker, and for every move under
    /// [`BlockerRule::None`]). `m` must be a generated move. Default:
    /// [`defaults::blocker_targets`].
    #[inline]
    fn blocker_targets(&self, m: Self::Move) -> Bitboard<Self::Geometry> {
        defaults::blocker_targets(self, m)
    }
    /// Number of legal turns (every piece move times its blocker squares; a
    /// royal capture, or any move under [`BlockerRule::None`], counts
    /// once): [`count_turns_inline`](Self::count_turns_inline), run with
    /// the CPU's `popcnt` instruction where it has one, whatever the build
    /// target ([`count_with_popcnt`](crate::count_with_popcnt)). A variant
    /// overrides `count_turns_inline`, not this.
    // In WebAssembly each caller would otherwise carry its own copy of the
    // count (kilobytes of download per game); natively the hint stays.
    #[cfg_attr(target_family = "wasm", inline(never))]
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn count_turns(&self) -> u64 {
        crate::popcount::count_with_popcnt(TurnCount(self))
    }
    /// [`count_turns`](Self::count_turns) compiled into its caller, for a
    /// caller that chooses the instructions itself: perft counts the last
    /// two plies under one [`count_with_popcnt`](crate::count_with_popcnt).
    /// An override must be `#[inline(always)]` (and what it calls too) to
    /// be compiled with the caller's instructions. Default:
    /// [`defaults::count_turns`].
    #[inline(always)]
    fn count_turns_inline(&self) -> u64 {
        defaults::count_turns(self)
    }
    /// Whether the side to move has at least one legal turn. Default:
    /// [`defaults::has_turns`].
    #[inline]
    fn has_turns(&self) -> bool {
        defaults::has_turns(self)
    }
    /// Whether the side to move would have a legal turn if the move limit
    /// of [`DEFAULT_DRAW_RULES`](Self::DEFAULT_DRAW_RULES) had not taken
    /// its turns away: at that limit it decides between the no-turn rule
    /// (a turn that completes the limit and leaves the opponent without a
    /// turn still wins) and a draw. Default: [`has_turns`](Self::has_turns),
    /// right for a variant without such a limit.
    #[inline]
    fn has_turns_on_board(&self) -> bool {
        self.has_turns()
    }
}

/// [`Variant::count_turns_inline`] as a kernel for
/// [`count_with_popcnt`](crate::count_with_popcnt).
struct TurnCount<'a, V>(&'a V);

impl<V: Variant> crate::popcount::PopcountKernel for TurnCount<'_, V> {
    #[inline(always)]
    fn count(self) -> u64 {
        self.0.count_turns_inline()
    }
}

/// The default of each overridable [`Variant`] method, defined from the
/// required ones alone. They stay callable beside an override so that tests
/// can check the override against them.
pub mod defaults {
    use super::*;

    /// The hash of the board and the side to move, from scratch.
    pub fn compute_zobrist<V: Variant>(pos: &V) -> u64 {
        pos.board().zobrist() ^ crate::zobrist::side_key(pos.side_to_move())
    }

    /// Whether an enemy piece stands on the destination (a variant with
    /// captures elsewhere, such as en passant, overrides it).
    #[inline]
    pub fn is_capture<V: Variant>(pos: &V, m: V::Move) -> bool {
        pos.board().by_color(!pos.side_to_move()).contains(m.to())
    }

    /// Whether the enemy royal piece stands on the destination (never, for
    /// roles without a royal piece: [`Role::ROYAL`] is `None`).
    #[inline]
    pub fn is_royal_capture<V: Variant>(pos: &V, m: V::Move) -> bool {
        V::Role::ROYAL.is_some_and(|role| {
            pos.board()
                .by_piece(Piece {
                    color: !pos.side_to_move(),
                    role,
                })
                .contains(m.to())
        })
    }

    /// The blocker squares after playing the piece half of `m` (none after
    /// a royal capture): every empty square under [`BlockerRule::Relocate`],
    /// the empty squares [`Variant::blocker_reach`] reaches from the
    /// destination under [`BlockerRule::Add`], none under
    /// [`BlockerRule::None`].
    pub fn blocker_targets<V: Variant>(pos: &V, m: V::Move) -> Bitboard<V::Geometry> {
        if !V::BLOCKER.places_blocker() || pos.is_royal_capture(m) {
            return Bitboard::EMPTY;
        }
        let mut after = *pos;
        after.apply_piece_move(m);
        let empty = after.board().empty_squares();
        match V::BLOCKER {
            BlockerRule::Relocate => empty,
            BlockerRule::Add => V::blocker_reach(m.to(), after.board().occupied()) & empty,
            BlockerRule::None => Bitboard::EMPTY,
        }
    }

    /// Every generated move's blocker squares, a royal capture counting once
    /// (every move counting once under [`BlockerRule::None`]).
    pub fn count_turns<V: Variant>(pos: &V) -> u64 {
        let mut moves = MoveList::new();
        pos.generate_piece_moves(&mut moves);
        if !V::BLOCKER.places_blocker() {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&m| {
                if pos.is_royal_capture(m) {
                    1
                } else {
                    u64::from(pos.blocker_targets(m).len())
                }
            })
            .sum()
    }

    /// Whether any generated move is a royal capture or has a blocker square
    /// (whether there is any move, under [`BlockerRule::None`]).
    pub fn has_turns<V: Variant>(pos: &V) -> bool {
        let mut moves = MoveList::new();
        pos.generate_piece_moves(&mut moves);
        if !V::BLOCKER.places_blocker() {
            return !moves.is_empty();
        }
        moves
            .iter()
            .any(|&m| pos.is_royal_capture(m) || !pos.blocker_targets(m).is_empty())
    }
}
