//! Maryland Jackpot Hold 'Em's rules as readable statements with their citations, built from
//! [`JheRules`] and the paytables (never hand-copied text).

use super::paytables::{all_paytables, meter_minimum};
use super::rules::{JheRules, JheWager};
use crate::citation::Citation;
use crate::paytable::PaytableHand;
use crate::rule_summary::{RuleSection, RuleStatement};
use crate::table::Irregularity;
use crate::table::Phase;

fn s(topic: &'static str, text: String, citation: Citation) -> RuleStatement {
    RuleStatement {
        topic,
        text,
        citation,
        not_stated: false,
    }
}

impl JheRules {
    /// The rules in sections, in the order a newcomer needs them.
    pub fn summary(&self) -> Vec<RuleSection> {
        let points = self.decision_points;
        let mut sections = vec![
            RuleSection {
                title: "The hand and the dealer",
                statements: vec![
                    s("Cards", "Each player and the dealer receive two cards; five community cards are shared. Every hand is the best five-card poker hand of the holder's two cards and the five community cards.".into(), Citation::new("001 Ch.8 D(2)–(3); Ch.11 H(2), I(2)(b)")),
                    s("Ranking", "Standard poker ranking from royal flush down; the ace is low only in A-2-3-4-5; suits are equal; ties by the standard comparison of the best five cards.".into(), Citation::new("001 Ch.6 A–E (AMB-77)")),
                    s("Dealer qualifies", format!("With {}.", self.qualifier.value), self.qualifier.citation),
                ],
            },
            RuleSection {
                title: "Decisions",
                statements: points
                    .iter()
                    .enumerate()
                    .map(|(i, p)| {
                        s(
                            ["Decision 1", "Decision 2", "Decision 3"][i],
                            format!(
                                "With {} community card{} face up: a Play of {}× the Ante, or {}.",
                                p.community_shown,
                                if p.community_shown == 1 { "" } else { "s" },
                                p.multiple,
                                p.otherwise
                            ),
                            p.choice,
                        )
                    })
                    .chain([s(
                        "Order",
                        format!("Players decide {}.", self.decision_order),
                        self.table.decision_order,
                    ),
                    s("A fold", "The dealer collects the Ante and X-tra Bonus; the cards stay face down while a Player Bonus or Progressive is live.".into(), self.folded_cards_kept.citation)])
                    .collect(),
            },
            RuleSection {
                title: "Wagers",
                statements: vec![
                    s("Ante and X-tra Bonus", "Both required, in equal amounts, before any card is dealt.".into(), self.xtra_equals_ante.citation),
                    s("Player Bonus", "Optional, before \"no more bets\"; pays on the player's hand whatever the dealer holds.".into(), Citation::new("001 Ch.7 F(2) (AMB-64, AMB-65)")),
                    s("Progressive", "Optional where offered, after the Ante and X-tra Bonus, on the progressive device; judged on the two hole cards and the first three community cards.".into(), Citation::new("001 Ch.7 F(3)(a) (AMB-68, AMB-75)")),
                    s("After \"no more bets\"", "No wager is made, increased or withdrawn except the Play Wager.".into(), self.table.wagering.no_changes),
                    s("Adjacent boxes", format!("How many one player may use is {}.", self.adjacent_boxes), self.table.adjacent_boxes),
                ],
            },
            RuleSection {
                title: "Settlement",
                statements: vec![
                    s("Order", "Counterclockwise from the player farthest to the dealer's right; folded players' Player Bonus and Progressive in the same pass.".into(), self.table.citations.settlement_order),
                    s("Dealer below a pair", "The Ante is returned; the X-tra Bonus and Play are still compared with the dealer's hand.".into(), self.round.ante_returned),
                    s("Player higher", "Ante and Play paid 1 to 1; the X-tra Bonus paid from its paytable (a push below a straight).".into(), self.round.player_higher),
                    s("Player lower", "Ante (when the dealer qualifies), X-tra Bonus and Play lose.".into(), self.round.player_lower),
                    s("Tie", "Ante, X-tra Bonus and Play are returned.".into(), self.round.tie),
                    s("Payout limit", format!("The operator may set one: at least {} or the most one player can win at the minimum wagers, whichever is greater; it never applies to the Progressive.", self.payout_limit_floor.value), self.payout_limit_floor.citation),
                ],
            },
        ];
        let mut tables = Vec::new();
        for table in all_paytables() {
            let lines: Vec<String> = table
                .lines
                .iter()
                .map(|l| format!("{}: {}", l.hand.name(), l.pay))
                .collect();
            let mut text = lines.join("; ");
            if table.wager == JheWager::Progressive {
                let minimums: Vec<String> = table
                    .meters()
                    .into_iter()
                    .filter_map(|m| {
                        Some(format!(
                            "{} {}",
                            m.name(),
                            meter_minimum(&table.label, m)?.0
                        ))
                    })
                    .collect();
                text.push_str(&format!(
                    ". Minimum initial and reset amounts: {}",
                    minimums.join(", ")
                ));
            }
            tables.push(s(
                match table.wager {
                    JheWager::XtraBonus => "X-tra Bonus",
                    JheWager::PlayerBonus => "Player Bonus",
                    _ => "Progressive",
                },
                format!("Paytable {}: {text}.", table.label),
                table.citation().unwrap_or(Citation::new("001 Ch.12")),
            ));
        }
        sections.push(RuleSection {
            title: "Paytables",
            statements: tables,
        });
        sections.push(RuleSection {
            title: "Irregularities",
            statements: Irregularity::ALL
                .iter()
                .map(|&i| {
                    let phase = if matches!(
                        i,
                        Irregularity::OneCardFaceUp
                            | Irregularity::CardDrawnInError
                            | Irregularity::ShoeJam
                    ) {
                        Phase::Dealing
                    } else {
                        Phase::Decisions
                    };
                    let remedy = self.remedy(i, phase);
                    RuleStatement {
                        topic: "If",
                        text: format!(
                            "{}: {}.",
                            super::table::describe_irregularity(i),
                            super::table::remedy_words(remedy.value)
                        ),
                        citation: remedy.citation,
                        not_stated: false,
                    }
                })
                .collect(),
        });
        sections
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_statement_cites_the_jackpot_hold_em_document() {
        let summary = JheRules::maryland().summary();
        assert!(summary.len() >= 5);
        for section in &summary {
            for st in &section.statements {
                assert!(
                    st.citation.as_str().starts_with("001"),
                    "{}: {}",
                    st.topic,
                    st.citation
                );
            }
        }
        let decisions = &summary[1].statements;
        assert!(decisions[0]
            .text
            .contains("1 community card face up: a Play of 3×"));
    }
}
