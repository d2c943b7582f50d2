//! Jackpot Hold 'Em's main game, exactly: the house edge of optimal play (or of a strategy the
//! computer players use) over every deal, computed on this device by a pool of workers, its
//! first decision as a chart, and the strategy card with its exact cost.

use super::job::{unfinished, CancelButton, Job};
use super::own_tables;
use super::percent;
use super::strategy_card::StrategyCard;
use super::AmountField;
use crate::analysis_cache::{AnalysisCache, CachedRun};
use crate::query_state::kept_choice;
use crate::storage::{self, Entry};
use crate::worker_client::{self, PoolEvent};
use crate::worker_protocol::SecondChartRow;
use engine::holdem_solver::ChartRow;
use engine::jhe::custom::JheCustomTable;
use engine::jhe::strategy::OPTIMAL_HOUSE_EDGE;
use engine::jhe::JheWager;
use engine::paytable::{Pay, PaytableHand};
use engine::GameId;
use leptos::prelude::*;

/// A finished analysis with how it ran, and whether it was kept from an earlier visit.
#[derive(Clone, Debug, PartialEq)]
pub struct Ran {
    run: CachedRun,
    kept: bool,
}

fn fraction_percent((numerator, denominator): (u64, u64)) -> f64 {
    numerator as f64 / denominator as f64 * 100.0
}

/// The strategies the main game can be analysed under: code and name.
const STRATEGIES: [(&str, &str); 4] = [
    ("optimal", "Optimal (exact, every card seen)"),
    ("simple", "The strategy card"),
    ("river", "Check to the river, then play 1× by the card"),
    ("always", "Always play 3× at the first decision"),
];

#[component]
pub fn JheMainGame() -> impl IntoView {
    // The strategy, from the address and kept in it.
    let strategy = kept_choice("strategy", &STRATEGIES, "optimal");
    // Analyses computed on this device before (for these rules), by strategy.
    let (cache, notice) = storage::load(
        GameId::JackpotHoldEm,
        Entry::Analysis,
        AnalysisCache::parse,
        AnalysisCache::fresh,
    );
    let cache = StoredValue::new(cache);
    // A custom X-tra Bonus copy's pays while its editor is open (Err: what is wrong with it).
    let copy = XtraCopy::new();
    let kept = move |code: &str| match cache.with_value(|c| c.run(code).cloned()) {
        Some(run) if !copy.editing.get_untracked() => Job::Done(Ran { run, kept: true }),
        _ => Job::Idle,
    };
    let job = RwSignal::new(kept(&strategy.get_untracked()));
    let choose = move |code: String| {
        if !job.with_untracked(Job::running) {
            job.set(kept(&code));
        }
        strategy.set(code);
    };
    // Opening or closing the copy shows what is known for the table now in use.
    Effect::new(move |_| {
        copy.editing.track();
        if !job.with_untracked(Job::running) {
            job.set(kept(&strategy.get_untracked()));
        }
    });
    let run = move |_| {
        if job.with_untracked(Job::running) {
            return;
        }
        let xtra = match copy.in_use() {
            Ok(pays) => pays,
            Err(_) => return,
        };
        let custom = xtra.is_some();
        job.set(Job::Running { fraction: 0.0 });
        let started =
            worker_client::start_jhe(&strategy.get_untracked(), xtra, move |event| match event {
                PoolEvent::Progress(fraction) => job.set(Job::Running { fraction }),
                PoolEvent::Done {
                    summary,
                    workers,
                    milliseconds,
                    ..
                } => {
                    let run = CachedRun {
                        summary: *summary,
                        workers,
                        milliseconds,
                        computed_at: String::from(js_sys::Date::new_0().to_iso_string()),
                    };
                    // Paytable A's runs are kept; a custom copy's are shown only.
                    if !custom {
                        cache.update_value(|c| c.keep(run.clone()));
                        // Not kept (storage full or blocked) only means it runs again next time.
                        let _ = cache.with_value(|c| {
                            storage::save(GameId::JackpotHoldEm, Entry::Analysis, &c.to_json())
                        });
                    }
                    job.set(Job::Done(Ran { run, kept: false }));
                }
                PoolEvent::Failed(message) => job.set(Job::Failed(message)),
            });
        if let Err(message) = started {
            job.set(Job::Failed(message));
        }
    };
    on_cleanup(worker_client::cancel);
    let workers = worker_client::workers();
    view! {
        <div class="controls">
            <label>
                "Strategy "
                <select data-testid="jhe-main-game-strategy" on:change=move |ev| choose(event_target_value(&ev))>
                    {STRATEGIES.into_iter().map(|(code, name)| view! { <option value=code selected=move || strategy.get() == code>{name}</option> }).collect_view()}
                </select>
            </label>
            <button class="primary" data-testid="jhe-main-game-run" on:click=run disabled=move || copy.in_use().is_err() aria-disabled=move || job.with(Job::running).then_some("true")>
                {move || if matches!(job.get(), Job::Done(_)) { "Analyse again" } else { "Analyse every deal" }}
            </button>
            <CancelButton job=job testid="jhe-main-game-cancel" />
        </div>
        <XtraCopyEditor copy=copy />
        {notice.map(|n| view! { <p class="hint" role="status">{n}</p> })}
        {move || match job.get() {
            Job::Idle => view! {
                <p class="hint">{format!("Every player hand, every five community cards and every dealer hand — 83,441,430,072,000 deals — with the best decision at each of the three points by exact expected value. It runs in {workers} background worker{} (one per processor core this browser reports), under a minute on a two-core laptop; the page stays usable.", if workers == 1 { "" } else { "s" })}</p>
            }.into_any(),
            Job::Done(ran) => view! { <JheResult ran=ran /> }.into_any(),
            other => unfinished(&other, "jhe-main-game").unwrap_or_else(|| ().into_any()),
        }}
        <JheStrategyCard />
    }
}

fn strategy_name(code: &str) -> &'static str {
    match code {
        "simple" => "The strategy card",
        "river" => "Check to the river, then play 1× by the card",
        "always" => "Always 3× at the first decision",
        _ => "Optimal play",
    }
}

#[component]
fn JheResult(ran: Ran) -> impl IntoView {
    let Ran { run: ran, kept } = ran;
    let r = ran.summary.report.clone();
    let optimal = ran.summary.strategy == "optimal";
    let when = ran
        .computed_at
        .replace('T', " ")
        .chars()
        .take(16)
        .collect::<String>();
    // Against optimal play with Paytable A: a custom copy's figures stand alone.
    let custom = ran.summary.xtra.clone();
    let cost = (!optimal && custom.is_none())
        .then(|| r.house_edge_percent - fraction_percent(OPTIMAL_HOUSE_EDGE));
    let table = match &custom {
        Some(pays) => format!("your copy: {}", pays_text(pays)),
        None => "Paytable A (001 Ch.12 B(1))".to_string(),
    };
    let favours = custom.is_some() && r.house_edge_percent < 0.0;
    view! {
        <dl class="figures" data-testid="jhe-main-game-figures">
            <div><dt>"Strategy"</dt><dd>{strategy_name(&ran.summary.strategy)}</dd></div>
            <div><dt>"X-tra Bonus"</dt><dd data-testid="jhe-main-game-table">{table}</dd></div>
            <div><dt>"House edge"</dt><dd data-testid="jhe-house-edge">{format!("{:.4}% of the Ante", r.house_edge_percent)}</dd></div>
            <div><dt>"Exact"</dt><dd class="fraction">{format!("{} / {}", r.house_edge_numerator, r.house_edge_denominator)}</dd></div>
            {cost.map(|c| view! { <div><dt>"Cost against optimal"</dt><dd>{format!("{c:.4}% of the Ante")}</dd></div> })}
            <div><dt>"Element of risk"</dt><dd>{format!("{:.4}%", r.element_of_risk_percent)}</dd></div>
            <div><dt>"Average wager"</dt><dd>{format!("{:.4} Antes (Ante, X-tra Bonus and Play)", r.average_wager)}</dd></div>
            <div><dt>"Standard deviation"</dt><dd>{format!("{:.4} Antes", r.standard_deviation)}</dd></div>
            <div><dt>"Play 3× / 2× / 1× / fold"</dt><dd>{format!("{} / {} / {} / {}", percent(r.play_first), percent(r.play_second), percent(r.play_last), percent(r.fold))}</dd></div>
            <div><dt>"Deals"</dt><dd>{engine::money::grouped(r.deals.parse::<u64>().unwrap_or(0))}</dd></div>
            <div><dt>"Computed in"</dt><dd data-testid="jhe-main-game-ms">{format!("{:.1} s on {} worker{}", ran.milliseconds / 1000.0, ran.workers, if ran.workers == 1 { "" } else { "s" })}</dd></div>
            <div><dt>"Computed"</dt><dd data-testid="jhe-main-game-when">{if kept { format!("on this device, {when} UTC; kept from then (the figures are exact: they change only with the rules)") } else if custom.is_some() { format!("just now, {when} UTC; a custom copy's figures are not kept") } else { format!("just now, {when} UTC; kept on this device") }}</dd></div>
        </dl>
        {favours.then(|| view! { <p class="warning" role="status" data-testid="jhe-main-game-favours">"⚑ With this X-tra Bonus copy the player has the edge: the game would lose money against a player who plays well."</p> })}
        <FirstDecisionChart rows=ran.summary.first_chart.clone() />
        <SecondDecisionChart rows=ran.summary.second_chart.clone() />
    }
}

/// Decision 2 by made hand and draw (for a hand that checked at the first).
#[component]
fn SecondDecisionChart(rows: Vec<SecondChartRow>) -> impl IntoView {
    (!rows.is_empty()).then(|| view! {
        <h2>"Decision 2: play 2× or check, by made hand and draw"</h2>
        <p class="lead">"Three community cards showing, having checked at the first decision: the share of each kind of hand in which playing 2× is right, over every flop with every two other cards."</p>
        <table class="strategy" data-testid="jhe-second-chart">
            <thead><tr><th scope="col">"Your hand with the flop"</th><th scope="col">"Play 2×"</th><th scope="col">"Situations"</th></tr></thead>
            <tbody>
                {rows.into_iter().map(|r| {
                    let class = if r.plays >= 0.9995 { "raise" } else if r.plays <= 0.0005 { "fold" } else { "mixed" };
                    view! {
                        <tr>
                            <th scope="row">{r.hand.clone()}</th>
                            <td class=class>{format!("{:.1}%", r.plays * 100.0)}</td>
                            <td>{engine::money::grouped(r.situations)}</td>
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    })
}

/// Decision 1 by starting hand and the card shown: 3× where the strategy plays, a share where
/// it depends on the suits.
#[component]
fn FirstDecisionChart(rows: Vec<ChartRow>) -> impl IntoView {
    const RANKS: [&str; 13] = [
        "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2",
    ];
    let cell = |share: f64| {
        if share >= 0.9995 {
            view! { <td class="raise">"3×"</td> }.into_any()
        } else if share <= 0.0005 {
            view! { <td class="fold"><span class="visually-hidden">"check"</span></td> }.into_any()
        } else {
            view! { <td class="mixed">{format!("{:.0}%", share * 100.0)}</td> }.into_any()
        }
    };
    view! {
        <h2>"Decision 1: play 3× or check, by hand and the card showing"</h2>
        <p class="lead">"Rows are the two hole cards (s suited, o offsuit), columns the rank of the first community card. “3×”: play three times the Ante; blank: check; a percentage: the share of suit combinations in which playing is right (it depends on whether the card showing matches a hole card's suit)."</p>
        <div class="table-scroll chart-scroll" tabindex="0" role="region" aria-label="Decision 1 chart">
            <table class="strategy compact" data-testid="jhe-first-chart">
                <thead><tr><th scope="col">"Hand"</th>{RANKS.iter().map(|r| view! { <th scope="col">{*r}</th> }).collect_view()}</tr></thead>
                <tbody>
                    {rows.into_iter().map(|row| view! {
                        <tr><th scope="row">{row.hand.clone()}</th>{row.plays.iter().map(|&s| cell(s)).collect_view()}</tr>
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// Jackpot Hold 'Em's card at its three levels.
#[component]
fn JheStrategyCard() -> impl IntoView {
    view! {
        <StrategyCard cards=engine::jhe::levels::level_card game=engine::GameId::JackpotHoldEm
            rules="Maryland (MD)" paytable="X-tra Bonus Paytable A" testid="jhe-strategy-card" />
    }
}

/// The X-tra Bonus lines a copy may change: Paytable A's paying lines (to 1), highest first.
fn xtra_lines() -> Vec<(String, u32)> {
    engine::jhe::paytables::paytable(JheWager::XtraBonus, "A")
        .map(|table| {
            table
                .lines
                .iter()
                .filter_map(|l| match l.pay {
                    Pay::ToOne(n) => Some((l.hand.name(), n)),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

fn pays_text(pays: &[u32]) -> String {
    xtra_lines()
        .iter()
        .zip(pays)
        .map(|((hand, _), n)| format!("{} {n} to 1", hand.to_lowercase()))
        .collect::<Vec<_>>()
        .join(", ")
        + "; below a straight pushes"
}

/// A copy of the X-tra Bonus table being edited: open or not, and each paying line as typed.
#[derive(Clone, Copy)]
struct XtraCopy {
    editing: RwSignal<bool>,
    inputs: StoredValue<Vec<RwSignal<String>>>,
}

impl XtraCopy {
    fn new() -> XtraCopy {
        XtraCopy {
            editing: RwSignal::new(false),
            inputs: StoredValue::new(
                xtra_lines()
                    .into_iter()
                    .map(|(_, n)| RwSignal::new(n.to_string()))
                    .collect(),
            ),
        }
    }

    /// The pays a run uses: none for Paytable A (editor closed), the copy's when open; an error
    /// names the line that cannot be used.
    fn in_use(self) -> Result<Option<Vec<u32>>, String> {
        if !self.editing.get() {
            return Ok(None);
        }
        self.pays().map(Some)
    }

    /// The pays typed (to 1, the six paying lines), checked for an exact analysis.
    fn pays(self) -> Result<Vec<u32>, String> {
        let pays = xtra_lines()
            .iter()
            .zip(self.inputs.get_value())
            .map(
                |((hand, _), input)| match Pay::ToOne(0).custom(&input.get()) {
                    Ok(Pay::ToOne(n)) => Ok(n),
                    Ok(_) => Err(format!("{hand}: an amount to 1")),
                    Err(e) => Err(format!("{hand}: {e}")),
                },
            )
            .collect::<Result<Vec<u32>, String>>()?;
        engine::jhe::exact::xtra_bonus_copy(&pays)?;
        Ok(pays)
    }
}

/// Paytable A, or an edited copy of it the analysis uses instead (checked as typed), which can
/// be named and kept on the device and opened again.
#[component]
fn XtraCopyEditor(copy: XtraCopy) -> impl IntoView {
    let lines = xtra_lines();
    // Damaged saved copies are kept aside on reading; the message says so whether or not the
    // editor is open.
    let (saved, saved_message) = own_tables::load::<JheCustomTable>(GameId::JackpotHoldEm);
    // Every line of the table, the push below a straight included, as a saved copy holds them.
    let every_line = Signal::derive(move || -> Result<Vec<Pay>, String> {
        let copy = engine::jhe::exact::xtra_bonus_copy(&copy.pays()?)?;
        Ok(copy.lines.iter().map(|l| l.pay).collect())
    });
    let on_open = Callback::new(move |pays: Vec<Pay>| {
        let paying = pays.into_iter().filter_map(|p| match p {
            Pay::ToOne(n) => Some(n),
            _ => None,
        });
        for (input, n) in copy.inputs.get_value().iter().zip(paying) {
            input.set(n.to_string());
        }
    });
    view! {
        <div class="controls">
            <button data-testid="jhe-xtra-edit" aria-expanded=move || copy.editing.get().to_string()
                on:click=move |_| copy.editing.update(|e| *e = !*e)>
                {move || if copy.editing.get() { "Use Paytable A again" } else { "Analyse a copy of the X-tra Bonus table" }}
            </button>
        </div>
        <own_tables::SavedMessage message=saved_message testid="jhe-xtra-saved-message" />
        <Show when=move || copy.editing.get()>
            <div class="editor" data-testid="jhe-xtra-editor">
                <h3>"Your copy of X-tra Bonus Paytable A (below a straight pushes)"</h3>
                <div class="editor-lines">
                    {lines.iter().zip(copy.inputs.get_value()).enumerate().map(|(i, ((hand, _), input))| view! {
                        <AmountField label=format!("{hand} (to 1)") testid=format!("jhe-xtra-line-{i}") value=input />
                    }).collect_view()}
                </div>
                {move || match copy.in_use() {
                    Ok(_) => view! { <p class="hint" role="status">"The next analysis uses this copy, with the strategy chosen above (the strategy card keeps its rules). Its figures are shown, not kept."</p> }.into_any(),
                    Err(message) => view! { <p class="error" role="alert" data-testid="jhe-xtra-error">{message}</p> }.into_any(),
                }}
                <super::jhe_own_tables::JheCopyKeeper wager=JheWager::XtraBonus base="A".to_string() pays=every_line on_open=on_open saved=saved testid="jhe-xtra" />
            </div>
        </Show>
    }
}
