//! The dealer's round, step by step, for each jurisdiction (RULES.md A4.1–A4.3), as data for the
//! academy's ordering questions.

use crate::jurisdiction::Jurisdiction;
pub use crate::table::procedure::ProcedureStep;
use crate::table::procedure::{aside, beside, step};

const MARYLAND: [ProcedureStep; 14] = [
    step("Shuffle; after a hand shuffle, cut with the cover card at least 10 cards from the top", "000/002 Ch.5 A, D(2), E"),
    step("Put the stacked deck in the shoe", "000/002 Ch.8 B"),
    beside("Announce \"no more bets\"", "000/002 Ch.8 C", 2),
    beside("Lock the progressive system, collect and count the Progressive chips, put them in the table inventory container", "000/002 Ch.8 C(1)–(2)", 2),
    aside("Take each card with the hand nearest the shoe and place it with the other hand", "000/002 Ch.8 D"),
    step("Deal one card at a time clockwise from the player farthest to the dealer's left, the dealer's card under a cover card last in each rotation, until all have seven", "000/002 Ch.8 E"),
    step("Put the stub in the discard rack unexposed (counting it at least every 5 rounds)", "000/002 Ch.8 F–J"),
    step("Players examine their cards", "000/002 Ch.11 A"),
    step("Clockwise from the player farthest to the dealer's left, ask each player to raise or forfeit the Ante", "000/002 Ch.11 B(1)–(3)"),
    step("Collect forfeited Antes and the cards of folded players without side wagers", "000/002 Ch.11 B(4)(a)"),
    step("Reveal the dealer's seven cards and arrange the best hand", "000/002 Ch.11 B(4)(b)"),
    step("Counterclockwise from the player farthest to the dealer's right, settle each Ante and Raise against the qualifier", "000/002 Ch.11 B(5)"),
    step("Settle the Flush Bonus, Straight Flush Bonus, Progressive (verified, validated, paid from the meter then) and Envy Bonus", "000/002 Ch.11 B(6)–(9)"),
    step("Collect the remaining cards to the discard rack so each hand can be rebuilt", "000/002 Ch.11 C"),
];

const MASSACHUSETTS: [ProcedureStep; 14] = [
    step("Shuffle; after a hand shuffle, make a one-hand cut of at least 10 cards onto the cover card", "003 §4(a), §4(c)"),
    step("Put the deck in the shoe, hold it in one hand, or load the automated shoe", "003 §7(a), §8(b), §9(b)(1)"),
    beside("Announce \"No more bets\"", "003 §7(b)", 2),
    beside("Lock the progressive system, collect the wagers, check the chip count and that each sensor is lit", "003 §12(b)(1)–(4)", 2),
    step("Deal seven consecutive cards to each player with an ante, clockwise from the player farthest to the dealer's left", "003 §7(c)"),
    step("Deal seven cards to the dealer last", "003 §7(d)"),
    step("Put the stub in the discard rack (counting it at least every five rounds)", "003 §7(e)–(g)"),
    step("Players examine their cards without sharing information", "003 §10(a)"),
    step("Clockwise from the player farthest to the dealer's left, each player raises or folds", "003 §10(b)"),
    step("Settle a folded player's winning Flush Bonus or Straight Flush Bonus at the fold", "003 §10(c)"),
    step("Collect the discards and forfeited wagers, then reveal the dealer's hand", "003 §10(b), (d)"),
    step("Counterclockwise from the player farthest to the dealer's right, settle ante and raise, then Flush Bonus, Straight Flush Bonus and Progressive", "003 §10(e)(1)–(3)"),
    step("Complete Progressive awards through the system and the paperwork", "003 §12(d)–(f)"),
    step("Collect the dealer's seven cards to the discard rack", "003 §10(f)"),
];

const SOUTH_DAKOTA: [ProcedureStep; 9] = [
    step("Shuffle before play and after each round", "004 (4)"),
    beside("Once all wagers are placed, press the progressive button; the sensors lock and light; remove the progressive bets", "004 (4), (6)", 1),
    step("After the shuffle and cut, deal seven cards to each player and the dealer, one at a time in rotation from the dealer's left, the dealer last", "004 (4)"),
    aside("If a card is exposed, turn it over and continue dealing", "004 (5)"),
    step("Each player folds (surrendering the ante) or raises (cards under the ante)", "004 (7)–(8)"),
    step("Collect the folded hands, spreading them face down to count them", "004 (8)"),
    step("Expose the dealer's seven cards and call out the highest flush", "004 (9)"),
    step("Counterclockwise from the player farthest to the dealer's right, settle raise, ante, flush and straight flush", "004 (6), (9)"),
    step("Pay Progressive winners at the end of the round, counterclockwise, with a supervisor", "004 (6), (12) tail"),
];

/// The round's steps in order, per RULES.md A4.
pub fn dealer_procedure(jurisdiction: Jurisdiction) -> &'static [ProcedureStep] {
    match jurisdiction {
        Jurisdiction::Maryland => &MARYLAND,
        Jurisdiction::Massachusetts => &MASSACHUSETTS,
        Jurisdiction::SouthDakota => &SOUTH_DAKOTA,
    }
}
