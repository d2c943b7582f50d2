//! The strategy drill, one component for both games: a hand at a decision, the user's choice
//! graded against the exact optimal decision and the strategy card (with the exact cost of a
//! mistake), streaks, the situations missed, and hands weighted toward them if the user asks.
//! The record is kept on the device per game. Each game says how it deals and grades
//! ([`DrillGame`]); the grading itself is the engine's (`engine::drill`).

pub mod hcf;
pub mod jhe;

use crate::address::{Part, DRILL};
use crate::base_path::href;
use crate::components::playing_card::PlayingCard;
use crate::components::text::{capitalise, count};
use crate::storage::{self, Entry};
use engine::deck::play_rng;
use engine::drill::{Answer, DrillRecord};
use engine::strategy_level::StrategyLevel;
use engine::{Card, GameId};
use leptos::prelude::*;
use std::fmt::Display;

/// One option of a graded decision: its exact value per Ante, and as a fraction.
#[derive(Clone, Debug, PartialEq)]
pub struct PricedOption<D> {
    pub decision: D,
    pub per_ante: f64,
    pub fraction: String,
}

/// A graded answer, as the drill shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Graded<D> {
    pub chosen: D,
    pub options: Vec<PricedOption<D>>,
    pub best: D,
    pub card: D,
    pub answer: Answer,
}

/// What a game gives the drill.
pub trait DrillGame: 'static {
    type Spot: Clone + Send + Sync + 'static;
    type Decision: Copy + PartialEq + Display + Send + Sync + 'static;
    const GAME: GameId;
    /// The full strategy card's name, as the grade cites it.
    const CARD: &'static str;
    /// A decision to make (of the focus situation, when given).
    fn deal(focus: Option<&str>) -> Result<Self::Spot, String>;
    /// The player's cards, the community cards, and the question.
    fn show(spot: &Self::Spot) -> (Vec<Card>, Vec<Card>, String);
    /// The choices the rules allow here.
    fn choices(spot: &Self::Spot) -> Vec<Self::Decision>;
    /// Grades a choice against optimal play and the card of `level`.
    fn grade(
        spot: &Self::Spot,
        chosen: Self::Decision,
        level: StrategyLevel,
    ) -> Result<Graded<Self::Decision>, String>;
    /// Starts anything the drill needs before its first hand (Jackpot Hold 'Em fetches its
    /// shipped first-decision values).
    fn prepare() {}
}

fn load_record(game: GameId) -> (DrillRecord, Option<String>) {
    storage::load(
        game,
        Entry::Drill,
        |text| {
            serde_json::from_str::<DrillRecord>(text)
                .map_err(|e| format!("the drill record could not be read ({e})"))
        },
        DrillRecord::default,
    )
}

/// The table or the strategy drill (`play/<game>` and `play/<game>/drill`, separate page
/// bundles so that neither page carries the other).
#[component]
pub fn ModeLinks(game: GameId, drill: bool) -> impl IntoView {
    let table = href(&Part::Play.route(game));
    let drill_href = format!("{table}/{DRILL}");
    view! {
        <nav class="mode-tabs" aria-label="Play at the table or drill the strategy">
            <a href=table data-testid="mode-table" aria-current=(!drill).then_some("page")>"At the table"</a>
            <a href=drill_href data-testid="mode-drill" aria-current=drill.then_some("page")>"Strategy drill"</a>
        </nav>
    }
}

/// The drill page of a game (the registry names one per game).
pub fn page<G: DrillGame>() -> AnyView {
    G::prepare();
    frame(G::GAME, drill::<G>().into_any())
}

/// The page around a game's drill (once for every game, so it is not copied per game).
fn frame(game: GameId, body: AnyView) -> AnyView {
    view! {
        <section class="page play" aria-labelledby="drill-page-title">
            <h1 id="drill-page-title">{format!("Strategy drill — {}", game.name())}</h1>
            <ModeLinks game=game drill=true />
            {body}
        </section>
    }
    .into_any()
}

/// What the drill grades against, as the address (`card=`) and the setting name it: optimal
/// play (the default, as before there were levels) or one of the cards.
const TRAINED: [(&str, &str); 4] = [
    ("optimal", "Optimal play"),
    ("beginner", "The beginner's card"),
    ("chart", "The chart"),
    ("full", "The full strategy card"),
];

fn trained_code(train: Option<StrategyLevel>) -> &'static str {
    train.map_or("optimal", StrategyLevel::code)
}

/// The name of the card a grade cites.
fn card_name<G: DrillGame>(train: Option<StrategyLevel>) -> String {
    match train {
        Some(StrategyLevel::Beginner) => "the beginner's card".into(),
        Some(StrategyLevel::Chart) => "the chart".into(),
        _ => G::CARD.into(),
    }
}

/// The drill for one game.
pub fn drill<G: DrillGame>() -> impl IntoView {
    let (mut loaded, notice) = load_record(G::GAME);
    // A link's `card=` overrides the saved setting.
    match crate::query_state::initial("card").as_deref() {
        Some("optimal") => loaded.train = None,
        Some(code) => {
            if let Ok(level) = StrategyLevel::parse(code) {
                loaded.train = Some(level);
            }
        }
        None => {}
    }
    let record = RwSignal::new(loaded);
    crate::query_state::keep("card", move || {
        Some(record.with(|r| trained_code(r.train)).to_string()).filter(|c| c != "optimal")
    });
    let notice = RwSignal::new(notice);
    let spot = RwSignal::new(None::<G::Spot>);
    let graded = RwSignal::new(None::<Graded<G::Decision>>);
    let error = RwSignal::new(None::<String>);
    let save = move || {
        let json = record.with_untracked(|r| serde_json::to_string(r).unwrap_or_default());
        if let Some(problem) = storage::save(G::GAME, Entry::Drill, &json) {
            notice.set(Some(problem));
        }
    };
    let next = move || {
        let focus =
            record.with_untracked(|r| play_rng().ok().and_then(|mut rng| r.focus(&mut rng)));
        match G::deal(focus.as_deref()) {
            Ok(s) => {
                spot.set(Some(s));
                graded.set(None);
                error.set(None);
            }
            Err(e) => error.set(Some(e)),
        }
    };
    next();
    let answer = move |chosen: G::Decision| {
        if graded.with_untracked(Option::is_some) {
            return;
        }
        let Some(s) = spot.get_untracked() else {
            return;
        };
        let level = record.with_untracked(|r| r.train).unwrap_or_default();
        match G::grade(&s, chosen, level) {
            Ok(g) => {
                record.update(|r| r.record(&g.answer));
                graded.set(Some(g));
                error.set(None);
                save();
            }
            Err(e) => error.set(Some(e)),
        }
    };
    view! {
        <section class="panel drill" aria-label="Strategy drill" data-testid="drill">
            <p class="hint">{move || record.with(|r| match r.train {
                None => format!("Decide each hand as you would at the table. Every answer is graded against optimal play — with what a mistake costs, exactly — and against {}.", G::CARD),
                Some(_) => format!("Decide each hand as you would at the table. Every answer is graded against {} — and the exact values show what its play costs against optimal.", card_name::<G>(r.train)),
            })}</p>
            <label class="drill-train">
                "Train "
                <select data-testid="drill-train" on:change=move |ev| {
                    let code = event_target_value(&ev);
                    record.update(|r| r.train = StrategyLevel::parse(&code).ok());
                    save();
                }>
                    {TRAINED.into_iter().map(|(code, name)| view! {
                        <option value=code selected=move || record.with(|r| trained_code(r.train) == code)>{name}</option>
                    }).collect_view()}
                </select>
            </label>
            {move || notice.get().map(|n| view! { <p class="notice" role="alert">{n}</p> })}
            {move || spot.get().map(|s| {
                let (mine, board, question) = G::show(&s);
                view! {
                    <div class="drill-hand" data-testid="drill-hand">
                        <div class="cards" data-testid="drill-cards">{mine.into_iter().map(|c| view! { <PlayingCard card=c /> }).collect_view()}</div>
                        {(!board.is_empty()).then(|| view! {
                            <p class="cards-label">"Community cards"</p>
                            <div class="cards" data-testid="drill-board">{board.into_iter().map(|c| view! { <PlayingCard card=c /> }).collect_view()}</div>
                        })}
                        <p data-testid="drill-question">{question}</p>
                    </div>
                    <div class="actions" role="group" aria-label="Your decision">
                        {G::choices(&s).into_iter().map(|d| view! {
                            <button data-testid="drill-option" data-decision=d.to_string() disabled=move || graded.with(Option::is_some) on:click=move |_| answer(d)>{d.to_string()}</button>
                        }).collect_view()}
                    </div>
                }
            })}
            {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="drill-error">{e}</p> })}
            {move || graded.get().map(|g| {
                let train = record.with_untracked(|r| r.train);
                let name = card_name::<G>(train);
                let exact = if g.answer.optimal {
                    format!("Right: to {} is the optimal play.", g.chosen)
                } else {
                    format!("Not optimal: the best play is to {}; to {} gives up {:.4} Antes on average.", g.best, g.chosen, g.answer.cost_antes)
                };
                let card = if g.card == g.chosen {
                    format!("{} says the same: {}.", capitalise(&name), g.card)
                } else {
                    format!("{} says: {}.", capitalise(&name), g.card)
                };
                // Training a card, the card's play is the right answer; the exact line follows.
                let (verdict, card) = match train {
                    None => (exact, card),
                    Some(_) if g.card == g.chosen => (format!("Right: to {} is {name}'s play.", g.chosen), exact),
                    Some(_) => (format!("Not {name}'s play: it says to {}.", g.card), exact),
                };
                let right = record.with_untracked(|r| r.is_right(&g.answer));
                view! {
                    <div class="drill-result" role="status" data-testid="drill-result" data-optimal=g.answer.optimal.to_string() data-right=right.to_string()>
                        <p data-testid="drill-verdict"><strong>{verdict}</strong></p>
                        <p data-testid="drill-card">{card}</p>
                        <table class="lines" data-testid="drill-options">
                            <thead><tr><th scope="col">"Option"</th><th scope="col">"Exact value per Ante"</th></tr></thead>
                            <tbody>
                                {g.options.into_iter().map(|o| view! {
                                    <tr class:best=o.decision == g.best>
                                        <th scope="row">{o.decision.to_string()}{(o.decision == g.best).then_some(" ★ best")}</th>
                                        <td>{format!("{:+.6} ({})", o.per_ante, o.fraction)}</td>
                                    </tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                        <p class="hint">{format!("Situation: {}.", g.answer.situation)}</p>
                        <button class="primary" data-testid="drill-next" on:click=move |_| next()>"Next hand"</button>
                    </div>
                }
            })}
            <h2>"Your record"</h2>
            <p data-testid="drill-stats">{move || record.with(|r| {
                let share = |n: u32| if r.attempts == 0 { "—".to_string() } else { format!("{:.0}%", 100.0 * n as f64 / r.attempts as f64) };
                format!(
                    "{}: {} optimal, {} as the card plays; streak {} (best {}); {:.4} Antes given up in all.",
                    count(r.attempts, "hand", "hands"),
                    share(r.optimal),
                    share(r.as_card),
                    r.streak,
                    r.best_streak,
                    r.cost_antes
                )
            })}</p>
            {move || record.with(|r| {
                let spots = r.weak_spots();
                (!spots.is_empty()).then(|| view! {
                    <table class="lines" data-testid="drill-weak-spots">
                        <caption>"Situations you miss"</caption>
                        <thead><tr><th scope="col">"Situation"</th><th scope="col">"Missed"</th><th scope="col">"Cost (Antes)"</th></tr></thead>
                        <tbody>
                            {spots.into_iter().map(|t| view! {
                                <tr><th scope="row">{t.situation.clone()}</th><td>{format!("{} of {}", t.misses, t.attempts)}</td><td>{format!("{:.4}", t.cost_antes)}</td></tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                })
            })}
            <label class="check">
                <input type="checkbox" data-testid="drill-weighted" prop:checked=move || record.with(|r| r.weighted) on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    record.update(|r| r.weighted = on);
                    save();
                } />
                " Deal more of the situations I miss"
            </label>
            <p>
                <button data-testid="drill-reset" on:click=move |_| {
                    record.set(DrillRecord::default());
                    save();
                }>"Start the record again"</button>
            </p>
        </section>
    }
}
