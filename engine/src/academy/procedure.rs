//! Question templates on table procedure every game shares (positions, the layout, decks,
//! opening the table, "no more bets", who acts first, the stub count, the cut, the payout limit,
//! irregularities), written once and read from each game's rule data through
//! [`ProcedureSource`]. A game lists them in its own template list
//! (`generate: procedure::stub_count::<ThatGame>`) under its own ids, so a question id still
//! names one rule set; where a game words a question its own way, the wording is its data
//! ([`Topic`]), not a template of its own.

use super::{choice, shuffled_order, shuffled_partial_order, Answer, Kind, QuestionBody};
use crate::citation::{Citation, Ruled};
use crate::deck::DealRng;
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
use crate::random::Draw;
use crate::table::procedure::ProcedureStep;
use crate::table::CutRule;
use crate::text::{capitalise, in_words, lower_first};

/// The table procedure a rule set states, as the shared templates ask about it.
pub struct ProcedureFacts {
    /// Cards each player and the dealer receive.
    pub hand_size: u8,
    /// Community cards dealt.
    pub community: u8,
    pub stub_count_every_rounds: Ruled<Option<u8>>,
    pub cut: Ruled<CutRule>,
    /// Whether a cut follows an automated shuffler, and a hand shuffle (manual shoe).
    pub cut_after_machine: Ruled<bool>,
    pub cut_after_hand_shuffle: Ruled<bool>,
    /// The shuffler whose use spares the stub count, in the words of the rule (or of its
    /// adopted reading), and what the explanation says about it.
    pub stub_exemption: StubExemption,
}

/// Which shuffler spares the dealer the stub count, as a question says it.
#[derive(Clone, Copy)]
pub struct StubExemption {
    /// "a shuffler that counts the cards", "an automated card shuffling device described in
    /// Chapter 5".
    pub device: &'static str,
    /// Said after the count's rule: the exemption, labelled where an adopted reading narrows it.
    pub note: &'static str,
}

/// A game whose rule data answers the shared procedure questions.
pub trait ProcedureSource {
    fn procedure_facts(jurisdiction: Jurisdiction) -> ProcedureFacts;
    /// How many player positions, and what each position and the dealer's side hold.
    fn positions(jurisdiction: Jurisdiction) -> Option<Topic>;
    /// What the layout (or a sign beside it) must say.
    fn layout_inscription(jurisdiction: Jurisdiction) -> Option<Topic>;
    /// The steps of opening the table, in order.
    fn opening_order(jurisdiction: Jurisdiction) -> Option<Topic>;
    /// When betting closes, and what follows before the first card.
    fn no_more_bets(jurisdiction: Jurisdiction) -> Option<Topic>;
    /// The cards a table uses and how often they are changed.
    fn decks(jurisdiction: Jurisdiction) -> Option<Topic>;
    /// An irregularity and its remedy (the game draws which, from the ones its rules state).
    fn irregularity(rng: &mut DealRng, jurisdiction: Jurisdiction) -> Option<Irregular>;
    /// The payout limit: what it covers or its lowest amount at drawn table minimums.
    fn payout_limit(rng: &mut DealRng, jurisdiction: Jurisdiction) -> Option<Asked>;
    /// Who is dealt or asked first (or next) among drawn occupied seats.
    fn decision_order(rng: &mut DealRng, jurisdiction: Jurisdiction) -> Option<Asked>;
}

/// An irregularity question as a game draws it: a question of its own, or a case to ask.
pub enum Irregular {
    Asked(Asked),
    Case(IrregularityCase),
}

/// An irregularity to ask about: what happened, the remedy the rules give, and the other
/// remedies (in the game's one remedy wording, `Game::describe_remedy`) as wrong answers.
pub struct IrregularityCase {
    /// Who the prompt is about: "Maryland", "Jackpot Hold 'Em".
    pub label: String,
    /// What happened, as the prompt says it.
    pub situation: String,
    /// The remedy, lower case (capitalised when asked).
    pub correct: String,
    /// Other remedies, sorted and without the correct one: three are drawn as wrong answers.
    pub others: Vec<String>,
    /// Why a wrong answer is wrong, where a question says (keyed by the lower-case remedy).
    pub notes: Vec<(&'static str, &'static str)>,
    pub explanation: String,
    pub citation: Citation,
}

/// The cards and deck changes.
pub fn decks<S: ProcedureSource>(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    Some(S::decks(j)?.ask(rng))
}

/// The payout limit.
pub fn payout_limit<S: ProcedureSource>(
    rng: &mut DealRng,
    j: Jurisdiction,
) -> Option<QuestionBody> {
    Some(S::payout_limit(rng, j)?.ask(rng))
}

/// Who is dealt or asked first, or next.
pub fn decision_order<S: ProcedureSource>(
    rng: &mut DealRng,
    j: Jurisdiction,
) -> Option<QuestionBody> {
    Some(S::decision_order(rng, j)?.ask(rng))
}

/// "Spot the irregularity, choose the remedy".
pub fn irregularity<S: ProcedureSource>(
    rng: &mut DealRng,
    j: Jurisdiction,
) -> Option<QuestionBody> {
    let case = match S::irregularity(rng, j)? {
        Irregular::Asked(asked) => return Some(asked.ask(rng)),
        Irregular::Case(case) => case,
    };
    let mut others = case.others;
    let mut wrong = Vec::new();
    while wrong.len() < 3 && !others.is_empty() {
        let text = others.remove(rng.below(others.len()));
        let note = case
            .notes
            .iter()
            .find(|(remedy, _)| *remedy == text)
            .map_or("", |(_, note)| note);
        wrong.push((capitalise(&text), note.to_string()));
    }
    Some(choice(
        rng,
        format!(
            "{}: {}. What does the dealer do?",
            case.label, case.situation
        ),
        capitalise(&case.correct),
        wrong,
        case.explanation,
        case.citation,
    ))
}

/// A choice question a game writes out in full: a point of its rules no data computes.
pub struct Fixed {
    pub prompt: &'static str,
    pub correct: &'static str,
    /// Wrong answers, each with why it is wrong (or "").
    pub wrong: &'static [(&'static str, &'static str)],
    pub explanation: &'static str,
    pub citation: &'static str,
}

/// Asks a written-out question, its options shuffled.
pub fn ask(rng: &mut DealRng, f: &Fixed) -> QuestionBody {
    choice(
        rng,
        f.prompt.into(),
        f.correct.into(),
        f.wrong
            .iter()
            .map(|(w, note)| (w.to_string(), note.to_string()))
            .collect(),
        f.explanation.into(),
        Citation::new(f.citation),
    )
}

/// One of `fixed` or of `computed` more questions built from the rule data: the fixed question,
/// or `Err(k)` for the `k`-th computed one.
pub fn pick(rng: &mut DealRng, fixed: &[Fixed], computed: usize) -> Result<QuestionBody, usize> {
    let k = rng.below(fixed.len() + computed);
    match fixed.get(k) {
        Some(f) => Ok(ask(rng, f)),
        None => Err(k - fixed.len()),
    }
}

/// A question built from a rule set's data, in its game's words.
pub enum Asked {
    /// Pick one option.
    Choice {
        prompt: String,
        correct: String,
        /// Wrong answers, each with why it is wrong (or "").
        wrong: Vec<(String, String)>,
        explanation: String,
        citation: Citation,
    },
    /// Type an amount of money.
    Amount {
        prompt: String,
        amount: Cents,
        explanation: String,
        citation: Citation,
    },
    /// Put steps in order; the explanation is the steps in order, then `then`.
    Order {
        prompt: String,
        steps: Vec<String>,
        then: String,
        citation: Citation,
    },
}

impl Asked {
    fn ask(self, rng: &mut DealRng) -> QuestionBody {
        match self {
            Asked::Choice {
                prompt,
                correct,
                wrong,
                explanation,
                citation,
            } => choice(rng, prompt, correct, wrong, explanation, citation),
            Asked::Amount {
                prompt,
                amount,
                explanation,
                citation,
            } => QuestionBody {
                prompt,
                hands: Vec::new(),
                kind: Kind::Amount,
                correct: Answer::Amount(amount),
                explanation,
                citation,
                option_notes: Vec::new(),
                tables: Vec::new(),
            },
            Asked::Order {
                prompt,
                steps,
                then,
                citation,
            } => {
                let (shown, correct) = shuffled_order(rng, steps.clone());
                QuestionBody {
                    prompt,
                    hands: Vec::new(),
                    kind: Kind::Order {
                        items: shown,
                        unordered: Vec::new(),
                    },
                    correct,
                    explanation: format!("{}{then}", steps.join(" → ")),
                    citation,
                    option_notes: Vec::new(),
                    tables: Vec::new(),
                }
            }
        }
    }
}

/// One procedure topic as a rule set asks it: questions its game writes out in full (one of
/// them, or the computed one, is drawn), and one built from its rule data.
pub struct Topic {
    pub fixed: &'static [Fixed],
    pub computed: Asked,
}

impl Topic {
    /// Only the question built from the rule data.
    pub fn computed(asked: Asked) -> Topic {
        Topic {
            fixed: &[],
            computed: asked,
        }
    }

    /// Draws one of the topic's questions (with nothing written out, no draw: the computed one).
    fn ask(self, rng: &mut DealRng) -> QuestionBody {
        if self.fixed.is_empty() {
            return self.computed.ask(rng);
        }
        pick(rng, self.fixed, 1).unwrap_or_else(|_| self.computed.ask(rng))
    }
}

/// Player positions, betting areas and equipment.
pub fn positions<S: ProcedureSource>(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    Some(S::positions(j)?.ask(rng))
}

/// What the layout must say.
pub fn layout_inscription<S: ProcedureSource>(
    rng: &mut DealRng,
    j: Jurisdiction,
) -> Option<QuestionBody> {
    Some(S::layout_inscription(j)?.ask(rng))
}

/// The steps of opening the table.
pub fn opening_order<S: ProcedureSource>(
    rng: &mut DealRng,
    j: Jurisdiction,
) -> Option<QuestionBody> {
    Some(S::opening_order(j)?.ask(rng))
}

/// "No more bets" and what follows it.
pub fn no_more_bets<S: ProcedureSource>(
    rng: &mut DealRng,
    j: Jurisdiction,
) -> Option<QuestionBody> {
    Some(S::no_more_bets(j)?.ask(rng))
}

/// How many cards the stub holds after a deal, and when it must be counted.
pub fn stub_count<S: ProcedureSource>(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let facts = S::procedure_facts(j);
    let every = facts.stub_count_every_rounds.value?;
    let citation = facts.stub_count_every_rounds.citation;
    let players = rng.in_range(1, 7);
    if rng.chance(0.5) {
        let hand = facts.hand_size as usize;
        let community = facts.community as usize;
        let stub = 52 - hand * (players + 1) - community;
        // Forgetting the dealer's hand, counting one hand too many, two hands too few, one card
        // off: three distinct wrong counts for every number of players.
        let mut wrong: Vec<(String, String)> = Vec::new();
        for n in [
            Some(stub + hand),
            stub.checked_sub(hand),
            Some(stub + 2 * hand),
            Some(stub + 1),
        ]
        .into_iter()
        .flatten()
        {
            if wrong.len() < 3
                && n != stub
                && !wrong.iter().any(|(w, _)| *w == format!("{n} cards"))
            {
                wrong.push((format!("{n} cards"), String::new()));
            }
        }
        let players_text = if players == 1 {
            "1 player and the dealer have".to_string()
        } else {
            format!("{players} players and the dealer have")
        };
        let (dealt, less_community) = if community == 0 {
            (String::new(), String::new())
        } else {
            (
                format!(
                    ", and {} community cards were dealt",
                    in_words(facts.community)
                ),
                format!(" − {community} community cards"),
            )
        };
        let who = if players == 1 {
            "1 player".to_string()
        } else {
            format!("{players} players")
        };
        // The count asks what the deal left, not which shuffler spares it: no reading.
        let plain = citation.as_str().split(" (AMB").next().unwrap_or_default();
        let citation = Citation::new(plain);
        return Some(choice(
            rng,
            format!(
                "{players_text} each received {} cards from one deck{dealt}. How many cards should the stub hold when it is counted?",
                in_words(facts.hand_size)
            ),
            format!("{stub} cards"),
            wrong,
            format!("52 − {hand} × ({who} + the dealer){less_community} = {stub}. If the count is wrong, the dealer checks for a misdeal."),
            citation,
        ));
    }
    let exemption = facts.stub_exemption;
    Some(choice(
        rng,
        format!(
            "Without {}, how often must the {} dealer count the stub?",
            exemption.device,
            j.name()
        ),
        format!("At least once every {every} rounds"),
        vec![("After every round".into(), String::new()), ("At least once every 10 rounds".into(), String::new()), ("Only when the shift changes".into(), String::new())],
        format!("At least once every {every} rounds, face down on the layout; a wrong count triggers the misdeal rules. {}", exemption.note).trim_end().to_string(),
        citation,
    ))
}

/// How deep the cut goes.
pub fn cut_depth<S: ProcedureSource>(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let facts = S::procedure_facts(j);
    let depth = facts.cut.value.min_depth?;
    Some(choice(
        rng,
        format!("After a hand shuffle in {}, how many cards must the cut take at least?", j.name()),
        format!("At least {depth} cards"),
        vec![("At least 5 cards".into(), String::new()), ("At least 20 cards".into(), String::new()), ("Any number".into(), String::new())],
        match facts.cut.value.style {
            crate::table::CutStyle::CoverCardInserted => format!("The cover card goes in at least {depth} cards from the top; the cards above it and the cover card go to the bottom."),
            _ => format!("A one-handed cut of at least {depth} cards onto the cover card; the rest goes on top and the cover card to the discard rack."),
        },
        facts.cut.citation,
    ))
}

/// When a cut is made (after a hand shuffle, never after an automated shuffler).
pub fn cut_when<S: ProcedureSource>(rng: &mut DealRng, j: Jurisdiction) -> Option<QuestionBody> {
    let facts = S::procedure_facts(j);
    facts.cut.value.min_depth?;
    let machine = facts.cut_after_machine;
    let hand = facts.cut_after_hand_shuffle;
    // Only where the rules cut after a hand shuffle and not after a machine.
    if machine.value || !hand.value {
        return None;
    }
    let citation: Citation = hand.citation;
    Some(choice(
        rng,
        format!("In {}, when is the deck cut?", j.name()),
        "After a hand shuffle (or pre-shuffled cards), never after an automated shuffler".into(),
        vec![
            (
                "Before every round, whatever the shuffle".into(),
                String::new(),
            ),
            ("Only after an automated shuffler".into(), String::new()),
        ],
        format!(
            "Automated shuffler: no cut ({}). Hand shuffle: cut ({}).",
            machine.citation, hand.citation
        ),
        citation,
    ))
}

/// Four consecutive steps of a round (from its first or second half) to put in order.
pub(crate) fn window(
    rng: &mut DealRng,
    procedure: &[ProcedureStep],
    round: &str,
    first_half: bool,
    adopted: &[(u16, &str)],
) -> Option<QuestionBody> {
    // Techniques (how each card is taken) and conditional steps (if a card is exposed …) have
    // no place in a sequence, so they are not asked.
    let steps: Vec<_> = procedure.iter().filter(|s| s.in_sequence).collect();
    let half = steps.len() / 2;
    let (lo, hi) = if first_half {
        (0, half)
    } else {
        (half.saturating_sub(1), steps.len())
    };
    let len = 4.min(hi - lo);
    let start = lo + rng.below(hi - lo - len + 1);
    let window = &steps[start..start + len];
    // Pairs the rules put in no order (the same partial order dealer mode accepts).
    let unordered: Vec<(usize, usize)> = crate::table::procedure::unordered_pairs(&steps)
        .into_iter()
        .filter(|&(a, b)| a >= start && b >= start && a < start + len && b < start + len)
        .map(|(a, b)| (a - start, b - start))
        .collect();
    let ((shown, correct), unordered_shown) = shuffled_partial_order(
        rng,
        window.iter().map(|s| s.text.to_string()).collect(),
        &unordered,
    );
    // "… and … may go in either order": the two runs the rules put in no order, each in its own.
    let side = |pick: fn(&(usize, usize)) -> usize| {
        let mut at: Vec<usize> = unordered.iter().map(pick).collect();
        at.sort_unstable();
        at.dedup();
        at.iter()
            .map(|&i| format!("\"{}\"", lower_first(window[i].text)))
            .collect::<Vec<_>>()
            .join(" then ")
    };
    let either = if unordered.is_empty() {
        String::new()
    } else {
        format!(
            ". The rules put no order between {} and {}: either may come first.",
            side(|p| p.0),
            side(|p| p.1)
        )
    };
    let citations: Vec<&str> = window.iter().map(|s| s.citation.as_str()).collect();
    // Each adopted reading a step rests on, said in words once.
    let mut ambs: Vec<u16> = window
        .iter()
        .flat_map(|s| s.citation.ambiguities())
        .collect();
    ambs.sort_unstable();
    ambs.dedup();
    let notes: String = ambs
        .iter()
        .map(|n| {
            let what = adopted
                .iter()
                .find(|(m, _)| m == n)
                .map_or("the text is silent or unclear here", |(_, w)| w);
            format!(" (Adopted interpretation, AMB-{n}: {what}.)")
        })
        .collect();
    Some(QuestionBody {
        prompt: format!("Put these steps of a {round} in the order the dealer performs them."),
        hands: Vec::new(),
        kind: Kind::Order {
            items: shown,
            unordered: unordered_shown,
        },
        correct,
        explanation: window
            .iter()
            .map(|s| format!("{} ({})", s.text, s.citation))
            .collect::<Vec<_>>()
            .join(" → ")
            + &either
            + &notes,
        citation: Citation::new(leak(citations.join("; "))),
        option_notes: Vec::new(),
        tables: Vec::new(),
    })
}

/// Citations are `&'static str` (a `Copy` type the whole engine passes by value); a joined one is
/// made static once. Only joined citations come here (a bounded set: the procedure windows and
/// the templates' citation pairs); a text is parsed for its AMBs with `ambiguities_in`, unleaked.
pub(crate) fn leak(text: String) -> &'static str {
    use std::collections::HashSet;
    use std::sync::Mutex;
    static INTERNED: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);
    let mut guard = INTERNED.lock().unwrap_or_else(|e| e.into_inner());
    let set = guard.get_or_insert_with(HashSet::new);
    if let Some(&existing) = set.get(text.as_str()) {
        return existing;
    }
    let leaked: &'static str = Box::leak(text.into_boxed_str());
    set.insert(leaked);
    leaked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::seeded_rng;
    use crate::table::CutStyle;

    /// Two hole cards each and five community cards, as Jackpot Hold 'Em deals (B8).
    struct TwoHoleCards;

    impl ProcedureSource for TwoHoleCards {
        fn procedure_facts(_: Jurisdiction) -> ProcedureFacts {
            ProcedureFacts {
                hand_size: 2,
                community: 5,
                stub_count_every_rounds: Ruled::new(Some(5), "001 Ch.8 E"),
                cut: Ruled::new(
                    CutRule {
                        style: CutStyle::CoverCardInserted,
                        min_depth: Some(10),
                    },
                    "001 Ch.5 F",
                ),
                cut_after_machine: Ruled::new(false, "001 Ch.5 D(1)"),
                cut_after_hand_shuffle: Ruled::new(true, "001 Ch.5 D(2)"),
                stub_exemption: StubExemption {
                    device: "an automated card shuffling device described in Chapter 5",
                    note: "",
                },
            }
        }
        fn positions(_: Jurisdiction) -> Option<Topic> {
            None
        }
        fn layout_inscription(_: Jurisdiction) -> Option<Topic> {
            None
        }
        fn opening_order(_: Jurisdiction) -> Option<Topic> {
            None
        }
        fn no_more_bets(_: Jurisdiction) -> Option<Topic> {
            None
        }
        fn decks(_: Jurisdiction) -> Option<Topic> {
            None
        }
        fn irregularity(_: &mut DealRng, _: Jurisdiction) -> Option<Irregular> {
            None
        }
        fn payout_limit(_: &mut DealRng, _: Jurisdiction) -> Option<Asked> {
            None
        }
        fn decision_order(_: &mut DealRng, _: Jurisdiction) -> Option<Asked> {
            None
        }
    }

    #[test]
    fn the_stub_holds_what_the_deal_left_community_cards_included() {
        let mut asked = 0;
        for seed in 0..40 {
            let q =
                stub_count::<TwoHoleCards>(&mut seeded_rng(seed), Jurisdiction::Maryland).unwrap();
            let Some(players) = q
                .prompt
                .split(' ')
                .next()
                .and_then(|n| n.parse::<usize>().ok())
            else {
                continue; // the "how often" form
            };
            asked += 1;
            let stub = 52 - 2 * (players + 1) - 5;
            let (Answer::Choice(i), crate::academy::Kind::Choice { options }) =
                (&q.correct, &q.kind)
            else {
                panic!("a choice question");
            };
            assert_eq!(options[*i], format!("{stub} cards"), "{}", q.prompt);
            assert!(q.prompt.contains("two cards") && q.prompt.contains("five community cards"));
            assert!(q
                .explanation
                .contains(&format!("− 5 community cards = {stub}")));
        }
        assert!(asked > 5);
    }
}
