//! The dealer's Jackpot Hold 'Em round, step by step (RULES.md B8–B11, a manual shoe), as data
//! for the academy's ordering questions.

use crate::table::procedure::{aside, beside, step, ProcedureStep};

const MARYLAND: [ProcedureStep; 19] = [
    step("Shuffle; after a hand shuffle, cut with the cover card at least 10 cards from the top and put the cards above it, with the cover card, on the bottom", "001 Ch.5 A, D(2), F(1)–(2)"),
    step("Put the stacked deck in the shoe", "001 Ch.8 B"),
    beside("Announce \"no more bets\"", "001 Ch.8 C(1)", 2),
    beside("Lock the progressive system, collect the Progressive chips, check their count against the accepted wagers and put them in the table inventory container", "001 Ch.8 C(2)–(4)", 2),
    aside("Take each card with the hand nearest the shoe and place it with the other hand", "001 Ch.8 D(1)"),
    step("Deal one card at a time clockwise from the player farthest to the dealer's left, the dealer's card under a cover card, until every player and the dealer have two", "001 Ch.8 D(2)"),
    step("Deal the five community cards face down to the community area", "001 Ch.8 D(3) (AMB-79)"),
    step("Put the stub in the discard rack unexposed (counting it at least once every 5 rounds)", "001 Ch.8 D(4), E–F (AMB-78)"),
    step("Players examine their own two cards", "001 Ch.11 A"),
    step("Reveal the first community card", "001 Ch.11 B"),
    step("Clockwise from the player farthest to the dealer's left, ask each player to Play 3× the Ante or check", "001 Ch.11 C"),
    step("Reveal community cards 2 and 3", "001 Ch.11 D"),
    step("Clockwise, ask each player without a Play to Play 2× the Ante or check", "001 Ch.11 E"),
    step("Reveal community cards 4 and 5", "001 Ch.11 F"),
    step("Clockwise, each player without a Play plays 1× the Ante or folds; collect a folded player's Ante and X-tra Bonus", "001 Ch.11 G"),
    step("Remove the cover card, turn up the dealer's two cards and announce the dealer's best hand", "001 Ch.11 H(1)–(3)"),
    step("Counterclockwise from the player farthest to the dealer's right, settle the player's Ante, X-tra Bonus and Play", "001 Ch.11 I"),
    step("Settle that player's Player Bonus, then the Progressive (checked, validated by a floorperson, paid from the meter as it stands)", "001 Ch.11 J–K; Ch.12 E(11)"),
    step("Put that player's cards in the discard rack so the hand can be rebuilt", "001 Ch.11 L"),
];

/// The round's steps in order (Maryland alone has Jackpot Hold 'Em rules).
pub fn dealer_procedure() -> &'static [ProcedureStep] {
    &MARYLAND
}
