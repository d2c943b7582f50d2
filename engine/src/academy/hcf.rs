//! High Card Flush question templates. Each builds its question from the engine's own rules and
//! settlement, so the marked answer is the engine's; a template returns `None` for a
//! jurisdiction whose text is silent on the point (AMB-47, AMB-62).

use super::procedure::{
    self, leak, Asked, Irregular, IrregularityCase, ProcedureFacts, ProcedureSource, Topic,
};
use super::{
    capitalise, choice, choice_with_hands, shuffled_order, Answer, GameAcademy, Kind, Module,
    QuestionBody, TableRef, Template,
};
use crate::cards::{Card, CardSet};
use crate::citation::Citation;
use crate::deck::{partial_shuffle, DealRng};
use crate::hcf::config::{md_meter_minimum, TableConfig};
use crate::hcf::custom::CustomTable;
use crate::hcf::decision::Decision;
use crate::hcf::flush::{best_flush, flush_value, raise_limits, QUALIFIER_CITATIONS};
use crate::hcf::paytables::{envy_schedule, paytables, BonusHand, Pay, Paytable, SideWager};
use crate::hcf::procedure::dealer_procedure;
use crate::hcf::rules::{
    is_not_stated, DealPattern, DealingMethod, HcfRules, Irregularity, MeterModel, Remedy,
    WagerKind,
};
use crate::hcf::straight_flush::{straight_flushes, AceRule};
use crate::hcf::table::{HighCardFlush, Table};
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
use crate::paytable::Origin;
use crate::random::Draw;
use crate::rule_set::GameId;
use crate::trace::Outcome;

/// High Card Flush's academy: its templates and modules (in the order its papers were first
/// drawn: golden papers pass this list, so it never changes).
pub static ACADEMY: GameAcademy = GameAcademy {
    game: GameId::HighCardFlush,
    modules: &MODULES,
    titles: &[],
    exam_salt: 0,
};

/// High Card Flush's modules.
pub const MODULES: [Module; 12] = [
    Module::TableAndLayout,
    Module::CardsAndDecks,
    Module::OpeningTheTable,
    Module::ShuffleAndCut,
    Module::HandRankings,
    Module::Wagers,
    Module::Dealing,
    Module::CompletingTheRound,
    Module::Payouts,
    Module::ProgressiveAndEnvy,
    Module::Irregularities,
    Module::Differences,
];

pub static TEMPLATES: &[Template] = &[
    Template {
        game: GameId::HighCardFlush,
        id: "hand-winner",
        module: Module::HandRankings,
        title: "Which hand ranks higher?",
        relies_on: &[5],
        generate: hand_winner,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "sf-ace",
        module: Module::HandRankings,
        title: "Does the ace make a straight flush?",
        relies_on: &[1, 2, 3],
        generate: sf_ace,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "dealer-qualifies",
        module: Module::CompletingTheRound,
        title: "Does the dealer qualify?",
        relies_on: &[6],
        generate: dealer_qualifies,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "largest-raise",
        module: Module::Wagers,
        title: "Largest raise allowed",
        relies_on: &[],
        generate: largest_raise,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "fold-side-wager",
        module: Module::Wagers,
        title: "What a fold does to a side wager",
        relies_on: &[8, 9],
        generate: fold_side_wager,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "side-needs-ante",
        module: Module::Wagers,
        title: "Side wagers and the Ante",
        relies_on: &[13],
        generate: side_needs_ante,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "bonus-minimums",
        module: Module::Wagers,
        title: "Smallest winning hands and wager sizes",
        relies_on: &[37, 61],
        generate: bonus_minimums,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "payout-total",
        module: Module::Payouts,
        title: "Total paid",
        relies_on: &[18, 19, 33],
        generate: |rng, j| payout_total_on(rng, j, None),
    },
    Template {
        game: GameId::HighCardFlush,
        id: "payout-limit",
        module: Module::Payouts,
        title: "The payout limit",
        relies_on: &[16],
        generate: procedure::payout_limit::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "settle-first",
        module: Module::CompletingTheRound,
        title: "Which seat is settled first or next?",
        relies_on: &[],
        generate: settle_first,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "wager-order",
        module: Module::CompletingTheRound,
        title: "Order of settling a player's wagers",
        relies_on: &[58],
        generate: wager_order,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "procedure-settle",
        module: Module::CompletingTheRound,
        title: "Put the end of the round in order",
        relies_on: &[],
        generate: procedure_settle,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "first-to-act",
        module: Module::Dealing,
        title: "Who is dealt and asked first?",
        relies_on: &[32],
        generate: procedure::decision_order::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "dealer-cards",
        module: Module::Dealing,
        title: "When the dealer receives cards",
        relies_on: &[32, 60],
        generate: dealer_cards,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "procedure-deal",
        module: Module::Dealing,
        title: "Put the start of the round in order",
        relies_on: &[],
        generate: procedure_deal,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "no-more-bets",
        module: Module::Dealing,
        title: "\"No more bets\"",
        relies_on: &[55],
        generate: procedure::no_more_bets::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "stub-count",
        module: Module::Dealing,
        title: "Counting the stub",
        relies_on: &[27],
        generate: procedure::stub_count::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "cut-depth",
        module: Module::ShuffleAndCut,
        title: "The cut",
        relies_on: &[],
        generate: procedure::cut_depth::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "cut-when",
        module: Module::ShuffleAndCut,
        title: "When a cut is made",
        relies_on: &[],
        generate: procedure::cut_when::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "opening-order",
        module: Module::OpeningTheTable,
        title: "Opening the table",
        relies_on: &[],
        generate: procedure::opening_order::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "deck-change",
        module: Module::CardsAndDecks,
        title: "Deck changes",
        relies_on: &[],
        generate: procedure::decks::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "decks-and-covers",
        module: Module::CardsAndDecks,
        title: "Decks and cover cards",
        relies_on: &[],
        generate: decks_and_covers,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "positions",
        module: Module::TableAndLayout,
        title: "Positions at the table",
        relies_on: &[],
        generate: procedure::positions::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "layout-inscription",
        module: Module::TableAndLayout,
        title: "Layout inscriptions",
        relies_on: &[],
        generate: procedure::layout_inscription::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "irregularity",
        module: Module::Irregularities,
        title: "Spot the irregularity, choose the remedy",
        relies_on: &[17, 42, 52, 53],
        generate: procedure::irregularity::<HighCardFlush>,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "progressive-award",
        module: Module::ProgressiveAndEnvy,
        title: "Progressive award",
        relies_on: &[11, 37, 61],
        generate: progressive_award,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "envy-bonus",
        module: Module::ProgressiveAndEnvy,
        title: "Envy Bonus",
        relies_on: &[21, 22],
        generate: envy_bonus,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "meter-reset",
        module: Module::ProgressiveAndEnvy,
        title: "Meter reset",
        relies_on: &[23, 38, 57],
        generate: meter_reset,
    },
    Template {
        game: GameId::HighCardFlush,
        id: "differences",
        module: Module::Differences,
        title: "What differs between jurisdictions",
        relies_on: &[1, 2, 3, 8, 17, 32, 42, 58],
        generate: differences,
    },
];

impl ProcedureSource for HighCardFlush {
    fn procedure_facts(j: Jurisdiction) -> ProcedureFacts {
        let r = rules(j);
        ProcedureFacts {
            hand_size: 7,
            community: 0,
            stub_count_every_rounds: r.stub_count_every_rounds.clone(),
            cut: r.cut.clone(),
            cut_after_machine: r.cut_required(DealingMethod::ManualShoe, true),
            cut_after_hand_shuffle: r.cut_required(DealingMethod::ManualShoe, false),
            stub_exemption: match j {
                Jurisdiction::Maryland => procedure::StubExemption {
                    device: "a shuffler that counts the cards",
                    note: "The text spares the count while \"an automated card shuffling device described in Chapter 5\" is used; that is read as the shuffler of Ch.5 C, which counts the cards, since dealing from the hand always uses a shuffler and Ch.9 C would otherwise never apply (adopted interpretation, AMB-27).",
                },
                _ => procedure::StubExemption {
                    device: "a shuffler that counts the cards",
                    note: "A shuffler that counts the cards after every shuffle removes the need.",
                },
            },
        }
    }

    fn positions(j: Jurisdiction) -> Option<Topic> {
        let r = rules(j);
        stated(r.max_positions.citation)?;
        Some(Topic::computed(Asked::Choice {
            prompt: format!(
                "At most how many player betting positions may a {} High Card Flush table have?",
                j.name()
            ),
            correct: "6".into(),
            wrong: vec![
                ("5".into(), String::new()),
                ("7".into(), String::new()),
                ("8".into(), String::new()),
            ],
            explanation:
                "No more than six player positions, all on one side, with the dealer opposite."
                    .into(),
            citation: r.max_positions.citation,
        }))
    }

    fn layout_inscription(j: Jurisdiction) -> Option<Topic> {
        if j != Jurisdiction::Maryland {
            return None;
        }
        Some(Topic::computed(Asked::Choice {
            prompt: "Which of these must the Maryland layout (or a sign) show?".into(),
            correct: "\"The dealer qualifies with a three-card flush, nine high or pays the Ante Wager and pushes the Raise Wager\"".into(),
            wrong: vec![
                ("\"Dealer qualifies with a pair or better\"".into(), "The option you chose is Jackpot Hold 'Em's qualifier.".into()),
                ("\"Ties go to the dealer\"".into(), "Equal hands push.".into()),
                ("\"Insurance pays 2 to 1\"".into(), String::new()),
            ],
            explanation: "The layout shows the payout odds, the qualifier inscription, the Raise limits and the payout limit.".into(),
            citation: Citation::new("000/002 Ch.2 B(7)(a)–(d)"),
        }))
    }

    fn opening_order(j: Jurisdiction) -> Option<Topic> {
        let (steps, citation): (&[&str], &str) = match j {
            Jurisdiction::Maryland => (
                &[
                    "The dealer inspects the cards; the floorperson verifies the inspection",
                    "Spread the cards face up by suit and in sequence for the first player to inspect",
                    "Turn the cards face down, wash them and stack them",
                    "Shuffle",
                ],
                "000/002 Ch.4 A–D",
            ),
            Jurisdiction::Massachusetts => (
                &[
                    "The dealer inspects the cards; the floorperson verifies the inspection",
                    "Spread the cards face up by suit and in sequence for the first player",
                    "Turn them face down, mix them by a wash or chemmy shuffle, and stack them",
                    "Shuffle",
                ],
                "003 §3(a)–(c)",
            ),
            Jurisdiction::SouthDakota => return None,
        };
        Some(Topic::computed(Asked::Order {
            prompt: format!("Put the steps of opening a {} table in order.", j.name()),
            steps: steps.iter().map(|s| s.to_string()).collect(),
            then: String::new(),
            citation: Citation::new(citation),
        }))
    }

    fn no_more_bets(j: Jurisdiction) -> Option<Topic> {
        let r = rules(j);
        let (correct, wrong, why) = if r.no_more_bets_announced.value {
            (
                "Before any card is dealt (before an automated shoe dispenses any stack)",
                vec!["After the first rotation of cards", "Only when a Progressive is offered"],
                "All wagers go down before \"no more bets\"; then the progressive is locked and its chips collected and counted.",
            )
        } else {
            (
                "The rules specify no announcement: once all wagers are placed, if the progressive is on the game, the dealer presses the progressive button",
                vec!["Before any card is dealt", "After the first rotation of cards"],
                "South Dakota's text specifies no announcement: after all players have placed wagers, if the progressive is on the game, the dealer presses the button that locks it (004 (4)). An app may still show a \"no more bets\" prompt, but the rule does not require one (adopted interpretation, AMB-55).",
            )
        };
        let citation = if r.no_more_bets_announced.value {
            r.no_more_bets_announced.citation
        } else {
            Citation::new("004 (4) (AMB-55)")
        };
        Some(Topic::computed(Asked::Choice {
            prompt: format!(
                "In {}, when does the dealer announce \"no more bets\"?",
                j.name()
            ),
            correct: correct.into(),
            wrong: wrong
                .into_iter()
                .map(|w| (w.to_string(), String::new()))
                .collect(),
            explanation: why.into(),
            citation,
        }))
    }

    fn decks(j: Jurisdiction) -> Option<Topic> {
        deck_change(j)
    }

    fn irregularity(rng: &mut DealRng, j: Jurisdiction) -> Option<Irregular> {
        Some(irregularity_case(rng, j))
    }

    fn payout_limit(rng: &mut DealRng, j: Jurisdiction) -> Option<Asked> {
        payout_limit_asked(rng, j)
    }

    fn decision_order(rng: &mut DealRng, j: Jurisdiction) -> Option<Asked> {
        first_to_act(rng, j)
    }
}

/// Deals `count` disjoint seven-card hands.
fn deal(rng: &mut DealRng, count: usize) -> Vec<Vec<Card>> {
    let mut deck: Vec<Card> = Card::deck().collect();
    partial_shuffle(&mut deck, 7 * count, rng);
    (0..count)
        .map(|i| deck[7 * i..7 * i + 7].to_vec())
        .collect()
}

fn set(cards: &[Card]) -> CardSet {
    cards.iter().copied().collect()
}

fn rules(j: Jurisdiction) -> HcfRules {
    HcfRules::of(j)
}

fn stated(citation: Citation) -> Option<()> {
    (!is_not_stated(citation)).then_some(())
}

fn ranking_citation(j: Jurisdiction) -> Citation {
    Citation::new(match j {
        Jurisdiction::Maryland => "000/002 Ch.6 C–D (AMB-5)",
        Jurisdiction::Massachusetts => "003 §5(b)(1)–(2) (AMB-5)",
        Jurisdiction::SouthDakota => "004 (9), (9)(b) (AMB-5)",
    })
}

fn hand_winner(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let hands = deal(rng, 2);
    let (a, b) = (
        best_flush(set(&hands[0])).value,
        best_flush(set(&hands[1])).value,
    );
    let (correct, why) = match a.cmp(&b) {
        std::cmp::Ordering::Greater => (
            "Hand A",
            if a.len() != b.len() {
                "more cards in its flush"
            } else {
                "the first difference, from the top, is higher"
            },
        ),
        std::cmp::Ordering::Less => (
            "Hand B",
            if a.len() != b.len() {
                "more cards in its flush"
            } else {
                "the first difference, from the top, is higher"
            },
        ),
        std::cmp::Ordering::Equal => (
            "They tie",
            "the flushes are equal rank for rank; cards outside the flush never count",
        ),
    };
    let wrong = ["Hand A", "Hand B", "They tie"]
        .iter()
        .filter(|o| **o != correct)
        .map(|o| (o.to_string(), String::new()))
        .collect();
    Some(choice_with_hands(
        rng,
        "Which hand ranks higher under High Card Flush rules?".into(),
        vec![("Hand A".into(), hands[0].clone()), ("Hand B".into(), hands[1].clone())],
        correct.into(),
        wrong,
        format!("Hand A plays a {}; Hand B plays a {}. {correct}: {why}. A longer flush beats a shorter one; equal lengths compare rank by rank from the top.", a.describe(), b.describe()),
        ranking_citation(j),
    ))
}

fn sf_ace(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let ace = rules(j).ace_rule;
    // A hand holding A-2-3 or Q-K-A of one suit, or K-A-2, padded with four off-suit cards.
    let suit = crate::cards::Suit::ALL[rng.below(4)];
    let variants: [(&[u8], &str); 3] = [
        (&[12, 0, 1], "A-2-3"),
        (&[10, 11, 12], "Q-K-A"),
        (&[11, 12, 0], "K-A-2"),
    ];
    let (ranks, name) = variants[rng.below(3)];
    let mut cards: Vec<Card> = ranks
        .iter()
        .map(|&r| Card::new(crate::cards::Rank::from_index(r).expect("rank"), suit))
        .collect();
    let mut others: Vec<Card> = Card::deck().filter(|c| c.suit() != suit).collect();
    partial_shuffle(&mut others, 4, rng);
    // The four other cards must not hold a straight flush of their own (under any ace rule),
    // or the answer would turn on cards the prompt does not point at. Redrawn only when they
    // do, so every other seed keeps its question.
    while straight_flushes(set(&others[..4]), AceRule::LowOrHigh).longest >= 3 {
        partial_shuffle(&mut others, 4, rng);
    }
    cards.extend_from_slice(&others[..4]);
    let sf = straight_flushes(set(&cards), ace.value);
    let yes = sf.longest >= 3;
    let correct = if yes {
        "Yes: it holds a three-card straight flush"
    } else {
        "No: that is not a straight flush here"
    };
    let wrong = if yes {
        "No: that is not a straight flush here"
    } else {
        "Yes: it holds a three-card straight flush"
    };
    let rule = match (ace.value, name) {
        (_, "K-A-2") => "No jurisdiction lets a run wrap around from the king to the deuce, so K-A-2 is not a straight flush.",
        (AceRule::HighOnly, "A-2-3") => {
            "Maryland ranks the ace high only: Q-K-A counts, A-2-3 does not."
        }
        (AceRule::LowOrHigh, "A-2-3") => {
            "Here the ace may also be the low end of a run, so A-2-3 counts."
        }
        _ => "The ace is the top of Q-K-A everywhere, so Q-K-A counts.",
    };
    let others_text = others[..4]
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    Some(choice_with_hands(
        rng,
        format!(
            "Does this hand win the Straight Flush Bonus in {}? (It holds {name} of {}.)",
            j.name(),
            suit.name()
        ),
        vec![("The player's hand".into(), cards)],
        correct.into(),
        vec![(wrong.into(), rule.into())],
        format!(
            "{rule} The other four cards ({others_text}) are not of the run's suit and hold no run of three of their own, so the whole hand {} and the answer is {}.",
            if yes { "holds a straight flush" } else { "holds no straight flush" },
            if yes { "yes" } else { "no" }
        ),
        ace.citation,
    ))
}

fn dealer_qualifies(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    // Mostly borderline hands: longest flush of three.
    let mut hand = deal(rng, 1).remove(0);
    for _ in 0..20 {
        if flush_value(set(&hand)).len() == 3 {
            break;
        }
        hand = deal(rng, 1).remove(0);
    }
    let value = flush_value(set(&hand));
    let qualifies = value.qualifies();
    let citation = match j {
        Jurisdiction::Maryland => QUALIFIER_CITATIONS[0],
        // MA's wording ("with at least a 9 as the high card") could be read as a card test that
        // a low four-card flush fails; the ranking reading is adopted (AMB-6).
        Jurisdiction::Massachusetts => Citation::new("003 §1 \"Dealer's qualifying hand\" (AMB-6)"),
        Jurisdiction::SouthDakota => QUALIFIER_CITATIONS[2],
    };
    let (correct, wrong) = if qualifies {
        ("The dealer qualifies", "The dealer does not qualify")
    } else {
        ("The dealer does not qualify", "The dealer qualifies")
    };
    let consequence = if qualifies {
        "each raising player's hand is compared with it"
    } else {
        "every raising player is paid 1 to 1 on the Ante and the Raise is returned"
    };
    Some(choice_with_hands(
        rng,
        "The dealer turns up these seven cards. Does the dealer qualify?".into(),
        vec![("Dealer".into(), hand)],
        correct.into(),
        vec![(wrong.into(), String::new())],
        format!("The dealer's best hand is a {}. The dealer needs at least a three-card flush nine high (any four-card flush qualifies), so {}: {consequence}.", value.describe(), correct.to_lowercase()),
        citation,
    ))
}

fn largest_raise(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let mut hand = deal(rng, 1).remove(0);
    // Favour the interesting lengths (5, 6, 7).
    for _ in 0..200 {
        if flush_value(set(&hand)).len() >= 5 || rng.chance(0.02) {
            break;
        }
        hand = deal(rng, 1).remove(0);
    }
    let value = flush_value(set(&hand));
    let ante = [5, 10, 15, 25][rng.below(4)];
    let limits = rules(j).raise_limits(value.len());
    let option = |m: i64| format!("${} ({m}× the Ante)", ante * m);
    let correct = option(limits.max_multiple as i64);
    let wrong = (1..=3)
        .filter(|&m| m != limits.max_multiple as i64)
        .map(|m| (option(m), String::new()))
        .collect();
    Some(choice_with_hands(
        rng,
        format!("The player's Ante is ${ante}. What is the largest Raise this hand may make?"),
        vec![("The player's hand".into(), hand)],
        correct,
        wrong,
        format!("The hand's longest flush has {} cards: 2 to 4 cards allow exactly 1× the Ante, 5 cards up to 2×, 6 or 7 cards up to 3× (at least 1× in every case).", value.len()),
        limits.citation,
    ))
}

fn fold_side_wager(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j);
    let (wager, live, citation) = match rng.below(3) {
        0 => (
            "Flush Bonus",
            r.flush_bonus_live_on_fold.value,
            r.flush_bonus_live_on_fold.citation,
        ),
        1 => (
            "Straight Flush Bonus",
            r.sfb_live_on_fold.value,
            r.sfb_live_on_fold.citation,
        ),
        _ => (
            "Progressive",
            r.progressive_live_on_fold.value,
            r.progressive_live_on_fold.citation,
        ),
    };
    // South Dakota's folding player keeps only the cards of the hand the bet is on (004 (8);
    // the flush bet's cards likewise, AMB-9).
    let yes = match (j, wager) {
        (Jurisdiction::SouthDakota, "Straight Flush Bonus") => "It stays in action: the player tucks the cards that make the straight flush under the bet and discards the rest".to_string(),
        (Jurisdiction::SouthDakota, "Flush Bonus") => "It stays in action: the player tucks the flush cards under the bet and discards the rest".to_string(),
        _ => "It stays in action and is settled on the player's seven cards".to_string(),
    };
    let no = "It is lost: only a player who raises remains eligible".to_string();
    let refunded = "It is returned to the player".to_string();
    let (correct, wrong) = if live {
        (yes, vec![no.clone(), refunded])
    } else {
        (no, vec![yes.clone(), refunded])
    };
    let conflict = match (j, wager) {
        (Jurisdiction::Massachusetts, "Progressive") => MA_PROGRESSIVE_CONFLICT,
        (Jurisdiction::SouthDakota, "Flush Bonus") => {
            " South Dakota's text pulls both ways: 004 (8) has the dealer collect \"all bets and the cards from each player who folded\", yet the player may \"fold and forfeit any or all bets\" and the flush bet wins \"regardless of the dealer's hand\" (004 (10)); the adopted interpretation (AMB-9) keeps it in action, its cards tucked under it like the straight-flush bet's."
        }
        _ => "",
    };
    Some(choice(
        rng,
        format!(
            "In {}, a player with a {wager} wager folds. What happens to the {wager}?",
            j.name()
        ),
        correct,
        wrong.into_iter().map(|w| (w, String::new())).collect(),
        format!(
            "{}: {}.{conflict}",
            j.name(),
            if live {
                "the wager survives the fold"
            } else {
                "a fold ends the player's eligibility"
            }
        ),
        citation,
    ))
}

/// Massachusetts on a folded player's Progressive, said wherever it is taught (AMB-8).
const MA_PROGRESSIVE_CONFLICT: &str = " Massachusetts contradicts itself here: §10(c) lists winning Progressive wagers among a folded hand's declarations, but §12(c) makes a folded player ineligible; the specific rule, §12(c), is the adopted interpretation (AMB-8).";

fn side_needs_ante(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let (citation, why) = match j {
        Jurisdiction::Maryland => (
            "000/002 Ch.7 F(4)(a); Ch.8 E (AMB-13)",
            "The Progressive may be made only after an Ante (Ch.7 F(4)(a)), and cards go only to players who placed an Ante (Ch.8 E), so no side wager could be settled without one.",
        ),
        Jurisdiction::Massachusetts => (
            "003 §1 \"Ante\"; §7(c), §8(c), §9(c) (AMB-13)",
            "Cards are dealt only to each player with an ante (§7(c), §8(c), §9(c)), so a side wager without one could never be settled.",
        ),
        Jurisdiction::SouthDakota => (
            "004 (2) (AMB-13)",
            "004 (2) makes the ante the initial bet and the flush and straight flush bets optional additions to it, so a side bet stands beside an ante.",
        ),
    };
    Some(choice(
        rng,
        "May a player place a Flush Bonus, Straight Flush Bonus or Progressive wager without an Ante?".into(),
        "No: every side wager needs an Ante at the same position".into(),
        vec![
            ("Yes: side wagers do not depend on the dealer".into(), "They do not depend on the dealer, but cards go only to positions with an Ante.".into()),
            ("Only the Progressive needs an Ante".into(), String::new()),
        ],
        why.into(),
        Citation::new(citation),
    ))
}

fn bonus_minimums(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j);
    match rng.below(4) {
        0 => {
            paytables(j, SideWager::FlushBonus).next()?;
            Some(choice(
                rng,
                format!("In {}, what is the smallest hand that wins the Flush Bonus?", j.name()),
                "A four-card flush".into(),
                vec![("A three-card flush".into(), String::new()), ("A five-card flush".into(), String::new()), ("A three-card flush nine high".into(), "The option you chose is the dealer's qualifier.".into())],
                "The Flush Bonus wins on a flush of four or more cards, whatever the dealer holds; only the highest line is paid.".into(),
                wager_definition(j, SideWager::FlushBonus),
            ))
        }
        1 => {
            paytables(j, SideWager::StraightFlushBonus).next()?;
            Some(choice(
                rng,
                format!("In {}, what is the smallest hand that wins the Straight Flush Bonus?", j.name()),
                "A three-card straight flush".into(),
                vec![("A four-card straight flush".into(), String::new()), ("A five-card straight flush".into(), "Five cards is the poker straight flush; HCF pays from three.".into()), ("A four-card flush".into(), String::new())],
                format!("The Straight Flush Bonus wins on a straight flush of three or more cards, judged on all seven cards ({}).", r.ace_rule.value.short()),
                wager_definition(j, SideWager::StraightFlushBonus),
            ))
        }
        2 => {
            let tables: Vec<_> = paytables(j, SideWager::Progressive).collect();
            let table = tables[rng.below(tables.len())];
            let smallest = table.lines.last()?.hand;
            let name = smallest.name();
            Some(choice(
                rng,
                format!(
                    "{} Progressive Paytable {}: what is the smallest hand that wins?",
                    j.name(),
                    table.display_label()
                ),
                capitalise(&name),
                [
                    "3-card straight flush",
                    "4-card straight flush",
                    "5-card straight flush",
                ]
                .iter()
                .filter(|h| **h != name)
                .map(|h| (capitalise(h), String::new()))
                .collect(),
                format!(
                    "Paytable {}'s lowest paying line is the {name}; a smaller hand loses.{}",
                    table.display_label(),
                    minimum_note(j, &name)
                ),
                minimum_citation(j, without_amb_11(table.citation()?), &name),
            ))
        }
        _ => match r.progressive_unit.value {
            crate::hcf::rules::ProgressiveUnit::Fixed(unit) => Some(choice(
                rng,
                format!("How much is the Progressive wager in {}?", j.name()),
                format!("{unit}, placed in the designated area"),
                vec![
                    ("Any amount within the table limits".into(), String::new()),
                    ("The same amount as the Ante".into(), String::new()),
                ],
                format!("The Progressive payout wager is {unit}."),
                r.progressive_unit.citation,
            )),
            _ => None,
        },
    }
}

/// A paytable's citation without its AMB-11 note where the question is not about the
/// 9-10-J-Q-K-A six-card line the note concerns.
fn without_amb_11(citation: Citation) -> Citation {
    if !citation.ambiguities().contains(&11) {
        return citation;
    }
    let text = citation
        .as_str()
        .replace(" (AMB-11)", "")
        .replace("(AMB-11, ", "(")
        .replace(", AMB-11)", ")");
    Citation::new(leak(text))
}

/// A paytable's lines for the student to read beside the question.
fn table_ref(table: &Paytable) -> TableRef {
    TableRef {
        title: match table.citation() {
            Some(c) => format!("{} {} ({c})", table.wager.name(), table.display_label()),
            None => format!("{} {}", table.wager.name(), table.display_label()),
        },
        lines: table
            .lines
            .iter()
            .map(|l| (l.hand.name(), l.pay.to_string()))
            .collect(),
    }
}

/// The rule that defines a side wager's winning hands (not a paytable's item).
fn wager_definition(j: Jurisdiction, wager: SideWager) -> Citation {
    Citation::new(match (j, wager) {
        (Jurisdiction::Maryland, SideWager::FlushBonus) => "000/002 Ch.7 F(2)",
        (Jurisdiction::Maryland, _) => "000/002 Ch.7 F(3)",
        (Jurisdiction::Massachusetts, SideWager::FlushBonus) => "003 §6(a)(2); §5(c)",
        (Jurisdiction::Massachusetts, _) => "003 §6(a)(3); §5(c)",
        (Jurisdiction::SouthDakota, SideWager::FlushBonus) => "004 (10)",
        (Jurisdiction::SouthDakota, _) => "004 (11)",
    })
}

/// Where a jurisdiction's text and its progressive tables disagree on the smallest winning
/// hand, the explanation says so (MA AMB-37, SD AMB-61); Maryland's tables agree with its text.
fn minimum_note(j: Jurisdiction, smallest: &str) -> &'static str {
    match j {
        Jurisdiction::Massachusetts if smallest.starts_with('4') => " 003 §10(e)(2)(iii) names a three-card straight flush as the minimum, but this table prints N/A for it; the table is the specific provision (adopted interpretation, AMB-37).",
        Jurisdiction::SouthDakota => " 004 (12) says a 3- or 4-card straight flush \"may win depending on the paytable\"; the table's lowest non-zero line decides (adopted interpretation, AMB-61).",
        _ => "",
    }
}

fn minimum_citation(j: Jurisdiction, table: Citation, smallest: &str) -> Citation {
    let (amb, n) = match j {
        Jurisdiction::Massachusetts if smallest.starts_with('4') => ("AMB-37", 37),
        Jurisdiction::SouthDakota => ("AMB-61", 61),
        _ => return table,
    };
    if table.ambiguities().contains(&n) {
        table
    } else if table.ambiguities().is_empty() {
        Citation::new(leak(format!("{table} ({amb})")))
    } else {
        Citation::new(leak(format!("{table}; {amb}")))
    }
}

/// Sets up one seat and the dealer and settles the round through the engine.
fn settle_example(
    j: Jurisdiction,
    config: TableConfig,
    ante: Cents,
    fb: Cents,
    sfb: Cents,
    player: &[Card],
    dealer: &[Card],
) -> Option<(Table, Decision)> {
    let mut table = Table::new(config).ok()?;
    table.sit(1, 1).ok()?;
    table.set_wager(1, WagerKind::Ante, ante).ok()?;
    if fb.0 > 0 {
        table.set_wager(1, WagerKind::FlushBonus, fb).ok()?;
    }
    if sfb.0 > 0 {
        table
            .set_wager(1, WagerKind::StraightFlushBonus, sfb)
            .ok()?;
    }
    table.no_more_bets().ok()?;
    let order = table.arrange_deck(&[(1, player.to_vec())], dealer).ok()?;
    table.deal_arranged(&order, None).ok()?;
    let decision = Decision::Raise(raise_limits(flush_value(set(player)).len()).max_multiple);
    table.decide(1, decision).ok()?;
    table.reveal().ok()?;
    table.settle().ok()?;
    let _ = j;
    Some((table, decision))
}

/// The random part of a payout question: the table, the wagers and the two hands.
pub(crate) struct PayoutScenario {
    pub config: TableConfig,
    pub ante: Cents,
    pub flush_bonus: Cents,
    pub straight_flush_bonus: Cents,
    pub player: Vec<Card>,
    pub dealer: Vec<Card>,
}

pub(crate) fn payout_scenario(rng: &mut DealRng, j: Jurisdiction) -> PayoutScenario {
    let mut config = TableConfig::default_for(j);
    let fb_tables: Vec<String> = paytables(j, SideWager::FlushBonus)
        .map(|t| t.label.clone())
        .collect();
    let sfb_tables: Vec<String> = paytables(j, SideWager::StraightFlushBonus)
        .filter(|t| !t.needs_operator_amounts())
        .map(|t| t.label.clone())
        .collect();
    config.flush_bonus = Some(fb_tables[rng.below(fb_tables.len())].clone());
    config.straight_flush_bonus = Some(sfb_tables[rng.below(sfb_tables.len())].clone());
    config.progressive = None;
    // A player hand with a flush of four or more most of the time.
    let mut hands = deal(rng, 2);
    for _ in 0..50 {
        if flush_value(set(&hands[0])).len() >= 4 {
            break;
        }
        hands = deal(rng, 2);
    }
    let ante = Cents::dollars([5, 10, 15, 20, 25][rng.below(5)]);
    let flush_bonus = Cents::dollars([0, 5, 5, 10][rng.below(4)]);
    let straight_flush_bonus = Cents::dollars([0, 0, 5][rng.below(3)]);
    let dealer = hands.pop().expect("two hands");
    let player = hands.pop().expect("two hands");
    PayoutScenario {
        config,
        ante,
        flush_bonus,
        straight_flush_bonus,
        player,
        dealer,
    }
}

/// A "Total paid" question, or one paid from one of the user's own Flush Bonus or Straight Flush
/// Bonus tables in place of the published one drawn (and a wager on it, so every question uses it):
/// the same deal and wagers as the published question of that seed, paid by the engine from the
/// table. `None` where the table cannot be played in this jurisdiction.
pub(crate) fn payout_total_on(
    rng: &mut DealRng,
    j: Jurisdiction,
    own: Option<&CustomTable>,
) -> Option<QuestionBody> {
    if own.is_some_and(|own| own.jurisdiction != j || own.paytable().is_err()) {
        return None;
    }
    let PayoutScenario {
        mut config,
        ante,
        flush_bonus: mut fb,
        straight_flush_bonus: mut sfb,
        player,
        dealer: dealer_cards,
    } = payout_scenario(rng, j);
    if let Some(own) = own {
        let (label, stake) = match own.wager {
            SideWager::FlushBonus => (&mut config.flush_bonus, &mut fb),
            SideWager::StraightFlushBonus => (&mut config.straight_flush_bonus, &mut sfb),
            SideWager::Progressive => return None,
        };
        *label = Some(own.base.clone());
        if stake.0 == 0 {
            *stake = Cents::dollars(5);
        }
        config.custom = vec![own.clone()];
    }
    let hands = [player, dealer_cards];
    let (table, decision) = settle_example(j, config.clone(), ante, fb, sfb, &hands[0], &hands[1])?;
    let round = table.round();
    let won = Cents::checked_sum(round.settlements().map(|s| s.won)).ok()?;
    let raise = ante
        .checked_mul(match decision {
            Decision::Raise(m) => m as i64,
            Decision::Fold => 0,
        })
        .ok()?;
    let mut lines = Vec::new();
    for s in round.settlements() {
        let what = match s.outcome {
            Outcome::Won => format!("{} pays {}", s.wager.name(), s.won),
            Outcome::Push => format!("{} is returned", s.wager.name()),
            _ => format!("{} loses", s.wager.name()),
        };
        lines.push(format!("{what} ({})", s.citation));
    }
    // A published table by its label ("Paytable A"), one of the user's own as theirs.
    let table_named = |table: Paytable| match table.origin {
        Origin::Custom => format!("your own table '{}'", table.label),
        _ => table.display_label(),
    };
    let mut wagers = format!("Ante {ante}, Raise {raise}");
    if fb.0 > 0 {
        wagers.push_str(&format!(
            ", Flush Bonus {fb} on {}",
            table_named(config.paytable(SideWager::FlushBonus)?)
        ));
    }
    if sfb.0 > 0 {
        wagers.push_str(&format!(
            ", Straight Flush Bonus {sfb} on {}",
            table_named(config.paytable(SideWager::StraightFlushBonus)?)
        ));
    }
    let dealer = round.dealer_value?;
    // A table printed with a known problem says so wherever it is used (AMB-33, AMB-35, …).
    let mut warnings = String::new();
    let mut tables = Vec::new();
    for (stake, wager) in [
        (fb, SideWager::FlushBonus),
        (sfb, SideWager::StraightFlushBonus),
    ] {
        if let Some(table) = config.paytable(wager).filter(|_| stake.0 > 0) {
            if table.origin == Origin::Custom {
                // The table used is named as the user's: no rule stands behind its amounts.
                let named = own_table_named(wager.name(), &table.label);
                warnings.push_str(&format!(" The {} is paid from {named}.", wager.name()));
                tables.push(TableRef {
                    title: capitalise(&named),
                    ..table_ref(&table)
                });
                continue;
            }
            tables.push(table_ref(&table));
            if let Some(warning) = table.warning {
                warnings.push_str(&format!(
                    " Note on this table (adopted interpretation): {warning}"
                ));
            }
        }
    }
    Some(QuestionBody {
        prompt: format!(
            "{}: {wagers}. The player has a {} and the dealer a {}{}. How much does the dealer pay the player in winnings (not counting wagers returned)?",
            j.name(),
            flush_value(set(&hands[0])).describe(),
            dealer.describe(),
            if dealer.qualifies() { ", which qualifies" } else { ", which does not qualify" }
        ),
        hands: vec![("Player".into(), hands[0].clone()), ("Dealer".into(), hands[1].clone())],
        kind: Kind::Amount,
        correct: Answer::Amount(won),
        citation: {
            // A table's known problem (and a settlement line's) is a reading the total rests on.
            let base = match j {
                Jurisdiction::Maryland => "000/002 Ch.11 B(5)–(7); Ch.12 A–C",
                Jurisdiction::Massachusetts => "003 §10(e); §11(b)–(d)",
                Jurisdiction::SouthDakota => "004 (9)–(11)",
            };
            let mut ambs: Vec<u16> = lines
                .iter()
                .map(String::as_str)
                .chain([warnings.as_str()])
                .flat_map(crate::citation::ambiguities_in)
                .collect();
            ambs.sort_unstable();
            ambs.dedup();
            if ambs.is_empty() {
                Citation::new(base)
            } else {
                let list: Vec<String> = ambs.iter().map(|n| format!("AMB-{n}")).collect();
                Citation::new(leak(format!("{base} ({})", list.join(", "))))
            }
        },
        explanation: format!("{}. Total winnings {}.{warnings}", lines.join("; "), won),
        option_notes: Vec::new(),
        tables,
    })
}

/// How a question names a table of the user's own: "your own Flush Bonus table 'Rich': no
/// regulation publishes it" (said wherever such a table is used, in place of a rule).
pub(crate) fn own_table_named(wager: &str, name: &str) -> String {
    format!("your own {wager} table '{name}': no regulation publishes it")
}

/// What the limit is where the text gives no figure, or Maryland's figure at drawn minimums.
fn payout_limit_asked(rng: &mut DealRng, j: Jurisdiction) -> Option<Asked> {
    let r = rules(j);
    stated(r.payout_limit.citation)?;
    if j != Jurisdiction::Maryland {
        let correct = "The licensee may set one per round or per hand; no figure is given";
        return Some(Asked::Choice {
            prompt: format!("What per-hand payout limit do the {} rules set?", j.name()),
            correct: correct.into(),
            wrong: vec![
                ("$50,000 or the most one player can win at the minimum wager, whichever is greater".into(), "The option you chose is Maryland's figure.".into()),
                ("$100,000".into(), String::new()),
            ],
            explanation: format!("{}'s rules leave the limit to the licensee, per round or per hand, and give no figure of their own; Maryland's $50,000 figure does not apply here.", j.name()),
            citation: r.payout_limit.citation,
        });
    }
    let minimum = [5, 10, 25][rng.below(3)];
    let mut config = TableConfig::default_for(j);
    config.ante_min = Cents::dollars(minimum);
    config.side_min = Cents::dollars(minimum);
    let limit = config.effective_payout_limit(&r)?;
    let max_win = config.max_win_at_minimums();
    Some(Asked::Amount {
        prompt: format!(
            "A Maryland table offers Flush Bonus A (7-card flush 300 to 1) and Straight Flush Bonus A (7-card straight flush 8,000 to 1), with ${minimum} minimums on the Ante and each bonus. What is the per-hand payout limit if the operator uses the statutory figure?"
        ),
        amount: limit,
        explanation: format!(
            "The most one player can win at the minimums is a seven-card straight flush: Ante ${minimum} + Raise ${} + Flush Bonus ${} + SFB ${} = {max_win}. The limit is the greater of $50,000 and that: {limit}. It covers the Ante, Raise and bonuses, not the Progressive or Envy Bonus.",
            3 * minimum,
            300 * minimum,
            8000 * minimum
        ),
        citation: r.payout_limit.citation,
    })
}

fn settle_first(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let mut seats: Vec<u8> = (1..=6).filter(|_| rng.chance(0.6)).collect();
    if seats.len() < 3 {
        seats = vec![1, 3, 4, 6];
    }
    let first = rng.chance(0.5);
    let citation = Citation::new(match j {
        Jurisdiction::Maryland => "000/002 Ch.11 B(5)",
        Jurisdiction::Massachusetts => "003 §10(e)",
        Jurisdiction::SouthDakota => "004 (9)(a)–(b)",
    });
    let list = seats
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let (prompt, correct) = if first {
        (format!("Seats {list} are playing (seat 1 is farthest to the dealer's left). Which seat does the dealer settle first?"), *seats.last()?)
    } else {
        let k = rng.in_range(1, seats.len());
        (format!("Seats {list} are playing (seat 1 is farthest to the dealer's left). The dealer has just settled seat {}. Which seat is next?", seats[k]), seats[k - 1])
    };
    let wrong = seats
        .iter()
        .filter(|&&s| s != correct)
        .map(|s| (format!("Seat {s}"), String::new()))
        .collect();
    Some(choice(
        rng,
        prompt,
        format!("Seat {correct}"),
        wrong,
        "Settlement starts with the player farthest to the dealer's right (the highest seat number) and moves counterclockwise (down the seat numbers).".into(),
        citation,
    ))
}

fn wager_order(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j);
    let items = settlement_steps(&r);
    let (shown, correct) = shuffled_order(rng, items.clone());
    let (note, citation) = match j {
        Jurisdiction::SouthDakota => (
            " 004 (6) gives the order raise, ante, flush, straight flush and leaves the Progressive out; it is paid at the end of the round (adopted interpretation, AMB-58).",
            r.settlement_order.citation,
        ),
        _ => (
            " The text settles the Ante and the Raise in one step and gives no order between them. The Envy Bonus is not a wager of this player: it is paid to the other players with a Progressive wager, in the turn of the player whose hand qualifies.",
            r.settlement_order.citation,
        ),
    };
    Some(QuestionBody {
        prompt: format!(
            "Put one player's wagers in the order the {} rules settle them.",
            j.name()
        ),
        hands: Vec::new(),
        kind: Kind::Order {
            items: shown,
            unordered: Vec::new(),
        },
        correct,
        explanation: format!("{}: {}.{note}", j.name(), items.join(", then ")),
        citation,
        option_notes: Vec::new(),
        tables: Vec::new(),
    })
}

/// A player's wagers in the order a jurisdiction settles them, as a student names them: the
/// Ante and Raise as one step where the text gives no order between them (MD, MA), and without
/// the Envy Bonus, which is not a wager of the player being settled.
fn settlement_steps(r: &HcfRules) -> Vec<String> {
    let order = &r.settlement_order.value;
    let ante_raise_together = r.jurisdiction != Jurisdiction::SouthDakota;
    let mut items = Vec::new();
    for wager in order.iter() {
        let name = match wager {
            WagerKind::EnvyBonus => continue,
            WagerKind::Raise if ante_raise_together => continue,
            WagerKind::Ante if ante_raise_together => "Ante and Raise (one step)",
            WagerKind::Progressive if r.jurisdiction == Jurisdiction::SouthDakota => {
                "Progressive (at the end of the round)"
            }
            other => other.name(),
        };
        items.push(name.to_string());
    }
    items
}

fn procedure_window(rng: &mut DealRng, j: Jurisdiction, first_half: bool) -> Option<QuestionBody> {
    // Maryland's steps are those of a manual shoe ("Put the stacked deck in the shoe").
    let round = match j {
        Jurisdiction::Maryland => "Maryland round dealt from a manual shoe".to_string(),
        _ => format!("{} round", j.name()),
    };
    procedure::window(rng, dealer_procedure(j), &round, first_half, &[])
}

fn procedure_deal(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    procedure_window(rng, j, true)
}

fn procedure_settle(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    procedure_window(rng, j, false)
}

/// Who receives the first card, or is asked first to raise or fold.
fn first_to_act(rng: &mut DealRng, j: Jurisdiction) -> Option<Asked> {
    let r = rules(j);
    let mut seats: Vec<u8> = (1..=6).filter(|_| rng.chance(0.6)).collect();
    if seats.len() < 2 {
        seats = vec![2, 4, 5];
    }
    let list = seats
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let deal_question = rng.chance(0.5);
    if !deal_question {
        stated(r.decision_order.citation)?;
    }
    let first = seats[0];
    let prompt = if deal_question {
        format!("Seats {list} have placed an Ante (seat 1 is farthest to the dealer's left). Who receives the first card?")
    } else {
        format!("Seats {list} hold cards (seat 1 is farthest to the dealer's left). Whom does the dealer ask first to raise or fold?")
    };
    let mut wrong: Vec<(String, String)> = seats
        .iter()
        .filter(|&&s| s != first)
        .map(|s| (format!("Seat {s}"), String::new()))
        .collect();
    if deal_question {
        wrong.push((
            "The dealer".into(),
            "The dealer's cards always come last.".into(),
        ));
    }
    Some(Asked::Choice {
        prompt,
        correct: format!("Seat {first}"),
        wrong,
        explanation: "Play starts with the player farthest to the dealer's left (the lowest seat number) and goes clockwise.".into(),
        citation: if deal_question { r.deal_pattern(DealingMethod::ManualShoe).citation } else { r.decision_order.citation },
    })
}

fn dealer_cards(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j);
    let method = r.dealing_methods.value[rng.below(r.dealing_methods.value.len())];
    let pattern = r.deal_pattern(method);
    let all = [
        DealPattern::CardByCardDealerEachRotation,
        DealPattern::SevenConsecutiveDealerLast,
        DealPattern::StacksDealerLast,
    ];
    // Seven consecutive cards and a seven-card stack give every hand the same cards: only
    // patterns that hand out different cards are wrong answers, one of each.
    let same_cards = |p: DealPattern| match p {
        DealPattern::CardByCardDealerEachRotation => 0,
        _ => 1,
    };
    let mut kept = vec![same_cards(pattern.value)];
    let mut wrong: Vec<(String, String)> = Vec::new();
    for p in all {
        if !kept.contains(&same_cards(p)) {
            kept.push(same_cards(p));
            wrong.push((p.describe().to_string(), String::new()));
        }
    }
    wrong.push((
        "the dealer's seven cards first, then seven to each player clockwise from the player farthest to the dealer's left".into(),
        "The dealer's cards always come last.".into(),
    ));
    wrong.push((
        "one card at a time, clockwise from the player farthest to the dealer's left, the dealer's card first in each rotation".into(),
        "The dealer's cards always come last.".into(),
    ));
    let method = method_phrase(j, method);
    Some(choice(
        rng,
        format!("In {}, {method}, how do the cards come out?", j.name()),
        pattern.value.describe().to_string(),
        wrong,
        format!(
            "{}: {}",
            capitalise(&method),
            match pattern.value {
                DealPattern::CardByCardDealerEachRotation => "every hand is built card by card in rotation, and the dealer takes the last card of each rotation.",
                DealPattern::SevenConsecutiveDealerLast => "each player in turn receives all seven cards at once, and the dealer's seven come after every player's.",
                DealPattern::StacksDealerLast => "the device delivers each hand as one stack, player by player, and the dealer's stack comes after every player's.",
            }
        ),
        pattern.citation,
    ))
}

/// A dealing method as the jurisdiction's own text names it (004 names no shoe).
fn method_phrase(j: Jurisdiction, method: DealingMethod) -> String {
    match (j, method) {
        (Jurisdiction::SouthDakota, DealingMethod::AutomatedShoe) => {
            "with a mechanical shuffling device that dispenses seven-card groups".into()
        }
        (Jurisdiction::SouthDakota, _) => {
            "dealing without a shuffling device (004 (4) names no shoe)".into()
        }
        _ => format!("dealing by {}", crate::hcf::rules::method_name(method)),
    }
}

/// How often the decks are changed, by dealing method.
fn deck_change(j: Jurisdiction) -> Option<Topic> {
    let r = rules(j);
    let change = r.deck_change.value?;
    Some(Topic::computed(Asked::Choice {
        prompt: format!("In {}, how often must the decks be changed?", j.name()),
        correct: format!(
            "At least every {} hours when dealt by hand, every {} hours from a shoe",
            change.hand_dealt_hours, change.shoe_dealt_hours
        ),
        wrong: vec![
            (
                format!(
                    "At least every {} hours whatever the method",
                    change.shoe_dealt_hours
                ),
                String::new(),
            ),
            (
                format!(
                    "At least every {} hours when dealt by hand, every {} hours from a shoe",
                    change.shoe_dealt_hours, change.hand_dealt_hours
                ),
                "The hand-dealt deck wears faster and is changed sooner.".into(),
            ),
            ("Once a day".into(), String::new()),
        ],
        explanation: "Hand-dealt decks are changed more often than shoe-dealt decks.".into(),
        citation: r.deck_change.citation,
    }))
}

fn decks_and_covers(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j);
    stated(r.cover_cards.citation)?;
    let covers = r.cover_cards.value;
    if rng.chance(0.5) {
        return Some(choice(
            rng,
            format!(
                "How many cover cards does a {} High Card Flush deck have?",
                j.name()
            ),
            format!("{covers}"),
            [0u8, 1, 2, 3]
                .iter()
                .filter(|&&n| n != covers)
                .map(|n| (n.to_string(), String::new()))
                .collect(),
            format!(
                "{}: one 52-card deck with {covers} cover card(s).",
                j.name()
            ),
            r.cover_cards.citation,
        ));
    }
    Some(choice(
        rng,
        format!("May a {} table use two decks?", j.name()),
        if r.two_deck_option.value { "Yes, only with an automated shuffler; the decks alternate every round".into() } else { "No: a single deck".into() },
        vec![
            ("Yes, with any shuffle method".into(), String::new()),
            (if r.two_deck_option.value { "No: a single deck".into() } else { "Yes, only with an automated shuffler".into() }, String::new()),
        ],
        "Two decks need different back colours, alternate every round, and only one deck's cards are in the discard rack at a time.".into(),
        r.two_deck_option.citation,
    ))
}

/// An irregularity its rule set states, and the remedy (wrong answers: the other remedies).
fn irregularity_case(rng: &mut DealRng, j: Jurisdiction) -> Irregular {
    let r = rules(j);
    let stated_ones: Vec<Irregularity> = Irregularity::ALL
        .iter()
        .copied()
        .filter(|&i| !is_not_stated(r.remedy(i).citation))
        // 004 (5) has one rule for any exposed card, asked as the one-card case.
        .filter(|&i| !(j == Jurisdiction::SouthDakota && i == Irregularity::DealerCardExposedEarly))
        .collect();
    let which = stated_ones[rng.below(stated_ones.len())];
    let remedy = r.remedy(which);
    let correct = remedy_text(j, which, remedy.value);
    // Wrong answers are other remedies (never a rewording of the right one), and never the
    // literal reading the adopted one departs from (MD Ch.13 F applied to B or D, AMB-17).
    let literal_reading = j == Jurisdiction::Maryland
        && matches!(
            which,
            Irregularity::SeveralCardsFaceUp | Irregularity::WrongNumberOfCards
        );
    let mut others: Vec<String> = Irregularity::ALL
        .iter()
        .map(|&i| r.remedy(i).value)
        .filter(|&v| v != remedy.value)
        .filter(|&v| !(literal_reading && v == Remedy::VoidMainSettleSideWagers))
        .map(crate::hcf::table::remedy_words)
        .chain([
            "the round continues and the card is dealt to the dealer".to_string(),
            "the dealer shuffles the dealt cards back and redeals without voiding".to_string(),
        ])
        .collect();
    others.sort();
    others.dedup();
    let note = if literal_reading {
        " Ch.13 F's \"notwithstanding\" is read as applying only to a dealer card exposed early (E): here the players' hands themselves are defective, so every wager, side wagers included, is returned (adopted interpretation, AMB-17)."
    } else {
        ""
    };
    Irregular::Case(IrregularityCase {
        label: j.name().to_string(),
        situation: capitalise(situation(j, which)),
        correct,
        others,
        notes: Vec::new(),
        explanation: format!("{}{note}", remedy_reason(j, which, remedy.value)),
        citation: remedy.citation,
    })
}

/// Why a remedy fits its irregularity (the answer itself is not said again).
fn remedy_reason(j: Jurisdiction, which: Irregularity, remedy: Remedy) -> String {
    let why = match (j, which, remedy) {
        (Jurisdiction::SouthDakota, Irregularity::WrongNumberOfCards, _) => "004 (5) makes a wrong number of cards a misdeal in every case, whoever received them.",
        (Jurisdiction::SouthDakota, Irregularity::OneCardFaceUp, _) => "004 (5) says an exposed card is not a misdeal, whether it is a player's or the dealer's own.",
        (_, _, Remedy::DiscardAndContinue) => "A single card found face up is kept out of play, so nobody receives a card that has been seen.",
        (_, _, Remedy::TurnDownAndContinue) => "The rule treats an exposed card as no misdeal.",
        (_, _, Remedy::UseAsNextCard) => "Nobody has seen the card's face, so nobody gains by it: it takes the place of the next card.",
        (_, _, Remedy::VoidRefundReshuffle) => "The deal can no longer be trusted, so the round is void and nobody wins or loses on it.",
        (_, _, Remedy::VoidMainSettleSideWagers) => "The dealer's hand was seen before the players decided, so the wagers played against it are void; the side wagers are settled on the players' own cards, whatever the dealer holds.",
        (_, _, Remedy::Reshuffle) => "The rule asks only for the cards to be reshuffled.",
        (_, _, Remedy::VoidRefundRemoveDeck) => "With no misdeal to explain it, a wrong count means the deck itself is short or long, so it leaves the table.",
    };
    format!("{}: {why}", j.name())
}

/// An irregularity in the words of the jurisdiction's own rule.
fn situation(j: Jurisdiction, which: Irregularity) -> &'static str {
    match (j, which) {
        (Jurisdiction::SouthDakota, Irregularity::OneCardFaceUp) => {
            "the dealer exposes a card while dealing (a player's or the dealer's own)"
        }
        (Jurisdiction::Massachusetts, Irregularity::DealerCardExposedEarly) => {
            "one of the dealer's cards is exposed before the dealer's hand is revealed"
        }
        _ => which.describe(),
    }
}

/// A remedy in the words of the jurisdiction's own rule where it has them (004 (5)).
fn remedy_text(j: Jurisdiction, which: Irregularity, remedy: Remedy) -> String {
    match (j, which) {
        (Jurisdiction::SouthDakota, Irregularity::WrongNumberOfCards) => {
            "it is always a misdeal: all hands are void, all wagers are returned and the cards are reshuffled".into()
        }
        (Jurisdiction::SouthDakota, Irregularity::OneCardFaceUp) => {
            "an exposed card is not a misdeal: the dealer turns the card over and continues dealing".into()
        }
        _ => crate::hcf::table::remedy_words(remedy),
    }
}

fn progressive_award(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let tables: Vec<_> = paytables(j, SideWager::Progressive).collect();
    let table = tables[rng.below(tables.len())];
    let line = &table.lines[rng.below(table.lines.len())];
    let meter = Cents::dollars(rng.between(15, 119) * 1000 + rng.between(0, 999));
    let (award, how) = match line.pay {
        Pay::MeterPercent { percent: p, .. } => (
            meter.checked_mul_div(p as i64, 100).ok()?,
            format!("{p}% of the meter as it stands at the player's turn: {p}% × {meter}"),
        ),
        Pay::Fixed(c) => (c, format!("a fixed {c} per $1, whatever the meter")),
        _ => return None,
    };
    // A six-card straight flush running 9-10-J-Q-K-A pays more on some tables: name which.
    let has_nine_to_ace = table
        .lines
        .iter()
        .any(|l| l.hand == BonusHand::NineToAceStraightFlush);
    let hand = match line.hand {
        BonusHand::StraightFlush(6) if has_nine_to_ace => {
            "6-card straight flush other than 9-10-J-Q-K-A".to_string()
        }
        other => name_of(other),
    };
    // AMB-11 concerns only the 9-10-J-Q-K-A line and the six-card line it splits.
    let about_nine_to_ace = has_nine_to_ace
        && matches!(
            line.hand,
            BonusHand::NineToAceStraightFlush | BonusHand::StraightFlush(6)
        );
    let citation = if about_nine_to_ace {
        table.citation()?
    } else {
        without_amb_11(table.citation()?)
    };
    let reading = if about_nine_to_ace && citation.ambiguities().contains(&11) {
        " (Adopted interpretation, AMB-11: a six-card straight flush running exactly 9-10-J-Q-K-A of one suit pays 100% of the meter, like a seven-card one; every other six-card straight flush pays the six-card line.)"
    } else {
        ""
    };
    Some(QuestionBody {
        prompt: format!(
            "{} table, Progressive Paytable {}. The meter shows {meter}. A player's $1 Progressive wager holds a {hand}. What is the award?",
            j.name(),
            table.display_label(),
        ),
        hands: Vec::new(),
        kind: Kind::Amount,
        correct: Answer::Amount(award),
        explanation: format!("{} pays {how} = {award}. The $1 wager itself was collected before the deal and is not returned.{reading}", capitalise(&hand)),
        citation,
        option_notes: Vec::new(),
        tables: vec![table_ref(table)],
    })
}

fn envy_bonus(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let label = ["C", "D", "E"][rng.below(3)];
    let schedule = envy_schedule(j, label)?;
    let (hand, amount) = schedule.lines[rng.below(schedule.lines.len())];
    let others = rng.between(1, 4);
    let wager = [1i64, 1, 2, 5][rng.below(4)];
    let asking_total = rng.chance(0.5);
    let each = Cents(amount.0 * wager);
    let (prompt, answer) = if asking_total {
        (
            format!(
                "Maryland Progressive Paytable {label}. One player holds a {} with a live Progressive wager; {} ${wager} on the Progressive. How much Envy Bonus does the dealer pay in all?",
                name_of(hand),
                if others == 1 { "one other player bet".to_string() } else { format!("{others} other players each bet") }
            ),
            Cents(each.0 * others),
        )
    } else {
        (
            format!("Maryland Progressive Paytable {label}. Seat 2 holds a {} and has a live Progressive wager. Seat 5 bet ${wager} on the Progressive. What Envy Bonus does seat 5 receive?", name_of(hand)),
            each,
        )
    };
    Some(QuestionBody {
        prompt,
        hands: Vec::new(),
        kind: Kind::Amount,
        correct: Answer::Amount(answer),
        explanation: format!("Paytable {label}'s Envy schedule pays {amount} per $1 of the receiving player's Progressive wager, once for each other player holding the qualifying hand with a live Progressive wager; never for one's own hand."),
        citation: {
            // One AMB note for the whole citation: "(AMB-22, AMB-21)", not "(AMB-22) (AMB-21)".
            let schedule = schedule.citation.as_str().trim_start_matches("000/002 Ch.12 ");
            let joined = match schedule.strip_suffix(')').filter(|s| s.contains("(AMB-")) {
                Some(open) => format!("{open}, AMB-21)"),
                None => format!("{schedule} (AMB-21)"),
            };
            Citation::new(leak(format!(
                "000/002 Ch.11 B(9)(e)(ii)–(iii); Ch.12 E(4)(a), {joined}"
            )))
        },
        option_notes: Vec::new(),
        tables: vec![TableRef {
            title: format!("Envy Bonus, Progressive Paytable {label} ({})", schedule.citation),
            lines: schedule
                .lines
                .iter()
                .map(|(hand, pays)| (hand.name(), format!("{pays} per $1 Progressive wager")))
                .collect(),
        }],
    })
}

/// A hand's name inside a sentence: only the first letter lowered ("suited 9-10-J-Q-K-A").
fn name_of(hand: BonusHand) -> String {
    let name = hand.name();
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_lowercase().collect::<String>() + chars.as_str())
        .unwrap_or_default()
}

fn meter_reset(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let r = rules(j);
    let (correct, wrong, why): (String, Vec<&str>, String) = match r.meter.value {
        MeterModel::MainAndSecondary { start } => (
            "To the amount of the secondary meter; the secondary meter resets to zero".into(),
            vec!["To $10,000", "To zero", "To the seed plus any reserve"],
            format!("The meter starts at {start}; afterwards each 100% award resets the main meter to the secondary meter (which may be below {start}, AMB-38)."),
        ),
        MeterModel::OperatorSeedWithMinimum => {
            let label = ["A", "C", "E"][rng.below(3)];
            let min = md_meter_minimum(label)?;
            (
                format!("To the operator's reset amount, at least {min} for Paytable {label}"),
                vec!["To zero", "To the amount of the secondary meter", "To $10,000 for every paytable"],
                "Maryland sets minimum initial and reset amounts per paytable: $30,000 (A, B, D), $5,000 (C), $25,000 (E).".to_string(),
            )
        }
        MeterModel::SeedPlusReserve => (
            "To the seed amount plus any reserve amount".into(),
            vec!["To zero", "To $10,000", "To the amount of the secondary meter"],
            "A 100% award resets the meter to the seed plus any reserve (neither is given a figure, AMB-57).".into(),
        ),
    };
    Some(choice(
        rng,
        format!(
            "In {}, after a 100% Progressive award, what does the meter reset to?",
            j.name()
        ),
        correct,
        wrong
            .into_iter()
            .map(|w| (w.to_string(), String::new()))
            .collect(),
        why,
        r.meter.citation,
    ))
}

fn differences(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    // Compare this jurisdiction with another on a switch where they differ. Each fact: this
    // jurisdiction's side, the other's, and the citation of each.
    let others: Vec<Jurisdiction> = Jurisdiction::ALL.into_iter().filter(|&o| o != j).collect();
    let other = others[rng.below(others.len())];
    let (a, b) = (rules(j), rules(other));
    let mut facts: Vec<(String, String, Citation, Citation)> = Vec::new();
    let describe_order = |r: &HcfRules| settlement_steps(r).join(", ");
    if a.ace_rule.value != b.ace_rule.value {
        facts.push((
            format!("in {}, {}", j.name(), a.ace_rule.value.short()),
            format!("in {}, {}", other.name(), b.ace_rule.value.short()),
            a.ace_rule.citation,
            b.ace_rule.citation,
        ));
    }
    // The orders as a dealer follows them: two lists that read the same are no difference
    // (Maryland's and Massachusetts' differ only by the Envy Bonus, settled with the
    // Progressive, 000/002 Ch.11 B(9)).
    if describe_order(&a) != describe_order(&b) {
        facts.push((
            format!("{} settles {}", j.name(), describe_order(&a)),
            format!("{} settles {}", other.name(), describe_order(&b)),
            a.settlement_order.citation,
            b.settlement_order.citation,
        ));
    }
    if a.progressive_live_on_fold.value != b.progressive_live_on_fold.value {
        let say = |live: bool| {
            if live {
                "stays eligible for the Progressive"
            } else {
                "loses Progressive eligibility"
            }
        };
        facts.push((
            format!(
                "a folding player {} in {}",
                say(a.progressive_live_on_fold.value),
                j.name()
            ),
            format!(
                "{} in {}",
                say(b.progressive_live_on_fold.value),
                other.name()
            ),
            a.progressive_live_on_fold.citation,
            b.progressive_live_on_fold.citation,
        ));
    }
    let exposed = |r: &HcfRules| r.remedy(Irregularity::DealerCardExposedEarly);
    // 004 (5) covers a card exposed while dealing, not the decision phase MD and MA rule on.
    let both_rule_on_exposure = ![j, other].contains(&Jurisdiction::SouthDakota);
    if both_rule_on_exposure && exposed(&a).value != exposed(&b).value {
        facts.push((
            format!(
                "when a dealer card is exposed early in {}, {}",
                j.name(),
                crate::hcf::table::remedy_words(exposed(&a).value)
            ),
            format!(
                "in {}, {}",
                other.name(),
                crate::hcf::table::remedy_words(exposed(&b).value)
            ),
            exposed(&a).citation,
            exposed(&b).citation,
        ));
    }
    if a.deal_pattern(DealingMethod::ManualShoe).value
        != b.deal_pattern(DealingMethod::ManualShoe).value
    {
        // 004 names no shoe: with South Dakota on either side the deal is just "the deal".
        let how = if [j, other].contains(&Jurisdiction::SouthDakota) {
            "dealing"
        } else {
            "from a manual shoe"
        };
        facts.push((
            format!(
                "{how} in {}: {}",
                j.name(),
                a.deal_pattern(DealingMethod::ManualShoe).value.describe()
            ),
            format!(
                "in {}: {}",
                other.name(),
                b.deal_pattern(DealingMethod::ManualShoe).value.describe()
            ),
            a.deal_pattern(DealingMethod::ManualShoe).citation,
            b.deal_pattern(DealingMethod::ManualShoe).citation,
        ));
    }
    if facts.is_empty() {
        return None;
    }
    let (ours, theirs, ours_citation, theirs_citation) = facts.swap_remove(rng.below(facts.len()));
    let citation = Citation::new(leak(format!("{ours_citation}; {theirs_citation}")));
    let correct = format!("{}; {}", capitalise(&ours), theirs);
    let about_eligibility =
        ours.contains("Progressive eligibility") || ours.contains("eligible for the Progressive");
    let conflict = if about_eligibility && [j, other].contains(&Jurisdiction::Massachusetts) {
        MA_PROGRESSIVE_CONFLICT
    } else {
        ""
    };
    // Each adopted reading the two sides rest on, said in words.
    let mut readings = String::new();
    for n in citation.ambiguities() {
        if names_amb_in(conflict, n) {
            continue;
        }
        let what = match n {
            1 => "Maryland's text never makes the ace low, so it is high only: Q-K-A counts, A-2-3 does not",
            2 => "in Massachusetts the ace may start a run A-2-3 upward or end one Q-K-A, never wrap around",
            3 => "in South Dakota the ace is the lowest or highest card of any run, never wrapping around",
            8 => "a folded player stays eligible for the Progressive in Maryland and South Dakota, and not in Massachusetts, whose §12(c) is the specific rule",
            17 => "Maryland Ch.13 F's side-wager exception applies only to a dealer card exposed early",
            32 => "the dealer takes one card at the end of every clockwise rotation, after the last player",
            42 => "in Massachusetts a void returns every wager, the Progressive included",
            58 => "South Dakota settles raise, ante, flush and straight flush for each player, and pays Progressive awards at the end of the round",
            _ => "the text is silent or unclear here",
        };
        readings.push_str(&format!(" (Adopted interpretation, AMB-{n}: {what}.)"));
    }
    // The same fact with the jurisdictions swapped is the tempting wrong answer.
    let swapped = format!(
        "{}; {}",
        capitalise(
            &ours
                .replace(j.name(), "\u{1}")
                .replace(other.name(), j.name())
                .replace('\u{1}', other.name())
        ),
        theirs
            .replace(other.name(), "\u{1}")
            .replace(j.name(), other.name())
            .replace('\u{1}', j.name())
    );
    Some(choice(
        rng,
        format!(
            "What differs between {} and {} here?",
            j.name(),
            other.name()
        ),
        correct,
        vec![
            (swapped, "This swaps the two jurisdictions.".into()),
            (
                "Nothing: the two rules are the same here".into(),
                String::new(),
            ),
        ],
        format!(
            "{} ({ours_citation}); {theirs} ({theirs_citation}).{conflict}{readings}",
            capitalise(&ours)
        ),
        citation,
    ))
}

/// Whether `text` names `AMB-n`.
fn names_amb_in(text: &str, n: u16) -> bool {
    super::names_amb(text, n)
}

#[cfg(test)]
mod tests {
    use super::super::{
        exam, from_id, generate, templates, templates_for, Module, PaperVersion, Question,
    };
    use super::*;
    use crate::hcf::decision::Strategy;
    use crate::hcf::simulate::{settle_round, Resolved, SimSetup};
    use crate::rule_set::RuleSet;

    #[test]
    fn every_template_yields_well_formed_questions_for_the_jurisdictions_it_covers() {
        for template in templates() {
            let mut covered = 0;
            for j in Jurisdiction::ALL {
                for seed in 0..60 {
                    let Some(q) = generate(template, j, seed) else {
                        continue;
                    };
                    covered += 1;
                    assert!(
                        !q.prompt.is_empty() && !q.explanation.is_empty(),
                        "{}",
                        q.id
                    );
                    assert!(!q.citation.as_str().is_empty(), "{}", q.id);
                    assert!(
                        !is_not_stated(q.citation),
                        "{} cites a silent text: {}",
                        q.id,
                        q.citation
                    );
                    super::super::assert_answer_fits(&q);
                    // The id regenerates the same question.
                    assert_eq!(from_id(&q.id).as_ref(), Some(&q));
                }
            }
            assert!(covered > 0, "template {} never applies", template.id);
        }
    }

    #[test]
    fn payout_answers_agree_with_an_independent_settlement() {
        // The same scenario settled by the fast simulator's own code path must pay the same
        // winnings as the question's answer (which comes from the table's settlement).
        let template = super::super::template("payout-total").unwrap();
        for j in Jurisdiction::ALL {
            for seed in 0..150 {
                let q = generate(template, j, seed).unwrap();
                let Answer::Amount(expected) = q.correct else {
                    panic!()
                };
                let scenario = payout_scenario(&mut super::super::rng_for(template, j, seed), j);
                let player: CardSet = scenario.player.iter().copied().collect();
                let dealer: CardSet = scenario.dealer.iter().copied().collect();
                assert_eq!(q.hands[0].1, scenario.player, "{}", q.id);
                let setup = SimSetup {
                    config: scenario.config,
                    players: 1,
                    ante: scenario.ante,
                    flush_bonus: scenario.flush_bonus,
                    straight_flush_bonus: scenario.straight_flush_bonus,
                    progressive: false,
                    strategy: Strategy::AlwaysRaiseMax,
                };
                let resolved = Resolved::new(&setup).unwrap();
                let decision = Strategy::AlwaysRaiseMax.decide(player);
                let result =
                    settle_round(&setup, &resolved, &[player], &[decision], dealer, &mut None);
                // Winnings are the positive nets: pushes are zero and losses negative.
                let wins: i64 = result[0].net.iter().filter(|&&n| n > 0).sum();
                assert_eq!(Cents(wins), expected, "{}: {}", q.id, q.prompt);
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_exam() {
        let modules = Module::ALL.to_vec();
        for version in PaperVersion::ALL {
            let a = exam(
                version,
                RuleSet::hcf(Jurisdiction::Maryland),
                &modules,
                20,
                12345,
            );
            let b = exam(
                version,
                RuleSet::hcf(Jurisdiction::Maryland),
                &modules,
                20,
                12345,
            );
            let c = exam(
                version,
                RuleSet::hcf(Jurisdiction::Maryland),
                &modules,
                20,
                12346,
            );
            assert_eq!(a, b);
            assert_ne!(a, c);
            assert_eq!(a.len(), 20);
            // Spread over the modules.
            let distinct: std::collections::HashSet<_> = a.iter().map(|q| q.module).collect();
            assert!(distinct.len() >= 10);
        }
    }

    #[test]
    fn version_2_papers_cover_every_chosen_module_and_differ_by_seed() {
        let all = Module::ALL.to_vec();
        for j in Jurisdiction::ALL {
            let with_questions: std::collections::BTreeSet<Module> =
                templates_for(RuleSet::hcf(j), &all)
                    .iter()
                    .map(|t| t.module)
                    .collect();
            let n = with_questions.len();
            for seed in [1u64, 2, 99_999, 7, 12345] {
                // A paper as long as the module list holds each module exactly once; twice as
                // long, exactly twice.
                for rounds in [1, 2] {
                    let paper = exam(PaperVersion::V2, RuleSet::hcf(j), &all, n * rounds, seed);
                    assert_eq!(paper.len(), n * rounds);
                    for m in &with_questions {
                        assert_eq!(
                            paper.iter().filter(|q| q.module == *m).count(),
                            rounds,
                            "{j:?} seed {seed}: {m:?}"
                        );
                    }
                }
                // A short paper draws its modules at random among all of them.
                let short = exam(PaperVersion::V2, RuleSet::hcf(j), &all, 10, seed);
                let distinct: std::collections::HashSet<_> =
                    short.iter().map(|q| q.module).collect();
                assert_eq!(distinct.len(), 10.min(n));
            }
            // Seeds 1, 2 and 99999 no longer share their first, third and last questions.
            let papers: Vec<Vec<Question>> = [1u64, 2, 99_999]
                .iter()
                .map(|&s| exam(PaperVersion::V2, RuleSet::hcf(j), &all, 10, s))
                .collect();
            for k in [0, 2, 9] {
                let ids: std::collections::HashSet<_> =
                    papers.iter().map(|p| p[k].template).collect();
                assert!(
                    ids.len() > 1 || k != 0,
                    "{j:?}: question {k} is the same template"
                );
            }
        }
    }

    #[test]
    fn a_review_variant_is_another_question_of_the_same_template() {
        for id in ["hand-winner:MD:5", "payout-total:SD:3", "sf-ace:MA:17"] {
            let original = from_id(id).unwrap();
            for n in 0..5 {
                let v = super::super::variant(id, n).unwrap();
                assert_eq!(v.template, original.template);
                assert_eq!(v.jurisdiction, original.jurisdiction);
                assert_ne!(v.id, original.id);
                assert_eq!(super::super::variant(id, n), Some(v));
            }
        }
        assert!(super::super::variant("no-such:MD:1", 0).is_none());
    }

    #[test]
    fn south_dakota_is_never_asked_what_its_text_does_not_say() {
        for id in [
            "stub-count",
            "cut-depth",
            "opening-order",
            "deck-change",
            "layout-inscription",
            "envy-bonus",
        ] {
            let t = super::super::template(id).unwrap();
            assert!(
                (0..30).all(|s| generate(t, Jurisdiction::SouthDakota, s).is_none()),
                "{id}"
            );
        }
    }
}
