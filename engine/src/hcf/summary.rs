//! A jurisdiction's rules as readable statements, each with its citation: what the Rules page
//! shows and the academy draws on. Built from [`HcfRules`] and the paytable catalogue, never
//! from hand-copied text.

use super::flush::{raise_limits, QUALIFIER};
use super::paytables::{paytables, SideWager};
use super::rules::{
    is_not_stated, method_name, AdjacentBoxes, CutStyle, DealingMethod, FoldedSideSettlement,
    HcfRules, Irregularity, MeterModel, PayoutLimitPolicy, ProgressiveTiming, ProgressiveUnit,
};
use crate::citation::Citation;
use crate::text::capitalise;

pub use crate::rule_summary::{RuleSection, RuleStatement};

fn yes_no(value: bool, yes: &str, no: &str) -> String {
    if value { yes } else { no }.to_string()
}

impl HcfRules {
    /// The rules in sections, in the order a newcomer needs them.
    pub fn summary(&self) -> Vec<RuleSection> {
        let s = |topic, text: String, citation: Citation| RuleStatement {
            topic,
            text,
            citation,
            not_stated: is_not_stated(citation),
        };
        let mut sections = Vec::new();

        let raise = |n: u8| raise_limits(n);
        sections.push(RuleSection {
            title: "The hand and the dealer",
            statements: vec![
                s("Hand value", "Each seven-card hand plays its best flush: the most cards of one suit. More cards beat fewer; equal lengths compare rank by rank from the top; cards outside the flush never count.".into(), Citation::new("RULES.md C1, C8 (AMB-5)")),
                s("Two equal-length suits", "The hand uses whichever of them ranks higher.".into(), Citation::new("RULES.md C9 (AMB-4)")),
                s("Dealer qualifies", format!("With at least a three-card flush nine high (the weakest is {}); any flush of four or more cards qualifies.", QUALIFIER.describe().replace("3-card flush ", "")), Citation::new("RULES.md C10 (AMB-6)")),
                s("Raise", format!(
                    "After looking at the cards, fold (losing the Ante) or raise: exactly {}× Ante with a 2-, 3- or 4-card flush; 1× to {}× with a 5-card flush; 1× to {}× with a 6- or 7-card flush.",
                    raise(4).max_multiple, raise(5).max_multiple, raise(6).max_multiple
                ), Citation::new("RULES.md C6, C7 (AMB-7)")),
                s("Dealer does not qualify", "Ante paid 1 to 1, Raise returned.".into(), Citation::new("RULES.md C11")),
                s("Dealer qualifies", "Higher hand: Ante and Raise paid 1 to 1. Lower: both lose. Equal: both push.".into(), Citation::new("RULES.md C11, C19")),
                s("Straight flushes", format!("Runs of 3 to 7 cards of one suit, judged on all seven cards: {}.", self.ace_rule.value.describe()), self.ace_rule.citation),
            ],
        });

        let mut wagers = vec![
            s(
                "Side wagers need an Ante",
                "Every optional wager needs an Ante at the same position.".into(),
                Citation::new("RULES.md A3.5 (AMB-13)"),
            ),
            s(
                "Only the highest line",
                "Each bonus wager pays only the highest line the hand qualifies for.".into(),
                Citation::new("RULES.md A2 (AMB-10)"),
            ),
        ];
        for wager in SideWager::ALL {
            let labels: Vec<String> = paytables(self.jurisdiction, wager)
                .map(|p| p.display_label())
                .collect();
            let citation = paytables(self.jurisdiction, wager)
                .next()
                .and_then(|p| p.citation())
                .unwrap_or(Citation::new(""));
            wagers.push(s(
                "Paytables",
                format!(
                    "{}: {} paytables ({}).",
                    wager.name(),
                    labels.len(),
                    labels.join(", ")
                ),
                citation,
            ));
        }
        wagers.push(s(
            "Progressive wager",
            match self.progressive_unit.value {
                ProgressiveUnit::Fixed(unit) => format!("Fixed at {unit}."),
                ProgressiveUnit::Configurable { default } => {
                    format!("Amount not stated; {default} by default, fixed prizes scale with it.")
                }
            },
            self.progressive_unit.citation,
        ));
        wagers.push(s(
            "Progressive meter",
            match self.meter.value {
                MeterModel::OperatorSeedWithMinimum => "Seed and reset set by the operator, at least $30,000 (A, B, D), $5,000 (C) or $25,000 (E); percentage awards come off the meter; paid from the meter as it stands at the player's turn.".into(),
                MeterModel::MainAndSecondary { start } => format!("Starts at {start}; each wager feeds a main and a secondary meter (A 24%/2%, B 23%/2%, C 21%/5%, D 25%/5%); a 100% award resets the main meter to the secondary, and the secondary to zero."),
                MeterModel::SeedPlusReserve => "Seed set by the operator; percentage awards come off the meter, fixed awards from the tray; a 100% award resets the meter to the seed plus any reserve.".into(),
            },
            self.meter.citation,
        ));
        if self.envy_bonus.value {
            wagers.push(s("Envy Bonus", "A player with a Progressive wager receives an Envy Bonus for each other player holding a qualifying hand (Paytables C, D, E): $200 for a 7- or 6-card straight flush under C, $250 for a 7-card straight flush under D and E, per $1 wagered.".into(), self.envy_bonus.citation));
        }
        wagers.push(s(
            "Payout limit",
            match self.payout_limit.value {
                PayoutLimitPolicy::Statutory { floor } => format!("Per hand, the greater of {floor} or the most one player can win in a round at the table minimums; covers Ante, Raise, Flush Bonus and Straight Flush Bonus, not the Progressive or Envy Bonus."),
                PayoutLimitPolicy::Optional => "The licensee may set a maximum payable per round or per hand; no figure is given.".into(),
                PayoutLimitPolicy::None => "No payout limit is stated.".into(),
            },
            self.payout_limit.citation,
        ));
        sections.push(RuleSection {
            title: "Wagers and paytables",
            statements: wagers,
        });

        sections.push(RuleSection {
            title: "Folding",
            statements: vec![
                s("Flush Bonus after a fold", yes_no(self.flush_bonus_live_on_fold.value, "Still in action.", "Lost with the fold."), self.flush_bonus_live_on_fold.citation),
                s("Straight Flush Bonus after a fold", yes_no(self.sfb_live_on_fold.value, "Still in action.", "Lost with the fold."), self.sfb_live_on_fold.citation),
                s("Progressive after a fold", yes_no(self.progressive_live_on_fold.value, "Still eligible.", "Not eligible: only a player who raises remains eligible."), self.progressive_live_on_fold.citation),
                s("When folded side wagers are settled", match self.folded_side_settlement.value {
                    FoldedSideSettlement::InSettlementPass => "In the counterclockwise settlement pass, at the player's seat, side wagers only.".into(),
                    FoldedSideSettlement::AtFold => "At the time of the fold: the player turns the winning cards face up and the dealer pays.".into(),
                }, self.folded_side_settlement.citation),
            ],
        });

        let methods: Vec<String> = self
            .dealing_methods
            .value
            .iter()
            .map(|&m| {
                format!(
                    "{}: {}",
                    method_name(m),
                    self.deal_pattern(m).value.describe()
                )
            })
            .collect();
        let cut = self.cut.value;
        sections.push(RuleSection {
            title: "Cards, shuffle and deal",
            statements: vec![
                s("Deck", format!("One 52-card deck{}.", match self.cover_cards.value { 0 => String::new(), 1 => " and one cover card".into(), n => format!(" and {n} cover cards") }), self.cover_cards.citation),
                s("Two decks", yes_no(self.two_deck_option.value, "Allowed only with an automated shuffler; the decks alternate every round.", "Not allowed: a single deck."), self.two_deck_option.citation),
                s("Deck change", match self.deck_change.value { Some(d) => format!("At least every {} hours when dealt by hand, every {} hours from a shoe.", d.hand_dealt_hours, d.shoe_dealt_hours), None => "Not stated.".into() }, self.deck_change.citation),
                s("Cut", match (cut.style, cut.min_depth) {
                    (CutStyle::CoverCardInserted, Some(n)) => format!("After a hand shuffle: the cover card goes in at least {n} cards from the top; the cards above it and the cover card go to the bottom. No cut after an automated shuffle."),
                    (CutStyle::OneHandOntoCoverCard, Some(n)) => format!("After a hand shuffle: a one-handed cut of at least {n} cards onto the cover card, the rest on top, the cover card to the discard rack. No cut after an automated shuffle."),
                    _ => "The cards are dealt after the shuffle and cut; no method or depth is given.".into(),
                }, self.cut.citation),
                s("Dealing methods", methods.join(". ") + ".", self.dealing_methods.citation),
                s("Dealer's cards", yes_no(self.dealer_cards_covered.value, "Dealt face down under a cover card.", "Dealt face down."), self.dealer_cards_covered.citation),
                s("No more bets", yes_no(self.no_more_bets_announced.value, "Announced before any card is dealt; the Progressive is then locked out and its chips collected and counted.", "No announcement is required; the dealer presses the progressive button once all wagers are placed."), self.no_more_bets_announced.citation),
                s("Stub count", match self.stub_count_every_rounds.value { Some(n) => format!("Unless a card-counting shuffler is used, count the stub face down at least once every {n} rounds: 52 − 7 × (players + 1) cards."), None => "Not stated.".into() }, self.stub_count_every_rounds.citation),
            ],
        });

        let order: Vec<&str> = self
            .settlement_order
            .value
            .iter()
            .map(|w| w.name())
            .collect();
        sections.push(RuleSection {
            title: "Completing the round",
            statements: vec![
                s("Decisions", format!("Each player raises or folds, {}.", self.decision_order.value), self.decision_order.citation),
                s("Settlement order", format!("Counterclockwise from the player farthest to the dealer's right; per player: {}.", order.join(", ")), self.settlement_order.citation),
                s("Progressive awards", match self.progressive_timing.value {
                    ProgressiveTiming::InPlayerTurn => "Paid at the player's turn, from the meter as it stands then.".into(),
                    ProgressiveTiming::EndOfRound => "Paid at the completion of the round, counterclockwise.".into(),
                }, self.progressive_timing.citation),
                s("Adjacent boxes", match self.adjacent_boxes.value {
                    AdjacentBoxes::OperatorSets => "The operator's Rules Submission sets how many adjacent boxes one player may use.".into(),
                    AdjacentBoxes::UpTo(n) => format!("Two or, at most, {n} adjacent positions at the licensee's discretion."),
                    AdjacentBoxes::NotStated => "Not stated.".into(),
                }, self.adjacent_boxes.citation),
            ],
        });

        sections.push(RuleSection {
            title: "Irregularities",
            statements: Irregularity::ALL
                .iter()
                .map(|&i| {
                    let remedy = self.remedy(i);
                    let mut text = super::table::remedy_words(remedy.value);
                    if let Some(first) = text.get(..1) {
                        text = first.to_uppercase() + &text[1..];
                    }
                    s(
                        "If",
                        format!("{}: {}.", capitalise(i.describe()), text),
                        remedy.citation,
                    )
                })
                .collect(),
        });
        let _ = DealingMethod::ALL;
        sections
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jurisdiction::Jurisdiction;

    #[test]
    fn every_statement_has_a_citation_and_text() {
        for j in Jurisdiction::ALL {
            let summary = HcfRules::of(j).summary();
            assert!(summary.len() >= 5);
            for section in &summary {
                for statement in &section.statements {
                    assert!(!statement.text.is_empty());
                    assert!(
                        !statement.citation.as_str().is_empty(),
                        "{j:?} {}",
                        statement.topic
                    );
                }
            }
        }
    }

    #[test]
    fn summaries_reflect_the_switches() {
        let text = |j| {
            HcfRules::of(j)
                .summary()
                .iter()
                .flat_map(|s| s.statements.iter().map(|x| x.text.clone()))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert!(text(Jurisdiction::Maryland).contains("ace high only"));
        assert!(text(Jurisdiction::Massachusetts).contains("Fixed at $1."));
        assert!(text(Jurisdiction::SouthDakota)
            .contains("Raise, Ante, Flush Bonus, Straight Flush Bonus"));
        assert!(text(Jurisdiction::Maryland).contains("Envy Bonus"));
        assert!(!text(Jurisdiction::SouthDakota).contains("Envy Bonus receives"));
    }
}
