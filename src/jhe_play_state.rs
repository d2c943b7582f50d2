//! Jackpot Hold 'Em's play settings and saved session: what is kept on the device (versioned,
//! apart from High Card Flush's), and the settings as a shareable URL query. Pure Rust, tested
//! natively; the table itself is the engine's (`engine::jhe::JheTable`).

use crate::play_state::{decode, not_saved_here, take_own_tables, OWN_TABLE};
use crate::session::{SessionGame, TableSettings};
use engine::jhe::custom::JheCustomTable;
use engine::jhe::strategy::JheStrategy;
use engine::jhe::{
    DealerCardsFromShuffler, JheConfig, JheDecision, JhePaytable, JheProgressive, JheTable,
    JheWager,
};
use engine::meters::MeterBank;
use engine::{Card, Cents};
use serde::{Deserialize, Serialize};

/// The Progressive paytables (001 Ch.12 D(2)–(6)).
pub const PROGRESSIVE_LABELS: [&str; 5] = ["A", "B", "C", "D", "E"];

/// What the user can set about a Jackpot Hold 'Em table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JhePlaySettings {
    /// The Progressive paytable offered (A–E), or none.
    pub progressive: Option<String>,
    /// Each meter's rate of progression, in basis points of every Progressive wager (AMB-75).
    pub meter_rate_bp: u32,
    pub player_bonus: bool,
    /// The settings every game's table has (saved under their own keys, as before). The
    /// payout limit is not below $50,000 (001 Ch.12 F); none by default.
    #[serde(flatten)]
    pub table: TableSettings,
    pub computer_strategy: JheStrategy,
    pub dealer_cards: DealerCardsFromShuffler,
    /// The user's own tables played here in place of the published table of their wager (at
    /// most one a wager): copies, so deleting the saved table later changes no table already
    /// set. Settings saved before own tables could be played read with none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub custom: Vec<JheCustomTable>,
}

impl Default for JhePlaySettings {
    fn default() -> JhePlaySettings {
        JhePlaySettings {
            progressive: Some("A".into()),
            meter_rate_bp: 500,
            player_bonus: true,
            table: TableSettings::default(),
            computer_strategy: JheStrategy::Simple,
            dealer_cards: DealerCardsFromShuffler::First,
            custom: Vec::new(),
        }
    }
}

/// The strategies a computer player may use at the table: the exact optimal player would first
/// solve every deal (seconds natively, far longer on a page), so the table offers the others.
pub const COMPUTER_STRATEGIES: [JheStrategy; 3] = JheStrategy::ALL;

crate::session::table_in_field!(JhePlaySettings);

impl JhePlaySettings {
    /// The table these settings describe, validated against Maryland's rules.
    pub fn table_config(&self) -> Result<JheConfig, String> {
        let mut config = JheConfig::standard();
        config.ante_min = self.table.ante_min;
        config.ante_max = self.table.ante_max;
        if !self.player_bonus {
            config.player_bonus = None;
        }
        config.progressive = match &self.progressive {
            None => None,
            Some(label) => Some(
                JheProgressive::at_minimums(label, self.meter_rate_bp)
                    .ok_or_else(|| format!("there is no Progressive Paytable {label} (A to E)"))?,
            ),
        };
        config.dealing_method = self.table.dealing_method;
        config.dealer_cards = self.dealer_cards;
        config.payout_limit = self.table.payout_limit;
        // The engine refuses amounts no table needs by name (MOST_TABLE_AMOUNT), with the rules.
        config
            .validate(&engine::jhe::JheRules::maryland())
            .map_err(|e| e.to_string())?;
        if !COMPUTER_STRATEGIES.contains(&self.computer_strategy) {
            return Err(format!(
                "computer players at the table play always 3×, never before the river or the simple strategy, not {}",
                self.computer_strategy.name()
            ));
        }
        if self.table.seat == 0 || self.table.seat > config.seats {
            return Err(format!(
                "seat {} is not one of the table's {}",
                self.table.seat, config.seats
            ));
        }
        if self.table.computer_players as u32 + 1 > config.seats as u32 {
            return Err(format!(
                "{} computer players and you need more than the {} seats",
                self.table.computer_players, config.seats
            ));
        }
        JheTable::with_paytables(config.clone(), self.own_paytables()?)
            .map_err(|e| e.to_string())?;
        Ok(config)
    }

    /// The user's own tables set here, as the engine plays them, or why one cannot be played:
    /// a Player Bonus table needs the Player Bonus offered, a Progressive table the published
    /// Progressive it copies (whose meters it pays from).
    pub fn own_paytables(&self) -> Result<Vec<JhePaytable>, String> {
        let mut tables = Vec::new();
        for (i, own) in self.custom.iter().enumerate() {
            let named = format!("your {} table '{}'", own.wager.name(), own.name);
            if self.custom[..i].iter().any(|c| c.wager == own.wager) {
                return Err(format!(
                    "{named}: the {} has one table of one's own at most",
                    own.wager.name()
                ));
            }
            let table = own.paytable().map_err(|e| format!("{named}: {e}"))?;
            match own.wager {
                JheWager::PlayerBonus if !self.player_bonus => {
                    return Err(format!(
                        "{named} is set, but the Player Bonus is not offered"
                    ))
                }
                JheWager::Progressive if self.progressive.as_deref() != Some(own.base.as_str()) => {
                    return Err(format!(
                        "{named} copies Progressive Paytable {}, but the table offers {}",
                        own.base,
                        self.progressive
                            .as_deref()
                            .map_or("no Progressive".into(), |l| format!("Paytable {l}"))
                    ))
                }
                _ => {}
            }
            tables.push(table);
        }
        Ok(tables)
    }

    /// The table these settings describe, with the user's own tables in place.
    pub fn open_table(&self) -> Result<JheTable, String> {
        JheTable::with_paytables(self.table_config()?, self.own_paytables()?)
            .map_err(|e| e.to_string())
    }

    /// The user's own table of a wager set here, if any.
    pub fn own_table(&self, wager: JheWager) -> Option<&JheCustomTable> {
        self.custom.iter().find(|c| c.wager == wager)
    }

    /// The link that opens the table with one of the user's own tables (the explorer's "Play
    /// this table"): `pb=yours:Rich`, `xtra=yours:Mine`, `prog=yours:E%20again`.
    pub fn own_table_query(table: &JheCustomTable) -> String {
        format!(
            "{}={OWN_TABLE}{}",
            own_table_key(table.wager),
            crate::query_state::encode(&table.name)
        )
    }

    /// Reads a link as [`JhePlaySettings::from_link`] does, with the user's own tables on this
    /// device (`own`): a wager named `yours:<name>` plays that saved table, on the link's other
    /// settings or, when it names none, on `saved` (the settings in use). A name not saved here
    /// is said, and the standard table of that wager is offered instead.
    pub fn from_link_with_own(
        query: &str,
        own: &crate::custom_tables::JheSavedTables,
        saved: &JhePlaySettings,
    ) -> Result<(Option<JhePlaySettings>, Vec<String>), String> {
        let (rest, wanted) = take_own_tables(query, |key| {
            engine::jhe::custom::COPIED
                .into_iter()
                .find(|w| own_table_key(*w) == key)
        });
        let (settings, mut dropped) = JhePlaySettings::from_link(&rest)?;
        if wanted.is_empty() {
            return Ok((settings, dropped));
        }
        let mut s = settings.unwrap_or_else(|| saved.clone());
        for (wager, name) in wanted {
            let Some(table) = own.of(wager).find(|t| t.name == name).cloned() else {
                dropped.push(not_saved_here(wager.name(), &name, "the standard"));
                s.custom.retain(|c| c.wager != wager);
                continue;
            };
            let mut trial = s.clone();
            match wager {
                JheWager::PlayerBonus => trial.player_bonus = true,
                JheWager::Progressive => trial.progressive = Some(table.base.clone()),
                _ => {}
            }
            trial.custom.retain(|c| c.wager != wager);
            trial.custom.push(table);
            match trial.table_config() {
                Ok(_) => s = trial,
                Err(e) => dropped.push(format!(
                    "your {} table '{name}' cannot be played here ({e}), so the standard table is offered instead",
                    wager.name()
                )),
            }
        }
        Ok((Some(s), dropped))
    }

    /// The query a "Share this table" link carries: [`JhePlaySettings::to_query`] with the
    /// user's own tables in play named as theirs (`pb=yours:Mine`, `xtra=…`, `prog=…`).
    pub fn share_query(&self) -> String {
        crate::play_state::naming_own_tables(
            &self.to_query(),
            self.custom
                .iter()
                .map(|c| (own_table_key(c.wager), c.name.as_str())),
        )
    }

    /// The seats computer players take: the free seats nearest the user's, alternating sides.
    pub fn computer_seats(&self) -> Vec<u8> {
        crate::session::computer_seats_near(
            &[self.table.seat],
            self.table.seat,
            self.table.computer_players,
        )
    }

    /// The settings as a URL query, to share a table.
    pub fn to_query(&self) -> String {
        format!(
            "prog={}&rate={}&pb={}&min={}&max={}&cpu={}&strategy={}&seat={}&deal={}&dealer={}&speed={}&coach={}&bank={}{}",
            self.progressive.as_deref().unwrap_or("none"),
            self.meter_rate_bp,
            u8::from(self.player_bonus),
            self.table.ante_min.0 / 100,
            self.table.ante_max.0 / 100,
            self.table.computer_players,
            self.computer_strategy.code(),
            self.table.seat,
            self.table.dealing_method.code(),
            dealer_cards_code(self.dealer_cards),
            self.table.speed.code(),
            u8::from(self.table.coach),
            self.table.starting_bankroll.0 / 100,
            self.table.payout_limit
                .map(|l| format!("&limit={}", l.0 / 100))
                .unwrap_or_default()
                + if self.table.warn_mistakes { "&warn=1" } else { "" }
                + if self.table.coach_after_acting { "&hide=1" } else { "" },
        )
    }

    /// Reads a shared link: every valid value is applied, each that cannot be is left at its
    /// default and listed with the reason; unknown keys are ignored. `Err` when what remains
    /// makes no valid table.
    pub fn from_link(query: &str) -> Result<(Option<JhePlaySettings>, Vec<String>), String> {
        let query = query.trim_start_matches('?');
        let mut s = JhePlaySettings::default();
        let mut dropped = Vec::new();
        let mut any = false;
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode(value);
            match apply_link_value(&mut s, key, &value) {
                Some(Ok(())) => any = true,
                Some(Err(what)) => {
                    dropped.push(format!("the link's {what} '{value}' is not valid"));
                    any = true;
                }
                None => {}
            }
        }
        if !any {
            return Ok((None, dropped));
        }
        s.table_config()
            .map_err(|e| format!("the link's settings do not make a valid table: {e}"))?;
        Ok((Some(s), dropped))
    }
}

/// The key a link names a wager's table of one's own by (`pb=yours:Rich`).
fn own_table_key(wager: JheWager) -> &'static str {
    match wager {
        JheWager::XtraBonus => "xtra",
        JheWager::PlayerBonus => "pb",
        _ => "prog",
    }
}

fn dealer_cards_code(d: DealerCardsFromShuffler) -> &'static str {
    match d {
        DealerCardsFromShuffler::First => "first",
        DealerCardsFromShuffler::LeftInShuffler => "left",
    }
}

/// Applies one `key=value`: `None` for a key this page does not know, `Some(Err(what))` when
/// the value cannot be applied.
fn apply_link_value(
    s: &mut JhePlaySettings,
    key: &str,
    value: &str,
) -> Option<Result<(), &'static str>> {
    fn set<T>(target: &mut T, value: Option<T>, what: &'static str) -> Result<(), &'static str> {
        value.map(|v| *target = v).ok_or(what)
    }
    if let Some(applied) = crate::session::apply_table_link_value(&mut s.table, key, value) {
        return Some(applied);
    }
    Some(match key {
        "prog" => set(
            &mut s.progressive,
            match value {
                "none" => Some(None),
                v if PROGRESSIVE_LABELS.contains(&v) => Some(Some(v.to_string())),
                _ => None,
            },
            "Progressive paytable",
        ),
        "rate" => set(
            &mut s.meter_rate_bp,
            value.parse().ok().filter(|r| *r <= 10_000),
            "rate of progression",
        ),
        "pb" => set(
            &mut s.player_bonus,
            matches!(value, "0" | "1").then(|| value == "1"),
            "Player Bonus choice",
        ),
        "strategy" => set(
            &mut s.computer_strategy,
            JheStrategy::parse(value)
                .ok()
                .filter(|st| COMPUTER_STRATEGIES.contains(st)),
            "computer strategy",
        ),
        "dealer" => set(
            &mut s.dealer_cards,
            [
                DealerCardsFromShuffler::First,
                DealerCardsFromShuffler::LeftInShuffler,
            ]
            .into_iter()
            .find(|d| dealer_cards_code(*d) == value),
            "dealer's cards from the shuffler",
        ),
        "coach" => set(
            &mut s.table.coach,
            matches!(value, "0" | "1").then(|| value == "1"),
            "coach choice",
        ),
        "warn" => set(
            &mut s.table.warn_mistakes,
            matches!(value, "0" | "1").then(|| value == "1"),
            "choice of warnings before a mistake",
        ),
        "hide" => set(
            &mut s.table.coach_after_acting,
            matches!(value, "0" | "1").then(|| value == "1"),
            "choice of hiding the coach until you act",
        ),
        _ => return None,
    })
}

/// One finished round, enough to replay it exactly with the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JheRoundRecord {
    pub number: u64,
    pub settings: JhePlaySettings,
    /// The deck in dealing order.
    pub deck: Vec<Card>,
    /// Wagers per seat: (seat, Ante (= X-tra Bonus), Player Bonus, Progressive).
    pub wagers: Vec<(u8, Cents, Cents, Cents)>,
    /// Every decision in the order made: (seat, decision point, decision).
    pub decisions: Vec<(u8, u8, JheDecision)>,
    pub meters_before: Option<MeterBank>,
    /// The user's net over the round.
    pub user_net: Cents,
    /// The user's net on the Ante, X-tra Bonus and Play together, and staked on them.
    pub user_main_net: Cents,
    /// The exact expected result (cents) of the user's main-game decisions, where the coach
    /// priced them all (`None` when a value was not available); kept to a millionth of a cent.
    #[serde(serialize_with = "crate::session::maybe_to_millionths")]
    pub user_expected_main: Option<f64>,
    pub summary: String,
    /// The user's decisions the coach priced as mistakes (none in records from before).
    #[serde(default)]
    pub mistakes: Vec<crate::session::Mistake>,
}

/// Replays a recorded round through the engine: the same settings, meters, wagers, deck and
/// decisions give the same round, step for step.
pub fn replay(record: &JheRoundRecord) -> Result<engine::jhe::JheRound, String> {
    let mut table = record.settings.open_table()?;
    if let (Some(m), Some(before)) = (table.meter.as_mut(), record.meters_before) {
        *m = before;
    }
    let fail = |e: engine::table::ActionError| e.to_string();
    for &(seat, ante, player_bonus, progressive) in &record.wagers {
        table.sit(seat, seat as u32).map_err(fail)?;
        table.place_ante(seat, ante).map_err(fail)?;
        for (wager, amount) in [
            (JheWager::PlayerBonus, player_bonus),
            (JheWager::Progressive, progressive),
        ] {
            if amount.0 > 0 {
                table.set_wager(seat, wager, amount).map_err(fail)?;
            }
        }
    }
    table.no_more_bets().map_err(fail)?;
    table.deal_arranged(&record.deck, None).map_err(fail)?;
    for &(seat, _, decision) in &record.decisions {
        table.decide(seat, decision).map_err(fail)?;
    }
    table.reveal().map_err(fail)?;
    table.settle().map_err(fail)?;
    Ok(table.round().clone())
}

/// The user's last wagers, for "rebet": (Ante, Player Bonus, Progressive placed).
pub type JheRebet = (Cents, Cents, bool);

/// Jackpot Hold 'Em's session on the device.
#[derive(Clone, Debug, PartialEq)]
pub struct JheSession;

/// A Jackpot Hold 'Em session as kept on the device.
pub type JheSaved = crate::session::Saved<JheSession>;

impl SessionGame for JheSession {
    type Settings = JhePlaySettings;
    type Record = JheRoundRecord;
    type Rebet = JheRebet;

    fn starting_bankroll(settings: &JhePlaySettings) -> Cents {
        settings.table.starting_bankroll
    }

    /// The Ante, the equal X-tra Bonus and a 3× Play.
    fn minimum_round(settings: &JhePlaySettings) -> Cents {
        let play = <engine::jhe::JackpotHoldEm as engine::table::Game>::LARGEST_DECISION_MULTIPLE;
        crate::session::minimum_round(&settings.table, 1, play)
    }

    fn check(settings: &JhePlaySettings) -> Result<(), String> {
        settings.table_config().map(|_| ())
    }

    /// The meters belong to a Progressive paytable (and its rate); a table of one's own that
    /// copies it keeps its own.
    fn meter_key(settings: &JhePlaySettings) -> Option<String> {
        let own = settings
            .own_table(JheWager::Progressive)
            .map(|t| format!("-{OWN_TABLE}{}", t.name))
            .unwrap_or_default();
        settings
            .progressive
            .as_ref()
            .map(|l| format!("MD-JHE-{l}-{}{own}", settings.meter_rate_bp))
    }
}

/// What the Jackpot Hold 'Em page notes during a round that the table does not keep.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JheNotes {
    /// Every decision in the order made: (seat, decision point, decision); a check leaves no
    /// decision on the seat.
    pub decisions: Vec<(u8, u8, JheDecision)>,
    /// The exact expected main-game result (cents) of the user's decisions, while the coach
    /// priced every one.
    pub expected: Option<f64>,
    /// The user's decisions the coach priced as mistakes.
    pub mistakes: Vec<crate::session::Mistake>,
}

impl crate::session::BookRound for JheSession {
    type Game = engine::jhe::JackpotHoldEm;
    type Notes = JheNotes;

    /// The user's net over the round and on the main game (Ante, X-tra Bonus and Play) from
    /// the settlement trace, the hands in words, and what replays it.
    fn record(
        round: &engine::jhe::JheRound,
        settings: &JhePlaySettings,
        number: u64,
        notes: JheNotes,
    ) -> Result<JheRoundRecord, String> {
        use engine::cards::CardSet;
        use engine::jhe::JheWager;
        let seat = settings.table.seat;
        let mine: Vec<_> = round.settlements().filter(|s| s.seat == seat).collect();
        let too_large = |_| "This round's amounts are too large to book.".to_string();
        let user_net = Cents::checked_sum(mine.iter().map(|s| s.net)).map_err(too_large)?;
        let main = [JheWager::Ante, JheWager::XtraBonus, JheWager::Play];
        let user_main_net = Cents::checked_sum(
            mine.iter()
                .filter(|s| main.contains(&s.wager))
                .map(|s| s.net),
        )
        .map_err(too_large)?;
        let summary = round
            .seat(seat)
            .map(|s| {
                let seven: CardSet = s.cards.iter().chain(&round.community).copied().collect();
                let dealer: CardSet = round
                    .dealer
                    .iter()
                    .chain(&round.community)
                    .copied()
                    .collect();
                format!(
                    "{} — {}; dealer {}",
                    engine::poker::evaluate(seven).describe(),
                    s.decision.map_or("checked".to_string(), |d| d.to_string()),
                    engine::poker::evaluate(dealer).describe()
                )
            })
            .unwrap_or_default();
        Ok(JheRoundRecord {
            number,
            settings: settings.clone(),
            deck: round.deal_order.iter().map(|&(_, c)| c).collect(),
            wagers: round
                .seats
                .iter()
                .filter(|s| s.in_round())
                .map(|s| {
                    (
                        s.number,
                        s.wagers.get(JheWager::Ante),
                        s.wagers.get(JheWager::PlayerBonus),
                        s.wagers.get(JheWager::Progressive),
                    )
                })
                .collect(),
            decisions: notes.decisions,
            meters_before: round.meter_before,
            user_net,
            user_main_net,
            user_expected_main: notes.expected,
            summary,
            mistakes: notes.mistakes,
        })
    }

    crate::session::record_number_and_net!(JheRoundRecord);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Speed;
    use engine::table::DealingMethod;

    #[test]
    fn the_default_table_is_valid_and_round_trips_through_a_link() {
        let s = JhePlaySettings::default();
        s.table_config().unwrap();
        assert_eq!(
            JhePlaySettings::from_link(&s.to_query()),
            Ok((Some(s.clone()), vec![]))
        );
        let custom = JhePlaySettings {
            table: TableSettings {
                computer_players: 5,
                seat: 6,
                dealing_method: DealingMethod::AutomatedShoe,
                speed: Speed::Slow,
                coach: false,
                warn_mistakes: true,
                coach_after_acting: true,
                payout_limit: Some(Cents::dollars(75_000)),
                ..s.table
            },
            progressive: Some("E".into()),
            meter_rate_bp: 250,
            player_bonus: false,
            computer_strategy: JheStrategy::River,
            dealer_cards: DealerCardsFromShuffler::LeftInShuffler,
            custom: Vec::new(),
        };
        let config = custom.table_config().unwrap();
        assert_eq!(config.progressive.as_ref().unwrap().meters.len(), 5);
        assert_eq!(config.player_bonus, None);
        assert_eq!(
            JhePlaySettings::from_link(&format!("?{}", custom.to_query())),
            Ok((Some(custom), vec![]))
        );
        assert_eq!(JhePlaySettings::from_link("?utm=x"), Ok((None, vec![])));
        // A value that is not 0 or 1 is named and left at its default.
        let (hidden, dropped) = JhePlaySettings::from_link("?hide=2&speed=fast").unwrap();
        assert!(!hidden.unwrap().table.coach_after_acting);
        assert_eq!(dropped.len(), 1, "{dropped:?}");
    }

    /// What the rules refuse is refused with the rule's reason: a payout limit under the
    /// $50,000 floor (001 Ch.12 F), the optimal player at the table, a seat too many.
    #[test]
    fn invalid_settings_are_refused_by_name() {
        let low = JhePlaySettings {
            table: TableSettings {
                payout_limit: Some(Cents::dollars(10_000)),
                ..TableSettings::default()
            },
            ..JhePlaySettings::default()
        };
        assert!(low.table_config().unwrap_err().contains("$50,000"));
        let optimal = JhePlaySettings {
            computer_strategy: JheStrategy::Optimal,
            ..JhePlaySettings::default()
        };
        assert!(optimal
            .table_config()
            .unwrap_err()
            .contains("simple strategy"));
        let (settings, dropped) =
            JhePlaySettings::from_link("prog=Z&cpu=9&seat=2&strategy=optimal").unwrap();
        let settings = settings.unwrap();
        assert_eq!(settings.table.seat, 2);
        assert_eq!(settings.progressive.as_deref(), Some("A"));
        assert_eq!(dropped.len(), 3, "{dropped:?}");
        assert!(dropped[0].contains("Progressive paytable 'Z'"));
        assert!(dropped[2].contains("computer strategy 'optimal'"));
        assert!(JhePlaySettings::from_link("limit=100")
            .unwrap_err()
            .contains("$50,000"));
    }

    /// A round played on the engine and recorded as the page records it replays to the same
    /// steps and results; a damaged record is refused by name.
    #[test]
    fn a_recorded_round_replays_exactly() {
        use engine::jhe::{JheTable, JheWager};
        let settings = JhePlaySettings::default();
        let mut table = JheTable::new(settings.table_config().unwrap()).unwrap();
        let meters_before = table.meter;
        let mut wagers = Vec::new();
        for (seat, pb, prog) in [(1u8, 0, 0), (3, 500, 100), (5, 100, 0)] {
            table.sit(seat, seat as u32).unwrap();
            table.place_ante(seat, Cents::dollars(10)).unwrap();
            if pb > 0 {
                table
                    .set_wager(seat, JheWager::PlayerBonus, Cents(pb))
                    .unwrap();
            }
            if prog > 0 {
                table
                    .set_wager(seat, JheWager::Progressive, Cents(prog))
                    .unwrap();
            }
            wagers.push((seat, Cents::dollars(10), Cents(pb), Cents(prog)));
        }
        table.no_more_bets().unwrap();
        let mut rng = engine::deck::seeded_rng(7);
        table.deal(&mut rng, None, None).unwrap();
        let mut decisions = Vec::new();
        while let Some(seat) = table.round().next_to_act() {
            let point = table.decision_point();
            let round = table.round();
            let hole = round.seat(seat).unwrap().hand();
            let shown = round.community[..round.community_shown]
                .iter()
                .copied()
                .collect();
            let decision = JheStrategy::Simple.decide(point, hole, shown);
            table.decide(seat, decision).unwrap();
            decisions.push((seat, point, decision));
        }
        table.reveal().unwrap();
        table.settle().unwrap();
        let mut record = JheRoundRecord {
            number: 1,
            settings,
            deck: table.round().deal_order.iter().map(|&(_, c)| c).collect(),
            wagers,
            decisions,
            meters_before,
            user_net: table.round().seat_net(3),
            user_main_net: Cents::ZERO,
            user_expected_main: None,
            summary: String::new(),
            mistakes: Vec::new(),
        };
        let replayed = replay(&record).unwrap();
        // The replay deals a recorded order where the round shuffled; from the deal on, every
        // step and settlement is the round's own.
        let from_deal = |steps: &[engine::trace::Step<JheWager>]| {
            let start = steps
                .iter()
                .position(|s| matches!(s, engine::trace::Step::Procedure { text, .. } if text.starts_with("Dealing by")))
                .expect("a dealing step");
            steps[start..].to_vec()
        };
        assert_eq!(from_deal(&replayed.steps), from_deal(&table.round().steps));
        assert!(replayed.settlements().count() >= 8);
        assert_eq!(replayed.seat_net(3), record.user_net);
        record.deck.truncate(10);
        assert!(replay(&record).unwrap_err().contains("52 cards"));
    }

    /// A round worked by hand: the user (seat 3, Ante $10 and so X-tra Bonus $10, nothing
    /// else) checks twice and folds at the river, which forfeits the Ante and the X-tra Bonus
    /// (−$20, all of it main game); the decisions and the coach's figures come from the page.
    #[test]
    fn a_folded_round_is_booked_from_its_settlement_trace() {
        use crate::session::BookRound;
        use engine::cards::parse_exact;
        use engine::jhe::JheTable;
        let settings = JhePlaySettings::default();
        let mut table = JheTable::new(settings.table_config().unwrap()).unwrap();
        table.sit(3, 0).unwrap();
        table.place_ante(3, Cents::dollars(10)).unwrap();
        table.no_more_bets().unwrap();
        let order = table
            .arrange_deck_with_community(
                &[(3, parse_exact("2c 7d", 2).unwrap())],
                &parse_exact("Ah Kd", 2).unwrap(),
                &parse_exact("Ks Qs 9h 4d 3c", 5).unwrap(),
            )
            .unwrap();
        table.deal_arranged(&order, None).unwrap();
        let mut decisions = Vec::new();
        for decision in [JheDecision::Check, JheDecision::Check, JheDecision::Fold] {
            decisions.push((3, table.decision_point(), decision));
            table.decide(3, decision).unwrap();
        }
        table.reveal().unwrap();
        table.settle().unwrap();
        let notes = JheNotes {
            decisions: decisions.clone(),
            expected: Some(-1_234.5),
            mistakes: Vec::new(),
        };
        let record = JheSession::record(table.round(), &settings, 7, notes).unwrap();
        assert_eq!(record.number, 7);
        assert_eq!(record.user_net, Cents::dollars(-20));
        assert_eq!(record.user_main_net, Cents::dollars(-20));
        assert_eq!(
            decisions.iter().map(|d| d.1).collect::<Vec<_>>(),
            vec![1, 2, 3]
        );
        assert_eq!(record.decisions, decisions);
        assert_eq!(record.user_expected_main, Some(-1_234.5));
        assert_eq!(
            record.wagers,
            vec![(3, Cents::dollars(10), Cents::ZERO, Cents::ZERO)]
        );
        assert_eq!(record.deck, order);
        // The user's seven cards make king high (K-Q-9-7-4); the dealer's Ah Kd pair the board's
        // king.
        assert_eq!(record.summary, "king high — fold; dealer Pair of kings");
        // It replays to the net recorded.
        assert_eq!(replay(&record).unwrap().seat_net(3), record.user_net);
        let saved = JheSaved::fresh(settings);
        assert_eq!(
            saved
                .record(table.round(), JheNotes::default())
                .unwrap()
                .number,
            1
        );
    }

    #[test]
    fn computer_players_sit_near_the_user_and_the_meters_are_kept_by_paytable() {
        let s = JhePlaySettings {
            table: TableSettings {
                seat: 1,
                computer_players: 2,
                ..TableSettings::default()
            },
            ..JhePlaySettings::default()
        };
        assert_eq!(s.computer_seats(), vec![2, 3]);
        assert_eq!(JheSession::meter_key(&s).as_deref(), Some("MD-JHE-A-500"));
        let saved = JheSaved::fresh(s);
        assert_eq!(JheSaved::parse(&saved.to_json()), Ok(saved));
    }

    /// The user's own Player Bonus copy of Paytable A paying three of a kind 7 to 1 (A: 3 to 1),
    /// and a Progressive copy of E, saved on this device.
    fn own_tables() -> crate::custom_tables::JheSavedTables {
        use engine::jhe::paytables::{paytable, JheHand};
        use engine::paytable::Pay;
        let published = paytable(JheWager::PlayerBonus, "A").unwrap();
        let trips = published
            .lines
            .iter()
            .position(|l| l.hand == JheHand::Category(engine::poker::Category::ThreeOfAKind))
            .unwrap();
        assert_eq!(published.lines[trips].pay, Pay::ToOne(3));
        let mut sevens = JheCustomTable::of(published, "Sevens & more");
        sevens.pays[trips] = Pay::ToOne(7);
        let mut saved = crate::custom_tables::JheSavedTables::fresh();
        saved.save(sevens).unwrap();
        saved
            .save(JheCustomTable::of(
                paytable(JheWager::Progressive, "E").unwrap(),
                "E again",
            ))
            .unwrap();
        saved
    }

    #[test]
    fn play_this_table_opens_the_saved_player_bonus_copy_and_a_round_pays_by_it() {
        let saved = own_tables();
        let query = JhePlaySettings::own_table_query(&saved.tables[0]);
        assert_eq!(query, "pb=yours:Sevens%20%26%20more");
        // Your settings in use (no Player Bonus offered, three computer players) stay, with
        // the Player Bonus offered by your table.
        let in_use = JhePlaySettings {
            player_bonus: false,
            table: TableSettings {
                computer_players: 3,
                ..TableSettings::default()
            },
            ..JhePlaySettings::default()
        };
        let (s, dropped) =
            JhePlaySettings::from_link_with_own(&format!("?{query}"), &saved, &in_use).unwrap();
        assert_eq!(dropped, Vec::<String>::new());
        let s = s.unwrap();
        assert!(s.player_bonus);
        assert_eq!(s.table.computer_players, 3);
        assert_eq!(s.custom, vec![saved.tables[0].clone()]);
        // Saved, the settings read back with the table.
        assert_eq!(
            serde_json::from_str::<JhePlaySettings>(&serde_json::to_string(&s).unwrap()).unwrap(),
            s
        );
        // A round: three sevens on the hole cards and the board, $5 on the Player Bonus; the
        // user folds at the river. Your table pays 7 to 1 ($35), Paytable A would pay $15.
        let mut table = s.open_table().unwrap();
        assert_eq!(
            table.paytable(JheWager::PlayerBonus).unwrap().label,
            "Sevens & more"
        );
        table.sit(3, 3).unwrap();
        table.place_ante(3, Cents::dollars(10)).unwrap();
        table
            .set_wager(3, JheWager::PlayerBonus, Cents::dollars(5))
            .unwrap();
        table.no_more_bets().unwrap();
        let cards = |t: &str| engine::cards::parse_exact(t, t.split_whitespace().count()).unwrap();
        let deck = table
            .arrange(
                &[(3, cards("7h 7d"))],
                &cards("As Ad"),
                &cards("7c Ks 2d 9c 4h"),
            )
            .unwrap();
        table.deal_arranged(&deck, None).unwrap();
        for decision in [JheDecision::Check, JheDecision::Check, JheDecision::Fold] {
            table.decide(3, decision).unwrap();
        }
        table.reveal().unwrap();
        table.settle().unwrap();
        let bonus = table
            .round()
            .settlements()
            .find(|w| w.wager == JheWager::PlayerBonus)
            .unwrap();
        assert_eq!(bonus.net, Cents::dollars(35));
        // Links without a table of one's own read as before.
        assert_eq!(
            JhePlaySettings::from_link_with_own("cpu=2&pb=0", &saved, &in_use),
            JhePlaySettings::from_link("cpu=2&pb=0")
        );
    }

    #[test]
    fn a_progressive_copy_plays_on_the_paytable_it_copies_with_meters_of_its_own() {
        let saved = own_tables();
        let (s, dropped) = JhePlaySettings::from_link_with_own(
            "prog=yours:E%20again&rate=300",
            &saved,
            &JhePlaySettings::default(),
        )
        .unwrap();
        assert_eq!(dropped, Vec::<String>::new());
        let s = s.unwrap();
        assert_eq!(s.progressive.as_deref(), Some("E"));
        assert_eq!(s.meter_rate_bp, 300);
        assert_eq!(
            JheSession::meter_key(&s).as_deref(),
            Some("MD-JHE-E-300-yours:E again")
        );
        assert_eq!(
            s.open_table()
                .unwrap()
                .paytable(JheWager::Progressive)
                .unwrap()
                .label,
            "E again"
        );
        // A copy the table cannot play (Progressive A offered, the copy is of E) is refused.
        let mut other = s.clone();
        other.progressive = Some("A".into());
        assert_eq!(
            other.table_config().unwrap_err(),
            "your Progressive table 'E again' copies Progressive Paytable E, but the table offers Paytable A"
        );
    }

    #[test]
    fn a_link_to_a_table_not_on_this_device_says_so_and_offers_the_standard_table() {
        let elsewhere = crate::custom_tables::JheSavedTables::fresh();
        // The settings in use play an X-tra Bonus table of one's own: the link's is missing, so
        // the standard one is played, not the one in use.
        let mut in_use = JhePlaySettings::default();
        in_use.custom.push(JheCustomTable::of(
            engine::jhe::paytables::paytable(JheWager::XtraBonus, "A").unwrap(),
            "Mine",
        ));
        let (s, _) =
            JhePlaySettings::from_link_with_own("?xtra=yours:Gone", &elsewhere, &in_use).unwrap();
        assert!(s.unwrap().custom.is_empty());
        let (s, dropped) = JhePlaySettings::from_link_with_own(
            "?xtra=yours:Gone&cpu=3",
            &elsewhere,
            &JhePlaySettings::default(),
        )
        .unwrap();
        assert_eq!(
            dropped,
            vec!["your X-tra Bonus table 'Gone' is not saved on this device, so the standard X-tra Bonus table is offered instead".to_string()]
        );
        let s = s.unwrap();
        // The rest of the link applies; the table is the standard one.
        assert_eq!(s.table.computer_players, 3);
        assert!(s.custom.is_empty());
        assert_eq!(
            s.open_table()
                .unwrap()
                .paytable(JheWager::XtraBonus)
                .unwrap()
                .label,
            "A"
        );
    }

    #[test]
    fn a_shared_link_names_the_own_tables_in_play_and_opens_them_again() {
        let saved = own_tables();
        let (settings, dropped) = JhePlaySettings::from_link_with_own(
            "pb=yours:Sevens%20%26%20more&prog=yours:E%20again",
            &saved,
            &JhePlaySettings::default(),
        )
        .unwrap();
        assert_eq!(dropped, Vec::<String>::new());
        let s = settings.unwrap();
        let shared = s.share_query();
        assert!(shared.starts_with("prog=yours:E%20again&"), "{shared}");
        assert!(
            shared.contains("&pb=yours:Sevens%20%26%20more&"),
            "{shared}"
        );
        let (again, dropped) =
            JhePlaySettings::from_link_with_own(&shared, &saved, &JhePlaySettings::default())
                .unwrap();
        assert_eq!(dropped, Vec::<String>::new());
        // The same settings, the tables in the link's order.
        let by_name = |mut s: JhePlaySettings| {
            s.custom.sort_by(|a, b| a.name.cmp(&b.name));
            s
        };
        assert_eq!(again.map(by_name), Some(by_name(s.clone())));
        // Without own tables the link is the published one, as before.
        let published = JhePlaySettings::default();
        assert_eq!(published.share_query(), published.to_query());
    }
}
