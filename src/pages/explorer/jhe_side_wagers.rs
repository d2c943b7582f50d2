//! Jackpot Hold 'Em's side wagers, exactly: the Player Bonus paytable and Progressive A–E side by
//! side with each line's odds, and each Progressive against its five meters — the return as
//! a + Σ bₘ·Mₘ, each meter's break-even, a chart per meter — with the reading AMB-68 rejects
//! beside it. The counts are exact (every seven-card and five-card hand).

use super::jhe_own_tables::JheCopyKeeper;
use super::own_tables::{self, pay_input};
use super::AmountField;
use super::{chance, dollars_text, grouped, percent};
use crate::custom_tables::JheSavedTables;
use crate::query_state::{initial, keep};
use engine::jhe::analysis::{
    player_bonus_odds, progressive_value, progressive_value_best_of_seven, ProgressiveValue,
};
use engine::jhe::custom::JheCustomTable;
use engine::jhe::paytables::{
    all_paytables, meter_minimum, minimum_meters_in_dollars, JhePaytable,
};
use engine::jhe::JheWager;
use engine::meters::MeterName;
use engine::paytable::{LineOdds, Pay, PayLine, PaytableHand};
use engine::GameId;
use leptos::prelude::*;

fn progressives() -> impl Iterator<Item = &'static JhePaytable> {
    all_paytables()
        .iter()
        .filter(|t| t.wager == JheWager::Progressive)
}

/// The lines of a table with their exact odds.
#[component]
pub(super) fn Lines(lines: Vec<LineOdds>, testid: &'static str) -> impl IntoView {
    // Wider than a phone: the table scrolls inside its own region, never the page.
    view! {
        <div class="table-scroll" tabindex="0" role="region" aria-label="Every line, its chance and its part of the return">
        <table class="lines" data-testid=testid>
            <thead><tr><th scope="col">"Hand"</th><th scope="col">"Pays"</th><th scope="col">"Hands"</th><th scope="col">"Chance"</th><th scope="col">"Part of the return"</th></tr></thead>
            <tbody>
                {lines.into_iter().map(|l| view! {
                    <tr>
                        <th scope="row">{l.hand.clone()}</th>
                        <td>{l.pay.to_string()}</td>
                        <td>{grouped(l.hands)}</td>
                        <td>{chance(l.probability)}</td>
                        <td>{if l.contribution == 0.0 { "from the meter".to_string() } else { format!("{:.5}", l.contribution) }}</td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
        </div>
    }
}

/// Explorer "Paytables" for Jackpot Hold 'Em.
#[component]
pub fn JhePaytables() -> impl IntoView {
    // The Progressive opened, from the address and kept in it.
    let selected = RwSignal::new(
        initial("open")
            .filter(|l| progressives().any(|t| &t.label == l))
            .unwrap_or_else(|| "A".to_string()),
    );
    keep("open", move || Some(selected.get()).filter(|l| l != "A"));
    // The user's own copies, kept on the device.
    let (saved, saved_message) = own_tables::load::<JheCustomTable>(GameId::JackpotHoldEm);
    let bonus = all_paytables()
        .iter()
        .filter(|t| t.wager == JheWager::PlayerBonus)
        .filter_map(|t| player_bonus_odds(t).ok().map(|o| (t, o)))
        .collect::<Vec<_>>();
    view! {
        <div class="controls">
            <button data-testid="export-csv" on:click=move |_| {
                let csv = saved.with_untracked(super::jhe_compare::jhe_paytables_csv);
                if let Err(message) = crate::components::download::download("MD-jhe-paytables.csv", "text/csv", &csv) {
                    saved_message.set(Some(Err(message)));
                }
            }>"Export CSV"</button>
            <own_tables::ExportImport game=GameId::JackpotHoldEm saved=saved message=saved_message file_name="jhe-my-paytables.json" />
        </div>
        <own_tables::SavedMessage message=saved_message />
        <h2>"Player Bonus"</h2>
        <p class="lead">"Pays on the best five of the player's seven cards, whatever the dealer holds (001 Ch.11 J): every one of the 133,784,560 seven-card hands counted."</p>
        {bonus.into_iter().map(|(table, odds)| view! {
            <dl class="figures" data-testid="jhe-player-bonus-figures">
                <div><dt>"Paytable"</dt><dd>{table.title()}</dd></div>
                <div><dt>"House edge"</dt><dd>{format!("{} ({} / {})", percent(odds.house_edge), -odds.return_numerator, odds.denominator)}</dd></div>
                <div><dt>"Hit frequency"</dt><dd>{percent(odds.hit_frequency)}</dd></div>
                <div><dt>"Standard deviation"</dt><dd>{format!("{:.4} per unit", odds.standard_deviation)}</dd></div>
            </dl>
            <Lines lines=odds.lines.clone() testid="jhe-player-bonus-lines" />
            <CustomCopy table=table.clone() testid="jhe-player-bonus" saved=saved />
        }).collect_view()}
        <h2>"Progressive A–E"</h2>
        <p class="lead">"Judged on the hole cards and the first three community cards (AMB-68): every one of the 2,598,960 five-card hands counted. Fixed prizes are per $1 and the stake is not returned; the meters pay their percentage when the hand is won. “At the minimums”: every meter at its statutory minimum initial and reset amount (001 Ch.12 E), with a $1 wager."</p>
        <div class="table-scroll" tabindex="0" role="region" aria-label="Progressive paytables compared">
            <table class="lines" data-testid="jhe-progressive-grid">
                <thead><tr>
                    <th scope="col">"Paytable"</th>
                    <th scope="col">"Fixed lines return"</th>
                    <th scope="col">"Meters"</th>
                    <th scope="col">"Net at the minimums"</th>
                    <th scope="col">"Hit frequency"</th>
                    <th scope="col">"Best five of seven (rejected, AMB-68)"</th>
                </tr></thead>
                <tbody>
                    {progressives().map(|table| {
                        let value = progressive_value(table);
                        let net = value.net_return(&minimum_meters_in_dollars(table));
                        let seven = progressive_value_best_of_seven(table);
                        let label = table.label.clone();
                        let choose = label.clone();
                        view! {
                            <tr class:selected=move || selected.get() == label>
                                <th scope="row"><button class="link" data-testid=format!("jhe-prog-open-{}", table.label) on:click=move |_| selected.set(choose.clone())>{table.title()}</button></th>
                                <td>{format!("{:.4} per $1", value.fixed_return)}</td>
                                <td>{table.meters().iter().map(|m| m.name()).collect::<Vec<_>>().join(", ")}</td>
                                <td data-testid=format!("jhe-prog-net-{}", table.label)>
                                    {format!("{:+.2}%", net * 100.0)}
                                    {(net > 0.0).then(|| view! { <span class="flag" title="favours the player">" ⚑ favours the player"</span> })}
                                </td>
                                <td>{percent(value.hit_frequency)}</td>
                                <td>{format!("fixed lines alone {:.2} per $1", seven.fixed_return)}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
        <p class="source">"⚑ The table pays back more than it takes at its statutory minimum meters. The rejected reading (the Progressive on the best five of all seven cards) would pay more than $1 back on the fixed lines alone for every table — why AMB-68 cannot read the rule that way."</p>
        {move || progressives().find(|t| t.label == selected.get()).map(|table| view! {
            <h3>{format!("{}: every line", table.title())}</h3>
            <Lines lines=progressive_value(table).lines testid="jhe-progressive-lines" />
            <CustomCopy table=table.clone() testid="jhe-progressive" saved=saved />
        })}
        <super::jhe_compare::JheCompare saved=saved.read_only() />
    }
}

/// Explorer "Progressive" for Jackpot Hold 'Em: one table against its meters.
#[component]
pub fn JheProgressive() -> impl IntoView {
    // The table and the meters, from the address and kept in it (`?table=C&mega=250000`).
    let label = RwSignal::new(
        initial("table")
            .filter(|l| progressives().any(|t| &t.label == l))
            .unwrap_or_else(|| "A".to_string()),
    );
    // The operator's meter amounts, dollars, by meter; starts at the statutory minimums.
    let meters = RwSignal::new(Vec::<(MeterName, f64)>::new());
    let table = Memo::new(move |_| progressives().find(|t| t.label == label.get()));
    // The meters given in the address apply to the table it opened with, once.
    let from_address = StoredValue::new(true);
    Effect::new(move |_| {
        if let Some(t) = table.get() {
            let mut values = minimum_meters_in_dollars(t);
            if from_address.get_value() {
                from_address.set_value(false);
                for (m, d) in &mut values {
                    if let Some(v) = initial(m.code()).and_then(|v| v.trim().parse::<f64>().ok()) {
                        if v.is_finite() && v >= 0.0 {
                            *d = v;
                        }
                    }
                }
            }
            meters.set(values);
        }
    });
    keep("table", move || Some(label.get()).filter(|l| l != "A"));
    for m in MeterName::ALL {
        keep(m.code(), move || {
            let t = table.get()?;
            let minimum = minimum_meters_in_dollars(t);
            let now = meters.get().iter().find(|(n, _)| *n == m)?.1;
            let at_minimum = minimum.iter().find(|(n, _)| *n == m).map(|(_, d)| *d);
            (Some(now) != at_minimum).then(|| now.to_string())
        });
    }
    view! {
        <div class="controls">
            <label>
                "Paytable "
                <select data-testid="jhe-progressive-paytable" on:change=move |ev| label.set(event_target_value(&ev))>
                    {progressives().map(|t| {
                        let l = t.label.clone();
                        view! { <option value=l.clone() selected=move || label.get() == l>{t.title()}</option> }
                    }).collect_view()}
                </select>
            </label>
        </div>
        {move || table.get().map(|t| {
            let value = progressive_value(t);
            view! {
                <fieldset class="meters" data-testid="jhe-meter-inputs">
                    <legend>"The meters now (dollars)"</legend>
                    {t.meters().into_iter().map(|m| {
                        let minimum = meter_minimum(&t.label, m).map(|(c, cite)| (c.0 as f64 / 100.0, cite.to_string()));
                        view! {
                            <label>
                                {format!("{} ", m.name())}
                                <input type="number" min="0" step="1" inputmode="decimal"
                                    data-testid=format!("jhe-meter-{}", m.code())
                                    prop:value=move || meters.get().iter().find(|(n, _)| *n == m).map(|(_, d)| d.to_string()).unwrap_or_default()
                                    on:change=move |ev| {
                                        let text = event_target_value(&ev);
                                        if let Ok(d) = text.trim().parse::<f64>() {
                                            if d.is_finite() && d >= 0.0 {
                                                meters.update(|ms| match ms.iter_mut().find(|(n, _)| *n == m) {
                                                    Some(slot) => slot.1 = d,
                                                    None => ms.push((m, d)),
                                                });
                                            }
                                        }
                                    } />
                                {minimum.map(|(d, cite)| view! { <small>{format!(" minimum {} ({cite})", dollars_text(d))}</small> })}
                            </label>
                        }
                    }).collect_view()}
                </fieldset>
                <MeterFigures value=value.clone() meters=meters />
                <LongRunFigures value=value.clone() label=t.label.clone() />
                <div class="chart-grid">
                    {t.meters().into_iter().map(|m| view! { <MeterLine value=value.clone() meter=m meters=meters /> }).collect_view()}
                </div>
            }
        })}
    }
}

/// The return at the meters entered and each meter's break-even.
#[component]
fn MeterFigures(value: ProgressiveValue, meters: RwSignal<Vec<(MeterName, f64)>>) -> impl IntoView {
    let formula = {
        // Each meter adds its amount times its chance of being won (per $1): written as the
        // meter divided by one in how many, never in e-notation.
        let mut text = format!("{:.6}", value.fixed_return);
        for (m, b) in &value.meters {
            if *b > 0.0 {
                text.push_str(&format!(
                    " + {} ÷ {}",
                    m.name(),
                    grouped((1.0 / b).round() as u64)
                ));
            }
        }
        text
    };
    let value_for_net = value.clone();
    view! {
        <dl class="figures" data-testid="jhe-progressive-figures">
            <div><dt>"Return per $1"</dt><dd class="fraction">{format!("{formula} (meters in dollars)")}</dd></div>
            <div><dt>"Net at these meters"</dt><dd data-testid="jhe-progressive-net">{move || {
                let net = value_for_net.net_return(&meters.get());
                format!("{:+.3}% per $1{}", net * 100.0, if net > 0.0 { " ⚑ favours the player" } else { "" })
            }}</dd></div>
            <div><dt>"Hit frequency"</dt><dd>{percent(value.hit_frequency)}</dd></div>
            {value.meters.iter().map(|&(m, chance_won)| {
                let v = value.clone();
                view! {
                    <div><dt>{m.name()}</dt><dd data-testid=format!("jhe-break-even-{}", m.code())>{move || {
                        let odds = super::one_in(1.0 / chance_won);
                        match v.break_even(m, &meters.get()) {
                            Some(b) if b > 0.0 => format!("won {odds}; break-even {} (the others as entered)", dollars_text(b)),
                            _ => format!("won {odds}; the others as entered already make the wager favour the player"),
                        }
                    }}</dd></div>
                }
            }).collect_view()}
        </dl>
    }
}

/// A rate of progression typed as a percentage of each wager ("5", "2.5%"), in basis points:
/// 0% to 100%, to a hundredth of a percent.
fn rate_bp(meter: MeterName, text: &str) -> Result<u32, String> {
    let cleaned = text.trim().trim_end_matches('%').trim();
    let refused = || {
        format!(
            "{}'s rate: '{}' is not a percentage from 0 to 100 (at most two decimals)",
            meter.name(),
            text.trim()
        )
    };
    let (whole, fraction) = cleaned.split_once('.').unwrap_or((cleaned, ""));
    if whole.is_empty()
        || fraction.len() > 2
        || !(whole.chars().chain(fraction.chars())).all(|c| c.is_ascii_digit())
    {
        return Err(refused());
    }
    let whole: u32 = whole.parse().map_err(|_| refused())?;
    let fraction: u32 = format!("{fraction:0<2}").parse().map_err(|_| refused())?;
    let bp = whole
        .checked_mul(100)
        .and_then(|w| w.checked_add(fraction))
        .ok_or_else(refused)?;
    if bp > 10_000 {
        return Err(refused());
    }
    Ok(bp)
}

/// The practice table's rate of progression for every meter (5% of each wager), where this view
/// starts.
const TABLE_RATE_BP: u32 = 500;

/// The long run: each meter's rate of progression and reset amount as the operator sets them
/// (the rules leave both to the Rules Submission, only the resets having minimums), and what the
/// wager returns and holds once every contribution is paid back and every reset funded.
#[component]
fn LongRunFigures(value: ProgressiveValue, label: String) -> impl IntoView {
    use engine::jhe::MeterSetting;
    use engine::money::Cents;
    let meters: Vec<MeterName> = value.meters.iter().map(|(m, _)| *m).collect();
    let minimum = move |m: MeterName| meter_minimum(&label, m).map_or(Cents(0), |(c, _)| c);
    let typed: Vec<(MeterName, RwSignal<String>, RwSignal<String>)> = meters
        .iter()
        .map(|&m| {
            (
                m,
                RwSignal::new(format!("{}", TABLE_RATE_BP as f64 / 100.0)),
                RwSignal::new(grouped((minimum(m).0 / 100) as u64)),
            )
        })
        .collect();
    let read = typed.clone();
    let settings = Memo::new(move |_| -> Result<Vec<MeterSetting>, String> {
        read.iter()
            .map(|(m, rate, reset)| {
                let reset = Cents::parse_dollars(&reset.get())
                    .map_err(|e| format!("{}'s reset: {e}", m.name()))?;
                let least = minimum(*m);
                if reset < least {
                    return Err(format!(
                        "{}'s reset: at least {} (001 Ch.12 E)",
                        m.name(),
                        least
                    ));
                }
                Ok(MeterSetting {
                    meter: *m,
                    initial: reset,
                    reset,
                    rate_bp: rate_bp(*m, &rate.get())?,
                })
            })
            .collect()
    });
    let value_for_result = value.clone();
    view! {
        <fieldset class="meters" data-testid="jhe-long-run-inputs">
            <legend>"The long run: rates of progression and resets"</legend>
            {typed.into_iter().map(|(m, rate, reset)| view! {
                <div class="meter-settings">
                    <AmountField label=format!("{} rate (% of each wager) ", m.name()) testid=format!("jhe-rate-{}", m.code()) value=rate />
                    <AmountField label=format!("{} reset ($) ", m.name()) testid=format!("jhe-reset-{}", m.code()) value=reset />
                </div>
            }).collect_view()}
            <p class="source">"The rates go in the Rules Submission (001 Ch.12 E; AMB-75): this view starts at the practice table's 5% to each meter and at the statutory minimum resets."</p>
        </fieldset>
        {move || match settings.get().and_then(|s| value_for_result.long_run(&s)) {
            Err(message) => view! { <p class="error" role="alert" data-testid="jhe-long-run-error">{message}</p> }.into_any(),
            Ok(long) => {
                let resets_in_words = value_for_result
                    .full_awards
                    .iter()
                    .map(|(m, p)| format!("the {} reset ÷ {}", m.name(), grouped((1.0 / p).round() as u64)))
                    .collect::<Vec<_>>()
                    .join(" + ");
                view! {
                    <dl class="figures" data-testid="jhe-long-run">
                        <div><dt>"Long-run return to player"</dt><dd data-testid="jhe-long-run-return">{format!("{} per $1", percent(long.return_to_player))}</dd></div>
                        <div><dt>"Long-run hold"</dt><dd data-testid="jhe-long-run-hold">{format!("{} per $1", percent(long.hold))}</dd></div>
                        <div><dt>"How"</dt><dd data-testid="jhe-long-run-formula">{format!(
                            "Return = the fixed lines' return ({:.6}) + the rates of progression added up ({}, every contribution is paid to a player in the end) + each reset amount times its chance of a 100% award ({}: {:.6}). Hold = 1 − the return.",
                            long.fixed_return,
                            percent(long.contributed),
                            resets_in_words,
                            long.reset_return
                        )}</dd></div>
                    </dl>
                }.into_any()
            }
        }}
    }
}

/// Net return per $1 as one meter grows, the others as entered; the break-even marked.
#[component]
fn MeterLine(
    value: ProgressiveValue,
    meter: MeterName,
    meters: RwSignal<Vec<(MeterName, f64)>>,
) -> impl IntoView {
    let (w, h, pad) = (320.0, 170.0, 40.0);
    view! {
        <figure class="chart">
            {move || {
                let others = meters.get();
                let at = |d: f64| {
                    let mut ms = others.clone();
                    match ms.iter_mut().find(|(n, _)| *n == meter) {
                        Some(slot) => slot.1 = d,
                        None => ms.push((meter, d)),
                    }
                    value.net_return(&ms)
                };
                let break_even = value.break_even(meter, &others).filter(|b| *b > 0.0);
                let now = others.iter().find(|(n, _)| *n == meter).map_or(0.0, |(_, d)| *d);
                let top = break_even.unwrap_or(now).max(now).max(1.0) * 1.5;
                let (lo, hi) = (at(0.0).min(at(top)).min(-0.1), at(0.0).max(at(top)).max(0.1));
                let x = move |d: f64| pad + (w - 2.0 * pad) * d / top;
                let y = move |r: f64| h - pad - (h - 2.0 * pad) * (r - lo) / (hi - lo);
                view! {
                    <svg viewBox=format!("0 0 {w} {h}") role="img" data-testid=format!("jhe-meter-chart-{}", meter.code())
                        aria-label=format!("{}: net return {:+.1}% at $0, {:+.1}% at {}", meter.name(), at(0.0) * 100.0, at(top) * 100.0, dollars_text(top))>
                        <line x1=pad y1=y(0.0) x2=w - pad y2=y(0.0) class="axis" />
                        <line x1=pad y1=pad x2=pad y2=h - pad class="axis" />
                        <line x1=x(0.0) y1=y(at(0.0)) x2=x(top) y2=y(at(top)) class="series" />
                        {[(0.0, "start"), (top / 2.0, "middle"), (top, "end")].into_iter().map(|(d, anchor)| view! {
                            <text x=x(d) y=h - pad + 16.0 text-anchor=anchor class="chart-label">{dollars_text(d)}</text>
                        }).collect_view()}
                        {[lo, 0.0, hi].into_iter().map(|r| view! {
                            <text x="2" y=y(r) + 4.0 class="chart-label">{format!("{:+.0}%", r * 100.0)}</text>
                        }).collect_view()}
                        <circle cx=x(now) cy=y(at(now)) r="4" class="marker-now" />
                        {break_even.map(|b| view! { <circle cx=x(b) cy=y(0.0) r="5" class="marker" /> })}
                    </svg>
                }
            }}
            <figcaption>{format!("{} (x, dollars) against the net return per $1 (y); the dot is the meter now, the ring the break-even.", meter.name())}</figcaption>
        </figure>
    }
}

/// What a custom copy of a table gives, against the published table.
fn custom_result(table: &JhePaytable, copy: &JhePaytable) -> Result<(String, bool), String> {
    match table.wager {
        JheWager::PlayerBonus => {
            let published = player_bonus_odds(table)?;
            let odds = player_bonus_odds(copy)?;
            Ok((
                format!(
                    "House edge {} (published {}), hit frequency {}.",
                    percent(odds.house_edge),
                    percent(published.house_edge),
                    percent(odds.hit_frequency)
                ),
                odds.favours_player,
            ))
        }
        _ => {
            let minimums = minimum_meters_in_dollars(table);
            let published = progressive_value(table);
            let value = progressive_value(copy);
            let net = value.net_return(&minimums);
            Ok((
                format!(
                    "Fixed lines return {:.4} per $1 (published {:.4}); net at the minimum meters {:+.2}% (published {:+.2}%).",
                    value.fixed_return,
                    published.fixed_return,
                    net * 100.0,
                    published.net_return(&minimums) * 100.0
                ),
                net > 0.0,
            ))
        }
    }
}

/// An editable copy of a table: each line's amount (of the same kind), checked, and the copy's
/// exact figures beside the published ones; named and kept on the device if the user saves it.
#[component]
fn CustomCopy(
    table: JhePaytable,
    testid: &'static str,
    saved: RwSignal<JheSavedTables>,
) -> impl IntoView {
    let editing = RwSignal::new(false);
    let inputs: Vec<RwSignal<String>> = table
        .lines
        .iter()
        .map(|l| RwSignal::new(pay_input(l.pay)))
        .collect();
    let base = table.clone();
    let read = inputs.clone();
    // The copy's pays, line by line, or the first line that cannot be one.
    let pays = Memo::new(move |_| -> Result<Vec<Pay>, String> {
        base.lines
            .iter()
            .zip(&read)
            .map(|(line, input)| match line.pay {
                Pay::ToOne(_) | Pay::ForOne(_) | Pay::MeterPercent { .. } => line
                    .pay
                    .custom(&input.get())
                    .map_err(|e| format!("{}: {e}", line.hand.name())),
                other => Ok(other),
            })
            .collect()
    });
    let base = table.clone();
    let result = Memo::new(move |_| -> Result<(String, bool), String> {
        let mut copy = base.clone();
        copy.label = format!("{} (edited)", base.label);
        for (line, pay) in copy.lines.iter_mut().zip(pays.get()?) {
            *line = PayLine {
                hand: line.hand,
                pay,
            };
        }
        custom_result(&base, &copy)
    });
    let fill = inputs.clone();
    let on_open = Callback::new(move |saved_pays: Vec<Pay>| {
        for (input, pay) in fill.iter().zip(saved_pays) {
            input.set(pay_input(pay));
        }
    });
    let (wager, label) = (table.wager, table.label.clone());
    view! {
        <button data-testid=format!("{testid}-edit") on:click=move |_| editing.update(|e| *e = !*e)>
            {move || if editing.get() { "Close the copy" } else { "Edit a copy" }}
        </button>
        <Show when=move || editing.get()>
            <div class="editor" data-testid=format!("{testid}-editor")>
                <h3>{format!("Your copy of {}", table.title())}</h3>
                <div class="editor-lines">
                    {table.lines.iter().zip(inputs.clone()).enumerate().map(|(i, (line, input))| {
                        let unit = match line.pay {
                            Pay::ToOne(_) => "to 1",
                            Pay::ForOne(_) => "for 1",
                            Pay::MeterPercent { .. } => "% of the meter",
                            _ => "",
                        };
                        view! { <AmountField label=format!("{} ({unit})", line.hand.name()) testid=format!("{testid}-line-{i}") value=input /> }
                    }).collect_view()}
                </div>
                {move || match result.get() {
                    Ok((text, favours)) => view! {
                        <p class="compare" role="status" data-testid=format!("{testid}-custom-result")>
                            {text}{favours.then_some(" ⚑ This copy favours the player.")}
                        </p>
                    }.into_any(),
                    Err(message) => view! { <p class="error" role="alert" data-testid=format!("{testid}-custom-error")>{message}</p> }.into_any(),
                }}
                <JheCopyKeeper wager=wager base=label.clone() pays=Signal::from(pays) on_open=on_open saved=saved testid=testid />
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_read_as_basis_points_and_refuse_what_is_not_one() {
        assert_eq!(rate_bp(MeterName::Star, "5"), Ok(500));
        assert_eq!(rate_bp(MeterName::Star, " 2.5% "), Ok(250));
        assert_eq!(rate_bp(MeterName::Star, "0.01"), Ok(1));
        assert_eq!(rate_bp(MeterName::Star, "100"), Ok(10_000));
        for bad in ["", "100.01", "-1", "1.234", "five", "1e2", ".5"] {
            assert_eq!(
                rate_bp(MeterName::Star, bad),
                Err(format!("Star meter's rate: '{bad}' is not a percentage from 0 to 100 (at most two decimals)")),
                "{bad}"
            );
        }
    }
}
