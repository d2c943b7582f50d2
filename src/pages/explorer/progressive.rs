//! The Progressive against its meter: return per $1 as a line in the meter, the break-even
//! point, the "to 1" reading, contributions, resets and the Envy Bonus.

use super::paytables::{ace_code, ace_from_query};
use super::{dollars_text, grouped, percent};
use crate::query_state::{initial, keep};
use engine::hcf::config::{ma_contribution_bp, md_meter_minimum, TableConfig};
use engine::hcf::paytables::{paytables, SideWager};
use engine::hcf::rules::{HcfRules, MeterModel};
use engine::hcf::side_bets::{
    analyze_progressive, envy_value_per_other_player, facts_for, ProgressiveOdds,
};
use engine::money::Cents;
use engine::Jurisdiction;
use leptos::prelude::*;

/// The operator's figures for one table: the meter now, the contribution rate and the reset
/// (or seed) amount, in dollars and percent.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Operator {
    meter: f64,
    rate: f64,
    reset: f64,
}

/// A dollar amount typed into an operator field, up to $100,000,000.
fn operator_dollars(field: &str, text: &str) -> Result<f64, String> {
    let cents = Cents::parse_dollars(text).map_err(|e| format!("{field}: {e}"))?;
    if cents.0 > 10_000_000_000 {
        return Err(format!("{field}: at most $100,000,000"));
    }
    Ok(cents.0 as f64 / 100.0)
}

/// A contribution rate typed as a percentage of each wager, 0 to 100.
fn operator_rate(text: &str) -> Result<f64, String> {
    let cleaned = text.trim().trim_end_matches('%').trim();
    match cleaned.parse::<f64>() {
        Ok(r) if r.is_finite() && (0.0..=100.0).contains(&r) => Ok(r / 100.0),
        Ok(_) => Err("Contribution rate: between 0% and 100% of each wager".into()),
        Err(_) => Err(format!(
            "Contribution rate: '{}' is not a percentage",
            text.trim()
        )),
    }
}

#[component]
pub fn Progressive() -> impl IntoView {
    // The view's state, from the address and kept in it.
    let jurisdiction = RwSignal::new(
        initial("j")
            .and_then(|j| Jurisdiction::parse(&j))
            .unwrap_or(Jurisdiction::Maryland),
    );
    let label = RwSignal::new(
        initial("table")
            .filter(|l| {
                paytables(jurisdiction.get_untracked(), SideWager::Progressive)
                    .any(|t| &t.label == l)
            })
            .unwrap_or_else(|| first_progressive(jurisdiction.get_untracked())),
    );
    // None: the jurisdiction's own ace rule.
    let ace_choice = RwSignal::new(initial("ace").and_then(|a| ace_from_query(&a)));
    // The operator's figures as typed (None: the table's default, shown in the field).
    let meter_text = RwSignal::new(initial("meter"));
    let rate_text = RwSignal::new(initial("rate"));
    let reset_text = RwSignal::new(initial("reset"));
    keep("j", move || {
        let j = jurisdiction.get();
        (j != Jurisdiction::Maryland).then(|| j.code().to_string())
    });
    keep("table", move || {
        let l = label.get();
        (l != first_progressive(jurisdiction.get())).then_some(l)
    });
    keep("ace", move || ace_code(ace_choice.get()));
    keep("meter", move || meter_text.get());
    keep("rate", move || rate_text.get());
    keep("reset", move || reset_text.get());
    let ace = move || {
        ace_choice
            .get()
            .unwrap_or_else(|| HcfRules::of(jurisdiction.get()).ace_rule.value)
    };
    let odds = Memo::new(move |_| -> Option<ProgressiveOdds> {
        let j = jurisdiction.get();
        let table = paytables(j, SideWager::Progressive).find(|t| t.label == label.get())?;
        analyze_progressive(table, facts_for(ace())).ok()
    });
    // The table's defaults: what the rules fix or this page assumes (with the reason).
    let defaults = move || {
        let j = jurisdiction.get();
        let label = label.get();
        let config = TableConfig::default_for(j)
            .progressive
            .expect("default progressive");
        match HcfRules::of(j).meter.value {
            MeterModel::OperatorSeedWithMinimum => {
                let min = md_meter_minimum(&label)
                    .map(|c| c.0 as f64 / 100.0)
                    .unwrap_or(0.0);
                let rate = config.main_rate_bp as f64 / 10_000.0;
                (Operator { meter: min, rate, reset: min }, format!("Seed and reset at least {} (000/002 Ch.12 E(2)(b)); the contribution rate is set in the Rules Submission.", dollars_text(min)))
            }
            MeterModel::MainAndSecondary { .. } => {
                let (main, secondary) = ma_contribution_bp(&label).unwrap_or((0, 0));
                let rate = (main + secondary) as f64 / 10_000.0;
                (Operator { meter: 10_000.0, rate, reset: 0.0 }, format!("Starts at $10,000; {}% to the main meter and {}% to the secondary; a 100% award resets main to secondary, so the casino funds no reset (003 §11(f)).", main as f64 / 100.0, secondary as f64 / 100.0))
            }
            MeterModel::SeedPlusReserve => {
                let seed = config.seed.0 as f64 / 100.0;
                let rate = config.main_rate_bp as f64 / 10_000.0;
                (Operator { meter: seed, rate, reset: seed }, format!("Seed and contribution not stated (AMB-57): {} seed and {}% assumed until you enter the operator's.", dollars_text(seed), rate * 100.0))
            }
        }
    };
    // The operator's figures in force: each typed one, or the default.
    let operator = Memo::new(move |_| -> Result<Operator, String> {
        let (d, _) = defaults();
        let or =
            |text: Option<String>, default: f64, parse: &dyn Fn(&str) -> Result<f64, String>| {
                text.map_or(Ok(default), |t| parse(&t))
            };
        Ok(Operator {
            meter: or(meter_text.get(), d.meter, &|t| {
                operator_dollars("Meter now", t)
            })?,
            rate: or(rate_text.get(), d.rate, &operator_rate)?,
            reset: or(reset_text.get(), d.reset, &|t| {
                operator_dollars("Reset amount", t)
            })?,
        })
    });
    let clear_operator = move || {
        meter_text.set(None);
        rate_text.set(None);
        reset_text.set(None);
    };
    let field = move |name: &'static str,
                      testid: &'static str,
                      text: RwSignal<Option<String>>,
                      shown: fn(Operator) -> String| {
        view! {
            <label>
                {name}
                <input inputmode="decimal" data-testid=testid
                    prop:value=move || text.get().unwrap_or_else(|| shown(defaults().0))
                    on:change=move |ev| {
                        let typed = event_target_value(&ev);
                        text.set((typed.trim() != shown(defaults().0)).then_some(typed));
                    } />
            </label>
        }
    };
    view! {
        <div class="controls">
            <label>
                "Jurisdiction "
                <select data-testid="progressive-jurisdiction" on:change=move |ev| {
                    if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                        jurisdiction.set(j);
                        label.set(first_progressive(j));
                        clear_operator();
                    }
                }>
                    {Jurisdiction::ALL.into_iter().map(|j| view! { <option value=j.code() selected=move || jurisdiction.get() == j>{j.name()}</option> }).collect_view()}
                </select>
            </label>
            <label>
                "Paytable "
                <select data-testid="progressive-paytable" on:change=move |ev| {
                    label.set(event_target_value(&ev));
                    clear_operator();
                }>
                    {move || paytables(jurisdiction.get(), SideWager::Progressive).map(|t| {
                        let l = t.label.clone();
                        view! { <option value=l.clone() selected=move || label.get() == l>{t.display_label()}</option> }
                    }).collect_view()}
                </select>
            </label>
            <super::hcf::AceRuleSelect choice=ace_choice jurisdiction=jurisdiction testid="progressive-ace" />
        </div>
        <fieldset class="meters" data-testid="operator-inputs">
            <legend>"The operator's figures ($1 wager)"</legend>
            {field("Meter now ($) ", "operator-meter", meter_text, |o| grouped(o.meter.round() as u64))}
            {field("Contribution rate (%) ", "operator-rate", rate_text, |o| format!("{}", (o.rate * 10_000.0).round() / 100.0))}
            {field("Reset / seed ($) ", "operator-reset", reset_text, |o| grouped(o.reset.round() as u64))}
            <p class="source">{move || defaults().1}</p>
        </fieldset>
        {move || odds.get().map(|o| {
            let j = jurisdiction.get();
            let operator = operator.get();
            let below_minimum = operator.as_ref().ok().and_then(|op| {
                let min = md_meter_minimum(&label.get()).filter(|_| HcfRules::of(j).meter.value == MeterModel::OperatorSeedWithMinimum)?;
                let min = min.0 as f64 / 100.0;
                (op.reset < min || op.meter < min).then(|| format!("Below Maryland's minimum: Paytable {}'s meter starts and resets at no less than {} (000/002 Ch.12 E(2)(b)).", label.get(), dollars_text(min)))
            });
            let envy = envy_value_per_other_player(j, &label.get(), facts_for(ace()));
            view! {
                {match operator.clone() {
                    Err(message) => view! { <p class="error" role="alert" data-testid="operator-error">{message}</p> }.into_any(),
                    Ok(op) => {
                        let now = o.return_at(op.meter);
                        view! {
                            <dl class="figures" data-testid="operator-figures">
                                <div><dt>"Return at this meter"</dt><dd data-testid="operator-return">
                                    {format!("{:+.4} per $1 at {}", now, dollars_text(op.meter))}
                                    {(now > 0.0).then(|| view! { <strong class="favours">" ⚑ favours the player"</strong> })}
                                </dd></div>
                                <div><dt>"Long-run return with contributions"</dt><dd data-testid="operator-long-run">{format!("{} per $1: {}% contributed, resets of {} funded by the casino, all paid back to players in the end", percent(o.long_run_return(op.rate, op.reset)), (op.rate * 10_000.0).round() / 100.0, dollars_text(op.reset))}</dd></div>
                                <div><dt>"Long-run hold"</dt><dd data-testid="operator-hold">{format!("{} per $1", percent(o.long_run_hold(op.rate, op.reset)))}</dd></div>
                                <div><dt>"How"</dt><dd data-testid="operator-formula">{format!(
                                    "Net return = the fixed prizes' return less the $1 wagered ({:+.6}) + the contribution rate ({}%, every contribution is paid to a player in the end) + the reset amount times the chance of a 100% award ({} ÷ {}). Hold = minus the net return.",
                                    o.fixed,
                                    (op.rate * 10_000.0).round() / 100.0,
                                    dollars_text(op.reset),
                                    grouped((1.0 / o.full_meter_probability.max(1e-18)).round() as u64)
                                )}</dd></div>
                            </dl>
                        }.into_any()
                    }
                }}
                {below_minimum.map(|m| view! { <p class="warning" data-testid="operator-warning">{m}</p> })}
                <MeterChart odds=o.clone() now=operator.ok().map(|op| op.meter) />
                <dl class="figures" data-testid="progressive-figures">
                    <div><dt>"Return per $1"</dt><dd>{format!("{:+.4} with an empty meter, {:+.4} for each $10,000 on the meter", o.fixed, o.per_meter_dollar * 10_000.0)}</dd></div>
                    <div><dt>"Break-even meter"</dt><dd data-testid="break-even">{o.break_even_meter.map(dollars_text).unwrap_or_else(|| "never".into())}</dd></div>
                    <div><dt>"If fixed prizes were paid “to 1”"</dt><dd>{format!("return {:+.4} with an empty meter; break-even {}", o.fixed_if_to_one, o.break_even_meter_if_to_one.map(dollars_text).unwrap_or_else(|| "never".into()))}</dd></div>
                    <div><dt>"Hit frequency"</dt><dd>{percent(o.hit_frequency)}</dd></div>
                    <div><dt>"Chance of a 100% award"</dt><dd>{super::one_in(1.0 / o.full_meter_probability.max(1e-18))}</dd></div>
                    {envy.map(|e| view! { <div><dt>"Envy Bonus"</dt><dd>{format!("${e:.5} per other player with a Progressive, per round (000/002 Ch.12 E(5))")}</dd></div> })}
                </dl>
                <table class="lines">
                    <thead><tr><th scope="col">"Hand"</th><th scope="col">"Pays"</th><th scope="col">"Hands"</th><th scope="col">"Probability"</th></tr></thead>
                    <tbody>
                        {o.lines.iter().map(|l| view! {
                            <tr><th scope="row">{l.hand.clone()}</th><td>{l.pay.to_string()}</td><td>{grouped(l.hands)}</td><td>{super::chance(l.probability)}</td></tr>
                        }).collect_view()}
                    </tbody>
                </table>
                <p class="source">"Fixed prizes are per $1 wagered and the stake is not returned (AMB-12, AMB-40); percentages are of the meter when the player is paid."</p>
            }
        })}
    }
}

fn first_progressive(j: Jurisdiction) -> String {
    paytables(j, SideWager::Progressive)
        .next()
        .map(|t| t.label.clone())
        .unwrap_or_default()
}

/// Return per $1 against the meter, with the break-even point marked.
#[component]
fn MeterChart(odds: ProgressiveOdds, now: Option<f64>) -> impl IntoView {
    let (w, h, pad) = (640.0, 260.0, 48.0);
    let top_meter = odds
        .break_even_meter
        .map(|m| m * 1.6)
        .unwrap_or(100_000.0)
        .max(now.unwrap_or(0.0) * 1.25)
        .max(10_000.0);
    let at = |m: f64| odds.return_at(m);
    let (lo, hi) = (at(0.0).min(-1.0), at(top_meter).max(0.2));
    let x = move |m: f64| pad + (w - 2.0 * pad) * m / top_meter;
    let y = move |r: f64| h - pad - (h - 2.0 * pad) * (r - lo) / (hi - lo);
    let zero = y(0.0);
    view! {
        <figure class="chart">
            <svg viewBox=format!("0 0 {w} {h}") role="img" data-testid="meter-chart"
                aria-label=format!("Return per dollar rises from {:.2} at an empty meter; break-even at {}", at(0.0), odds.break_even_meter.map(super::dollars_text).unwrap_or_else(|| "no meter".into()))>
                <line x1=pad y1=zero x2=w - pad y2=zero class="axis" />
                <line x1=pad y1=pad x2=pad y2=h - pad class="axis" />
                <line x1=x(0.0) y1=y(at(0.0)) x2=x(top_meter) y2=y(at(top_meter)) class="series" />
                // Scales: the meter in dollars along the bottom, the return per $1 up the side.
                {(0..=4).map(|k| {
                    let m = top_meter * k as f64 / 4.0;
                    view! {
                        <line x1=x(m) y1=h - pad x2=x(m) y2=h - pad + 5.0 class="axis" />
                        <text x=x(m) - 18.0 y=h - pad + 18.0 class="chart-label">{format!("${}k", grouped((m / 1000.0).round() as u64))}</text>
                    }
                }).collect_view()}
                {[lo, 0.0, hi].into_iter().map(|r| view! {
                    <text x="2" y=y(r) + 4.0 class="chart-label">{format!("{r:+.1}")}</text>
                }).collect_view()}
                <text x=w / 2.0 - 40.0 y=h - 4.0 class="chart-label">"meter ($)"</text>
                {now.map(|m| view! {
                    <g data-testid="meter-now">
                        <circle cx=x(m) cy=y(at(m)) r="5" class="marker-now" />
                        <text x=x(m) + 8.0 y=y(at(m)) + 18.0 class="chart-value">{format!("now {}", super::dollars_text(m))}</text>
                    </g>
                })}
                {odds.break_even_meter.map(|m| view! {
                    <g>
                        <circle cx=x(m) cy=zero r="5" class="marker" />
                        <text x=x(m) + 8.0 y=zero - 8.0 class="chart-value">{format!("break-even {}", super::dollars_text(m))}</text>
                    </g>
                })}
            </svg>
            <figcaption>{format!("Net return per $1 wagered as the meter grows (x axis: meter in dollars), {}.", odds.ace.short())}</figcaption>
        </figure>
    }
}
