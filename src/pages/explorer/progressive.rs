//! The Progressive against its meter: return per $1 as a line in the meter, the break-even
//! point, the "to 1" reading, contributions, resets and the Envy Bonus.

use super::{grouped, percent};
use engine::hcf::config::{ma_contribution_bp, md_meter_minimum, TableConfig};
use engine::hcf::paytables::{paytables, SideWager};
use engine::hcf::rules::{HcfRules, MeterModel};
use engine::hcf::side_bets::{
    analyze_progressive, envy_value_per_other_player, facts_for, ProgressiveOdds,
};
use engine::hcf::straight_flush::AceRule;
use engine::Jurisdiction;
use leptos::prelude::*;

#[component]
pub fn Progressive() -> impl IntoView {
    let jurisdiction = RwSignal::new(Jurisdiction::Maryland);
    let label = RwSignal::new("A".to_string());
    // None: the jurisdiction's own ace rule.
    let ace_choice = RwSignal::new(None::<AceRule>);
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
    view! {
        <div class="controls">
            <label>
                "Jurisdiction "
                <select data-testid="progressive-jurisdiction" on:change=move |ev| {
                    if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                        jurisdiction.set(j);
                        label.set(paytables(j, SideWager::Progressive).next().map(|t| t.label.clone()).unwrap_or_default());
                    }
                }>
                    {Jurisdiction::ALL.into_iter().map(|j| view! { <option value=j.code()>{j.name()}</option> }).collect_view()}
                </select>
            </label>
            <label>
                "Paytable "
                <select data-testid="progressive-paytable" on:change=move |ev| label.set(event_target_value(&ev))>
                    {move || paytables(jurisdiction.get(), SideWager::Progressive).map(|t| {
                        let l = t.label.clone();
                        view! { <option value=l.clone() selected=move || label.get() == l>{t.display_label()}</option> }
                    }).collect_view()}
                </select>
            </label>
            <super::AceRuleSelect choice=ace_choice jurisdiction=jurisdiction testid="progressive-ace" />
        </div>
        {move || odds.get().map(|o| {
            let j = jurisdiction.get();
            let rules = HcfRules::of(j);
            let defaults = TableConfig::default_for(j).progressive.expect("default progressive");
            let (rate, casino_reset, meter_text) = match rules.meter.value {
                MeterModel::OperatorSeedWithMinimum => {
                    let min = md_meter_minimum(&label.get()).map(|c| c.0 as f64 / 100.0).unwrap_or(0.0);
                    (defaults.main_rate_bp as f64 / 10_000.0, min, format!("Seed and reset at least {} (000/002 Ch.12 E(2)(b)); contribution rate set in the Rules Submission — {}% assumed here.", super::dollars_text(min), defaults.main_rate_bp as f64 / 100.0))
                }
                MeterModel::MainAndSecondary { .. } => {
                    let (main, secondary) = ma_contribution_bp(&label.get()).unwrap_or((0, 0));
                    ((main + secondary) as f64 / 10_000.0, 0.0, format!("Starts at $10,000; {}% to the main meter and {}% to the secondary; a 100% award resets main to secondary (003 §11(f)).", main as f64 / 100.0, secondary as f64 / 100.0))
                }
                MeterModel::SeedPlusReserve => {
                    let seed = defaults.seed.0 as f64 / 100.0;
                    (defaults.main_rate_bp as f64 / 10_000.0, seed, format!("Seed and contribution not stated (AMB-57): {} seed and {}% assumed here.", super::dollars_text(seed), defaults.main_rate_bp as f64 / 100.0))
                }
            };
            let long_run = o.long_run_return(rate, casino_reset);
            let envy = envy_value_per_other_player(j, &label.get(), facts_for(ace()));
            view! {
                <MeterChart odds=o.clone() />
                <dl class="figures" data-testid="progressive-figures">
                    <div><dt>"Return per $1"</dt><dd>{format!("{:+.4} with an empty meter, {:+.4} for each $10,000 on the meter", o.fixed, o.per_meter_dollar * 10_000.0)}</dd></div>
                    <div><dt>"Break-even meter"</dt><dd data-testid="break-even">{o.break_even_meter.map(super::dollars_text).unwrap_or_else(|| "never".into())}</dd></div>
                    <div><dt>"If fixed prizes were paid “to 1”"</dt><dd>{format!("return {:+.4} with an empty meter; break-even {}", o.fixed_if_to_one, o.break_even_meter_if_to_one.map(super::dollars_text).unwrap_or_else(|| "never".into()))}</dd></div>
                    <div><dt>"Hit frequency"</dt><dd>{percent(o.hit_frequency)}</dd></div>
                    <div><dt>"Chance of a 100% award"</dt><dd>{super::one_in(1.0 / o.full_meter_probability.max(1e-18))}</dd></div>
                    <div><dt>"Meter"</dt><dd>{meter_text}</dd></div>
                    <div><dt>"Long-run return with contributions"</dt><dd>{format!("{} per $1 (contributions and casino-funded resets returned to players)", percent(long_run))}</dd></div>
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

/// Return per $1 against the meter, with the break-even point marked.
#[component]
fn MeterChart(odds: ProgressiveOdds) -> impl IntoView {
    let (w, h, pad) = (640.0, 260.0, 48.0);
    let top_meter = odds
        .break_even_meter
        .map(|m| m * 1.6)
        .unwrap_or(100_000.0)
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
