//! Dealer mode judges procedure the way the rules do: each finding of the third academy audit
//! (D1–D8), as a rule-named test of a round a student deals in an order the rules allow; and
//! every injectable irregularity at every card of the deal, dealt perfectly in random orders.

use engine::hcf::config::TableConfig;
use engine::jhe::config::JheConfig;
use engine::jhe::rules::DealerCardsFromShuffler;
use engine::jhe::JheWager;
use engine::table::dealer_mode::{
    injectable, procedure, DealerAction, DealerRun, Injected, Level, Mistake, Node, RoundProcedure,
};
use engine::table::{DealingMethod, Irregularity, Recipient, Remedy, Shuffler, WagerKind};
use engine::trace::Outcome;
use engine::Jurisdiction;

mod common;

fn jhe(
    method: DealingMethod,
    shuffler: Shuffler,
    dealer_cards: DealerCardsFromShuffler,
) -> JheConfig {
    JheConfig {
        dealing_method: method,
        shuffler,
        dealer_cards,
        ..JheConfig::standard()
    }
}

fn jhe_procedure(
    config: JheConfig,
    seed: u64,
    level: Level,
    forced: Option<Injected>,
) -> RoundProcedure<JheWager> {
    let (table, injected) = engine::jhe::dealer::dealer_round(config, seed, level, forced).unwrap();
    procedure(&table, table.round(), level, injected)
}

fn actions<W: WagerKind>(p: &RoundProcedure<W>) -> Vec<DealerAction<W>> {
    p.tasks().into_iter().map(|t| t.action).collect()
}

/// Plays `first` at once, then the rest of the round in the table's order: all accepted.
fn accepted_first<W: WagerKind + Eq>(p: &RoundProcedure<W>, first: &DealerAction<W>) {
    let mut run = DealerRun::new(p.clone(), true);
    run.act(first, None)
        .unwrap_or_else(|c| panic!("{} refused: {}", first.describe(), c.refusal));
    for t in p.tasks() {
        if run.done_actions().filter(|a| *a == &t.action).count()
            < p.tasks().iter().filter(|u| u.action == t.action).count()
        {
            let _ = run.act(&t.action, None);
        }
    }
    assert!(run.finished());
    let score = run.score();
    assert_eq!(score.procedure_right, score.procedure_total);
    assert_eq!(score.payouts_right, score.payouts_total);
}

#[test]
fn a_hand_shuffled_deck_may_be_cut_before_no_more_bets_001_ch5_f_ch8_b_c_and_000_002() {
    // D1: shuffle and cut first, then "no more bets" — 001 Ch.5, Ch.8 B–C; 000/002 likewise.
    let p = jhe_procedure(
        jhe(
            DealingMethod::ManualShoe,
            Shuffler::ByHand,
            DealerCardsFromShuffler::First,
        ),
        4242,
        Level::FullProcedure,
        None,
    );
    assert!(actions(&p).contains(&DealerAction::Cut));
    accepted_first(&p, &DealerAction::Cut);
    for j in Jurisdiction::ALL {
        let mut config = TableConfig::default_for(j);
        config.shuffler = Shuffler::ByHand;
        config.dealing_method = DealingMethod::ManualShoe;
        if config.validate().is_err() {
            continue;
        }
        let (table, injected) =
            engine::hcf::dealer::dealer_round(config, 4242, Level::FullProcedure, None).unwrap();
        let p = procedure(&table, table.round(), Level::FullProcedure, injected);
        accepted_first(&p, &DealerAction::Cut);
    }
    // But never after the first card: the deal waits for the cut.
    let mut run = DealerRun::new(p.clone(), false);
    run.act(&DealerAction::NoMoreBets, None).unwrap();
    run.act(&DealerAction::LockProgressive, None).unwrap();
    if let Some(DealerAction::CountProgressive(c)) = actions(&p)
        .into_iter()
        .find(|a| matches!(a, DealerAction::CountProgressive(_)))
    {
        run.act(&DealerAction::CountProgressive(c), None).unwrap();
    }
    let c = run
        .act(&DealerAction::Deal(Recipient::Seat(first_seat(&p))), None)
        .unwrap_err();
    assert_eq!(c.mistake, Mistake::OutOfOrder);
    assert!(c.refusal.contains("001 Ch.5 F"), "{}", c.refusal);
}

fn first_seat<W: WagerKind>(p: &RoundProcedure<W>) -> u8 {
    actions(p)
        .into_iter()
        .find_map(|a| match a {
            DealerAction::Deal(Recipient::Seat(n)) => Some(n),
            _ => None,
        })
        .unwrap()
}

#[test]
fn an_automated_shoe_delivers_one_community_stack_then_two_card_stacks_001_ch10_b1() {
    // D2: the five-card community stack is one delivery, first (B(1), AMB-80).
    for dealer_cards in [
        DealerCardsFromShuffler::First,
        DealerCardsFromShuffler::LeftInShuffler,
    ] {
        for seed in 0..20 {
            let p = jhe_procedure(
                jhe(
                    DealingMethod::AutomatedShoe,
                    Shuffler::Automatic,
                    dealer_cards,
                ),
                seed,
                Level::FullProcedure,
                None,
            );
            let deals: Vec<Recipient> = actions(&p)
                .into_iter()
                .filter_map(|a| match a {
                    DealerAction::Deal(to) => Some(to),
                    _ => None,
                })
                .collect();
            assert_eq!(deals[0], Recipient::Community, "seed {seed}");
            assert_eq!(
                deals.iter().filter(|r| **r == Recipient::Community).count(),
                1
            );
            let seats = deals
                .iter()
                .filter(|r| matches!(r, Recipient::Seat(_)))
                .count();
            let (table, _) = engine::jhe::dealer::dealer_round(
                jhe(
                    DealingMethod::AutomatedShoe,
                    Shuffler::Automatic,
                    dealer_cards,
                ),
                seed,
                Level::FullProcedure,
                None,
            )
            .unwrap();
            assert_eq!(seats, table.round().players().len(), "one stack a player");
        }
    }
}

#[test]
fn dealer_cards_left_in_the_shuffler_are_not_dealt_but_come_out_at_the_reveal_001_ch10_b3_h1() {
    // D3: no delivery to the dealer; "deal to the dealer" is refused with B(3); the reveal takes
    // the cards from the shuffler once every player has acted.
    let p = jhe_procedure(
        jhe(
            DealingMethod::AutomatedShoe,
            Shuffler::Automatic,
            DealerCardsFromShuffler::LeftInShuffler,
        ),
        4242,
        Level::FullProcedure,
        None,
    );
    assert!(p.dealer_cards_stay_in_shuffler);
    assert!(!actions(&p).contains(&DealerAction::Deal(Recipient::Dealer)));
    let mut run = DealerRun::new(p.clone(), true);
    for t in p.tasks() {
        if matches!(t.action, DealerAction::ShowCommunity(1)) {
            let c = run
                .act(&DealerAction::Deal(Recipient::Dealer), None)
                .unwrap_err();
            assert_eq!(c.mistake, Mistake::NotAStep);
            assert!(c.refusal.contains("001 Ch.10 B(1), B(3)"), "{}", c.refusal);
            assert!(c.refusal.contains("stay in the shuffler"), "{}", c.refusal);
            assert!(run.history.len() > 1, "the table stays where it was");
        }
        run.act(&t.action, None).unwrap();
        if t.action == DealerAction::Reveal {
            assert!(t.why.contains("out of the shuffler"), "{}", t.why);
        }
    }
    assert!(run.finished());
}

#[test]
fn no_progressive_chips_are_counted_when_none_were_wagered_001_ch8_c3_if_any() {
    // D7: the count is a step only "if any" Progressive wager was made; the lock stays.
    let mut seen = 0;
    for seed in 0..40 {
        let (table, _) = engine::jhe::dealer::dealer_round(
            JheConfig::standard(),
            seed,
            Level::FullProcedure,
            None,
        )
        .unwrap();
        let wagered = table
            .round()
            .seats
            .iter()
            .any(|s| s.wagers.get(JheWager::Progressive).0 > 0);
        let p = procedure(&table, table.round(), Level::FullProcedure, None);
        let counts = actions(&p)
            .iter()
            .filter(|a| matches!(a, DealerAction::CountProgressive(_)))
            .count();
        assert_eq!(counts, wagered as usize, "seed {seed}");
        assert!(actions(&p).contains(&DealerAction::LockProgressive));
        if !wagered {
            seen += 1;
            let mut run = DealerRun::new(p.clone(), true);
            let c = run
                .act(&DealerAction::CountProgressive(engine::Cents::ZERO), None)
                .unwrap_err();
            assert_eq!(c.mistake, Mistake::NotAStep);
            assert!(c.refusal.contains("only if any"), "{}", c.refusal);
        }
    }
    assert!(seen > 0, "no round without a Progressive wager");
}

#[test]
fn a_players_ante_x_tra_bonus_and_play_settle_in_any_order_001_ch11_i3() {
    // D8: I(3) settles the three in one step: the X-tra Bonus before the Ante is accepted, the
    // Player Bonus before them is not (J follows I).
    let mut checked = 0;
    for seed in 0..60 {
        let p = jhe_procedure(JheConfig::standard(), seed, Level::PayoutsOnly, None);
        let all = p.tasks();
        let Some(ante) = all.iter().position(|t| {
            matches!(t.action, DealerAction::Settle { wager: JheWager::Ante, outcome, .. } if outcome != Outcome::Forfeited)
        }) else {
            continue;
        };
        let DealerAction::Settle { seat, .. } = all[ante].action else {
            unreachable!()
        };
        let xtra = all
            .iter()
            .position(|t| matches!(t.action, DealerAction::Settle { seat: s, wager: JheWager::XtraBonus, .. } if s == seat))
            .unwrap();
        let mut run = DealerRun::new(p.clone(), true);
        for t in &all[..ante] {
            run.act(&t.action, None).unwrap();
        }
        run.act(&all[xtra].action, None)
            .unwrap_or_else(|c| panic!("seed {seed}: {}", c.refusal));
        if let Some(bonus) = all.iter().position(|t| {
            matches!(t.action, DealerAction::Settle { seat: s, wager: JheWager::PlayerBonus, .. } if s == seat)
        }) {
            let c = run.clone().act(&all[bonus].action, None).unwrap_err();
            assert_eq!(c.mistake, Mistake::OutOfOrder);
        }
        for t in &all[ante..] {
            if t.action != all[xtra].action {
                run.act(&t.action, None).unwrap();
            }
        }
        assert_eq!(run.score().mistakes, vec![]);
        checked += 1;
    }
    assert!(checked > 20);
}

#[test]
fn an_ante_returned_is_a_push_one_answer_for_the_same_money() {
    // The dealer below a pair: the Ante "is returned" (I(1)); Return and Push move the same
    // money and both are accepted; Take is not.
    let mut checked = 0;
    for seed in 0..80 {
        let p = jhe_procedure(JheConfig::standard(), seed, Level::PayoutsOnly, None);
        let all = p.tasks();
        let Some(i) = all.iter().position(|t| {
            matches!(
                t.action,
                DealerAction::Settle {
                    wager: JheWager::Ante,
                    outcome: Outcome::Push | Outcome::Refunded,
                    ..
                }
            )
        }) else {
            continue;
        };
        let DealerAction::Settle {
            seat,
            wager,
            outcome,
            paid,
        } = all[i].action
        else {
            unreachable!()
        };
        for said in [Outcome::Push, Outcome::Refunded] {
            let mut run = DealerRun::new(p.clone(), true);
            for t in &all[..i] {
                run.act(&t.action, None).unwrap();
            }
            let mut wrong = run.clone();
            assert_eq!(
                wrong
                    .act(
                        &DealerAction::Settle {
                            seat,
                            wager,
                            outcome: Outcome::Lost,
                            paid
                        },
                        None
                    )
                    .unwrap_err()
                    .mistake,
                Mistake::WrongOutcome
            );
            run.act(
                &DealerAction::Settle {
                    seat,
                    wager,
                    outcome: said,
                    paid,
                },
                None,
            )
            .unwrap_or_else(|c| panic!("{outcome:?} said as {said:?}: {}", c.refusal));
        }
        checked += 1;
    }
    assert!(checked > 5);
}

#[test]
fn after_a_void_found_once_the_cards_are_out_the_round_is_what_the_remedy_says_001_ch13_e_f_g() {
    // D4: Ch.13 E (wrong number of cards) voids the round: the remedy and the refunds, and no
    // community card to turn after it. Ch.13 F–G (AMB-67): the main wagers returned, then every
    // community card turned up, then the Player Bonus and Progressive settled.
    for method in DealingMethod::ALL {
        for seed in 0..6 {
            let config = jhe(method, Shuffler::Automatic, DealerCardsFromShuffler::First);
            let e = jhe_procedure(
                config.clone(),
                seed,
                Level::WithIrregularities,
                Some(Injected {
                    irregularity: Irregularity::WrongNumberOfCards,
                    at_card: None,
                }),
            );
            let all = actions(&e);
            let remedy = all
                .iter()
                .position(|a| matches!(a, DealerAction::Remedy(_)))
                .unwrap();
            assert_eq!(
                all[remedy],
                DealerAction::Remedy(Remedy::VoidRefundReshuffle)
            );
            assert!(
                all[remedy + 1..].iter().all(|a| matches!(
                    a,
                    DealerAction::Settle {
                        outcome: Outcome::Refunded,
                        ..
                    }
                )),
                "{method:?} {seed}: {all:?}"
            );
            let fg = jhe_procedure(
                config,
                seed,
                Level::WithIrregularities,
                Some(Injected {
                    irregularity: Irregularity::DealerCardExposedEarly,
                    at_card: None,
                }),
            );
            let all = actions(&fg);
            let remedy = all
                .iter()
                .position(|a| matches!(a, DealerAction::Remedy(_)))
                .unwrap();
            assert_eq!(
                all[remedy],
                DealerAction::Remedy(Remedy::VoidMainSettleSideWagers)
            );
            let turned: Vec<usize> = all[remedy..]
                .iter()
                .filter_map(|a| match a {
                    DealerAction::ShowCommunity(n) => Some(*n),
                    _ => None,
                })
                .collect();
            assert_eq!(
                turned.last(),
                Some(&5),
                "{method:?} {seed}: every card turned"
            );
            // A side wager settles only once all five are up.
            let mut run = DealerRun::new(fg.clone(), true);
            for (i, a) in all.iter().enumerate() {
                if let DealerAction::Settle {
                    wager: JheWager::PlayerBonus | JheWager::Progressive,
                    ..
                } = a
                {
                    assert!(
                        all[..i].contains(&DealerAction::ShowCommunity(5)),
                        "{method:?} {seed}"
                    );
                }
                run.act(a, None).unwrap();
            }
            assert!(run.finished());
        }
    }
}

#[test]
fn several_cards_face_up_while_the_community_cards_are_dealt_follow_ch13_c_not_b() {
    // D5: once every player and the dealer hold two cards, C applies "notwithstanding §§A and
    // B": the main wagers are returned, the community cards dealt, the side wagers settled.
    for seed in 0..10 {
        let config = jhe(
            DealingMethod::ManualShoe,
            Shuffler::Automatic,
            DealerCardsFromShuffler::First,
        );
        let (table, _) =
            engine::jhe::dealer::dealer_round(config.clone(), seed, Level::FullProcedure, None)
                .unwrap();
        let hole = 2 * (table.round().players().len() + 1);
        for at in hole..hole + 5 {
            let forced = Injected {
                irregularity: Irregularity::SeveralCardsFaceUp,
                at_card: Some(at),
            };
            let (table, injected) = engine::jhe::dealer::dealer_round(
                config.clone(),
                seed,
                Level::WithIrregularities,
                Some(forced),
            )
            .unwrap();
            assert_eq!(
                table.round().community.len(),
                5,
                "the community cards are dealt"
            );
            let p = procedure(&table, table.round(), Level::WithIrregularities, injected);
            let remedy = p
                .tasks()
                .into_iter()
                .find(|t| matches!(t.action, DealerAction::Remedy(_)))
                .unwrap();
            assert_eq!(
                remedy.action,
                DealerAction::Remedy(Remedy::VoidMainSettleSideWagers)
            );
            assert_eq!(remedy.citation.as_str(), "001 Ch.13 C (AMB-67)");
            common::random_perfect_walk(&p, seed, &format!("at card {at}"));
        }
        // Before the hands are complete it is B: everything returned.
        let forced = Injected {
            irregularity: Irregularity::SeveralCardsFaceUp,
            at_card: Some(hole - 1),
        };
        let p = jhe_procedure(
            config.clone(),
            seed,
            Level::WithIrregularities,
            Some(forced),
        );
        assert!(actions(&p).contains(&DealerAction::Remedy(Remedy::VoidRefundReshuffle)));
    }
}

/// Every injectable irregularity of a table's round, at every `step`-th card of the deal, dealt
/// perfectly in random orders; `deal` plays the round (with the irregularity forced, if any).
fn walk_every_irregularity<G: engine::table::Game>(
    deal: impl Fn(Level, Option<Injected>) -> (engine::table::Table<G>, Option<Injected>),
    step: usize,
    context: &str,
) -> u64
where
    G::Wager: Eq,
{
    let mut rounds = 0;
    let (table, _) = deal(Level::FullProcedure, None);
    let cards = engine::table::Game::deal_plan(table.game(), &table.round().players())
        .sequence
        .len();
    for base in injectable(&table) {
        let ats: Vec<Option<usize>> = match base.at_card {
            Some(_) => (0..cards).step_by(step).map(Some).collect(),
            None => vec![None],
        };
        for at_card in ats {
            let forced = Injected { at_card, ..base };
            let (table, injected) = deal(Level::WithIrregularities, Some(forced));
            let p = procedure(&table, table.round(), Level::WithIrregularities, injected);
            let context = format!("{context} {forced:?}");
            assert!(
                p.nodes
                    .iter()
                    .any(|n| matches!(n, Node::Happens(h) if h.irregularity)),
                "{context}"
            );
            common::random_perfect_walk(&p, rounds, &context);
            rounds += 1;
        }
    }
    rounds
}

#[test]
fn every_injectable_irregularity_at_every_card_is_dealt_perfectly_in_any_allowed_order() {
    let mut rounds = 0;
    for method in DealingMethod::ALL {
        for dealer_cards in [
            DealerCardsFromShuffler::First,
            DealerCardsFromShuffler::LeftInShuffler,
        ] {
            for shuffler in [Shuffler::ByHand, Shuffler::Automatic] {
                let config = jhe(method, shuffler, dealer_cards);
                if engine::jhe::table::JheTable::new(config.clone()).is_err() {
                    continue;
                }
                for seed in 0..2u64 {
                    rounds += walk_every_irregularity(
                        |level, forced| {
                            engine::jhe::dealer::dealer_round(config.clone(), seed, level, forced)
                                .unwrap()
                        },
                        1,
                        &format!("JHE {method:?} {dealer_cards:?} {shuffler:?} seed {seed}"),
                    );
                }
            }
        }
    }
    for j in Jurisdiction::ALL {
        for &method in engine::hcf::rules::HcfRules::of(j).dealing_methods.value {
            let mut config = TableConfig::default_for(j);
            config.dealing_method = method;
            rounds += walk_every_irregularity(
                |level, forced| {
                    engine::hcf::dealer::dealer_round(config.clone(), 3, level, forced).unwrap()
                },
                3,
                &format!("HCF {j:?} {method:?}"),
            );
        }
    }
    assert!(rounds > 500, "{rounds}");
}

#[test]
fn each_seats_choice_happens_as_the_round_goes_and_a_fold_is_collected_before_the_reveal() {
    // The student sees each fold when it is made, and collects it then (001 Ch.11 G(2)); the
    // reveal waits for the collection.
    let mut folds = 0;
    for seed in 0..60 {
        let p = jhe_procedure(JheConfig::standard(), seed, Level::FullProcedure, None);
        let mut run = DealerRun::new(p.clone(), true);
        for t in p.tasks() {
            if let DealerAction::Settle {
                seat,
                outcome: Outcome::Forfeited,
                ..
            } = t.action
            {
                assert!(run
                    .happened()
                    .iter()
                    .any(|h| h.seat == Some(seat) && h.text.contains("fold")));
                assert!(!run.done_actions().any(|a| *a == DealerAction::Reveal));
                let mut early = run.clone();
                if early
                    .allowed()
                    .iter()
                    .any(|a| a.action == DealerAction::Reveal)
                {
                    panic!("seed {seed}: the reveal is allowed before a fold is collected");
                }
                let _ = early.act(&DealerAction::Reveal, None);
                folds += 1;
            }
            run.act(&t.action, None).unwrap();
        }
    }
    assert!(folds > 5);
}

/// What a step of the academy's checklists is in dealer mode, where it is a dealer's step.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Cut,
    NoMoreBets,
    Lock,
    DealHands,
    DealCommunity,
    Turn(usize),
    FoldCollected,
    Reveal,
    /// The first player settled: the wagers of the first step, then the later ones.
    SettleMain,
    SettleSide,
}

fn kind_of(text: &str) -> Option<Kind> {
    let t = text.to_lowercase();
    Some(if t.starts_with("shuffle") && t.contains("cut") {
        Kind::Cut
    } else if t.starts_with("announce") {
        Kind::NoMoreBets
    } else if t.starts_with("lock the progressive") || t.contains("press the progressive button") {
        Kind::Lock
    } else if t.starts_with("deal one card at a time")
        || t.starts_with("deal seven consecutive")
        || t.starts_with("after the shuffle and cut, deal")
    {
        Kind::DealHands
    } else if t.starts_with("deal the five community") {
        Kind::DealCommunity
    } else if t.starts_with("reveal the first community") {
        Kind::Turn(1)
    } else if t.starts_with("reveal community cards 2 and 3") {
        Kind::Turn(3)
    } else if t.starts_with("reveal community cards 4 and 5") {
        Kind::Turn(5)
    } else if t.contains("collect a folded player's ante")
        || t.starts_with("collect forfeited antes")
        || t.starts_with("collect the folded hands")
    {
        Kind::FoldCollected
    } else if t.starts_with("remove the cover card")
        || t.starts_with("reveal the dealer's")
        || t.starts_with("expose the dealer's")
    {
        Kind::Reveal
    } else if t.contains("settle the player's ante")
        || t.contains("settle each ante and raise")
        || t.contains("settle raise, ante")
    {
        Kind::SettleMain
    } else if t.starts_with("settle that player's player bonus")
        || t.starts_with("settle the flush bonus")
    {
        Kind::SettleSide
    } else {
        return None;
    })
}

/// The nodes of a procedure that are steps of this kind.
fn nodes_of<W: WagerKind>(p: &RoundProcedure<W>, kind: Kind) -> Vec<usize> {
    let first_seat = p.tasks().iter().find_map(|t| match t.action {
        DealerAction::Settle { seat, outcome, .. }
            if outcome != Outcome::Forfeited && outcome != Outcome::Refunded =>
        {
            Some(seat)
        }
        _ => None,
    });
    (0..p.nodes.len())
        .filter(|&n| {
            let Some(t) = p.task(n) else { return false };
            match (kind, &t.action) {
                (Kind::Cut, DealerAction::Cut) => true,
                (Kind::NoMoreBets, DealerAction::NoMoreBets) => true,
                (Kind::Lock, DealerAction::LockProgressive) => true,
                (Kind::DealHands, DealerAction::Deal(Recipient::Seat(_) | Recipient::Dealer)) => {
                    true
                }
                (Kind::DealCommunity, DealerAction::Deal(Recipient::Community)) => true,
                (Kind::Turn(k), DealerAction::ShowCommunity(n)) => k == *n,
                (
                    Kind::FoldCollected,
                    DealerAction::Settle {
                        outcome: Outcome::Forfeited,
                        ..
                    },
                ) => true,
                (Kind::Reveal, DealerAction::Reveal) => true,
                (
                    Kind::SettleMain,
                    DealerAction::Settle {
                        seat,
                        wager,
                        outcome,
                        ..
                    },
                ) => {
                    Some(*seat) == first_seat
                        && *outcome != Outcome::Forfeited
                        && wager.settlement_step() == 0
                }
                (
                    Kind::SettleSide,
                    DealerAction::Settle {
                        seat,
                        wager,
                        outcome,
                        ..
                    },
                ) => {
                    Some(*seat) == first_seat
                        && *outcome != Outcome::Forfeited
                        && wager.settlement_step() > 0
                }
                _ => false,
            }
        })
        .collect()
}

/// Whether the procedure puts some step of `a` before some step of `b`.
fn forced<W: WagerKind>(p: &RoundProcedure<W>, a: &[usize], b: &[usize]) -> bool {
    b.iter().any(|&target| {
        let mut seen = vec![false; p.nodes.len()];
        let mut stack = vec![target];
        while let Some(n) = stack.pop() {
            for &q in &p.after[n] {
                if !seen[q] {
                    seen[q] = true;
                    stack.push(q);
                }
            }
        }
        a.iter().any(|&x| seen[x])
    })
}

#[derive(Debug, PartialEq)]
enum Relation {
    FirstBefore,
    SecondBefore,
    Either,
}

/// Compares each pair of an order question's steps that dealer mode also has: the academy's
/// marked order and its pairs in no order against the procedure dealer mode judges by.
fn compare_with_dealer_mode<W: WagerKind>(
    q: &engine::academy::Question,
    rounds: &[RoundProcedure<W>],
    compared: &mut std::collections::BTreeSet<String>,
) {
    use engine::academy::{Answer, Kind as Q};
    let Q::Order { items, unordered } = &q.kind else {
        panic!("{} is no order question", q.id)
    };
    let Answer::Order(marked) = &q.correct else {
        unreachable!()
    };
    let at = |item: usize| marked.iter().position(|&x| x == item).unwrap();
    for x in 0..items.len() {
        for y in x + 1..items.len() {
            let (Some(kx), Some(ky)) = (kind_of(&items[x]), kind_of(&items[y])) else {
                continue;
            };
            let academy = if unordered.contains(&(x, y)) || unordered.contains(&(y, x)) {
                Relation::Either
            } else if at(x) < at(y) {
                Relation::FirstBefore
            } else {
                Relation::SecondBefore
            };
            for p in rounds {
                let (a, b) = (nodes_of(p, kx), nodes_of(p, ky));
                if a.is_empty() || b.is_empty() {
                    continue;
                }
                let dealer = match (forced(p, &a, &b), forced(p, &b, &a)) {
                    (true, false) => Relation::FirstBefore,
                    (false, true) => Relation::SecondBefore,
                    (false, false) => Relation::Either,
                    (true, true) => panic!("{kx:?} and {ky:?} each before the other"),
                };
                assert_eq!(academy, dealer, "{}: {kx:?} vs {ky:?}", q.id);
                compared.insert(format!("{kx:?}/{ky:?}"));
            }
        }
    }
}

#[test]
fn every_order_an_academy_procedure_question_marks_right_dealer_mode_accepts_and_every_order_it_marks_wrong_it_refuses(
) {
    use engine::academy::from_id;
    let mut compared = std::collections::BTreeSet::new();
    // Jackpot Hold 'Em, from a manual shoe shuffled by hand: rounds with folds and Progressives.
    let rounds: Vec<RoundProcedure<JheWager>> = (0..12)
        .map(|seed| {
            jhe_procedure(
                jhe(
                    DealingMethod::ManualShoe,
                    Shuffler::ByHand,
                    DealerCardsFromShuffler::First,
                ),
                seed,
                Level::FullProcedure,
                None,
            )
        })
        .collect();
    for template in ["jhe-procedure-deal", "jhe-procedure-settle"] {
        for seed in 0..300 {
            let q = from_id(&format!("{template}:MD:{seed}")).expect("a question");
            compare_with_dealer_mode(&q, &rounds, &mut compared);
        }
    }
    for j in Jurisdiction::ALL {
        let mut config = TableConfig::default_for(j);
        config.shuffler = Shuffler::ByHand;
        config.dealing_method = DealingMethod::ManualShoe;
        if config.validate().is_err() {
            continue;
        }
        let rounds: Vec<_> = (0..12)
            .map(|seed| {
                let (table, _) = engine::hcf::dealer::dealer_round(
                    config.clone(),
                    seed,
                    Level::FullProcedure,
                    None,
                )
                .unwrap();
                procedure(&table, table.round(), Level::FullProcedure, None)
            })
            .collect();
        for template in ["procedure-deal", "procedure-settle"] {
            for seed in 0..300 {
                if let Some(q) = from_id(&format!("{template}:{}:{seed}", j.code())) {
                    compare_with_dealer_mode(&q, &rounds, &mut compared);
                }
            }
        }
    }
    // The pairs the questions and dealer mode were compared on include the ones the audit found
    // judged apart (the cut against "no more bets") and the round's backbone.
    for pair in [
        "Cut/NoMoreBets",
        "Cut/Lock",
        "NoMoreBets/Lock",
        "Lock/DealHands",
        "Reveal/SettleMain",
        "SettleMain/SettleSide",
        "Turn(1)/Turn(3)",
    ] {
        let flipped: Vec<&str> = pair.split('/').rev().collect();
        assert!(
            compared.contains(pair) || compared.contains(&flipped.join("/")),
            "never compared: {pair} (compared: {compared:?})"
        );
    }
}

#[test]
fn an_order_question_takes_every_order_that_keeps_the_pairs_the_rules_order() {
    // The marked order, and any order swapping only pairs the rules put in no order, is right;
    // one breaking an ordered pair is wrong.
    use engine::academy::{from_id, order_respects, Answer, Kind as Q};
    let mut with_free_pairs = 0;
    for seed in 0..400 {
        let q = from_id(&format!("jhe-procedure-deal:MD:{seed}")).unwrap();
        let (Q::Order { items, unordered }, Answer::Order(marked)) = (&q.kind, &q.correct) else {
            unreachable!()
        };
        assert!(q.is_correct(&q.correct));
        let shown: Vec<usize> = (0..items.len()).collect();
        assert!(
            !q.is_correct(&Answer::Order(shown.clone())) || shown == *marked,
            "{}: the shown order is a right answer",
            q.id
        );
        with_free_pairs += !unordered.is_empty() as usize;
        // Every permutation: right exactly when each ordered pair keeps its order.
        let n = items.len();
        let mut perm: Vec<usize> = (0..n).collect();
        let mut all = Vec::new();
        permutations(&mut perm, 0, &mut all);
        for p in all {
            assert_eq!(
                q.is_correct(&Answer::Order(p.clone())),
                order_respects(&p, marked, unordered)
            );
        }
    }
    assert!(with_free_pairs > 20, "{with_free_pairs}");
}

fn permutations(items: &mut Vec<usize>, k: usize, out: &mut Vec<Vec<usize>>) {
    if k == items.len() {
        out.push(items.clone());
        return;
    }
    for i in k..items.len() {
        items.swap(k, i);
        permutations(items, k + 1, out);
        items.swap(k, i);
    }
}

#[test]
fn remedy_wording_names_each_games_own_wagers_built_once_from_what_it_refunds() {
    // High Card Flush (MD Ch.13 F, AMB-17) and Jackpot Hold 'Em (001 Ch.13 F–G, AMB-67): the
    // table's trace, dealer mode's buttons, the academy and the Rules page say the same words.
    assert_eq!(
        engine::hcf::table::remedy_words(Remedy::VoidMainSettleSideWagers),
        "all hands are void and the Ante and Raise are returned, but the Flush Bonus, Straight Flush Bonus and Progressive are still settled"
    );
    assert_eq!(
        engine::jhe::table::remedy_words(Remedy::VoidMainSettleSideWagers),
        "all hands are void and the Ante, X-tra Bonus and Play are returned, but all five community cards are dealt and the Player Bonus and Progressive are still settled"
    );
    // The Jackpot Hold 'Em Rules page names none of High Card Flush's wagers.
    let rules = engine::jhe::rules::JheRules::maryland();
    let page: String = rules
        .summary()
        .iter()
        .flat_map(|s| s.statements.iter().map(|st| st.text.clone()))
        .collect::<Vec<_>>()
        .join("\n");
    for hcf_only in ["Raise", "Flush Bonus", "Straight Flush Bonus"] {
        assert!(
            !page.contains(hcf_only),
            "the JHE Rules page names {hcf_only}"
        );
    }
    assert!(page.contains("the Ante, X-tra Bonus and Play are returned"));
    assert!(page.contains("folded or placed a Play"));
}

/// An HCF round at this rule set (manual shoe), level and irregularity.
fn hcf_procedure(
    j: Jurisdiction,
    shuffler: Shuffler,
    seed: u64,
    level: Level,
    forced: Option<Injected>,
) -> RoundProcedure<engine::hcf::rules::WagerKind> {
    let mut config = TableConfig::default_for(j);
    config.dealing_method = DealingMethod::ManualShoe;
    config.shuffler = shuffler;
    let (table, injected) = engine::hcf::dealer::dealer_round(config, seed, level, forced).unwrap();
    procedure(&table, table.round(), level, injected)
}

#[test]
fn south_dakota_states_no_no_more_bets_amb55_and_settles_the_raise_before_the_ante_amb58() {
    use engine::hcf::rules::WagerKind as W;
    let mut raise_first = 0;
    for seed in 0..40 {
        let p = hcf_procedure(
            Jurisdiction::SouthDakota,
            Shuffler::ByHand,
            seed,
            Level::FullProcedure,
            None,
        );
        assert!(
            !actions(&p).contains(&DealerAction::NoMoreBets),
            "seed {seed}"
        );
        let mut run = DealerRun::new(p.clone(), true);
        let c = run.act(&DealerAction::NoMoreBets, None).unwrap_err();
        assert_eq!(c.mistake, Mistake::NotAStep);
        assert!(c.refusal.contains("AMB-55"), "{}", c.refusal);
        // A seat's Ante before its Raise is refused; the Raise first is the only order.
        let all = p.tasks();
        for (i, t) in all.iter().enumerate() {
            let DealerAction::Settle {
                seat,
                wager: W::Ante,
                outcome,
                ..
            } = t.action
            else {
                continue;
            };
            if outcome == Outcome::Forfeited {
                continue;
            }
            let Some(raise) = all.iter().position(|u| matches!(u.action, DealerAction::Settle { seat: s, wager: W::Raise, .. } if s == seat)) else { continue };
            assert!(
                raise < i,
                "seed {seed}: the table's own order has the raise first"
            );
            let mut early = DealerRun::new(p.clone(), true);
            for u in &all[..raise] {
                early.act(&u.action, None).unwrap();
            }
            assert_eq!(
                early.act(&t.action, None).unwrap_err().mistake,
                Mistake::OutOfOrder
            );
            raise_first += 1;
        }
    }
    assert!(raise_first > 10);
    // Maryland and Massachusetts settle the Ante and Raise in one step: either first.
    let p = hcf_procedure(
        Jurisdiction::Maryland,
        Shuffler::Automatic,
        1,
        Level::PayoutsOnly,
        None,
    );
    let all = p.tasks();
    if let Some(ante) = all.iter().position(|t| matches!(t.action, DealerAction::Settle { wager: W::Ante, outcome, .. } if outcome != Outcome::Forfeited)) {
        let DealerAction::Settle { seat, .. } = all[ante].action else { unreachable!() };
        if let Some(raise) = all.iter().position(|u| matches!(u.action, DealerAction::Settle { seat: s, wager: W::Raise, .. } if s == seat)) {
            let mut run = DealerRun::new(p.clone(), true);
            for u in &all[..ante] {
                run.act(&u.action, None).unwrap();
            }
            run.act(&all[raise].action, None).unwrap();
        }
    }
}

#[test]
fn a_folded_ante_is_collected_once_every_player_has_decided_in_maryland_and_south_dakota_at_the_fold_in_massachusetts(
) {
    // 000/002 Ch.11 B(4)(a) and 004 (8): after every player has raised or folded; 003 §10(b): at
    // the fold; 001 Ch.11 G(2) (Jackpot Hold 'Em): at the fold.
    for (j, after_all) in [
        (Jurisdiction::Maryland, true),
        (Jurisdiction::SouthDakota, true),
        (Jurisdiction::Massachusetts, false),
    ] {
        let mut checked = 0;
        for seed in 0..60 {
            let p = hcf_procedure(j, Shuffler::Automatic, seed, Level::FullProcedure, None);
            let choices: Vec<usize> = (0..p.nodes.len())
                .filter(|&n| matches!(&p.nodes[n], Node::Happens(h) if h.seat.is_some()))
                .collect();
            let Some(&last) = choices.last() else {
                continue;
            };
            for n in 0..p.nodes.len() {
                let Some(t) = p.task(n) else { continue };
                let DealerAction::Settle {
                    seat,
                    outcome: Outcome::Forfeited,
                    ..
                } = t.action
                else {
                    continue;
                };
                // Only a fold before the last player's choice tells the two apart.
                let folded_at = choices
                    .iter()
                    .copied()
                    .find(|&c| matches!(&p.nodes[c], Node::Happens(h) if h.seat == Some(seat)))
                    .unwrap();
                if folded_at == last {
                    continue;
                }
                // The collection follows the seat's own fold, and (MD, SD) the last player's choice.
                assert!(
                    p.after[n].contains(&folded_at) || after_all,
                    "{j:?} seed {seed}"
                );
                assert_eq!(p.after[n].contains(&last), after_all, "{j:?} seed {seed}");
                checked += 1;
            }
        }
        assert!(checked > 3, "{j:?}: {checked}");
    }
}

#[test]
fn a_voids_refunds_and_the_side_wagers_it_keeps_go_in_any_order_001_ch13_c_f_g_and_md_ch13_f() {
    // The remedies order neither the refunds against the community cards nor the side wagers'
    // settlement against the refunds: a side wager settled before any refund is accepted.
    let p = jhe_procedure(
        JheConfig::standard(),
        1,
        Level::WithIrregularities,
        Some(Injected {
            irregularity: Irregularity::DealerCardExposedEarly,
            at_card: None,
        }),
    );
    let all = p.tasks();
    let side = all
        .iter()
        .position(|t| {
            matches!(
                t.action,
                DealerAction::Settle {
                    wager: JheWager::PlayerBonus | JheWager::Progressive,
                    ..
                }
            )
        })
        .expect("a side wager");
    let mut run = DealerRun::new(p.clone(), true);
    for t in all.iter().filter(|t| {
        !matches!(
            t.action,
            DealerAction::Settle {
                outcome: Outcome::Refunded,
                ..
            }
        )
    }) {
        run.act(&t.action, None)
            .unwrap_or_else(|c| panic!("{}: {}", t.action.describe(), c.refusal));
    }
    assert!(run.done_actions().any(|a| *a == all[side].action));
    for t in all.iter().filter(|t| {
        matches!(
            t.action,
            DealerAction::Settle {
                outcome: Outcome::Refunded,
                ..
            }
        )
    }) {
        run.act(&t.action, None).unwrap();
    }
    assert!(run.finished());
    assert_eq!(run.score().mistakes, vec![]);
}

#[test]
fn a_shuffler_jam_is_injected_only_where_a_shuffler_is_used() {
    for j in Jurisdiction::ALL {
        let mut config = TableConfig::default_for(j);
        config.dealing_method = DealingMethod::ManualShoe;
        config.shuffler = Shuffler::ByHand;
        let (table, _) =
            engine::hcf::dealer::dealer_round(config, 1, Level::FullProcedure, None).unwrap();
        assert!(
            injectable(&table)
                .iter()
                .all(|i| i.irregularity != Irregularity::ShufflerJam),
            "{j:?}"
        );
    }
}
