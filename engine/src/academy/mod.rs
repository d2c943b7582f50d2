//! The dealer academy's questions: generated from templates and the engine, reproducible from a
//! seed, each with its explanation and the rule it follows. Game-agnostic types here; each game's
//! templates, modules and exam salt are one [`GameAcademy`] entry in [`GAMES`] ([`hcf`], [`jhe`]),
//! and the procedure questions every game shares are in [`procedure`].

pub mod hcf;
pub mod jhe;
pub mod procedure;

use crate::cards::Card;
use crate::citation::Citation;
use crate::deck::{seeded_rng, DealRng};
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
use crate::random::Draw;
use crate::rule_set::{GameId, RuleSet};
pub(crate) use crate::text::{capitalise, lower_first};
use serde::{Deserialize, Serialize};

/// The academy's modules, following the rules' chapters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Module {
    TableAndLayout,
    CardsAndDecks,
    OpeningTheTable,
    ShuffleAndCut,
    HandRankings,
    Wagers,
    Dealing,
    CompletingTheRound,
    Payouts,
    ProgressiveAndEnvy,
    Irregularities,
    Differences,
    /// Jackpot Hold 'Em's three decision points (001 Ch.11 B–G).
    DecisionPoints,
    /// Jackpot Hold 'Em's settlement of the Ante, X-tra Bonus and Play (RULES.md B11.1).
    SettlementMatrix,
}

impl Module {
    /// High Card Flush's modules (its academy's list, [`hcf::MODULES`]; golden papers pass it).
    pub const ALL: [Module; 12] = hcf::MODULES;

    /// Jackpot Hold 'Em's modules (its academy's list, [`jhe::MODULES`]).
    pub const JHE: [Module; 14] = jhe::MODULES;

    /// A game's modules, from its academy entry (none for a game without one).
    pub fn of_game(game: GameId) -> &'static [Module] {
        academy_of(game).map_or(&[], |a| a.modules)
    }

    /// The module's name as a game's academy shows it: the game's own title where it has one
    /// (Jackpot Hold 'Em has meters, not an Envy Bonus), else the common name.
    pub fn title(self, game: GameId) -> &'static str {
        academy_of(game)
            .and_then(|a| a.titles.iter().find(|(m, _)| *m == self))
            .map_or_else(|| self.name(), |(_, title)| title)
    }

    pub fn name(self) -> &'static str {
        match self {
            Module::TableAndLayout => "Table and layout",
            Module::CardsAndDecks => "Cards and decks",
            Module::OpeningTheTable => "Opening the table",
            Module::ShuffleAndCut => "Shuffle and cut",
            Module::HandRankings => "Hand rankings",
            Module::Wagers => "Wagers",
            Module::Dealing => "Dealing procedures",
            Module::CompletingTheRound => "Completing the round",
            Module::Payouts => "Payouts and payout limits",
            Module::ProgressiveAndEnvy => "Progressive and Envy Bonus",
            Module::Irregularities => "Irregularities",
            Module::Differences => "Jurisdiction differences",
            Module::DecisionPoints => "The three decision points",
            Module::SettlementMatrix => "The settlement matrix",
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Module::TableAndLayout => "layout",
            Module::CardsAndDecks => "decks",
            Module::OpeningTheTable => "opening",
            Module::ShuffleAndCut => "shuffle",
            Module::HandRankings => "rankings",
            Module::Wagers => "wagers",
            Module::Dealing => "dealing",
            Module::CompletingTheRound => "round",
            Module::Payouts => "payouts",
            Module::ProgressiveAndEnvy => "progressive",
            Module::Irregularities => "irregularities",
            Module::Differences => "differences",
            Module::DecisionPoints => "decisions",
            Module::SettlementMatrix => "matrix",
        }
    }

    /// The module a code names, in any game's academy.
    pub fn from_code(code: &str) -> Option<Module> {
        GAMES
            .iter()
            .flat_map(|a| a.modules.iter().copied())
            .find(|m| m.code() == code)
    }
}

/// How a question is answered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Kind {
    /// Pick one option.
    Choice { options: Vec<String> },
    /// Type an amount of money.
    Amount,
    /// Put the items (shown in this order) into the right order. `unordered`: pairs of shown
    /// items the rules put in no order against each other (either order of a pair is right).
    Order {
        items: Vec<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        unordered: Vec<(usize, usize)>,
    },
}

/// An answer, as given or as marked correct.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// Index of the option.
    Choice(usize),
    Amount(Cents),
    /// Indices of the shown items, in the order the answer puts them.
    Order(Vec<usize>),
}

/// A paytable a question names, with its lines, so the student need not know it by heart.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableRef {
    /// e.g. "Flush Bonus N (000/002 Ch.12 B(14))".
    pub title: String,
    /// (hand, what it pays), from the highest hand down.
    pub lines: Vec<(String, String)>,
}

/// One generated question.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Question {
    /// `template:jurisdiction:seed`: regenerates this exact question.
    pub id: String,
    pub template: &'static str,
    pub module: Module,
    pub jurisdiction: Jurisdiction,
    pub prompt: String,
    /// Hands to show, each with a caption.
    pub hands: Vec<(String, Vec<Card>)>,
    pub kind: Kind,
    pub correct: Answer,
    /// Why the marked answer is right.
    pub explanation: String,
    pub citation: Citation,
    /// For choices: why each wrong option is wrong (empty where the explanation says it).
    pub option_notes: Vec<String>,
    /// Paytables the question names, shown beside it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<TableRef>,
    /// The game asked about (its template's; the id names it already).
    #[serde(skip)]
    pub game: GameId,
}

impl Question {
    /// The game and jurisdiction the question is about.
    pub fn rule_set(&self) -> RuleSet {
        RuleSet {
            game: self.game,
            jurisdiction: self.jurisdiction,
        }
    }

    /// Whether an answer is right: the marked one, or for an order, any order that keeps every
    /// pair the rules order (the marked order is one of them).
    pub fn is_correct(&self, answer: &Answer) -> bool {
        match (&self.kind, answer, &self.correct) {
            (Kind::Order { unordered, .. }, Answer::Order(given), Answer::Order(marked))
                if !unordered.is_empty() =>
            {
                order_respects(given, marked, unordered)
            }
            _ => answer == &self.correct,
        }
    }

    /// An answer written out for a result sheet.
    pub fn describe(&self, answer: &Answer) -> String {
        match (&self.kind, answer) {
            (Kind::Choice { options }, Answer::Choice(i)) => options
                .get(*i)
                .cloned()
                .unwrap_or_else(|| "(no answer)".into()),
            (_, Answer::Amount(c)) => c.to_string(),
            (Kind::Order { items, .. }, Answer::Order(order)) => order
                .iter()
                .filter_map(|&i| items.get(i).cloned())
                .collect::<Vec<_>>()
                .join(" → "),
            _ => "(no answer)".into(),
        }
    }

    /// Why a given wrong answer is wrong, where the question says.
    pub fn why_wrong(&self, answer: &Answer) -> Option<String> {
        match answer {
            Answer::Choice(i) => self.option_notes.get(*i).filter(|n| !n.is_empty()).cloned(),
            _ => None,
        }
    }
}

/// A question template.
pub struct Template {
    pub id: &'static str,
    /// The game it asks about.
    pub game: GameId,
    pub module: Module,
    pub title: &'static str,
    /// The adopted interpretations (AMB-n) its answers may rest on. Every question citing one
    /// says so in its explanation ([`generate`] adds the note), and a test checks that a
    /// question cites no AMB its template has not declared.
    pub relies_on: &'static [u16],
    /// `None` when the jurisdiction's text does not cover it (no invented rule is asked).
    pub generate: fn(&mut DealRng, Jurisdiction) -> Option<QuestionBody>,
}

/// What a template produces; [`generate`] stamps it with its identity.
pub struct QuestionBody {
    pub prompt: String,
    pub hands: Vec<(String, Vec<Card>)>,
    pub kind: Kind,
    pub correct: Answer,
    pub explanation: String,
    pub citation: Citation,
    pub option_notes: Vec<String>,
    pub tables: Vec<TableRef>,
}

/// One game's academy: everything the shared code needs to know about it, as data, so a new
/// game adds an entry to [`GAMES`] rather than match arms here.
///
/// Its templates are not in the entry but in [`TEMPLATES`]: reading a game's modules, titles or
/// salt (every academy page does) must not link every game's questions into that page's bundle.
pub struct GameAcademy {
    pub game: GameId,
    /// Its modules, in the order its academy lists them.
    pub modules: &'static [Module],
    /// Modules it names otherwise than [`Module::name`].
    pub titles: &'static [(Module, &'static str)],
    /// Mixed into an exam seed so that two games given the same seed sit different papers
    /// (zero for High Card Flush, whose seeds were handed out before there were two games).
    pub exam_salt: u64,
}

/// Every game's academy.
pub static GAMES: &[&GameAcademy] = &[&hcf::ACADEMY, &jhe::ACADEMY];

/// Every game's templates, in the order of [`GAMES`].
pub static TEMPLATES: &[&[Template]] = &[hcf::TEMPLATES, jhe::TEMPLATES];

/// A game's academy entry.
fn academy_of(game: GameId) -> Option<&'static GameAcademy> {
    GAMES.iter().copied().find(|a| a.game == game)
}

/// A set of templates to draw questions from: every game's ([`Catalogue::ALL`], what the free
/// functions below use), or one game's. A page bundle holds only the catalogue it passes, so one
/// game's academy does not carry the other's questions. Template ids are unique across games,
/// so a question id (template, jurisdiction, seed) names its rule set.
#[derive(Clone, Copy)]
pub struct Catalogue(&'static [&'static [Template]]);

impl Catalogue {
    pub const ALL: Catalogue = Catalogue(TEMPLATES);
    pub const HIGH_CARD_FLUSH: Catalogue = Catalogue(&[hcf::TEMPLATES]);
    pub const JACKPOT_HOLD_EM: Catalogue = Catalogue(&[jhe::TEMPLATES]);

    /// One game's catalogue (empty for a game without an academy). It reads every game's
    /// templates, so a page bundle names its catalogue by its constant instead.
    pub fn of_game(game: GameId) -> Catalogue {
        let at = TEMPLATES
            .iter()
            .position(|t| t.first().is_some_and(|t| t.game == game));
        Catalogue(at.map_or(&[], |i| &TEMPLATES[i..=i]))
    }

    pub fn templates(self) -> impl Iterator<Item = &'static Template> {
        self.0.iter().flat_map(|t| t.iter())
    }

    /// One game's templates.
    pub fn templates_of(self, game: GameId) -> impl Iterator<Item = &'static Template> {
        self.templates().filter(move |t| t.game == game)
    }

    pub fn template(self, id: &str) -> Option<&'static Template> {
        self.templates().find(|t| t.id == id)
    }

    /// Whether the catalogue asks about a game.
    pub fn has(self, game: GameId) -> bool {
        self.templates().any(|t| t.game == game)
    }

    /// Regenerates a question from its id.
    pub fn from_id(self, id: &str) -> Option<Question> {
        let mut parts = id.split(':');
        let template = self.template(parts.next()?)?;
        let jurisdiction = Jurisdiction::parse(parts.next()?)?;
        let seed = parts.next()?.parse().ok()?;
        generate(template, jurisdiction, seed)
    }

    /// A new variant of a question (same template and rules, other cards and amounts) for
    /// review: the `n`-th variant of an id is always the same question, and never the original.
    pub fn variant(self, id: &str, n: u64) -> Option<Question> {
        let mut parts = id.split(':');
        let template = self.template(parts.next()?)?;
        let jurisdiction = Jurisdiction::parse(parts.next()?)?;
        let original: u64 = parts.next()?.parse().ok()?;
        (1..20u64).find_map(|k| {
            let seed = original ^ hash(&format!("review {n} {k}"));
            (seed != original)
                .then(|| generate(template, jurisdiction, seed))
                .flatten()
        })
    }

    /// Templates of the chosen modules that apply to a rule set.
    pub fn templates_for(self, rule_set: RuleSet, modules: &[Module]) -> Vec<&'static Template> {
        self.templates_of(rule_set.game)
            .filter(|t| modules.contains(&t.module))
            .filter(|t| (0..8).any(|s| generate(t, rule_set.jurisdiction, s).is_some()))
            .collect()
    }

    /// An exam over one game or several (both games' questions in one paper, for a
    /// jurisdiction that has them all), determined by the version and the seed like [`exam`].
    pub fn exam_of(
        self,
        version: PaperVersion,
        games: &[GameId],
        jurisdiction: Jurisdiction,
        modules: &[Module],
        count: usize,
        seed: u64,
    ) -> Vec<Question> {
        let seed = seed ^ papers_salt(games);
        let pool: Vec<&'static Template> = games
            .iter()
            .flat_map(|&game| self.templates_for(RuleSet { game, jurisdiction }, modules))
            .collect();
        match version {
            PaperVersion::V1 => exam_v1(&pool, jurisdiction, modules, count, seed),
            PaperVersion::V2 => exam_v2(&pool, jurisdiction, count, seed),
        }
    }
}

/// Every template of every game.
pub fn templates() -> impl Iterator<Item = &'static Template> {
    Catalogue::ALL.templates()
}

/// One game's templates.
pub fn templates_of(game: GameId) -> impl Iterator<Item = &'static Template> {
    Catalogue::ALL.templates_of(game)
}

pub fn template(id: &str) -> Option<&'static Template> {
    Catalogue::ALL.template(id)
}

/// The game a template asks about.
pub fn game_of(template: &Template) -> GameId {
    template.game
}

/// The random source of one question.
pub(crate) fn rng_for(template: &Template, jurisdiction: Jurisdiction, seed: u64) -> DealRng {
    seeded_rng(seed ^ hash(template.id) ^ (jurisdiction as u64) << 56)
}

/// Generates a template's question for a seed: the same seed always gives the same question.
pub fn generate(template: &Template, jurisdiction: Jurisdiction, seed: u64) -> Option<Question> {
    generate_by(template, jurisdiction, seed, "", template.generate)
}

/// One of the user's own paytables (a copy of a published one with their amounts, kept on the
/// device), for the payout drill to draw its total-paid questions from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnTable {
    HighCardFlush(crate::hcf::custom::CustomTable),
    JackpotHoldEm(crate::jhe::custom::JheCustomTable),
}

impl OwnTable {
    pub fn game(&self) -> GameId {
        match self {
            OwnTable::HighCardFlush(_) => GameId::HighCardFlush,
            OwnTable::JackpotHoldEm(_) => GameId::JackpotHoldEm,
        }
    }

    /// The name the user gave it.
    pub fn name(&self) -> &str {
        match self {
            OwnTable::HighCardFlush(t) => &t.name,
            OwnTable::JackpotHoldEm(t) => &t.name,
        }
    }

    /// The template whose questions it is asked in ("Total paid").
    pub fn template_id(&self) -> &'static str {
        match self {
            OwnTable::HighCardFlush(_) => "payout-total",
            OwnTable::JackpotHoldEm(_) => "jhe-payout-total",
        }
    }
}

/// What an own-table question's id adds to its template's (`payout-total:MD:7:yours`): it
/// regenerates only with that table, so it is never read as the published question.
pub const OWN_QUESTION: &str = ":yours";

/// A "Total paid" question paid from one of the user's own High Card Flush tables: the deal and
/// wagers of the published question of this seed (a wager on the table added where there was
/// none), settled by the engine from the table. `None` for another game's table, or one that
/// cannot be played in this jurisdiction.
pub fn hcf_own_question(own: &OwnTable, jurisdiction: Jurisdiction, seed: u64) -> Option<Question> {
    let OwnTable::HighCardFlush(table) = own else {
        return None;
    };
    own_question(hcf::TEMPLATES, own, jurisdiction, seed, |rng, j| {
        hcf::payout_total_on(rng, j, Some(table))
    })
}

/// [`hcf_own_question`] for Jackpot Hold 'Em's own X-tra Bonus, Player Bonus or Progressive
/// tables (`None` also where the hand's line on an own Progressive pays from a meter).
pub fn jhe_own_question(own: &OwnTable, jurisdiction: Jurisdiction, seed: u64) -> Option<Question> {
    let OwnTable::JackpotHoldEm(table) = own else {
        return None;
    };
    own_question(jhe::TEMPLATES, own, jurisdiction, seed, |rng, j| {
        jhe::payout_total_on(rng, j, Some(table))
    })
}

/// The own table's question from its template among `templates` (a game's own, so a bundle
/// links only that game's questions).
fn own_question(
    templates: &[Template],
    own: &OwnTable,
    jurisdiction: Jurisdiction,
    seed: u64,
    body: impl FnOnce(&mut DealRng, Jurisdiction) -> Option<QuestionBody>,
) -> Option<Question> {
    let template = templates.iter().find(|t| t.id == own.template_id())?;
    generate_by(template, jurisdiction, seed, OWN_QUESTION, body)
}

/// A question from a template's random source for this seed and the body `body` draws from it,
/// its id the template's, jurisdiction's and seed's followed by `id_suffix`.
fn generate_by(
    template: &Template,
    jurisdiction: Jurisdiction,
    seed: u64,
    id_suffix: &str,
    body: impl FnOnce(&mut DealRng, Jurisdiction) -> Option<QuestionBody>,
) -> Option<Question> {
    let mut rng = rng_for(template, jurisdiction, seed);
    let body = body(&mut rng, jurisdiction)?;
    let explanation = with_adopted_note(body.explanation, body.citation);
    Some(Question {
        id: format!("{}:{}:{seed}{id_suffix}", template.id, jurisdiction.code()),
        template: template.id,
        module: template.module,
        jurisdiction,
        prompt: body.prompt,
        hands: body.hands,
        kind: body.kind,
        correct: body.correct,
        explanation,
        citation: body.citation,
        option_notes: body.option_notes,
        tables: body.tables,
        game: template.game,
    })
}

/// Whether `given` (shown items, in the order answered) is a permutation that keeps `marked`'s
/// order for every pair of shown items but the `unordered` ones.
pub fn order_respects(given: &[usize], marked: &[usize], unordered: &[(usize, usize)]) -> bool {
    let n = marked.len();
    let mut sorted = given.to_vec();
    sorted.sort_unstable();
    if sorted != (0..n).collect::<Vec<_>>() {
        return false;
    }
    let at = |order: &[usize], item: usize| order.iter().position(|&x| x == item);
    let free = |a: usize, b: usize| unordered.contains(&(a, b)) || unordered.contains(&(b, a));
    (0..n).all(|a| {
        (0..n).all(|b| {
            a == b || free(a, b) || (at(marked, a) < at(marked, b)) == (at(given, a) < at(given, b))
        })
    })
}

/// Whether `text` names `AMB-n` (and not, say, `AMB-n0`).
pub fn names_amb(text: &str, n: u16) -> bool {
    let tag = format!("AMB-{n}");
    text.match_indices(&tag).any(|(at, _)| {
        !text[at + tag.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
    })
}

/// An adopted reading in a learner's words: what the reading says, for the note an answer that
/// rests on it carries. `None` for a reading no template relies on.
pub fn adopted_reading(n: u16) -> Option<&'static str> {
    Some(match n {
        1 => "Maryland's text never makes the ace low, so it ranks high only: Q-K-A is a straight flush, A-2-3 is not",
        2 => "in Massachusetts the ace may start a run A-2-3 upward or end one Q-K-A, but a run never wraps around",
        3 => "in South Dakota the ace is the lowest or the highest card of any run, and a run never wraps around",
        5 => "flushes are compared by their ranks only, the cards of the flush alone, from the top; cards outside the flush never break a tie",
        6 => "the dealer qualifies with any hand ranking at or above a three-card flush nine high, so any four-card flush qualifies",
        8 => "a folded player stays eligible for the Progressive in Maryland and South Dakota, but not in Massachusetts, whose §12(c) is the specific rule",
        11 => "a six-card straight flush running exactly 9-10-J-Q-K-A of one suit pays like a seven-card one; every other six-card straight flush pays the six-card line",
        13 => "every side wager needs an Ante at the same place, since a side wager without one could never be settled",
        16 => "the text says the limit \"may not exceed\" the greater of $50,000 or the most one player can win at the minimums; that figure is the default, it complies whether the clause is a ceiling or a floor, and an operator may set more, never less; the Progressive and Envy Bonus are not capped",
        17 => "Ch.13 F's side-wager exception (\"notwithstanding\") applies only to a dealer card exposed early; when the players' hands themselves are defective every wager is returned",
        18 => "the four-of-a-kind line is not a straight flush, but it is paid as printed",
        19 => "the table is printed as item \"(8)\" in both Maryland texts and is identified by its letter",
        21 => "an Envy Bonus Qualifying Hand is a hand on the paytable's Envy schedule held by a player with a live Progressive wager; every other player with a live Progressive wager is paid the amount per $1 wagered, once per such hand",
        22 => "on Paytables D and E only a seven-card straight flush triggers the Envy Bonus",
        23 => "a 100% award pays the whole meter and resets it to the operator's reset amount, at least the paytable's minimum; later winners are paid from the meter as it stands at their turn",
        27 => "only a shuffler that counts the cards spares the stub count",
        32 => "the dealer takes one card at the end of every clockwise rotation, after the last player",
        33 => "the table is paid as printed, although its four-card row looks shifted one column",
        35 => "every line reads \"Bonus\": the licensee sets the amounts",
        37 => "on Massachusetts Paytables B and D a three-card straight flush wins nothing, so the smallest winning hand is a four-card one",
        38 => "the meters follow the text: a 100% award resets the main meter to the secondary meter, which resets to zero",
        42 => "in Massachusetts a void returns every wager, the Progressive included, and a wrong count for the dealer is handled as for a player",
        52 => "in South Dakota a misdeal voids the round: every wager, the Progressive included, is returned and the cards are reshuffled",
        53 => "in South Dakota an exposed card, the dealer's included, is turned face down where it was dealt and dealing continues",
        55 => "South Dakota's text has no \"no more bets\" call: the dealer presses the progressive button, the sensors lock and light, and the progressive bets are removed",
        57 => "the seed is the operator's, with no minimum in the text, and any reserve is added to it when the meter resets",
        58 => "South Dakota settles each player's raise, ante, flush and straight flush, and pays Progressive awards at the end of the round",
        60 => "South Dakota's automated deal gives each player a seven-card stack clockwise, the dealer's last",
        61 => "a line wins when the chosen table prints an amount for it, so the smallest winning hand is the table's lowest paying line",
        64 => "the Ante and X-tra Bonus are both required, in equal amounts, and the Player Bonus is optional",
        65 => "the Player Bonus too is placed before \"no more bets\"",
        67 => "the text's \"All In Wager\" is the Play, \"initial three cards\" are the two hole cards, and \"Same Suit Wager\" is the Player Bonus and Progressive",
        68 => "the Progressive is judged on the two hole cards and the first three community cards turned up",
        69 => "an \"N for 1\" line pays N times the wager in all; the stake was collected before the deal",
        70 => "when the dealer does not qualify the Ante is returned and the X-tra Bonus and Play are settled by comparing the hands; the X-tra Bonus pays from its paytable only on a win",
        71 => "a folded player's cards are kept while either side wager is live",
        72 => "a folded player's live side wagers are settled in the same counterclockwise pass, at that player's seat, and the pass starts at the farthest-right seat with anything to settle",
        73 => "the Star meter's minimum is $10,000 on every paytable",
        74 => "each paytable line names the meter it pays from; the Club meter exists only for Paytable E",
        75 => "several meter winners are paid in counterclockwise order, each from the meter at that moment, and a 100% award resets the meter to the operator's reset amount",
        76 => "Jackpot Hold 'Em has no Envy or community pay; the chapter title's \"Community Pay\" is a leftover",
        77 => "hands of the same kind are compared by standard poker order: the four, three or higher pair first, then the second pair, then the kickers",
        78 => "the cross-references are read as in High Card Flush's parallel text",
        79 => "the five community cards are dealt one at a time, face down, to the community area, after the hole cards",
        80 => "an automated shoe delivers the community stack first, then the hole cards, and the stub is removed once every stack is out",
        81 => "a jam during a round voids it and returns every wager; between rounds the dealer just reshuffles",
        82 => "the payout limit covers the Ante, X-tra Bonus, Play and Player Bonus, never the Progressive",
        84 => "exactly one community card is shown at decision 1, three at decision 2 and five at decision 3",
        _ => return None,
    })
}

/// An answer that rests on an adopted reading says so: every AMB-n of the citation is named in
/// the explanation as an adopted interpretation, with the reading in words (added here where
/// the template's text does not say it).
fn with_adopted_note(mut explanation: String, citation: Citation) -> String {
    let mut ambs = citation.ambiguities();
    ambs.sort_unstable();
    ambs.dedup();
    let says_adopted = explanation
        .to_ascii_lowercase()
        .contains("adopted interpretation");
    let unsaid: Vec<u16> = ambs
        .iter()
        .copied()
        .filter(|&n| !says_adopted || !names_amb(&explanation, n))
        .collect();
    for n in unsaid {
        match adopted_reading(n) {
            Some(words) => {
                explanation.push_str(&format!(" (Adopted interpretation, AMB-{n}: {words}.)"))
            }
            None => explanation.push_str(&format!(
                " (Adopted interpretation, AMB-{n}: the text is silent or unclear on this point.)"
            )),
        }
    }
    explanation
}

/// A new variant of a question for review (see [`Catalogue::variant`]).
pub fn variant(id: &str, n: u64) -> Option<Question> {
    Catalogue::ALL.variant(id, n)
}

/// Regenerates a question from its id.
pub fn from_id(id: &str) -> Option<Question> {
    Catalogue::ALL.from_id(id)
}

fn hash(text: &str) -> u64 {
    // FNV-1a: stable across platforms and versions.
    text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Templates of the chosen modules that apply to a rule set.
pub fn templates_for(rule_set: RuleSet, modules: &[Module]) -> Vec<&'static Template> {
    Catalogue::ALL.templates_for(rule_set, modules)
}

/// How an exam paper is drawn from its seed. A seed handed out keeps its paper: a new way of
/// drawing is a new version, and the old ones stay (pinned by golden tests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PaperVersion {
    /// The first papers: modules in their fixed order, one question each in turn. Short papers
    /// never reached the last modules, and different seeds could share questions.
    V1,
    /// Modules in a seed-shuffled order, every chosen module once per cycle, the least-used
    /// template of a module first: papers spread over all chosen modules and differ by seed.
    #[default]
    V2,
}

impl PaperVersion {
    pub const ALL: [PaperVersion; 2] = [PaperVersion::V1, PaperVersion::V2];
    pub const LATEST: PaperVersion = PaperVersion::V2;

    pub fn number(self) -> u32 {
        match self {
            PaperVersion::V1 => 1,
            PaperVersion::V2 => 2,
        }
    }

    pub fn from_number(n: u32) -> Option<PaperVersion> {
        PaperVersion::ALL.into_iter().find(|v| v.number() == n)
    }
}

/// An exam: `count` questions from the chosen modules, entirely determined by the version and
/// the seed, so a class given the same seed sits the same paper.
pub fn exam(
    version: PaperVersion,
    rule_set: RuleSet,
    modules: &[Module],
    count: usize,
    seed: u64,
) -> Vec<Question> {
    exam_of(
        version,
        &[rule_set.game],
        rule_set.jurisdiction,
        modules,
        count,
        seed,
    )
}

/// An exam over one game or several (see [`Catalogue::exam_of`]).
pub fn exam_of(
    version: PaperVersion,
    games: &[GameId],
    jurisdiction: Jurisdiction,
    modules: &[Module],
    count: usize,
    seed: u64,
) -> Vec<Question> {
    Catalogue::ALL.exam_of(version, games, jurisdiction, modules, count, seed)
}

/// The salt of a paper over these games: a game's own, or one for papers of several.
fn papers_salt(games: &[GameId]) -> u64 {
    match games {
        [game] => academy_of(*game).map_or(0, |a| a.exam_salt),
        _ => 0x424f_5448_4558_414d, // "BOTHEXAM"
    }
}

fn exam_v1(
    pool: &[&'static Template],
    jurisdiction: Jurisdiction,
    modules: &[Module],
    count: usize,
    seed: u64,
) -> Vec<Question> {
    if pool.is_empty() {
        return Vec::new();
    }
    let mut rng = seeded_rng(seed);
    let mut questions = Vec::with_capacity(count);
    let mut attempts = 0;
    while questions.len() < count && attempts < count * 20 {
        attempts += 1;
        // Round-robin over modules, random template within the module.
        let module = modules[questions.len() % modules.len()];
        let in_module: Vec<_> = pool.iter().filter(|t| t.module == module).collect();
        let template = if in_module.is_empty() {
            pool[rng.below(pool.len())]
        } else {
            in_module[rng.below(in_module.len())]
        };
        let question_seed: u64 = rng.word();
        if let Some(q) = generate(template, jurisdiction, question_seed) {
            questions.push(q);
        }
    }
    questions
}

fn exam_v2(
    pool: &[&'static Template],
    jurisdiction: Jurisdiction,
    count: usize,
    seed: u64,
) -> Vec<Question> {
    let mut chosen: Vec<Module> = pool.iter().map(|t| t.module).collect();
    chosen.sort();
    chosen.dedup();
    if chosen.is_empty() {
        return Vec::new();
    }
    let mut rng = seeded_rng(seed ^ 0x5041_5045_5232_0002); // "PAPER2"
    let mut questions: Vec<Question> = Vec::with_capacity(count);
    let mut cycle: Vec<Module> = Vec::new();
    let mut attempts = 0;
    while questions.len() < count && attempts < count * 20 {
        attempts += 1;
        if cycle.is_empty() {
            cycle = chosen.clone();
            for i in (1..cycle.len()).rev() {
                let j = rng.below(i + 1);
                cycle.swap(i, j);
            }
        }
        let module = cycle.pop().expect("refilled above");
        let in_module: Vec<&Template> = pool
            .iter()
            .copied()
            .filter(|t| t.module == module)
            .collect();
        let used = |t: &Template| questions.iter().filter(|q| q.template == t.id).count();
        let fewest = in_module.iter().map(|t| used(t)).min().unwrap_or(0);
        let least_used: Vec<&Template> = in_module
            .into_iter()
            .filter(|t| used(t) == fewest)
            .collect();
        let template = least_used[rng.below(least_used.len())];
        if let Some(q) = generate(template, jurisdiction, rng.word()) {
            questions.push(q);
        }
    }
    questions
}

/// Builds a multiple-choice body with the options shuffled.
pub(crate) fn choice(
    rng: &mut DealRng,
    prompt: String,
    correct: String,
    wrong: Vec<(String, String)>,
    explanation: String,
    citation: Citation,
) -> QuestionBody {
    choice_with_hands(
        rng,
        prompt,
        Vec::new(),
        correct,
        wrong,
        explanation,
        citation,
    )
}

pub(crate) fn choice_with_hands(
    rng: &mut DealRng,
    prompt: String,
    hands: Vec<(String, Vec<Card>)>,
    correct: String,
    wrong: Vec<(String, String)>,
    explanation: String,
    citation: Citation,
) -> QuestionBody {
    let mut options: Vec<(String, String, bool)> = vec![(correct, String::new(), true)];
    for (w, note) in wrong {
        if !options.iter().any(|(o, _, _)| *o == w) {
            options.push((w, note, false));
        }
    }
    for i in (1..options.len()).rev() {
        let j = rng.below(i + 1);
        options.swap(i, j);
    }
    let correct_index = options
        .iter()
        .position(|(_, _, c)| *c)
        .expect("the correct option is there");
    QuestionBody {
        prompt,
        hands,
        kind: Kind::Choice {
            options: options.iter().map(|(o, _, _)| o.clone()).collect(),
        },
        correct: Answer::Choice(correct_index),
        explanation,
        citation,
        option_notes: options.into_iter().map(|(_, n, _)| n).collect(),
        tables: Vec::new(),
    }
}

/// Test helper, for every game's templates: the answer fits the question (a choice among at
/// least two distinct options, an order of every shown item, an amount not below zero).
#[cfg(test)]
pub(crate) fn assert_answer_fits(q: &Question) {
    match (&q.kind, &q.correct) {
        (Kind::Choice { options }, Answer::Choice(i)) => {
            assert!(*i < options.len() && options.len() >= 2, "{}", q.id);
            let mut distinct = options.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), options.len(), "{}: {options:?}", q.id);
        }
        (Kind::Order { items, .. }, Answer::Order(order)) => {
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..items.len()).collect::<Vec<_>>(), "{}", q.id);
        }
        (Kind::Amount, Answer::Amount(c)) => assert!(c.0 >= 0, "{}", q.id),
        _ => panic!("{}: the answer does not fit the question", q.id),
    }
}

/// Shuffles items for an ordering question and returns them with the correct answer (the
/// indices of the shuffled items in the right order).
pub fn shuffled_order(rng: &mut DealRng, items: Vec<String>) -> (Vec<String>, Answer) {
    shuffled_partial_order(rng, items, &[]).0
}

/// Shown items and the marked order.
pub type ShuffledOrder = (Vec<String>, Answer);

/// [`shuffled_order`] for items (listed in one right order) of which the pairs `unordered` (by
/// listed position) may go either way: the shown order is no right answer, and the pairs come
/// back as positions of shown items.
pub fn shuffled_partial_order(
    rng: &mut DealRng,
    items: Vec<String>,
    unordered: &[(usize, usize)],
) -> (ShuffledOrder, Vec<(usize, usize)>) {
    let n = items.len();
    let mut positions: Vec<usize> = (0..n).collect();
    let free = |a: usize, b: usize| unordered.contains(&(a, b)) || unordered.contains(&(b, a));
    // Make sure the shown order is not already a right answer.
    loop {
        for i in (1..n).rev() {
            let j = rng.below(i + 1);
            positions.swap(i, j);
        }
        let keeps_every_pair = (0..n).all(|k| {
            (k + 1..n).all(|l| positions[k] < positions[l] || free(positions[k], positions[l]))
        });
        if n < 2 || !keeps_every_pair {
            break;
        }
    }
    // shown[k] = items[positions[k]]; the correct order lists, for each original index, where
    // it is shown.
    let shown: Vec<String> = positions.iter().map(|&p| items[p].clone()).collect();
    let mut answer = vec![0; n];
    for (k, &p) in positions.iter().enumerate() {
        answer[p] = k;
    }
    let pairs = unordered
        .iter()
        .map(|&(a, b)| (answer[a], answer[b]))
        .collect();
    ((shown, Answer::Order(answer)), pairs)
}

#[cfg(test)]
mod own_table_tests {
    use super::*;
    use crate::hcf::custom::CustomTable;
    use crate::hcf::flush::flush_value;
    use crate::hcf::paytables::{paytable, BonusHand, SideWager};
    use crate::jhe::custom::JheCustomTable;
    use crate::jhe::paytables::paytable as jhe_paytable;
    use crate::jhe::JheWager;
    use crate::paytable::Pay;

    fn amount(q: &Question) -> i64 {
        match q.correct {
            Answer::Amount(c) => c.0,
            _ => panic!("{}: not an amount", q.id),
        }
    }

    /// A Maryland Flush Bonus copy of Paytable A paying `pay` to 1 on every line.
    fn flat_flush_bonus(pay: u32) -> OwnTable {
        let base = paytable(Jurisdiction::Maryland, SideWager::FlushBonus, "A").unwrap();
        OwnTable::HighCardFlush(CustomTable {
            jurisdiction: Jurisdiction::Maryland,
            wager: SideWager::FlushBonus,
            base: "A".into(),
            name: format!("Flat {pay}"),
            pays: vec![pay; base.lines.len()],
        })
    }

    /// The Flush Bonus stake of a question, read from its prompt ("Flush Bonus $5 on …").
    fn flush_bonus_stake(q: &Question) -> i64 {
        let after = q.prompt.split("Flush Bonus $").nth(1).unwrap();
        after.split(' ').next().unwrap().parse::<i64>().unwrap() * 100
    }

    #[test]
    fn a_high_card_flush_own_table_pays_its_own_lines_on_the_published_questions_deal() {
        let base = paytable(Jurisdiction::Maryland, SideWager::FlushBonus, "A").unwrap();
        // The shortest flush the base's lines pay (its lowest line).
        let BonusHand::Flush(shortest) = base.lines.last().unwrap().hand else {
            panic!("Flush Bonus A's lowest line is a flush");
        };
        let (seven, nine) = (flat_flush_bonus(7), flat_flush_bonus(9));
        let mut winners = 0;
        for seed in 0..40 {
            let (Some(a), Some(b)) = (
                hcf_own_question(&seven, Jurisdiction::Maryland, seed),
                hcf_own_question(&nine, Jurisdiction::Maryland, seed),
            ) else {
                continue;
            };
            assert_eq!(a.id, format!("payout-total:MD:{seed}:yours"));
            assert_eq!(a.hands, b.hands, "the same deal whatever the table");
            // Paid 7 or 9 to 1 on every line: the two totals differ by 2 × the stake exactly
            // when the player's longest flush reaches the table's lowest line.
            let stake = flush_bonus_stake(&a);
            assert!(stake > 0, "{}: an own table always has a wager on it", a.id);
            let flush = flush_value(a.hands[0].1.iter().copied().collect()).len();
            let expected = if flush >= shortest { 2 * stake } else { 0 };
            winners += usize::from(flush >= shortest);
            assert_eq!(amount(&b) - amount(&a), expected, "{}", a.prompt);
            assert!(
                a.prompt.contains("on your own table 'Flat 7'"),
                "{}",
                a.prompt
            );
            assert!(
                a.explanation.contains(
                    "The Flush Bonus is paid from your own Flush Bonus table 'Flat 7': no regulation publishes it."
                ),
                "{}",
                a.explanation
            );
            assert_eq!(
                a.tables[0].title,
                "Your own Flush Bonus table 'Flat 7': no regulation publishes it"
            );
        }
        assert!(winners > 5, "the drill's hands mostly hold a paying flush");
    }

    #[test]
    fn a_copy_at_the_published_amounts_gives_the_published_answer() {
        let base = paytable(Jurisdiction::Maryland, SideWager::FlushBonus, "A").unwrap();
        let pays = base
            .lines
            .iter()
            .map(|l| match l.pay {
                Pay::ToOne(n) => n,
                other => panic!("{other:?}"),
            })
            .collect();
        let copy = OwnTable::HighCardFlush(CustomTable {
            jurisdiction: Jurisdiction::Maryland,
            wager: SideWager::FlushBonus,
            base: "A".into(),
            name: "Same as A".into(),
            pays,
        });
        let template = template("payout-total").unwrap();
        let mut compared = 0;
        for seed in 0..200 {
            let published = generate(template, Jurisdiction::Maryland, seed).unwrap();
            // Only where the published question drew Flush Bonus A with a wager on it.
            let own = hcf_own_question(&copy, Jurisdiction::Maryland, seed).unwrap();
            let drew_a = published.prompt.contains(", Flush Bonus $")
                && published.tables.first().map(|t| &t.lines)
                    == own.tables.first().map(|t| &t.lines);
            if !drew_a {
                continue;
            }
            assert_eq!(amount(&own), amount(&published), "{}", published.prompt);
            compared += 1;
        }
        assert!(compared > 3, "compared {compared}");
        // Another jurisdiction's table is not asked in Maryland.
        assert_eq!(
            hcf_own_question(&copy, Jurisdiction::Massachusetts, 1),
            None
        );
    }

    #[test]
    fn a_jackpot_hold_em_own_player_bonus_pays_its_own_lines() {
        let base = jhe_paytable(JheWager::PlayerBonus, "A").unwrap();
        // Every paying line of Player Bonus A raised by 5 of its kind ("to 1" or "for 1").
        let richer = |by: u32| {
            OwnTable::JackpotHoldEm(JheCustomTable {
                wager: JheWager::PlayerBonus,
                base: "A".into(),
                name: format!("Plus {by}"),
                pays: base
                    .lines
                    .iter()
                    .map(|l| match l.pay {
                        Pay::ToOne(n) => Pay::ToOne(n + by),
                        Pay::ForOne(n) => Pay::ForOne(n + by),
                        other => other,
                    })
                    .collect(),
            })
        };
        let (zero, five) = (richer(0), richer(5));
        let template = template("jhe-payout-total").unwrap();
        let mut winners = 0;
        for seed in 0..40 {
            let (Some(a), Some(b)) = (
                jhe_own_question(&zero, Jurisdiction::Maryland, seed),
                jhe_own_question(&five, Jurisdiction::Maryland, seed),
            ) else {
                continue;
            };
            assert!(
                a.prompt
                    .contains("(Player Bonus on your own table 'Plus 0')"),
                "{}",
                a.prompt
            );
            assert!(b
                .explanation
                .contains("your own Player Bonus table 'Plus 5': no regulation publishes it"));
            let stake: i64 = a
                .prompt
                .split("Player Bonus $")
                .nth(1)
                .unwrap()
                .split(|c: char| !c.is_ascii_digit())
                .next()
                .unwrap()
                .parse::<i64>()
                .unwrap()
                * 100;
            // The hole cards and the five community cards: the Player Bonus's hand.
            let seven: Vec<_> = a
                .hands
                .iter()
                .filter(|(caption, _)| caption != "Dealer")
                .flat_map(|(_, c)| c.iter().copied())
                .collect();
            let pays_a_line = base
                .winning_line(seven.iter().copied().collect())
                .is_some_and(|(_, l)| !matches!(l.pay, Pay::Push));
            winners += usize::from(pays_a_line);
            let expected = if pays_a_line { 5 * stake } else { 0 };
            assert_eq!(amount(&b) - amount(&a), expected, "{}", a.prompt);
            // A copy at the published amounts pays what the published question pays where it
            // had a Player Bonus wager.
            let published = generate(template, Jurisdiction::Maryland, seed).unwrap();
            if published.prompt.contains("Player Bonus $") {
                assert_eq!(amount(&a), amount(&published), "{}", published.prompt);
            }
        }
        assert!(winners > 5, "winners {winners}");
    }
}

#[cfg(test)]
mod own_table_seed_zero {
    use super::*;

    /// The browser test's question (the drill's first seed where the page's random source gives
    /// zero): Maryland, Flush Bonus copy "Four pays two" of A (300, 100, 10, 2 to 1).
    #[test]
    fn the_browser_tests_own_table_question_pays_thirty_dollars() {
        let table = OwnTable::HighCardFlush(crate::hcf::custom::CustomTable {
            jurisdiction: Jurisdiction::Maryland,
            wager: crate::hcf::paytables::SideWager::FlushBonus,
            base: "A".into(),
            name: "Four pays two".into(),
            pays: vec![300, 100, 10, 2],
        });
        let q = hcf_own_question(&table, Jurisdiction::Maryland, 0).unwrap();
        // Ante $10 and Raise $10 against a qualifying dealer the player beats (a four-card
        // flush against three): each pays 1 to 1; the Flush Bonus $5 on the four-card line,
        // 2 to 1: $10. In all $30.
        assert!(q.prompt.starts_with("Maryland: Ante $10, Raise $10, Flush Bonus $5 on your own table 'Four pays two'. The player has a 4-card flush"), "{}", q.prompt);
        assert!(
            q.prompt.contains("the dealer a 3-card flush"),
            "{}",
            q.prompt
        );
        assert_eq!(q.correct, Answer::Amount(Cents::dollars(30)));
    }
}
