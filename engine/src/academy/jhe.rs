//! Jackpot Hold 'Em question templates (RULES.md Part B, Maryland 001). Each asks what the rule
//! data or the engine's own table says, so the marked answer is the engine's; every template
//! returns `None` outside Maryland, the only jurisdiction with Jackpot Hold 'Em rules.

use super::hcf::own_table_named;
use super::procedure::{
    self, pick, Asked, Fixed, Irregular, IrregularityCase, ProcedureFacts, ProcedureSource, Topic,
};
use super::{
    choice, choice_with_hands, lower_first, Answer, GameAcademy, Kind, Module, QuestionBody,
    TableRef, Template,
};
use crate::cards::{Card, CardSet};
use crate::citation::Citation;
use crate::deck::{partial_shuffle, DealRng};
use crate::jhe::custom::JheCustomTable;
use crate::jhe::paytables::{meter_minimum, paytable};
use crate::jhe::procedure::dealer_procedure;
use crate::jhe::{
    JackpotHoldEm, JheConfig, JheDecision, JhePaytable, JheProgressive, JheRules, JheTable,
    JheWager,
};
use crate::jurisdiction::Jurisdiction;
use crate::meters::MeterName;
use crate::money::Cents;
use crate::paytable::{Pay, PaytableHand};
use crate::poker::{evaluate, Category, HandValue};
use crate::random::Draw;
use crate::rule_set::GameId;
use crate::table::procedure::ProcedureStep;
use crate::table::{DealingMethod, Irregularity, Phase, Remedy};
use crate::trace::Outcome;
use std::cmp::Ordering;

const fn template(
    id: &'static str,
    module: Module,
    title: &'static str,
    relies_on: &'static [u16],
    generate: fn(&mut DealRng, Jurisdiction) -> Option<QuestionBody>,
) -> Template {
    Template {
        id,
        game: GameId::JackpotHoldEm,
        module,
        title,
        relies_on,
        generate,
    }
}

/// Jackpot Hold 'Em's academy: its templates, its modules (following Part B's chapters) and
/// its own names for two of them.
pub static ACADEMY: GameAcademy = GameAcademy {
    game: GameId::JackpotHoldEm,
    modules: &MODULES,
    titles: &[
        (Module::ProgressiveAndEnvy, "Progressive and meters"),
        (Module::Differences, "Differences from High Card Flush"),
    ],
    exam_salt: 0x4a48_455f_4558_414d, // "JHE_EXAM"
};

/// Jackpot Hold 'Em's modules.
pub const MODULES: [Module; 14] = [
    Module::TableAndLayout,
    Module::CardsAndDecks,
    Module::OpeningTheTable,
    Module::ShuffleAndCut,
    Module::HandRankings,
    Module::Wagers,
    Module::Dealing,
    Module::DecisionPoints,
    Module::CompletingTheRound,
    Module::SettlementMatrix,
    Module::Payouts,
    Module::ProgressiveAndEnvy,
    Module::Irregularities,
    Module::Differences,
];

pub static TEMPLATES: &[Template] = &[
    template(
        "jhe-positions",
        Module::TableAndLayout,
        "Positions, areas and equipment",
        &[],
        procedure::positions::<JackpotHoldEm>,
    ),
    template(
        "jhe-layout-inscription",
        Module::TableAndLayout,
        "What the layout must say",
        &[76],
        procedure::layout_inscription::<JackpotHoldEm>,
    ),
    template(
        "jhe-decks",
        Module::CardsAndDecks,
        "Decks, cover cards and deck changes",
        &[],
        procedure::decks::<JackpotHoldEm>,
    ),
    template(
        "jhe-opening-order",
        Module::OpeningTheTable,
        "Opening the table",
        &[78],
        procedure::opening_order::<JackpotHoldEm>,
    ),
    template(
        "jhe-shuffle",
        Module::ShuffleAndCut,
        "Shuffling, recuts and idle tables",
        &[78],
        shuffle,
    ),
    template(
        "jhe-cut-depth",
        Module::ShuffleAndCut,
        "The cut",
        &[],
        cut_depth,
    ),
    template(
        "jhe-cut-when",
        Module::ShuffleAndCut,
        "When a cut is made",
        &[],
        cut_when,
    ),
    template(
        "jhe-hand-winner",
        Module::HandRankings,
        "Which hand ranks higher?",
        &[77],
        hand_winner,
    ),
    template(
        "jhe-best-hand",
        Module::HandRankings,
        "Name the best five-card hand",
        &[],
        best_hand,
    ),
    template(
        "jhe-wagers",
        Module::Wagers,
        "The Ante, X-tra Bonus and side wagers",
        &[64, 65],
        wagers,
    ),
    template(
        "jhe-wager-conduct",
        Module::Wagers,
        "How wagers are made",
        &[],
        wager_conduct,
    ),
    template(
        "jhe-first-card",
        Module::Dealing,
        "Who is dealt first?",
        &[80],
        first_card,
    ),
    template(
        "jhe-dealing-method",
        Module::Dealing,
        "Dealing by each method",
        &[79],
        dealing_method,
    ),
    template(
        "jhe-no-more-bets",
        Module::Dealing,
        "\"No more bets\" and the Progressive",
        &[],
        procedure::no_more_bets::<JackpotHoldEm>,
    ),
    template(
        "jhe-stub-count",
        Module::Dealing,
        "Counting the stub",
        &[],
        stub_count,
    ),
    template(
        "jhe-procedure-deal",
        Module::Dealing,
        "Put the start of the round in order",
        &[78, 79],
        procedure_deal,
    ),
    template(
        "jhe-options-now",
        Module::DecisionPoints,
        "Which options does the player have now?",
        &[],
        options_now,
    ),
    template(
        "jhe-play-amount",
        Module::DecisionPoints,
        "How much is the Play?",
        &[],
        play_amount,
    ),
    template(
        "jhe-decision-order",
        Module::DecisionPoints,
        "Who is asked next?",
        &[],
        procedure::decision_order::<JackpotHoldEm>,
    ),
    template(
        "jhe-reveal",
        Module::DecisionPoints,
        "What the dealer reveals next",
        &[84],
        reveal,
    ),
    template(
        "jhe-dealer-qualifies",
        Module::CompletingTheRound,
        "Does the dealer qualify?",
        &[70],
        dealer_qualifies,
    ),
    template(
        "jhe-settle-next",
        Module::CompletingTheRound,
        "Who is settled first or next?",
        &[72],
        settle_next,
    ),
    template(
        "jhe-fold-cards",
        Module::CompletingTheRound,
        "What a fold does",
        &[71, 72],
        fold_cards,
    ),
    template(
        "jhe-procedure-settle",
        Module::CompletingTheRound,
        "Put the end of the round in order",
        &[],
        procedure_settle,
    ),
    template(
        "jhe-matrix",
        Module::SettlementMatrix,
        "The settlement matrix",
        &[70],
        matrix,
    ),
    template(
        "jhe-settle-seat",
        Module::SettlementMatrix,
        "Settle this seat",
        &[70],
        settle_seat,
    ),
    template(
        "jhe-payout-total",
        Module::Payouts,
        "Total paid",
        &[68, 69, 70],
        |rng, j| payout_total_on(rng, j, None),
    ),
    template(
        "jhe-payout-limit",
        Module::Payouts,
        "The payout limit",
        &[82],
        procedure::payout_limit::<JackpotHoldEm>,
    ),
    template(
        "jhe-which-meter",
        Module::ProgressiveAndEnvy,
        "Which line or meter pays?",
        &[68, 69],
        which_meter,
    ),
    template(
        "jhe-meter-award",
        Module::ProgressiveAndEnvy,
        "Paying from the meter",
        &[68, 74, 75],
        meter_award,
    ),
    template(
        "jhe-meter-minimum",
        Module::ProgressiveAndEnvy,
        "Meter minimums",
        &[73, 74],
        meter_minimums,
    ),
    template(
        "jhe-irregularity",
        Module::Irregularities,
        "Spot the irregularity, choose the remedy",
        &[67, 81],
        procedure::irregularity::<JackpotHoldEm>,
    ),
    template(
        "jhe-differences",
        Module::Differences,
        "Jackpot Hold 'Em against Maryland High Card Flush",
        &[16, 70, 76, 78, 81],
        differences,
    ),
];

impl ProcedureSource for JackpotHoldEm {
    fn procedure_facts(j: Jurisdiction) -> ProcedureFacts {
        let r = JheRules::of(j).unwrap_or_else(JheRules::maryland);
        ProcedureFacts {
            hand_size: 2,
            community: 5,
            stub_count_every_rounds: r.table.stub_count_every_rounds.clone(),
            cut: r.table.cut.clone(),
            cut_after_machine: r.cut_required(DealingMethod::ManualShoe, true),
            cut_after_hand_shuffle: r.cut_required(DealingMethod::ManualShoe, false),
            stub_exemption: procedure::StubExemption {
                device: "an automated card shuffling device described in Chapter 5",
                note: "The count is not needed while an automated card shuffling device described in Chapter 5 is used.",
            },
        }
    }

    fn positions(j: Jurisdiction) -> Option<Topic> {
        let r = rules(j)?;
        Some(Topic {
            fixed: &POSITIONS,
            computed: Asked::Choice {
                prompt: "How many player positions may a Jackpot Hold 'Em table have at most?".into(),
                correct: format!("{}", r.max_positions.value),
                wrong: wrong(&["5", "7", "8"]),
                explanation: format!("No more than {} player positions, all on one side of the table, with the dealer opposite.", r.max_positions.value),
                citation: r.max_positions.citation,
            },
        })
    }

    fn layout_inscription(j: Jurisdiction) -> Option<Topic> {
        let r = rules(j)?;
        Some(Topic {
            fixed: &LAYOUT,
            computed: Asked::Choice {
                prompt: "Which of these must be inscribed on a Jackpot Hold 'Em layout (or posted on a sign beside it)?".into(),
                correct: format!("\"The Dealer qualifies with {}\"", r.qualifier.value),
                wrong: vec![
                    ("\"The Dealer qualifies with a three-card flush, nine high\"".into(), "The option you chose is Maryland High Card Flush's qualifier, not Jackpot Hold 'Em's.".into()),
                    ("\"Insurance pays 2 to 1\"".into(), String::new()),
                    ("\"The Ante pays 3 to 2 on a straight\"".into(), String::new()),
                ],
                explanation: "The layout carries the qualifier (\"The Dealer qualifies with a pair or better\"), the rules for the Play Wager as a multiple of the Ante, and the per-hand payout limit or \"subject to the posted payout limit\"; a sign gives them if the layout does not. (The text's reference there, \"Chapter 12 -Payout Odds; Payout Limitation\", is read as the payout chapter: adopted interpretation, AMB-76.)".into(),
                citation: Citation::new("001 Ch.2 B(8)–(9) (AMB-76)"),
            },
        })
    }

    fn opening_order(j: Jurisdiction) -> Option<Topic> {
        rules(j)?;
        Some(Topic::computed(Asked::Order {
            prompt: "Put the steps of opening a Jackpot Hold 'Em table in order.".into(),
            steps: vec![
                "Inspect the cards, verified by a floorperson".to_string(),
                "Spread them face up in fan-shaped columns, by suit and in sequence, for the first player"
                    .to_string(),
                "Turn them face down, wash and stack them".to_string(),
                "Shuffle them".to_string(),
            ],
            then: ". With two decks and a shuffler each deck is opened separately; pre-inspected, pre-shuffled decks skip these steps (the text's cross-references there differ from High Card Flush's: adopted interpretation, AMB-78).".into(),
            citation: Citation::new("001 Ch.4 A–F (AMB-78)"),
        }))
    }

    fn no_more_bets(j: Jurisdiction) -> Option<Topic> {
        rules(j)?;
        Some(Topic::computed(Asked::Order {
            prompt: "Put the start of a Jackpot Hold 'Em round with a Progressive in order.".into(),
            steps: vec![
                "Announce \"no more bets\"".to_string(),
                "Lock the progressive system".to_string(),
                "Collect the Progressive chips and check the count against the accepted wagers".to_string(),
                "Put the chips in the table inventory container".to_string(),
                "Deal the first card".to_string(),
            ],
            then: ". The Progressive chips are counted on the layout in front of the table inventory container; with an automated shoe all of this comes before any stack is dispensed.".into(),
            citation: Citation::new("001 Ch.8 C(1)–(4); Ch.9 A(3); Ch.10 A(2)"),
        }))
    }

    fn decks(j: Jurisdiction) -> Option<Topic> {
        let r = rules(j)?;
        Some(Topic {
            fixed: &DECKS,
            computed: Asked::Choice {
                prompt: "What cards does a Jackpot Hold 'Em table use?".into(),
                correct: format!("One deck of 52 cards with {} cover cards", r.cover_cards.value),
                wrong: wrong(&["One deck with one cover card", "Two decks shuffled together, no cover card", "Six decks in a shoe"]),
                explanation: format!("One deck whose cards look identical, with {} cover cards; a second deck is allowed only with an automated shuffler.", r.cover_cards.value),
                citation: Citation::new("001 Ch.3 A(1)–(3)"),
            },
        })
    }

    fn irregularity(rng: &mut DealRng, j: Jurisdiction) -> Option<Irregular> {
        irregularity_case(rng, j)
    }

    fn payout_limit(rng: &mut DealRng, j: Jurisdiction) -> Option<Asked> {
        payout_limit_asked(rng, j)
    }

    fn decision_order(rng: &mut DealRng, j: Jurisdiction) -> Option<Asked> {
        next_asked(rng, j)
    }
}

// The shared procedure questions, asked where Jackpot Hold 'Em has rules.
fn cut_depth(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    procedure::cut_depth::<JackpotHoldEm>(rng, j)
}

fn cut_when(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    procedure::cut_when::<JackpotHoldEm>(rng, j)
}

fn stub_count(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    procedure::stub_count::<JackpotHoldEm>(rng, j)
}

/// Maryland's rules; `None` (no question) for a jurisdiction without Jackpot Hold 'Em.
fn rules(j: Jurisdiction) -> Option<JheRules> {
    JheRules::of(j)
}

/// `count` distinct cards from a shuffled deck.
fn draw(rng: &mut DealRng, count: usize) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::deck().collect();
    partial_shuffle(&mut deck, count, rng);
    deck.truncate(count);
    deck
}

fn set(cards: &[Card]) -> CardSet {
    cards.iter().copied().collect()
}

fn value(hole: &[Card], board: &[Card]) -> HandValue {
    evaluate(set(hole).union(set(board)))
}

fn wrong(options: &[&str]) -> Vec<(String, String)> {
    options
        .iter()
        .map(|o| (o.to_string(), String::new()))
        .collect()
}

/// "2, 4 and 5".
fn seat_list(seats: &[u8]) -> String {
    let names: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

/// Three to six occupied seats, in seat order.
fn some_seats(rng: &mut DealRng) -> Vec<u8> {
    let seats: Vec<u8> = (1..=6).filter(|_| rng.chance(0.65)).collect();
    if seats.len() < 3 {
        vec![1, 3, 4, 6]
    } else {
        seats
    }
}

fn table_ref(table: &JhePaytable) -> TableRef {
    TableRef {
        title: match table.citation() {
            Some(c) => format!("{} Paytable {} ({c})", table.wager.name(), table.label),
            None => format!("{} Paytable {}", table.wager.name(), table.label),
        },
        lines: table
            .lines
            .iter()
            .map(|l| (l.hand.name(), l.pay.to_string()))
            .collect(),
    }
}

const POSITIONS: [Fixed; 4] = [
    Fixed {
        prompt: "Which betting areas must the layout have at each player position?",
        correct: "Ante, X-tra Bonus and Play, plus a Player Bonus and a Progressive area where those wagers are offered",
        wrong: &[("Ante and Play only", ""), ("Ante, Raise and Flush Bonus", ""), ("One area for all of the player's chips", "")],
        explanation: "Three betting areas for each player (Ante, X-tra Bonus and Play), a Progressive area if the Progressive is offered, and a Player Bonus area if the Player Bonus is offered (the text calls it the \"Bonus Wager\" area).",
        citation: "001 Ch.2 B(2), B(5)–(6)",
    },
    Fixed {
        prompt: "Besides the betting areas and inscriptions, what must a Jackpot Hold 'Em layout show?",
        correct: "The operator's name or logo, an area for the five community cards, an area for the dealer's two cards, and the payout odds of every wager (or a posted sign)",
        wrong: &[("The dealer's name and the table minimum only", ""), ("A chart of the optimal strategy", ""), ("The Progressive meters' reset amounts", "")],
        explanation: "The layout shows the operator's name or logo, the betting areas, an area for the community cards directly in front of the table inventory container, an area for the dealer's two cards, the Progressive and Player Bonus areas where offered, and the payout odds or amounts of every permitted wager, or a sign posts them.",
        citation: "001 Ch.2 B(1), B(3)–(4), B(7)",
    },
    Fixed {
        prompt: "Where on the layout is each player's X-tra Bonus area?",
        correct: "To the right of the Ante area, separated from it by an addition symbol",
        wrong: &[("To the left of the Ante area, separated by a line", ""), ("Inside the community-card area", ""), ("There is none: the X-tra Bonus goes in the Ante area", "")],
        explanation: "Each player has three betting areas, Ante, X-tra Bonus and Play, the X-tra Bonus to the right of the Ante and separated by an addition symbol; the five community cards have their own area directly in front of the table inventory container.",
        citation: "001 Ch.2 B(2)–(3)",
    },
    Fixed {
        prompt: "Where are the drop box and the tip box at a Jackpot Hold 'Em table?",
        correct: "On the dealer's side of the table, on opposite sides of the dealer",
        wrong: &[("Both on the players' side, in front of seat 1", ""), ("Side by side, to the dealer's right", ""), ("Anywhere the dealer chooses", "")],
        explanation: "The drop box and the tip box are on the dealer's side, on opposite sides of the dealer (the Commission may approve another place for the tip box); the discard rack is attached to the top of the dealer's side.",
        citation: "001 Ch.2 D–E",
    },
];

const LAYOUT: [Fixed; 1] = [
    Fixed {
        prompt: "What must the progressive system's control device do?",
        correct: "Refuse any Progressive wager placed after \"no more bets\" (a lock-out button)",
        wrong: &[("Count the chips in the table inventory container", ""), ("Shuffle the cards between rounds", ""), ("Print the winning hand for the floorperson", "")],
        explanation: "Each position has a wagering device that acknowledges or accepts the Progressive wager, and a control device \"such as a lock-out button\" refuses any wager placed after \"no more bets\".",
        citation: "001 Ch.2 C(1)–(2)",
    },
];

const DECKS: [Fixed; 3] = [
    Fixed {
        prompt: "A Jackpot Hold 'Em table uses two decks. Which is required?",
        correct: "An automated shuffler, backs of different colours, and the decks alternating every other round",
        wrong: &[("Both decks in play at once, mixed together", ""), ("Backs of the same colour, so players cannot tell them apart", ""), ("The second deck is used only after a shuffler jam", "")],
        explanation: "Two decks only with an automated shuffler: the same design, backs of different colours, one deck shuffled and stored in the shuffler while the other is in play, alternating every other round, and only one deck's cards in the discard rack at a time.",
        citation: "001 Ch.3 B(1)–(5)",
    },
    Fixed {
        prompt: "How often must the cards be changed at a Jackpot Hold 'Em table dealt from the hand?",
        correct: "At least every four hours",
        wrong: &[("At least every eight hours", "The option you chose is the interval for dealing from a shoe."), ("At least every 24 hours", ""), ("Only when a card is damaged", "")],
        explanation: "The decks are changed at least every four hours when dealt by hand and at least every eight hours when dealt from a manual or automated shoe.",
        citation: "001 Ch.3 C(1)",
    },
    Fixed {
        prompt: "How often must the cards be changed at a Jackpot Hold 'Em table dealt from a manual or automated shoe?",
        correct: "At least every eight hours",
        wrong: &[("At least every four hours", "The option you chose is the interval for dealing by hand."), ("At least every 24 hours", ""), ("Only when a card is damaged", "")],
        explanation: "The decks are changed at least every four hours when dealt by hand and at least every eight hours when dealt from a manual or automated shoe.",
        citation: "001 Ch.3 C(2)",
    },
];

const SHUFFLE: [Fixed; 6] = [
    Fixed {
        prompt: "The shuffle is done. What happens to the cards before the deal?",
        correct: "The dealer or the device forms them into a single stack (a shuffler may load the shoe directly)",
        wrong: &[("They are split into two stacks, one for the community cards", ""), ("They are spread face up for the players to inspect", ""), ("They are counted card by card", "")],
        explanation: "After the shuffle the dealer or the device forms a single stack; a shuffler that loads the shoe directly is allowed. Then a shuffler's cards are dealt, and hand-shuffled or pre-shuffled cards are cut first.",
        citation: "001 Ch.5 B–D",
    },
    Fixed {
        prompt: "The table uses a Commission-approved device that reshuffles and counts the cards automatically. Under the adopted reading of 001 Ch.5 I, which steps no longer apply?",
        correct: "The cut, the recut and the idle-table steps (the text says §§D–F; they are read as §§F–H)",
        wrong: &[("None: every step still applies", ""), ("The shuffle after each round", ""), ("Counting the Progressive chips", "")],
        explanation: "The text says \"§§D—F of this chapter do not apply\", but what such a device makes unnecessary is the cut (F), the recut (G) and the idle-table spread (H), as in High Card Flush's parallel text; the adopted reading exempts those three (adopted interpretation, AMB-78: the cross-reference is read as §§F–H).",
        citation: "001 Ch.5 I (AMB-78)",
    },
    Fixed {
        prompt: "When must the cards be shuffled (unless they were pre-shuffled)?",
        correct: "Immediately before play starts, after each round, and whenever a floorperson or above directs",
        wrong: &[("Only when the deck is changed", ""), ("Every five rounds, when the stub is counted", ""), ("Only after a round with a Progressive win", "")],
        explanation: "By hand or with a shuffler: immediately before play starts, after each round, and when a floorperson or above directs.",
        citation: "001 Ch.5 A(1)–(3)",
    },
    Fixed {
        prompt: "A counting shuffler shows that the deck does not hold 52 cards. What happens?",
        correct: "The deck is removed from the table",
        wrong: &[("The dealer recounts by hand and continues if the count is 51", ""), ("The round is dealt and the stub counted afterwards", ""), ("The cards are reshuffled once more", "")],
        explanation: "If a counting shuffler shows the count is not 52, the deck is removed from the table.",
        citation: "001 Ch.5 E",
    },
    Fixed {
        prompt: "The table is idle. Under the adopted reading (the text of 001 Ch.5 H completed from High Card Flush's), what does the dealer do with the cards?",
        correct: "Take them out of the shoe and discard rack, spread them face down (face up if a player asks), and open the table again after the first player to arrive inspects them",
        wrong: &[("Spread them face down where they are, without first taking them out of the shoe and discard rack", "The option you chose is 001 Ch.5 H read word for word; the adopted reading adds High Card Flush's removal step (AMB-78)."), ("Leave them in the shoe until a player sits down", ""), ("Hand them to the floorperson", "")],
        explanation: "001 Ch.5 H says: spread the cards face down unless a player asks for face up, and after the first player to arrive has inspected them, repeat the opening procedure (Ch.4). Its text has no step for first taking the cards out of the shoe and discard rack, which High Card Flush's has (000/002 Ch.5 G(1)); the adopted reading includes that step, so in practice both games do the same (adopted interpretation, AMB-78).",
        citation: "001 Ch.5 H(1)–(2) (AMB-78)",
    },
    Fixed {
        prompt: "Who may order a recut, and until when?",
        correct: "A floorperson or above, before any card is dealt",
        wrong: &[("Any player, until the first community card is revealed", ""), ("The dealer, at any time during the round", ""), ("Nobody: a cut is never repeated", "")],
        explanation: "Before any card is dealt, a floorperson or above may order the cards recut.",
        citation: "001 Ch.5 G",
    },
];

const WAGERS: [Fixed; 3] = [
    Fixed {
        prompt: "Which wagers must a player place to compete against the dealer?",
        correct: "An Ante and an X-tra Bonus, in equal amounts",
        wrong: &[("An Ante only; the X-tra Bonus is optional", ""), ("An Ante and a Player Bonus", "The Player Bonus is optional (its definition calls it \"required\", but 001 Ch.7 F(2) says \"may\": AMB-64)."), ("An Ante, an X-tra Bonus and a Progressive", "The Progressive is optional, and offered only if the operator chooses.")],
        explanation: "An Ante and an X-tra Bonus of equal amounts, then a Play Wager under Chapter 11; the Player Bonus and, where offered, the Progressive are optional (adopted interpretation, AMB-64).",
        citation: "001 Ch.7 F(1)–(3) (AMB-64)",
    },
    Fixed {
        prompt: "When and how is a Progressive wager placed?",
        correct: "After the Ante and X-tra Bonus, as a chip on the progressive wagering device, before \"no more bets\"; the player checks it was accepted",
        wrong: &[("After the first community card, if the player has a pair", ""), ("Before the Ante, in the Play area", ""), ("At any time until the dealer's cards are revealed", "")],
        explanation: "Every wager is placed before the dealer announces \"no more bets\" (Ch.7 D); a Progressive goes down after the Ante and X-tra Bonus, as a chip onto the progressive wagering device, and the player must check that it was accepted (Ch.7 F(3)(a)–(b)).",
        citation: "001 Ch.7 D; F(3)(a)–(b)",
    },
    Fixed {
        prompt: "After \"no more bets\", what may a player still do with wagers?",
        correct: "Only place a Play Wager when a decision point allows it",
        wrong: &[("Add a Player Bonus before the first community card is revealed", "The Player Bonus is also placed before \"no more bets\" (adopted interpretation, AMB-65)."), ("Withdraw the X-tra Bonus after seeing the hole cards", ""), ("Increase the Ante before the second decision", "")],
        explanation: "Apart from the Play Wager Chapter 11 allows, no wager may be made, increased or withdrawn after \"no more bets\"; the Player Bonus too goes down before it (adopted interpretation, AMB-65).",
        citation: "001 Ch.7 D–E (AMB-65)",
    },
];

const CONDUCT: [Fixed; 4] = [
    Fixed {
        prompt: "Who may touch a player's two cards during the round?",
        correct: "Only that player and the dealer; the cards stay in full view of the dealer",
        wrong: &[("Any seated player, to compare hands", ""), ("Only the dealer", ""), ("The player, who may take them below the table", "")],
        explanation: "Each player examines their own cards and is responsible for the hand; only the dealer and that player may touch them, and they stay in full view of the dealer.",
        citation: "001 Ch.11 A(1)–(2)",
    },
    Fixed {
        prompt: "A player calls out a wager and puts cash on the table. What does the dealer do?",
        correct: "Refuses it: wagers are made only with value chips or plaques on the layout",
        wrong: &[("Accepts it if the floorperson approves", ""), ("Accepts it for the Ante only", ""), ("Changes the cash into chips after the round", "")],
        explanation: "Wagers are made by placing value chips or plaques on the layout; a verbal wager accompanied by cash is not accepted.",
        citation: "001 Ch.7 A–B",
    },
    Fixed {
        prompt: "A player who has wagered and received cards walks away in the middle of the round. What may the dealer do?",
        correct: "Treat the player's wager as abandoned and lost",
        wrong: &[("Play the hand for the player by the posted strategy", ""), ("Return the wagers and void the player's hand", ""), ("Hold the round until the player comes back", "")],
        explanation: "Once a player has wagered and received cards, the player stays seated; a player who leaves mid-round may have the wager treated as abandoned and lost.",
        citation: "001 Ch.7 C(1)–(2)",
    },
    Fixed {
        prompt: "Who sets how many adjacent betting boxes one player may play?",
        correct: "The operator, in its Rules Submission",
        wrong: &[("The rules: always two boxes", ""), ("The dealer, round by round", ""), ("Nobody: a player may play every empty box", "")],
        explanation: "The number of adjacent boxes one player may use is set in the Rules Submission (under COMAR 36.05.03.19).",
        citation: "001 Ch.7 G",
    },
];

const DEALING: [Fixed; 3] = [
    Fixed {
        prompt: "How does an automated shoe deliver the five community cards?",
        correct: "As one five-card stack, face down to the community area, spread face down in the middle of the table",
        wrong: &[("One card at a time after each decision point", ""), ("Face up, one after each player's two cards", ""), ("The dealer draws them from the discard rack", "")],
        explanation: "The automated shoe dispenses a five-card stack face down to the community area, where it is spread face down; the cards are revealed 1, then 2, then 2.",
        citation: "001 Ch.10 B(1)",
    },
    Fixed {
        prompt: "Dealing from a manual shoe, when are the five community cards dealt?",
        correct: "After every player and the dealer have their two cards: five cards face down to the community area",
        wrong: &[("Before the hole cards, as one stack", ""), ("One by one, as each decision point comes", ""), ("After the dealer's cards are revealed", "")],
        explanation: "After the two-card rounds the dealer deals the five community cards \"in accordance with Chapter 11\": face down to the community area, revealed 1, 2 and 2 as Chapter 11 directs (adopted interpretation, AMB-79). The stub then goes to the discard rack unexposed.",
        citation: "001 Ch.8 D(3) (AMB-79)",
    },
    Fixed {
        prompt: "What does dealing Jackpot Hold 'Em from the hand require?",
        correct: "An automated shuffler; the deck held in one chosen hand, the same all round, over the table inventory container",
        wrong: &[("Two decks with different backs", ""), ("A cut of at least 20 cards", ""), ("A floorperson watching every card", "")],
        explanation: "Dealing from the hand needs an automated shuffler; the dealer holds the deck in one chosen hand, the same hand all round, over the table inventory container and in front of the dealer, and takes each card off the top with the other.",
        citation: "001 Ch.9 A(1)–(2)",
    },
];

fn shuffle(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    pick(rng, &SHUFFLE, 0).ok()
}

fn wagers(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j)?;
    Some(pick(rng, &WAGERS, 1).unwrap_or_else(|_| {
        let ante = Cents::dollars([5, 10, 15, 25, 40, 100][rng.below(6)]);
        QuestionBody {
            prompt: format!("A player puts {ante} on the Ante. How much must the X-tra Bonus be?"),
            hands: Vec::new(),
            kind: Kind::Amount,
            correct: Answer::Amount(ante),
            explanation: format!("To compete, a player places an Ante and an X-tra Bonus in equal amounts: {ante}. (The definition of the X-tra Bonus repeats the Ante's words; the amounts must be equal: adopted interpretation, AMB-64.)"),
            citation: r.xtra_equals_ante.citation,
            option_notes: Vec::new(),
            tables: Vec::new(),
        }
    }))
}

fn wager_conduct(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    pick(rng, &CONDUCT, 0).ok()
}

fn dealing_method(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    pick(rng, &DEALING, 0).ok()
}

const RANK_WORDS: [&str; 13] = [
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
    "king", "ace",
];

/// Where two hands of the same description differ ("Both are flush, ace high; the dealer's is
/// higher on the first card that differs: a queen against a jack."), or "" when their words
/// already tell them apart or they tie.
fn kicker_note(a: HandValue, b: HandValue, a_name: &str, b_name: &str) -> String {
    if a == b || a.describe() != b.describe() {
        return String::new();
    }
    let (high, low, who) = if a > b {
        (a, b, a_name)
    } else {
        (b, a, b_name)
    };
    let Some(i) = (0..5).find(|&i| high.rank(i) != low.rank(i)) else {
        return String::new();
    };
    let word = |r: u8| {
        let w = RANK_WORDS[r as usize];
        if w == "ace" || w == "eight" {
            format!("an {w}")
        } else {
            format!("a {w}")
        }
    };
    format!(
        " Both are {}; {who} is higher on the first card that differs (the kicker): {} against {}.",
        lower_first(&high.describe()),
        word(high.rank(i)),
        word(low.rank(i))
    )
}

/// Why one best hand beats another, in words.
fn why_higher(high: HandValue, low: HandValue) -> &'static str {
    if high.category() != low.category() {
        "a higher kind of hand"
    } else {
        "the same kind of hand, and the first card from the top that differs is higher"
    }
}

fn hand_winner(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    // Deals where both players hold the same kind of hand half the time: the comparisons a
    // dealer gets wrong are the kickers and a board both play.
    let same_kind = rng.chance(0.5);
    let mut cards = draw(rng, 9);
    for _ in 0..200 {
        let (a, b) = (
            value(&cards[0..2], &cards[4..9]),
            value(&cards[2..4], &cards[4..9]),
        );
        if !same_kind || a.category() == b.category() {
            break;
        }
        cards = draw(rng, 9);
    }
    let (hole_a, hole_b, board) = (&cards[0..2], &cards[2..4], &cards[4..9]);
    let (a, b) = (value(hole_a, board), value(hole_b, board));
    let (correct, why, citation) = match a.cmp(&b) {
        Ordering::Greater => ("Player A", why_higher(a, b), a.category() == b.category()),
        Ordering::Less => ("Player B", why_higher(b, a), a.category() == b.category()),
        Ordering::Equal => (
            "They tie",
            "their best five cards are equal rank for rank (suits are equal)",
            true,
        ),
    };
    let same_kind_note = if citation {
        " (Adopted interpretation, AMB-77: 001 Ch.6 E's tie-break, \"the highest ranking card … not contained in the other hand\", is read as the standard poker comparison.)"
    } else {
        ""
    };
    let citation = if citation {
        Citation::new("001 Ch.6 A–E (AMB-77)")
    } else {
        Citation::new("001 Ch.6 D")
    };
    Some(choice_with_hands(
        rng,
        "Which player's hand ranks higher? Each plays the best five of their two cards and the five community cards.".into(),
        vec![
            ("Player A".into(), hole_a.to_vec()),
            ("Player B".into(), hole_b.to_vec()),
            ("Community cards".into(), board.to_vec()),
        ],
        correct.into(),
        wrong(&["Player A", "Player B", "They tie"]),
        format!("Player A's best hand: {}; Player B's: {}. {correct}: {why}.{} The ace is low only in A-2-3-4-5; within a kind of hand the four, three or higher pair counts first, then the second pair, then the kickers from the top.{same_kind_note}", a.describe(), b.describe(), kicker_note(a, b, "Player A's", "Player B's")),
        citation,
    ))
}

/// Kinds of hand as a student names them.
const KINDS: [Category; 10] = [
    Category::HighCard,
    Category::Pair,
    Category::TwoPair,
    Category::ThreeOfAKind,
    Category::Straight,
    Category::Flush,
    Category::FullHouse,
    Category::FourOfAKind,
    Category::StraightFlush,
    Category::RoyalFlush,
];

fn best_hand(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    // A kind of hand to aim for (up to four of a kind), so the rarer ones are asked too.
    let target = KINDS[rng.below(8)];
    let mut cards = draw(rng, 7);
    for _ in 0..3000 {
        if value(&cards[0..2], &cards[2..7]).category() == target {
            break;
        }
        cards = draw(rng, 7);
    }
    let best = value(&cards[0..2], &cards[2..7]);
    let at = KINDS.iter().position(|&k| k == best.category())?;
    let neighbours: Vec<(String, String)> =
        [at.wrapping_sub(1), at + 1, at + 2, at.wrapping_sub(2)]
            .into_iter()
            .filter_map(|i| KINDS.get(i))
            .take(3)
            .map(|k| (k.name().to_string(), String::new()))
            .collect();
    Some(choice_with_hands(
        rng,
        "What is the player's best five-card hand?".into(),
        vec![
            ("Player".into(), cards[0..2].to_vec()),
            ("Community cards".into(), cards[2..7].to_vec()),
        ],
        best.category().name().into(),
        neighbours,
        format!("{}: the best five of the player's two cards and the five community cards (either or both hole cards, or none). The ace is low only in A-2-3-4-5, and a straight does not wrap around.", best.describe()),
        Citation::new("001 Ch.6 A–D; Ch.11 I(2)(b)"),
    ))
}

const COMMUNITY_AREA: &str = "The community area";

fn first_card(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    let seats = some_seats(rng);
    let first = seats[0];
    let (method, automated, citation) = match rng.below(3) {
        0 => ("a manual shoe", None, "001 Ch.8 D(2)–(3)"),
        1 => (
            "an automated shoe that delivers the dealer's two cards before the players' stacks",
            Some(true),
            "001 Ch.10 B(1)–(2) (AMB-80)",
        ),
        _ => (
            "an automated shoe that leaves the dealer's cards in the shuffler",
            Some(false),
            "001 Ch.10 B(1), B(3) (AMB-80)",
        ),
    };
    // An automated shoe delivers the five-card community stack first of all (Ch.10 B(1),
    // listed before either way of delivering the hole cards: AMB-80); a manual shoe deals the
    // community cards last (Ch.8 D(3)).
    let correct = if automated.is_some() {
        COMMUNITY_AREA.to_string()
    } else {
        format!("Seat {first}")
    };
    let mut others: Vec<(String, String)> = seats
        .iter()
        .filter(|&&s| automated.is_some() || s != first)
        .rev()
        .take(2)
        .map(|s| (format!("Seat {s}"), String::new()))
        .collect();
    match automated {
        None => {
            others.push(("The dealer".into(), String::new()));
            others.push((
                COMMUNITY_AREA.into(),
                "From a manual shoe the five community cards are dealt last, after every player and the dealer have two cards.".into(),
            ));
        }
        Some(dealer_before_players) => {
            others.push((
                "The dealer".into(),
                if dealer_before_players {
                    "The dealer's two cards come before the players' stacks, but after the community stack.".into()
                } else {
                    "Here the dealer's cards stay in the shuffler until every player has acted.".into()
                },
            ));
        }
    }
    let explanation = match automated {
        None => format!("From a manual shoe the dealer deals one card at a time, clockwise from the player farthest to the dealer's left: seat {first} first, then each player with the required wagers and the dealer, until everyone has two; the five community cards are dealt only after those two rotations (Ch.8 D(3))."),
        Some(true) => "An automated shoe delivers the five-card community stack first, face down to the community area (Ch.10 B(1)); then the dealer's two cards, then two-card stacks clockwise from the dealer's left to each player with an Ante and X-tra Bonus (B(2)). B(1) comes before both ways of delivering the hole cards (adopted interpretation, AMB-80).".into(),
        Some(false) => format!("An automated shoe delivers the five-card community stack first, face down to the community area (Ch.10 B(1)); then two-card stacks clockwise from the dealer's left, seat {first} first, and the dealer's cards stay in the shuffler until every player has acted (B(3)). B(1) comes before both ways of delivering the hole cards (adopted interpretation, AMB-80)."),
    };
    Some(choice(
        rng,
        format!("Seats {} have placed an Ante and X-tra Bonus (seat 1 is farthest to the dealer's left). The table deals from {method}. Where does the first card or stack go?", seat_list(&seats)),
        correct,
        others,
        explanation,
        Citation::new(citation),
    ))
}

/// The manual-shoe round the procedure questions ask about, and the adopted readings its steps
/// rest on, in words.
const PROCEDURE_ROUND: &str = "Maryland Jackpot Hold 'Em round dealt from a manual shoe";
const PROCEDURE_READINGS: [(u16, &str); 2] = [
    (78, "the stub rule's \"§F\" is read as §E, the stub count"),
    (79, "Chapter 11 says only when the community cards are revealed; they are dealt one at a time, face down, to the community area"),
];

/// The round's steps as the questions show them: a Progressive is paid from its paytable, and
/// only a meter line from the meter (001 Ch.12 D, E(11)).
fn procedure_steps() -> Vec<ProcedureStep> {
    dealer_procedure()
        .iter()
        .map(|s| ProcedureStep {
            text: if s.text.contains("paid from the meter as it stands") {
                "Settle that player's Player Bonus, then the Progressive (checked, validated by a floorperson, and paid from its paytable: a meter line from the meter as it stands at the player's turn)"
            } else {
                s.text
            },
            ..*s
        })
        .collect()
}

fn procedure_deal(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    procedure::window(
        rng,
        &procedure_steps(),
        PROCEDURE_ROUND,
        true,
        &PROCEDURE_READINGS,
    )
}

fn procedure_settle(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    procedure::window(
        rng,
        &procedure_steps(),
        PROCEDURE_ROUND,
        false,
        &PROCEDURE_READINGS,
    )
}

/// "Play 3× the Ante, or check".
fn option_text(multiple: u8, otherwise: JheDecision) -> String {
    let other = if otherwise == JheDecision::Fold {
        "fold"
    } else {
        "check"
    };
    format!("Play {multiple}× the Ante, or {other}")
}

const ALREADY_PLAYED: &str = "No decision: the player has already placed a Play";

fn options_now(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j)?;
    let point = rng.in_range(1, 4);
    let p = r.decision_points[point - 1];
    let played_at = if point > 1 && rng.chance(0.25) {
        Some(rng.in_range(1, point))
    } else {
        None
    };
    let cards = draw(rng, 2 + p.community_shown as usize);
    let history = match played_at {
        Some(at) => format!("placed a Play at decision {at}"),
        None if point == 1 => "just examined the two hole cards".to_string(),
        None => "checked at every decision so far".to_string(),
    };
    let all: Vec<String> = r
        .decision_points
        .iter()
        .map(|d| option_text(d.multiple, d.otherwise))
        .chain([ALREADY_PLAYED.to_string()])
        .collect();
    let correct = match played_at {
        Some(_) => ALREADY_PLAYED.to_string(),
        None => option_text(p.multiple, p.otherwise),
    };
    let explanation = match played_at {
        Some(at) => format!("A player who placed a Play at decision {at} is in the round to the end: decisions 2 and 3 ask only players who have not placed a Play. With {} community cards up, a player who had checked would choose between these: {}.", p.community_shown, option_text(p.multiple, p.otherwise)),
        None => format!("With {} community card{} face up it is decision {point}. The choice: {}.", p.community_shown, if p.community_shown == 1 { "" } else { "s" }, option_text(p.multiple, p.otherwise)),
    };
    Some(choice_with_hands(
        rng,
        format!("The player has {history}. With these cards showing, what may the player do now?"),
        vec![
            ("Player".into(), cards[0..2].to_vec()),
            ("Community cards face up".into(), cards[2..].to_vec()),
        ],
        correct.clone(),
        all.into_iter()
            .filter(|o| *o != correct)
            .map(|o| (o, String::new()))
            .collect(),
        explanation,
        p.choice,
    ))
}

fn play_amount(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j)?;
    let point = rng.in_range(1, 4);
    let p = r.decision_points[point - 1];
    let ante = Cents::dollars([5, 10, 15, 20, 25, 50][rng.below(6)]);
    let play = ante.checked_mul(p.multiple as i64).ok()?;
    Some(QuestionBody {
        prompt: format!(
            "The player's Ante is {ante}. With {} community card{} face up, the player places a Play. How much is it?",
            p.community_shown,
            if p.community_shown == 1 { "" } else { "s" }
        ),
        hands: Vec::new(),
        kind: Kind::Amount,
        correct: Answer::Amount(play),
        explanation: format!("Decision {point}: the Play is {}× the Ante, {play} (3× after the first community card, 2× after three, 1× after all five).", p.multiple),
        citation: p.choice,
        option_notes: Vec::new(),
        tables: Vec::new(),
    })
}

/// Whom the dealer asks first, or next, at a decision, passing seats that placed a Play.
fn next_asked(rng: &mut DealRng, j: Jurisdiction) -> Option<Asked> {
    let r = rules(j)?;
    let seats = some_seats(rng);
    let point = rng.in_range(1, 4);
    let played: Vec<u8> = if point > 1 {
        seats
            .iter()
            .copied()
            .filter(|_| rng.chance(0.3))
            .take(seats.len() - 2)
            .collect()
    } else {
        Vec::new()
    };
    let asked: Vec<u8> = seats
        .iter()
        .copied()
        .filter(|s| !played.contains(s))
        .collect();
    let next_after = if asked.len() > 1 && rng.chance(0.5) {
        Some(asked[rng.below(asked.len() - 1)])
    } else {
        None
    };
    let correct = match next_after {
        Some(s) => *asked.iter().find(|&&a| a > s)?,
        None => asked[0],
    };
    let played_text = if played.is_empty() {
        String::new()
    } else {
        format!(
            " Seat{} {} placed a Play earlier.",
            if played.len() == 1 { "" } else { "s" },
            seat_list(&played)
        )
    };
    let question = match next_after {
        Some(s) => format!("The dealer has just asked seat {s}. Whom does the dealer ask next?"),
        None => "Whom does the dealer ask first?".to_string(),
    };
    Some(Asked::Choice {
        prompt: format!("Decision {point}: seats {} hold cards (seat 1 is farthest to the dealer's left).{played_text} {question}", seat_list(&seats)),
        correct: format!("Seat {correct}"),
        wrong: seats.iter().filter(|&&s| s != correct).map(|s| (format!("Seat {s}"), if played.contains(s) { "This seat has already placed a Play: it is not asked again.".to_string() } else { String::new() })).collect(),
        explanation: format!("The dealer asks {}; a player who has already placed a Play is not asked again.", r.decision_order),
        citation: r.table.decision_order,
    })
}

fn reveal(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j)?;
    let steps: [(&str, String, Citation); 4] = [
        ("every player has examined the two hole cards", "Reveal the first community card".into(), r.decision_points[0].reveal),
        ("every player has played or checked at decision 1", "Reveal community cards 2 and 3".into(), r.decision_points[1].reveal),
        ("every player without a Play has played or checked at decision 2", "Reveal community cards 4 and 5".into(), r.decision_points[2].reveal),
        ("every player has played or folded at decision 3", "Remove the cover card, turn up the dealer's two cards and announce the dealer's best hand".into(), r.round.dealer_reveal),
    ];
    let k = rng.below(4);
    let (when, correct, citation) = steps[k].clone();
    Some(choice(
        rng,
        format!("At a Jackpot Hold 'Em table, {when}. What does the dealer do next?"),
        correct.clone(),
        steps.iter().filter(|s| s.1 != correct).map(|s| (s.1.clone(), String::new())).collect(),
        "The community cards are revealed 1, then 2, then 2, with a decision round after each; the dealer's cards are turned up only when every player has played or folded.".into(),
        citation,
    ))
}

fn dealer_qualifies(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j)?;
    // Near the line half the time: a pair only on the board, or no pair at all.
    let near_line = rng.chance(0.5);
    let mut cards = draw(rng, 7);
    for _ in 0..500 {
        let dealer = value(&cards[0..2], &cards[2..7]);
        let board_pair = evaluate(set(&cards[2..7])).category() == Category::Pair;
        if !near_line
            || (dealer.category() <= Category::Pair
                && (board_pair || dealer.category() == Category::HighCard))
        {
            break;
        }
        cards = draw(rng, 7);
    }
    let dealer = value(&cards[0..2], &cards[2..7]);
    let qualifies = dealer.category() >= Category::Pair;
    let board_only = evaluate(set(&cards[2..7])).category() >= dealer.category();
    Some(choice_with_hands(
        rng,
        "Does the dealer qualify?".into(),
        vec![
            ("Dealer".into(), cards[0..2].to_vec()),
            ("Community cards".into(), cards[2..7].to_vec()),
        ],
        if qualifies { "Yes" } else { "No" }.into(),
        wrong(&[if qualifies { "No" } else { "Yes" }]),
        format!(
            "The dealer's best hand: {}. The dealer qualifies with {}{}.",
            dealer.describe(),
            r.qualifier.value,
            if qualifies && board_only {
                ": the pair may be on the board, since the dealer plays the best five of the two cards and the five community cards"
            } else if qualifies {
                ""
            } else {
                "; below a pair the Ante is returned and the X-tra Bonus and Play are still settled by comparing the hands (adopted interpretation, AMB-70: Ch.11 I(1) sends them to §I(2), which is written for a qualifying dealer, and the results of §I(3) are applied)"
            }
        ),
        if qualifies {
            r.qualifier.citation
        } else {
            Citation::new("001 Ch.2 B(8)(a); Ch.11 I(1)–(3) (AMB-70)")
        },
    ))
}

fn settle_next(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j)?;
    let seats = some_seats(rng);
    // Each seat played, folded with a live side wager, or folded without one.
    let mut status: Vec<u8> = seats
        .iter()
        .map(|_| [0, 0, 0, 1, 2][rng.below(5)])
        .collect();
    // At least two seats to settle: the lowest seats folded without a side wager play instead.
    let short = 2usize.saturating_sub(status.iter().filter(|&&k| k < 2).count());
    for k in status.iter_mut().filter(|k| **k == 2).take(short) {
        *k = 0;
    }
    let describe = |k: u8| match k {
        0 => "placed a Play",
        1 => "folded holding a Player Bonus",
        _ => "folded with no side wager",
    };
    let settled: Vec<u8> = seats
        .iter()
        .zip(&status)
        .filter(|(_, &k)| k < 2)
        .map(|(&s, _)| s)
        .rev()
        .collect();
    let after = if rng.chance(0.5) {
        Some(rng.below(settled.len() - 1))
    } else {
        None
    };
    let correct = match after {
        Some(i) => settled[i + 1],
        None => settled[0],
    };
    let list: Vec<String> = seats
        .iter()
        .zip(&status)
        .map(|(s, &k)| format!("seat {s} {}", describe(k)))
        .collect();
    let any_folded_live = status.contains(&1);
    let question = match after {
        Some(i) => format!(
            "The dealer has just settled seat {}. Which seat is next?",
            settled[i]
        ),
        None => "Which seat does the dealer settle first?".into(),
    };
    Some(choice(
        rng,
        format!("The dealer's cards are up: {} (seat 1 is farthest to the dealer's left). {question}", list.join(", ")),
        format!("Seat {correct}"),
        seats
            .iter()
            .zip(&status)
            .filter(|(&s, _)| s != correct)
            .map(|(s, &k)| (format!("Seat {s}"), if k == 2 { "This seat folded with no side wager: its cards and wagers were collected at the fold.".into() } else { String::new() }))
            .collect(),
        if any_folded_live {
            "Settlement goes counterclockwise (down the seat numbers), one player at a time. The text starts it with the farthest-right player \"who has placed a Play Wager\" and never reaches a folded player; the adopted reading settles a folded player's live Player Bonus or Progressive in the same pass, at that player's seat, and starts the pass at the farthest-right seat with anything to settle, so such a folded player sitting farther right than every Play is settled first (adopted interpretation, AMB-72). A folded player without a side wager was cleared at the fold.".into()
        } else {
            "Settlement starts with the player farthest to the dealer's right who has placed a Play and goes counterclockwise (down the seat numbers), one player at a time; a folded player without a side wager was cleared at the fold.".into()
        },
        if any_folded_live {
            r.table.citations.settlement_order
        } else if status.contains(&2) {
            Citation::new("001 Ch.11 G(3)(b), G(4)(b), I")
        } else {
            Citation::new("001 Ch.11 I")
        },
    ))
}

fn fold_cards(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    let which = rng.below(4);
    let side = [
        "a Player Bonus",
        "a Progressive",
        "a Player Bonus and a Progressive",
        "no side wager",
    ][which];
    let live = which != 3;
    let kept = "The Ante and X-tra Bonus are collected; the cards stay face down until the side wagers are settled in the settlement pass";
    let gone =
        "The Ante and X-tra Bonus are collected and the cards go to the discard rack at once";
    let (correct, other) = if live { (kept, gone) } else { (gone, kept) };
    // With one side wager G(3) and G(4) disagree (AMB-71); with any, the side wagers are settled
    // in the counterclockwise pass, at the folded player's seat (AMB-72).
    let (cards_rule, citation) = match which {
        0 | 1 => (
            format!("With only {side}, G(3) and G(4) give opposite instructions (keep the cards; collect them at once); the cards are kept face down while either side wager is live (adopted interpretation, AMB-71). The side wager is then settled in the counterclockwise settlement pass, at the folded player's seat (adopted interpretation, AMB-72)."),
            "001 Ch.11 G(2)–(4) (AMB-71, AMB-72)",
        ),
        2 => (
            "With both side wagers live, the cards stay face down (under the Player Bonus) until they are resolved (G(3)(a), G(4)(a)); they are settled in the counterclockwise settlement pass, at the folded player's seat (adopted interpretation, AMB-72).".to_string(),
            "001 Ch.11 G(2), G(3)(a), G(4)(a) (AMB-72)",
        ),
        _ => (
            "With no side wager the cards go to the discard rack at once (G(3)(b), G(4)(b)).".to_string(),
            "001 Ch.11 G(2), G(3)(b), G(4)(b)",
        ),
    };
    Some(choice(
        rng,
        format!("At decision 3 a player holding {side} folds. What does the dealer do?"),
        correct.into(),
        vec![
            (other.into(), String::new()),
            ("The Ante is returned and the X-tra Bonus collected".into(), "A fold loses both the Ante and the X-tra Bonus.".into()),
            ("The player's side wagers are collected with the Ante".into(), "A Player Bonus or Progressive is settled on its own paytable, fold or not.".into()),
        ],
        format!("On a fold the dealer collects the Ante and X-tra Bonus into the table inventory container (G(2)). {cards_rule}"),
        Citation::new(citation),
    ))
}

/// What happens to the Ante, X-tra Bonus and Play, in the matrix's words.
fn three(ante: Outcome, xtra: Outcome, play: Outcome) -> String {
    let word = |o: Outcome, paid: &str| match o {
        Outcome::Won => paid.to_string(),
        Outcome::Push | Outcome::Refunded => "returned".to_string(),
        _ => "loses".to_string(),
    };
    format!(
        "Ante {}, X-tra Bonus {}, Play {}",
        word(ante, "paid 1 to 1"),
        word(xtra, "paid by its paytable"),
        word(play, "paid 1 to 1")
    )
}

/// The settlement matrix (RULES.md B11.1) for a player who placed a Play: the dealer's
/// qualification, the comparison, and whether the hand is a straight or better.
fn matrix_row(
    qualifies: bool,
    player: Ordering,
    straight_or_better: bool,
) -> (Outcome, Outcome, Outcome) {
    use Outcome::*;
    let xtra_win = if straight_or_better { Won } else { Push };
    match (qualifies, player) {
        (_, Ordering::Equal) => (Push, Push, Push),
        (true, Ordering::Greater) => (Won, xtra_win, Won),
        (true, Ordering::Less) => (Lost, Lost, Lost),
        (false, Ordering::Greater) => (Push, xtra_win, Won),
        (false, Ordering::Less) => (Push, Lost, Lost),
    }
}

/// Every row of the matrix, in words (the options of a matrix question).
fn matrix_options() -> Vec<String> {
    let mut all = Vec::new();
    for q in [true, false] {
        for cmp in [Ordering::Greater, Ordering::Less, Ordering::Equal] {
            for s in [true, false] {
                let (a, x, p) = matrix_row(q, cmp, s);
                let text = three(a, x, p);
                if !all.contains(&text) {
                    all.push(text);
                }
            }
        }
    }
    // The High Card Flush habit: the Ante paid when the dealer does not qualify.
    all.push(three(Outcome::Won, Outcome::Lost, Outcome::Lost));
    all
}

fn matrix_choice(rng: &mut DealRng, correct: String) -> Vec<(String, String)> {
    let mut others: Vec<String> = matrix_options()
        .into_iter()
        .filter(|o| *o != correct)
        .collect();
    let mut picked = Vec::new();
    while picked.len() < 3 && !others.is_empty() {
        let o = others.remove(rng.below(others.len()));
        let note = if o.starts_with("Ante paid")
            && o.ends_with("Play loses")
            && o.contains("X-tra Bonus loses")
        {
            "The Ante is never paid when the player loses; and when the dealer does not qualify it is returned, unlike High Card Flush.".to_string()
        } else {
            String::new()
        };
        picked.push((o, note));
    }
    picked
}

fn matrix(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j)?;
    let qualifies = rng.chance(0.5);
    let cmp = [
        Ordering::Greater,
        Ordering::Greater,
        Ordering::Less,
        Ordering::Equal,
    ][rng.below(4)];
    let straight = cmp == Ordering::Greater && rng.chance(0.5);
    let (a, x, p) = matrix_row(qualifies, cmp, straight);
    let correct = three(a, x, p);
    let player = match (cmp, straight) {
        (Ordering::Greater, true) => "beats the dealer's hand with a flush",
        (Ordering::Greater, false) => "beats the dealer's hand with two pair",
        (Ordering::Less, _) => "loses to the dealer's hand",
        (Ordering::Equal, _) => "ties the dealer's hand exactly",
    };
    let citation = match (qualifies, cmp) {
        (true, Ordering::Equal) => r.round.tie,
        (false, Ordering::Equal) => Citation::new("001 Ch.11 I(1), I(3)(c) (AMB-70)"),
        (false, _) => r.round.ante_returned,
        (true, Ordering::Greater) => r.round.xtra_bonus,
        (true, Ordering::Less) => r.round.player_lower,
    };
    let reading = match (qualifies, cmp) {
        (false, _) => " When the dealer does not qualify the Ante is returned and the X-tra Bonus and Play are still settled by comparing the hands (adopted interpretation, AMB-70: Ch.11 I(1) sends them to §I(2), which is written for a qualifying dealer, and the results of §I(3) apply).",
        (true, Ordering::Greater) => " The X-tra Bonus is paid from its paytable only when the player wins, and a win below a straight pushes (adopted interpretation, AMB-70).",
        _ => "",
    };
    let wrong = matrix_choice(rng, correct.clone());
    Some(choice(
        rng,
        format!(
            "The dealer's hand is {}. A player who placed a Play {player}. What happens to the Ante, X-tra Bonus and Play?",
            if qualifies { "a pair or better (it qualifies)" } else { "below a pair (it does not qualify)" }
        ),
        correct.clone(),
        wrong,
        format!("The dealer {}, and the player {}.{reading} The X-tra Bonus pays only a straight or better (Paytable A); a tie returns all three.", if qualifies { "qualifies" } else { "does not qualify" }, match cmp { Ordering::Greater => "wins", Ordering::Less => "loses", Ordering::Equal => "ties" }),
        citation,
    ))
}

/// One seat of a worked round.
struct Seat {
    number: u8,
    ante: Cents,
    player_bonus: Cents,
    progressive: bool,
    hole: Vec<Card>,
    /// The decision point at which the seat places its Play; `None` folds at the third.
    play_at: Option<u8>,
}

/// A round played through the engine's own table: wagers, deal, decisions, reveal, settlement.
fn worked_round(
    config: JheConfig,
    seats: &[Seat],
    dealer: &[Card],
    community: &[Card],
) -> Option<JheTable> {
    worked_round_on(config, None, seats, dealer, community)
}

/// [`worked_round`] on a table playing one of the user's own paytables (`own`).
fn worked_round_on(
    config: JheConfig,
    own: Option<JhePaytable>,
    seats: &[Seat],
    dealer: &[Card],
    community: &[Card],
) -> Option<JheTable> {
    let unit = config.progressive.as_ref().map(|p| p.unit);
    let mut table = JheTable::with_paytables(config, own).ok()?;
    for s in seats {
        table.sit(s.number, s.number as u32).ok()?;
        table.place_ante(s.number, s.ante).ok()?;
        if s.player_bonus.0 > 0 {
            table
                .set_wager(s.number, JheWager::PlayerBonus, s.player_bonus)
                .ok()?;
        }
        if s.progressive {
            table
                .set_wager(s.number, JheWager::Progressive, unit?)
                .ok()?;
        }
    }
    table.no_more_bets().ok()?;
    let by_seat: Vec<(u8, Vec<Card>)> = seats.iter().map(|s| (s.number, s.hole.clone())).collect();
    let order = table.arrange(&by_seat, dealer, community).ok()?;
    table.deal_arranged(&order, None).ok()?;
    while let Some(number) = table.round().next_to_act() {
        let point = table.decision_point();
        let play_at = seats.iter().find(|s| s.number == number)?.play_at;
        let options = table.rules().options_at(point);
        let decision = if play_at == Some(point) {
            options[0]
        } else {
            options[1]
        };
        table.decide(number, decision).ok()?;
    }
    table.reveal().ok()?;
    table.settle().ok()?;
    Some(table)
}

fn outcome_of(table: &JheTable, seat: u8, wager: JheWager) -> Option<Outcome> {
    table
        .round()
        .settlements()
        .find(|s| s.seat == seat && s.wager == wager)
        .map(|s| s.outcome)
}

fn settle_seat(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j)?;
    // The dealer below a pair about half the time: the row students miss.
    let want_unqualified = rng.chance(0.5);
    let mut cards = draw(rng, 9);
    for _ in 0..300 {
        let dealer = value(&cards[2..4], &cards[4..9]);
        if (dealer.category() < Category::Pair) == want_unqualified {
            break;
        }
        cards = draw(rng, 9);
    }
    let point = rng.in_range(1, 4) as u8;
    let ante = Cents::dollars([5, 10, 25][rng.below(3)]);
    let seat = Seat {
        number: 1,
        ante,
        player_bonus: Cents::ZERO,
        progressive: false,
        hole: cards[0..2].to_vec(),
        play_at: Some(point),
    };
    let config = JheConfig {
        progressive: None,
        ..JheConfig::standard()
    };
    let table = worked_round(config, &[seat], &cards[2..4], &cards[4..9])?;
    let (a, x, p) = (
        outcome_of(&table, 1, JheWager::Ante)?,
        outcome_of(&table, 1, JheWager::XtraBonus)?,
        outcome_of(&table, 1, JheWager::Play)?,
    );
    let correct = three(a, x, p);
    let player = value(&cards[0..2], &cards[4..9]);
    let dealer = value(&cards[2..4], &cards[4..9]);
    let wrong = matrix_choice(rng, correct.clone());
    // AMB-70 decides the row when the dealer does not qualify (Some(true)) and the X-tra Bonus
    // when the player wins (Some(false)).
    let reading = if dealer.category() < Category::Pair {
        Some(true)
    } else if player > dealer {
        Some(false)
    } else {
        None
    };
    let lines: Vec<String> = table
        .round()
        .settlements()
        .map(|s| format!("{} ({})", s.explanation, s.citation))
        .collect();
    let mut body = choice_with_hands(
        rng,
        format!(
            "The player placed a Play at decision {point}. Settle the Ante, X-tra Bonus and Play."
        ),
        vec![
            ("Player".into(), cards[0..2].to_vec()),
            ("Dealer".into(), cards[2..4].to_vec()),
            ("Community cards".into(), cards[4..9].to_vec()),
        ],
        correct,
        wrong,
        format!(
            "Player: {}; dealer: {} ({}).{} {}{}",
            player.describe(),
            dealer.describe(),
            if dealer.category() >= Category::Pair {
                "qualifies"
            } else {
                "does not qualify"
            },
            kicker_note(player, dealer, "the player's", "the dealer's"),
            lines.join(" "),
            match reading {
                Some(true) => " (Adopted interpretation, AMB-70: when the dealer does not qualify, Ch.11 I(1) returns the Ante and sends the X-tra Bonus and Play to §I(2), which is written for a qualifying dealer; they are settled by comparing the hands, with the results of §I(3).)",
                Some(false) => " (Adopted interpretation, AMB-70: the X-tra Bonus is paid from its paytable only when the player wins, and a win below a straight pushes.)",
                None => "",
            }
        ),
        Citation::new(if reading.is_some() {
            "001 Ch.11 I(1)–(3); Ch.12 A–B(1) (AMB-70)"
        } else {
            "001 Ch.11 I(2)–(3)"
        }),
    );
    let _ = r;
    body.tables = vec![table_ref(paytable(JheWager::XtraBonus, "A")?)];
    Some(body)
}

/// The Progressive tables whose line for this five-card hand is not a meter (so a question can
/// state every amount), or `None` where a meter pays.
fn fixed_progressive_line(label: &str, five: CardSet) -> bool {
    paytable(JheWager::Progressive, label)
        .and_then(|t| t.winning_line(five))
        .is_none_or(|(_, l)| !matches!(l.pay, Pay::MeterPercent { .. }))
}

/// The captions of the community cards where the Progressive is asked: the three turned up
/// first decide it (AMB-68).
pub const FIRST_THREE: &str = "Community cards 1–3 (turned up first)";
pub const LAST_TWO: &str = "Community cards 4–5 (turned up last)";

/// Five community cards shown as the three turned up first and the two turned up last.
fn board_in_turns(board: &[Card]) -> [(String, Vec<Card>); 2] {
    [
        (FIRST_THREE.into(), board[..3].to_vec()),
        (LAST_TWO.into(), board[3..].to_vec()),
    ]
}

/// A "Total paid" question, or one paid from one of the user's own X-tra Bonus, Player Bonus or
/// Progressive tables in place of the published one when `own` is given (and a wager on it, so
/// every question uses it): the same deal as the published question of that seed, paid by the
/// engine from the table. `None` where it cannot be one, or where its Progressive line for the hand
/// pays from a meter (the question states every amount).
pub(crate) fn payout_total_on(
    rng: &mut DealRng,
    j: Jurisdiction,
    own: Option<&JheCustomTable>,
) -> Option<QuestionBody> {
    rules(j)?;
    let own_table = match own {
        Some(own) => Some(own.paytable().ok()?),
        None => None,
    };
    let own_of = |wager: JheWager| own_table.as_ref().filter(|t| t.wager == wager);
    // A player hand of three of a kind or better most of the time, so the bonuses pay.
    let want_big = rng.chance(0.7);
    let mut cards = draw(rng, 9);
    for _ in 0..400 {
        if !want_big || value(&cards[0..2], &cards[4..9]).category() >= Category::ThreeOfAKind {
            break;
        }
        cards = draw(rng, 9);
    }
    let mut label = ["A", "B", "C", "D", "E"][rng.below(5)];
    let five = set(&cards[0..2]).union(set(&cards[4..7]));
    let mut progressive = rng.chance(0.6) && fixed_progressive_line(label, five);
    let ante = Cents::dollars([5, 10, 15, 20, 25][rng.below(5)]);
    let mut player_bonus = Cents::dollars([0, 5, 5, 10][rng.below(4)]);
    let point = [1u8, 1, 2, 3][rng.below(4)];
    if let Some(table) = own_of(JheWager::Progressive) {
        let meter_line = table
            .winning_line(five)
            .is_some_and(|(_, l)| matches!(l.pay, Pay::MeterPercent { .. }));
        if meter_line {
            return None;
        }
        let base = own.map_or("", |o| o.base.as_str());
        label = ["A", "B", "C", "D", "E"].into_iter().find(|l| *l == base)?;
        progressive = true;
    }
    if own_of(JheWager::PlayerBonus).is_some() && player_bonus.0 == 0 {
        player_bonus = Cents::dollars(5);
    }
    let mut config = JheConfig {
        progressive: JheProgressive::at_minimums(label, 500),
        ..JheConfig::standard()
    };
    if !progressive {
        config.progressive = None;
    }
    let seat = Seat {
        number: 1,
        ante,
        player_bonus,
        progressive,
        hole: cards[0..2].to_vec(),
        play_at: Some(point),
    };
    let table = worked_round_on(
        config.clone(),
        own_table.clone(),
        &[seat],
        &cards[2..4],
        &cards[4..9],
    )?;
    let round = table.round();
    let won = Cents::checked_sum(round.settlements().map(|s| s.won)).ok()?;
    let play = ante
        .checked_mul(table.rules().decision_points[point as usize - 1].multiple as i64)
        .ok()?;
    let mut wagers =
        format!("Ante {ante}, X-tra Bonus {ante}, Play {play} (placed at decision {point})");
    // The table each wager is paid from: the user's own where chosen, named as theirs.
    let mut own_note = String::new();
    let mut table_used = |wager: JheWager, label: &str| -> Option<TableRef> {
        match own_of(wager) {
            Some(own) => {
                let named = own_table_named(wager.name(), &own.label);
                own_note.push_str(&format!(" The {} is paid from {named}.", wager.name()));
                Some(TableRef {
                    title: super::capitalise(&named),
                    ..table_ref(own)
                })
            }
            None => Some(table_ref(paytable(wager, label)?)),
        }
    };
    let mut tables = vec![table_used(JheWager::XtraBonus, "A")?];
    if player_bonus.0 > 0 {
        wagers.push_str(&format!(", Player Bonus {player_bonus}"));
        tables.push(table_used(JheWager::PlayerBonus, "A")?);
    }
    if progressive {
        match own_of(JheWager::Progressive) {
            Some(own) => wagers.push_str(&format!(
                ", Progressive $1 on your own table '{}'",
                own.label
            )),
            None => wagers.push_str(&format!(", Progressive $1 on Paytable {label}")),
        }
        tables.push(table_used(JheWager::Progressive, label)?);
    }
    if let Some(own) = own_of(JheWager::XtraBonus) {
        wagers.push_str(&format!(" (X-tra Bonus on your own table '{}')", own.label));
    }
    if let Some(own) = own_of(JheWager::PlayerBonus) {
        wagers.push_str(&format!(
            " (Player Bonus on your own table '{}')",
            own.label
        ));
    }
    let lines: Vec<String> = round
        .settlements()
        .map(|s| {
            let what = match s.outcome {
                Outcome::Won => format!("{} pays {}", s.wager.name(), s.won),
                Outcome::Push => format!("{} is returned", s.wager.name()),
                _ => format!("{} loses", s.wager.name()),
            };
            format!("{what} ({})", s.citation)
        })
        .collect();
    let player = value(&cards[0..2], &cards[4..9]);
    let dealer = value(&cards[2..4], &cards[4..9]);
    let qualifies = dealer.category() >= Category::Pair;
    // AMB-70 settles a dealer below a pair, and the X-tra Bonus on a win.
    let matrix_reading = if !qualifies {
        " The dealer does not qualify: the Ante is returned and the X-tra Bonus and Play are still settled by comparing the hands (adopted interpretation, AMB-70)."
    } else if player > dealer {
        " The X-tra Bonus is paid from its paytable only because the player wins, and a win below a straight pushes (adopted interpretation, AMB-70)."
    } else {
        ""
    };
    let mut hands = vec![
        ("Player".into(), cards[0..2].to_vec()),
        ("Dealer".into(), cards[2..4].to_vec()),
    ];
    hands.extend(board_in_turns(&cards[4..9]));
    let citation = match (progressive, matrix_reading.is_empty()) {
        (true, false) => "001 Ch.11 I–K; Ch.12 A–D (AMB-68, AMB-69, AMB-70)",
        (true, true) => "001 Ch.11 I–K; Ch.12 A–D (AMB-68, AMB-69)",
        (false, false) => "001 Ch.11 I–J; Ch.12 A–C (AMB-70)",
        (false, true) => "001 Ch.11 I–J; Ch.12 A–C",
    };
    Some(QuestionBody {
        prompt: format!(
            "Wagers: {wagers}. The player's best hand is {}; the dealer's is {}{}.{} How much does the dealer pay the player in winnings (not counting wagers returned)?",
            lower_first(&player.describe()),
            lower_first(&dealer.describe()),
            if qualifies { ", which qualifies" } else { ", which does not qualify" },
            kicker_note(player, dealer, "the player's", "the dealer's")
        ),
        hands,
        kind: Kind::Amount,
        correct: Answer::Amount(won),
        explanation: format!(
            "{}. Total winnings {won}.{own_note}{matrix_reading}{}",
            lines.join("; "),
            if progressive { " The Progressive is judged on the two hole cards and the first three community cards turned up, an \"N for 1\" line pays N in all, and the $1 was collected before the deal (adopted interpretations, AMB-68, AMB-69)." } else { "" }
        ),
        citation: Citation::new(citation),
        option_notes: Vec::new(),
        tables,
    })
}

/// What the limit covers, or its lowest amount at drawn table minimums (AMB-82).
fn payout_limit_asked(rng: &mut DealRng, j: Jurisdiction) -> Option<Asked> {
    let r = rules(j)?;
    if rng.chance(0.35) {
        return Some(Asked::Choice {
            prompt: "Which wagers does a Jackpot Hold 'Em payout limit cover?".into(),
            correct: "The Ante, X-tra Bonus, Play and Player Bonus, never the Progressive".into(),
            wrong: vec![
                ("Every wager, the Progressive included".into(), "001 Ch.12 F(2): the limit does not apply to Progressive Payout Wagers.".into()),
                ("Only the Ante and Play".into(), String::new()),
                ("Only the Progressive".into(), String::new()),
            ],
            explanation: "The limit covers the Jackpot Hold 'Em wagers placed under Chapter 7 and never the Progressive (Ch.12 F(2)); the text does not say whether the Player Bonus is one of them, and the adopted reading counts it, since it is a wager under Ch.7 F(2) (adopted interpretation, AMB-82).".into(),
            citation: r.payout_limit_floor.citation,
        });
    }
    let ante_min = [5, 25, 100, 200][rng.below(4)];
    let bonus_min = [1, 5, 25][rng.below(3)];
    let config = JheConfig {
        ante_min: Cents::dollars(ante_min),
        player_bonus: Some((Cents::dollars(bonus_min), Cents::dollars(500))),
        ..JheConfig::standard()
    };
    let max_win = config.max_win_at_minimums();
    let floor = r.payout_limit_floor.value;
    let limit = if max_win > floor { max_win } else { floor };
    Some(Asked::Amount {
        prompt: format!("A Jackpot Hold 'Em table has a ${ante_min} minimum Ante (and X-tra Bonus) and a ${bonus_min} minimum Player Bonus. The operator sets a per-hand payout limit. What is the lowest limit it may set?"),
        amount: limit,
        explanation: format!(
            "The most one player can win at the minimums is a royal flush: Ante ${ante_min} + X-tra Bonus 500 × ${ante_min} + Play 3 × ${ante_min} + Player Bonus 100 × ${bonus_min} = {max_win}. The limit must be at least the greater of {floor} and that: {limit}. The text does not say whether the Player Bonus counts; the adopted reading counts every wager the limit covers at its table minimum, the Player Bonus included and the Play at 3× the Ante, and never the Progressive (adopted interpretation, AMB-82)."
        ),
        citation: r.payout_limit_floor.citation,
    })
}

/// "Flush: 30 for 1", "Straight flush: 100% of the Heart meter".
fn line_text(hand: &str, pay: Pay) -> String {
    format!("{hand}: {pay}")
}

const NOTHING: &str = "Nothing: the hand holds no line";

fn which_meter(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    let label = ["A", "B", "C", "D", "E"][rng.below(5)];
    let table = paytable(JheWager::Progressive, label)?;
    // Often a hand the turn and river improve, so judging all seven cards gives a wrong line.
    let trap = rng.chance(0.5);
    let mut cards = draw(rng, 7);
    for _ in 0..3000 {
        let five = set(&cards[0..5]);
        let seven = set(&cards);
        let line5 = table.winning_line(five).map(|(i, _)| i);
        let line7 = table.winning_line(seven).map(|(i, _)| i);
        let ok = if trap {
            line7.is_some() && line5 != line7
        } else {
            line5.is_some()
        };
        if ok {
            break;
        }
        cards = draw(rng, 7);
    }
    let five = set(&cards[0..5]);
    let seven = set(&cards);
    let text_of = |cards: CardSet| {
        table
            .winning_line(cards)
            .map_or(NOTHING.to_string(), |(_, l)| {
                line_text(&l.hand.name(), l.pay)
            })
    };
    let correct = text_of(five);
    let seven_text = text_of(seven);
    let mut wrong: Vec<(String, String)> = Vec::new();
    if seven_text != correct {
        wrong.push((seven_text, "The option you chose judges all seven cards; the adopted reading judges the Progressive on the hole cards and the first three community cards turned up (AMB-68).".into()));
    }
    let mut others: Vec<String> = table
        .lines
        .iter()
        .map(|l| line_text(&l.hand.name(), l.pay))
        .chain([NOTHING.to_string()])
        .filter(|t| *t != correct && !wrong.iter().any(|(w, _)| w == t))
        .collect();
    while wrong.len() < 3 && !others.is_empty() {
        wrong.push((others.remove(rng.below(others.len())), String::new()));
    }
    let mut body = choice_with_hands(
        rng,
        format!("The player has a $1 Progressive on Paytable {label}. All five community cards are up: cards 1–3 were turned up first (the first card, then the next two), cards 4–5 last. What does the Progressive pay?"),
        {
            let mut hands = vec![("Player".to_string(), cards[0..2].to_vec())];
            hands.extend(board_in_turns(&cards[2..7]));
            hands
        },
        correct.clone(),
        wrong,
        format!(
            "The Progressive is judged on the player's two cards and the first three community cards turned up (cards 1–3): {}, so {}. Only the highest line a hand holds is paid; a meter line pays the meter as it stands at the player's turn, and an \"N for 1\" line pays N in all (adopted interpretations, AMB-68, AMB-69).",
            lower_first(&evaluate(five).describe()),
            if correct == NOTHING { "nothing".to_string() } else { correct.clone() }
        ),
        Citation::new("001 Ch.7 F(3); Ch.11 K; Ch.12 D (AMB-68, AMB-69)"),
    );
    body.tables = vec![table_ref(table)];
    Some(body)
}

fn meter_award(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    use crate::cards::{Rank, Suit};
    // Two straight flushes on one flop: r, r+1, r+2 of a suit; the later-settled seat holds the
    // two below, the first-settled the two above (never a royal).
    let suit = Suit::ALL[rng.below(4)];
    let r = rng.in_range(2, 8) as u8;
    let card = |i: u8| Card::new(Rank::from_index(i).expect("a rank"), suit);
    let flop = [card(r), card(r + 1), card(r + 2)];
    let high_hole = vec![card(r + 3), card(r + 4)];
    let low_hole = vec![card(r - 2), card(r - 1)];
    let used: CardSet = set(&flop).union(set(&high_hole)).union(set(&low_hole));
    let mut rest: Vec<Card> = Card::deck().filter(|c| !used.contains(*c)).collect();
    partial_shuffle(&mut rest, 4, rng);
    let mut community = flop.to_vec();
    community.extend_from_slice(&rest[0..2]);
    let dealer = rest[2..4].to_vec();
    let label = ["A", "B", "C", "D", "E"][rng.below(5)];
    let table = paytable(JheWager::Progressive, label)?;
    let Pay::MeterPercent { meter, .. } = table
        .lines
        .iter()
        .find(|l| l.hand.name() == Category::StraightFlush.name())?
        .pay
    else {
        return None;
    };
    let mut progressive = JheProgressive::at_minimums(label, 500)?;
    let (reset, _) = meter_minimum(label, meter)?;
    let extra = Cents(rng.in_range(0, 900_000) as i64);
    for m in progressive.meters.iter_mut().filter(|m| m.meter == meter) {
        m.initial = reset.checked_add(extra).ok()?;
    }
    let config = JheConfig {
        progressive: Some(progressive),
        ..JheConfig::standard()
    };
    let low_seat = rng.in_range(1, 4) as u8;
    let high_seat = rng.in_range(low_seat as usize + 1, 7) as u8;
    let seat = |number: u8, hole: Vec<Card>| Seat {
        number,
        ante: Cents::dollars(5),
        player_bonus: Cents::ZERO,
        progressive: true,
        hole,
        play_at: Some(1),
    };
    let played = worked_round(
        config,
        &[
            seat(low_seat, low_hole.clone()),
            seat(high_seat, high_hole.clone()),
        ],
        &dealer,
        &community,
    )?;
    let won = |number: u8| {
        played
            .round()
            .settlements()
            .find(|s| s.seat == number && s.wager == JheWager::Progressive)
            .map(|s| s.won)
    };
    let (first_paid, second_paid) = (won(high_seat)?, won(low_seat)?);
    let ask_second = rng.chance(0.6);
    let (asked, correct) = if ask_second {
        (low_seat, second_paid)
    } else {
        (high_seat, first_paid)
    };
    Some(QuestionBody {
        prompt: format!(
            "Progressive Paytable {label} (seat 1 is farthest to the dealer's left; settlement goes counterclockwise from the farthest right, so seat {high_seat} is settled before seat {low_seat}): seats {low_seat} and {high_seat} each hold a straight flush with the first three community cards turned up, and each has a $1 Progressive. After \"no more bets\" the {} shows {first_paid}; its reset amount is {reset}. How much is seat {asked} paid for its Progressive?",
            meter.name()
        ),
        hands: {
            let mut hands = vec![
                (format!("Seat {low_seat}"), low_hole),
                (format!("Seat {high_seat}"), high_hole),
            ];
            hands.extend(board_in_turns(&community));
            hands
        },
        kind: Kind::Amount,
        correct: Answer::Amount(correct),
        explanation: format!(
            "A straight flush pays 100% of the {} as it stands at the player's turn. Settlement goes counterclockwise, so seat {high_seat} is paid first: {first_paid}, and the meter resets to {reset}; seat {low_seat} is then paid the meter as it stands, {second_paid}. (Adopted interpretations: each paytable line names its meter, AMB-74; several winners are paid in counterclockwise order, each from the meter at that moment, and a 100% award resets the meter to the operator's reset amount, AMB-75; the Progressive is judged on the hole cards and the first three community cards turned up, AMB-68.)",
            meter.name()
        ),
        citation: Citation::new("001 Ch.11 I, K(2); Ch.12 D, E(11) (AMB-68, AMB-74, AMB-75)"),
        option_notes: Vec::new(),
        tables: vec![table_ref(table)],
    })
}

fn meter_minimums(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    let label = ["A", "B", "C", "D", "E"][rng.below(5)];
    let table = paytable(JheWager::Progressive, label)?;
    let meters = table.meters();
    let meter = meters[rng.below(meters.len())];
    let (minimum, citation) = meter_minimum(label, meter)?;
    let note = match meter {
        MeterName::Star => " The text gives the Star meter's minimum once; it is read as $10,000 for every paytable (adopted interpretation, AMB-73).",
        MeterName::Club => " Only Paytable E uses the Club meter (its model as a separate meter: adopted interpretation, AMB-74).",
        _ => "",
    };
    Some(QuestionBody {
        prompt: format!("Progressive Paytable {label} pays from the {}. What is the least its initial and reset amount may be?", meter.name()),
        hands: Vec::new(),
        kind: Kind::Amount,
        correct: Answer::Amount(minimum),
        explanation: format!("On Paytable {label} the {} starts, and resets after a win, at {minimum} or more; the Rules Submission sets the actual amounts and the rate of progression.{note}", meter.name()),
        citation,
        option_notes: Vec::new(),
        tables: vec![table_ref(table)],
    })
}

/// An irregularity in Jackpot Hold 'Em's words, and when it is found: the prompt says when, since
/// face-up cards found once every hand is complete (while the community cards are dealt) fall
/// under Ch.13 C, not A or B.
const IRREGULARITIES: [(Irregularity, Phase, &str); 9] = [
    (Irregularity::OneCardFaceUp, Phase::Dealing, "while the hole cards are being dealt (before every player and the dealer have two), one card is found face up in the shoe or deck"),
    (Irregularity::SeveralCardsFaceUp, Phase::Dealing, "while the hole cards are being dealt (before every player and the dealer have two), more than one card is found face up in the deck"),
    (Irregularity::SeveralCardsFaceUp, Phase::Decisions, "once every player and the dealer have their two cards, while the community cards are dealt, more than one card is found face up in the deck"),
    (Irregularity::CardDrawnInError, Phase::Dealing, "a card is drawn in error without its face being exposed"),
    (Irregularity::WrongNumberOfCards, Phase::Dealing, "a player, the dealer or the community-card area has received the wrong number of cards"),
    (Irregularity::DealerCardExposedEarly, Phase::Decisions, "one of the dealer's cards is exposed before every player has folded or placed a Play"),
    (Irregularity::ShufflerJam, Phase::Dealing, "during a round, with wagers in play, the shuffler jams, stops mid-shuffle or does not finish a cycle"),
    (Irregularity::ShoeJam, Phase::Dealing, "the automated dealing shoe jams, stops or fails to deal during the round"),
    (Irregularity::IncorrectStubCount, Phase::Dealing, "the stub count shows the deck is not complete and there was no misdeal"),
];

/// Why a remedy applies, in the rule's words (never the answer's words again).
fn irregularity_reason(which: Irregularity, phase: Phase) -> &'static str {
    match (which, phase) {
        (Irregularity::OneCardFaceUp, _) => "One card found face up during the deal is simply not used (Ch.13 A).",
        (Irregularity::SeveralCardsFaceUp, Phase::Dealing) => "More than one face-up card found during the deal, before every hand is complete, voids the round (Ch.13 B).",
        (Irregularity::SeveralCardsFaceUp, _) => "Ch.13 C applies \"notwithstanding §§A and B\" once each player and the dealer hold their initial cards: the community cards are still dealt and \"any Same Suit Wager\" is settled. Jackpot Hold 'Em deals two cards, not three, and has no Same Suit Wager: the adopted reading settles the Player Bonus and Progressive (adopted interpretation, AMB-67). C does not say what becomes of the Ante, X-tra Bonus and Play; returning them, as §B and §F do, is itself a reading, not a stated rule.",
        (Irregularity::CardDrawnInError, _) => "A card drawn in error whose face was not seen is treated as the next card (Ch.13 D).",
        (Irregularity::WrongNumberOfCards, _) => "A wrong number of cards to any player, the dealer or the community area voids the round (Ch.13 E).",
        (Irregularity::DealerCardExposedEarly, _) => "Ch.13 F voids the hands and returns the Ante, X-tra Bonus and \"All In\" wagers; G then deals the community cards and settles \"each Same Suit Wager\". Jackpot Hold 'Em has neither wager: \"All In\" is read as the Play and \"Same Suit\" as the Player Bonus and Progressive (adopted interpretation, AMB-67).",
        (Irregularity::ShufflerJam, _) => "Ch.13 H has the dealer reshuffle, return all wagers and reshuffle any cards in the device with those already dealt. The jam happened during a round, so the round is void and every wager goes back; between rounds, with no wagers in play, the dealer would just reshuffle (adopted interpretation, AMB-81).",
        (Irregularity::ShoeJam, _) => "A dealing shoe that fails during the round voids it: the wagers are returned and the cards removed from the device and reshuffled with those already dealt (Ch.13 I).",
        (Irregularity::IncorrectStubCount, _) => "A wrong stub count without a misdeal means the deck itself is short or long, so it leaves the table (Ch.8 G(2)).",
    }
}

/// A remedy in Jackpot Hold 'Em's words (the one wording the table, dealer mode and the Rules
/// page use).
fn remedy_text(remedy: Remedy) -> String {
    crate::jhe::table::remedy_words(remedy)
}

/// A question on the shuffler out of service or a misdeal's count, or an irregularity of
/// Part B13 and its remedy (wrong answers: the other remedies).
fn irregularity_case(rng: &mut DealRng, j: Jurisdiction) -> Option<Irregular> {
    let r = rules(j)?;
    if rng.chance(0.1) {
        return Some(Irregular::Asked(Asked::Choice {
            prompt: "The automated shuffler cannot be used and the table will be dealt another way. What must be done with the device first?".into(),
            correct: "Cover it, or put an out-of-order sign on it".into(),
            wrong: wrong(&["Nothing: it stays as it is", "Unplug it and leave it open", "Remove the cards and leave it running"]),
            explanation: "Before any other method is used, the device is covered or marked with an out-of-order sign.".into(),
            citation: r.table.device_out_of_service.citation,
        }));
    }
    if rng.chance(0.1) {
        return Some(Irregular::Asked(Asked::Choice {
            prompt: "A misdeal is found, and the stub count shows all 52 cards are there. What happens?".into(),
            correct: "All hands are void and all wagers are returned".into(),
            wrong: wrong(&[
                "All hands are void, all wagers are returned and the deck is removed from the table",
                "The round continues; the misdealt cards are discarded",
                "Only the misdealt player's wagers are returned",
            ]),
            explanation: "With a misdeal and all 52 cards present, all hands are void and all wagers returned; the deck is removed only when the count is wrong and there was no misdeal.".into(),
            citation: Citation::new("001 Ch.8 G(1); Ch.9 E; Ch.10 E"),
        }));
    }
    let (which, phase, situation) = IRREGULARITIES[rng.below(IRREGULARITIES.len())];
    let remedy = r.remedy(which, phase);
    let correct = remedy_text(remedy.value);
    let mut others: Vec<String> = IRREGULARITIES
        .iter()
        .map(|&(i, p, _)| remedy_text(r.remedy(i, p).value))
        .chain([
            "the round continues and the card is dealt to the dealer".to_string(),
            STAND.to_string(),
        ])
        .filter(|t| *t != correct)
        .collect();
    others.sort();
    others.dedup();
    let notes = if which == Irregularity::ShufflerJam {
        vec![(STAND, "During a round the wagers do not stand: every wager is returned; a plain reshuffle is for a jam between rounds, with no wagers in play (AMB-81).")]
    } else {
        Vec::new()
    };
    Some(Irregular::Case(IrregularityCase {
        label: "Jackpot Hold 'Em".into(),
        situation: situation.into(),
        correct,
        others,
        notes,
        explanation: irregularity_reason(which, phase).to_string(),
        citation: remedy.citation,
    }))
}

/// A wrong remedy: right only for a jam between rounds.
const STAND: &str = "the cards are reshuffled and the wagers stand";

/// One row of Part B14 asked as a question: Jackpot Hold 'Em's rule, Maryland High Card Flush's
/// (a wrong answer, with why), another wrong answer, the explanation and the citation.
struct Difference {
    prompt: &'static str,
    ours: &'static str,
    hcf: &'static str,
    hcf_note: &'static str,
    other: &'static str,
    explanation: &'static str,
    citation: &'static str,
}

const HCF_RULE: &str =
    "The option you chose is Maryland High Card Flush's rule, not Jackpot Hold 'Em's.";

const DIFFERENCES: [Difference; 10] = [
    Difference {
        prompt: "Cards: which is Jackpot Hold 'Em's rule?",
        ours: "Two hole cards for each player and the dealer, and five community cards",
        hcf: "Seven cards for each player and the dealer, no community cards",
        hcf_note: HCF_RULE,
        other: "Three cards each and three community cards",
        explanation: "Jackpot Hold 'Em deals two cards to each player and the dealer and five community cards (001 Ch.8 D(2)–(3)); Maryland High Card Flush deals seven cards to each, with no community cards (000/002 Ch.8 E).",
        citation: "001 Ch.8 D(2)–(3); 000/002 Ch.8 E",
    },
    Difference {
        prompt: "The dealer's qualifier: which is Jackpot Hold 'Em's rule?",
        ours: "A pair or better",
        hcf: "A three-card flush, nine high",
        hcf_note: HCF_RULE,
        other: "Queen high or better",
        explanation: "Jackpot Hold 'Em's dealer qualifies with a pair or better (001 Ch.2 B(8)(a)); Maryland High Card Flush's with a three-card flush, nine high (000/002 Ch.2 B(7)(b)).",
        citation: "001 Ch.2 B(8)(a); 000/002 Ch.2 B(7)(b)",
    },
    Difference {
        prompt: "The dealer does not qualify: which is Jackpot Hold 'Em's rule?",
        ours: "The Ante is returned; the X-tra Bonus and Play are still compared with the dealer's hand",
        hcf: "The Ante is paid and the second wager returned",
        hcf_note: HCF_RULE,
        other: "Every wager is returned",
        explanation: "Jackpot Hold 'Em returns the Ante and settles the X-tra Bonus and Play by comparing the hands anyway (001 Ch.11 I(1); adopted interpretation, AMB-70: I(1) sends them to §I(2), which is written for a qualifying dealer). Maryland High Card Flush pays the Ante 1 to 1 and returns the Raise (000/002 Ch.11 B(5)(c)).",
        citation: "001 Ch.11 I(1) (AMB-70); 000/002 Ch.11 B(5)(c)",
    },
    Difference {
        prompt: "The size of the second wager: which is Jackpot Hold 'Em's rule?",
        ours: "Fixed by the decision point: 3×, 2× or 1× the Ante",
        hcf: "Equal to the Ante with a two- to four-card flush; up to 2× with a five-card flush, up to 3× with six or seven",
        hcf_note: HCF_RULE,
        other: "Any amount up to the table maximum",
        explanation: "Jackpot Hold 'Em's Play is 3× the Ante after one community card, 2× after three and 1× after five (001 Ch.11 C, E, G). Maryland High Card Flush's Raise equals the Ante with a two- to four-card flush, and may be up to 2× the Ante with five flush cards or up to 3× with six or seven (000/002 Ch.11 B(1)–(3)).",
        citation: "001 Ch.11 C, E, G; 000/002 Ch.11 B(1)–(3)",
    },
    Difference {
        prompt: "Players' decisions: which is Jackpot Hold 'Em's rule?",
        ours: "Up to three rounds, clockwise from the player farthest to the dealer's left",
        hcf: "One round, clockwise from the player farthest to the dealer's left",
        hcf_note: HCF_RULE,
        other: "One round, counterclockwise from the dealer's right",
        explanation: "Jackpot Hold 'Em asks players up to three times, clockwise from the player farthest to the dealer's left (001 Ch.11 C, E, G); Maryland High Card Flush asks once, in the same order (000/002 Ch.11 B).",
        citation: "001 Ch.11 C, E, G; 000/002 Ch.11 B",
    },
    Difference {
        prompt: "The payout limit: which is Jackpot Hold 'Em's rule?",
        ours: "Optional; at least the greater of $50,000 or the most one player can win at the minimum wager; never the Progressive",
        hcf: "No more than the greater of $50,000 or the most one player can win at the minimum wager",
        hcf_note: "The option you chose is Maryland High Card Flush's text read word for word (\"may not exceed\"); Jackpot Hold 'Em's says \"at least\".",
        other: "A fixed $25,000 per round, the Progressive included",
        explanation: "Jackpot Hold 'Em: the operator may set a limit; it must be at least the greater of $50,000 or the most one player can win per round at the minimum wager, and it never applies to the Progressive (001 Ch.12 F(1)–(2)). Maryland High Card Flush's text says the limit \"may not exceed\" the greater of the same two figures, but the adopted reading treats that as a floor too: the limit defaults to exactly that figure and may be set higher, never lower, and the Progressive and Envy awards are not capped (adopted interpretation, AMB-16). Read that way the two games agree in practice.",
        citation: "001 Ch.12 F(1)–(2); 000/002 Ch.12 D (AMB-16)",
    },
    Difference {
        prompt: "A shuffler jams during a round, with wagers in play: which is Jackpot Hold 'Em's rule?",
        ours: "The round is void: reshuffle and return all wagers",
        hcf: "The cards shall be reshuffled (the rule says nothing of the wagers)",
        hcf_note: HCF_RULE,
        other: "Deal on from the cards already shuffled",
        explanation: "Jackpot Hold 'Em reshuffles, returns all wagers and reshuffles any cards in the device with those already dealt (001 Ch.13 H); the wagers are returned when the jam happens during a round, and between rounds, with no wagers in play, the dealer just reshuffles (adopted interpretation, AMB-81). Maryland High Card Flush's rule says only \"the cards shall be reshuffled\" (000/002 Ch.13 G).",
        citation: "001 Ch.13 H (AMB-81); 000/002 Ch.13 G",
    },
    Difference {
        prompt: "An idle table: how do the two games' rules compare?",
        ours: "Jackpot Hold 'Em's text omits High Card Flush's step of first taking the cards out of the shoe and discard rack; the adopted reading includes it, so in practice both do the same",
        hcf: "Jackpot Hold 'Em's dealer spreads the cards without taking them out of the shoe and discard rack, unlike High Card Flush's",
        hcf_note: "The option you chose reads 001 Ch.5 H word for word; the adopted reading adds High Card Flush's removal step (AMB-78).",
        other: "Jackpot Hold 'Em's dealer leaves the cards in the shoe until a player arrives",
        explanation: "At an idle table Jackpot Hold 'Em's text has the dealer spread the cards face down (face up if a player asks) and, after the first player to arrive inspects them, repeat the opening procedure (001 Ch.5 H(1)–(2)); Maryland High Card Flush's first takes them out of the shoe and discard rack (000/002 Ch.5 G(1)). The adopted reading restores that step in Jackpot Hold 'Em too, so this is a difference of text, not of practice (adopted interpretation, AMB-78).",
        citation: "001 Ch.5 H (AMB-78); 000/002 Ch.5 G(1)",
    },
    Difference {
        prompt: "The dealer's cards from an automated shoe: which is Jackpot Hold 'Em's rule?",
        ours: "They may stay in the shuffler until every player has acted",
        hcf: "Delivered to the dealer under a cover card",
        hcf_note: HCF_RULE,
        other: "Dealt face up after the players' cards",
        explanation: "Jackpot Hold 'Em's automated shoe either delivers the dealer's two cards before the players' stacks or leaves them in the shuffler until every player has acted (001 Ch.10 B(2)–(3)); Maryland High Card Flush's delivers them under a cover card (000/002 Ch.10 B(2)).",
        citation: "001 Ch.10 B(2)–(3); 000/002 Ch.10 B(2)",
    },
    Difference {
        prompt: "Envy or community pays: which is Jackpot Hold 'Em's rule?",
        ours: "None: the chapter's title mentions \"Community Pay\", but no rule provides one",
        hcf: "An Envy Bonus on Paytables C, D and E: when a player holds a qualifying hand, every other player with a Progressive wager is paid",
        hcf_note: HCF_RULE,
        other: "A share of the Progressive for every seated player",
        explanation: "Jackpot Hold 'Em has no Envy or community pay: Chapter 12's title mentions \"Community Pay\", but no rule provides one (adopted interpretation, AMB-76). Maryland High Card Flush pays an Envy Bonus on Progressive Paytables C, D and E to every other player with a Progressive wager when a player holds an Envy Bonus Qualifying Hand (000/002 Ch.12 E(4)–(5)).",
        citation: "001 Ch.12 (AMB-76); 000/002 Ch.12 E(4)–(5)",
    },
];

fn differences(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    rules(j)?;
    let d = &DIFFERENCES[rng.below(DIFFERENCES.len())];
    Some(choice(
        rng,
        d.prompt.into(),
        d.ours.into(),
        vec![
            (d.hcf.into(), d.hcf_note.into()),
            (d.other.into(), String::new()),
        ],
        d.explanation.into(),
        Citation::new(d.citation),
    ))
}

#[cfg(test)]
mod tests {
    use super::super::{exam, exam_of, generate, Answer, PaperVersion};
    use super::*;
    use crate::rule_set::RuleSet;

    fn maryland() -> RuleSet {
        RuleSet {
            game: GameId::JackpotHoldEm,
            jurisdiction: Jurisdiction::Maryland,
        }
    }

    #[test]
    fn every_template_asks_maryland_and_nobody_else() {
        for t in TEMPLATES {
            for seed in 0..60 {
                let q = generate(t, Jurisdiction::Maryland, seed)
                    .unwrap_or_else(|| panic!("{} gives no question for seed {seed}", t.id));
                assert_eq!(q.rule_set(), maryland(), "{}", q.id);
                assert!(
                    !q.prompt.is_empty() && !q.explanation.is_empty(),
                    "{}",
                    q.id
                );
                super::super::assert_answer_fits(&q);
                for (_, cards) in &q.hands {
                    assert!(!cards.is_empty(), "{}", q.id);
                }
                let shown: Vec<Card> = q
                    .hands
                    .iter()
                    .flat_map(|(_, c)| c.iter().copied())
                    .collect();
                assert_eq!(
                    set(&shown).len() as usize,
                    shown.len(),
                    "{}: a card shown twice",
                    q.id
                );
            }
            for j in [Jurisdiction::Massachusetts, Jurisdiction::SouthDakota] {
                assert!(generate(t, j, 1).is_none(), "{} asked of {j:?}", t.id);
            }
        }
    }

    #[test]
    fn every_part_b_module_has_questions() {
        for module in Module::JHE {
            assert!(
                TEMPLATES.iter().any(|t| t.module == module),
                "no Jackpot Hold 'Em template in {module:?}"
            );
        }
    }

    #[test]
    fn a_jackpot_hold_em_paper_covers_its_modules_and_its_seed_gives_it_again() {
        let paper = exam(PaperVersion::LATEST, maryland(), &Module::JHE, 14, 77);
        assert_eq!(paper.len(), 14);
        let mut modules: Vec<Module> = paper.iter().map(|q| q.module).collect();
        modules.sort();
        modules.dedup();
        assert_eq!(modules.len(), 14, "one question from each module");
        assert_eq!(
            paper,
            exam(PaperVersion::LATEST, maryland(), &Module::JHE, 14, 77)
        );
        assert_ne!(
            paper,
            exam(PaperVersion::LATEST, maryland(), &Module::JHE, 14, 78)
        );
    }

    #[test]
    fn a_paper_of_both_games_mixes_them_and_differs_from_either() {
        let both = [GameId::HighCardFlush, GameId::JackpotHoldEm];
        let modules: Vec<Module> = Module::JHE.to_vec();
        let paper = exam_of(
            PaperVersion::LATEST,
            &both,
            Jurisdiction::Maryland,
            &modules,
            30,
            5,
        );
        assert_eq!(paper.len(), 30);
        for game in both {
            assert!(
                paper.iter().filter(|q| q.rule_set().game == game).count() >= 8,
                "{game:?} has too few questions"
            );
        }
        let hcf = exam(
            PaperVersion::LATEST,
            RuleSet::hcf(Jurisdiction::Maryland),
            &modules,
            30,
            5,
        );
        assert_ne!(paper, hcf);
        assert_eq!(
            paper,
            exam_of(
                PaperVersion::LATEST,
                &both,
                Jurisdiction::Maryland,
                &modules,
                30,
                5
            )
        );
    }

    #[test]
    fn the_later_of_two_meter_winners_is_paid_the_reset_amount() {
        let t = TEMPLATES
            .iter()
            .find(|t| t.id == "jhe-meter-award")
            .unwrap();
        let mut second = 0;
        for seed in 0..40 {
            let q = generate(t, Jurisdiction::Maryland, seed).unwrap();
            let Answer::Amount(paid) = q.correct else {
                panic!()
            };
            let reset = q.prompt.split("reset amount is ").nth(1).unwrap();
            let reset = Cents::parse_dollars(
                reset
                    .split(';')
                    .next()
                    .unwrap()
                    .trim_end_matches('.')
                    .split(". ")
                    .next()
                    .unwrap(),
            )
            .unwrap();
            let seats: Vec<u8> = q.hands[..2]
                .iter()
                .map(|(c, _)| c.trim_start_matches("Seat ").parse().unwrap())
                .collect();
            if q.prompt
                .ends_with(&format!("seat {} paid for its Progressive?", seats[0]))
            {
                assert_eq!(paid, reset, "{}", q.id);
                second += 1;
            } else {
                assert!(paid > reset, "{}", q.id);
            }
        }
        assert!(second > 5);
    }
}
