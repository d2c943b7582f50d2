//! The packet shown: the main game, every wager's lines, the Progressive's terms and awards,
//! the hold band (with its picture, drawn from the engine's figures) and a typed period's drop
//! and win judged against it; downloaded as the engine's JSON, printed as one document.

use crate::components::download::download;
use crate::pages::explorer::{grouped, percent};
use engine::money::Cents;
use engine::par_sheet::hold::{HoldBand, Observed};
use engine::par_sheet::packet::{packet_json, Packet};
use engine::par_sheet::{ParInputs, ParSheet, TableInputs, WagerSheet};
use engine::paytable::Pay;
use leptos::prelude::*;

/// Cents (as the band's figures hold them) as dollars: "$1,234".
fn money(cents: f64) -> String {
    let sign = if cents < 0.0 { "−" } else { "" };
    format!("{sign}${}", grouped((cents.abs() / 100.0).round() as u64))
}

fn or_dash<T>(value: Option<T>, f: impl Fn(T) -> String) -> String {
    value.map_or("—".into(), f)
}

/// The band's picture: where things sit on a hold axis, as fractions of the width.
#[derive(Clone, Debug, PartialEq)]
pub struct BandPicture {
    /// The axis's ends (hold).
    pub from: f64,
    pub to: f64,
    pub low: f64,
    pub expected: f64,
    pub high: f64,
    pub observed: Option<f64>,
}

impl BandPicture {
    /// The axis spans the band and a quarter of its width beyond it each side, widened to take
    /// an observed hold outside it.
    pub fn of(band: &HoldBand, observed: Option<f64>) -> BandPicture {
        let width = (band.hold_high - band.hold_low).abs().max(1e-6);
        let mut from = band.hold_low - width / 4.0;
        let mut to = band.hold_high + width / 4.0;
        if let Some(o) = observed.filter(|o| o.is_finite()) {
            from = from.min(o - width / 8.0);
            to = to.max(o + width / 8.0);
        }
        let at = |x: f64| (x - from) / (to - from);
        BandPicture {
            from,
            to,
            low: at(band.hold_low),
            expected: at(band.expected_hold),
            high: at(band.hold_high),
            observed: observed.filter(|o| o.is_finite()).map(at),
        }
    }
}

/// The band as an SVG: the normal curve of the period's hold, the 95 % band shaded under it,
/// the expected hold and an observed one marked.
fn band_svg(band: &HoldBand, observed: Option<f64>) -> impl IntoView {
    let pic = BandPicture::of(band, observed);
    let (w, h, base) = (640.0, 170.0, 130.0);
    let x = |f: f64| 20.0 + f * (w - 40.0);
    // The curve: the band's half-width is 1.96 σ.
    let sigma = (pic.high - pic.low) / (2.0 * engine::par_sheet::hold::Z95);
    let curve: Vec<String> = (0..=120)
        .map(|k| {
            let f = k as f64 / 120.0;
            let z = if sigma > 0.0 {
                (f - pic.expected) / sigma
            } else {
                0.0
            };
            let y = base - 100.0 * (-0.5 * z * z).exp();
            format!("{:.1},{:.1}", x(f), y)
        })
        .collect();
    let shaded: Vec<String> = (0..=60)
        .map(|k| {
            let f = pic.low + (pic.high - pic.low) * k as f64 / 60.0;
            let z = if sigma > 0.0 {
                (f - pic.expected) / sigma
            } else {
                0.0
            };
            format!("{:.1},{:.1}", x(f), base - 100.0 * (-0.5 * z * z).exp())
        })
        .collect();
    let area = format!(
        "M{:.1},{base} L{} L{:.1},{base} Z",
        x(pic.low),
        shaded.join(" L"),
        x(pic.high)
    );
    let label = format!(
        "The period's hold: expected {}, 95% band {} to {}{}",
        percent(band.expected_hold),
        percent(band.hold_low),
        percent(band.hold_high),
        observed.map_or(String::new(), |o| format!("; observed {}", percent(o)))
    );
    let tick = move |f: f64, text: String, y: f64, anchor: &'static str| {
        view! { <text x=format!("{:.1}", x(f)) y=y text-anchor=anchor>{text}</text> }
    };
    view! {
        <svg class="band-svg" viewBox=format!("0 0 {w} {h}") role="img" aria-label=label data-testid="band-svg">
            <path d=area class="band-area" />
            <polyline points=curve.join(" ") class="band-curve" fill="none" />
            <line x1=x(0.0) x2=x(1.0) y1=base y2=base class="band-axis" />
            <line x1=x(pic.expected) x2=x(pic.expected) y1=20 y2=base class="band-expected" />
            {tick(pic.low, percent(band.hold_low), base + 16.0, "end")}
            {tick(pic.expected, format!("expected {}", percent(band.expected_hold)), 14.0, "middle")}
            {tick(pic.high, percent(band.hold_high), base + 16.0, "start")}
            {tick((pic.low + pic.high) / 2.0, "95% band".into(), base + 32.0, "middle")}
            {pic.observed.map(|o| view! {
                <line x1=x(o) x2=x(o) y1=10 y2=base + 4.0 class="band-observed" />
                <text x=format!("{:.1}", x(o)) y=base + 48.0 text-anchor="middle" class="band-observed-text">
                    {format!("observed {}", percent(observed.unwrap_or_default()))}
                </text>
            })}
        </svg>
    }
}

fn wager_table(w: &WagerSheet) -> impl IntoView {
    let meter_lines = w.code == "prog";
    let rows = w
        .lines
        .iter()
        .map(|l| {
            let contribution = match l.pay {
                Pay::MeterPercent { .. } => "see the Progressive".to_string(),
                _ => format!("{:.6}", l.contribution),
            };
            view! {
                <tr>
                    <th scope="row">{l.hand.clone()}</th>
                    <td>{l.pay.to_string()}</td>
                    <td>{grouped(l.hands)}</td>
                    <td>{format!("{:.10}", l.probability)}</td>
                    <td>{contribution}</td>
                </tr>
            }
        })
        .collect_view();
    let caption = format!("{} — {} ({})", w.name, w.paytable, w.origin);
    let region = caption.clone();
    view! {
        <div class="par-block" data-testid=format!("par-wager-{}", w.code)>
            <div class="table-scroll" tabindex="0" role="region" aria-label=region>
                <table class="lines par-table">
                    <caption>{caption}</caption>
                    <thead>
                        <tr><th scope="col">"Hand"</th><th scope="col">"Pays"</th><th scope="col">"Combinations"</th><th scope="col">"Probability"</th><th scope="col">"Return"</th></tr>
                    </thead>
                    <tbody>
                        {rows}
                        <tr>
                            <th scope="row">{if w.code == "xb" { "Folds, or the dealer wins" } else { "Nothing" }}</th>
                            <td>"loses"</td>
                            <td>{grouped(w.losing_hands)}</td>
                            <td>{format!("{:.10}", w.losing_hands as f64 / w.total_hands as f64)}</td>
                            <td></td>
                        </tr>
                    </tbody>
                </table>
            </div>
            <p class="par-figures">
                {format!(
                    "Hit frequency {} · return {} · house edge {} · standard deviation {:.4} per unit{}",
                    percent(w.hit_frequency),
                    percent(w.expected_return),
                    percent(w.house_edge),
                    w.standard_deviation,
                    if meter_lines { " (long run, every contribution and reset paid back)" } else { "" }
                )}
            </p>
            {w.capped_at.map(|most| view! {
                <p class="par-figures" data-testid=format!("par-capped-{}", w.code)>
                    {format!("Capped by the payout limit: these figures are a {most} wager's (the table maximum); lines paying more than the limit there count at the limit (see the notes).")}
                </p>
            })}
        </div>
    }
}

fn main_game(sheet: &ParSheet) -> impl IntoView {
    let m = &sheet.main_game;
    let exact = |e: Option<engine::par_sheet::Exact>| {
        or_dash(e, |e| {
            format!(
                "{} ({}{} / {})",
                percent(e.decimal),
                if e.numerator < 0 { "−" } else { "" },
                grouped(e.numerator.unsigned_abs()),
                grouped(e.denominator)
            )
        })
    };
    view! {
        <div class="par-block">
            <h3>"Main game (per Ante)"</h3>
            <table class="lines par-table par-kv" data-testid="par-main">
                <tbody>
                    <tr><th scope="row">"House edge, optimal play"</th><td>{exact(m.optimal_house_edge)}</td></tr>
                    <tr><th scope="row">"House edge, strategy card"</th><td>{exact(m.card_house_edge)}</td></tr>
                    <tr><th scope="row">"Element of risk (card)"</th><td>{or_dash(m.element_of_risk, percent)}</td></tr>
                    <tr><th scope="row">"Average total wager (card)"</th><td>{or_dash(m.average_total_wager, |x| format!("{x:.6} Antes"))}</td></tr>
                    <tr><th scope="row">"Standard deviation (card)"</th><td>{or_dash(m.standard_deviation, |x| format!("{x:.6} Antes"))}</td></tr>
                </tbody>
            </table>
            {m.note.clone().map(|n| view! { <p class="hint">{n}</p> })}
        </div>
    }
}

fn progressive(sheet: &ParSheet) -> Option<impl IntoView> {
    let p = sheet.progressive.as_ref()?;
    let meters = p
        .meters
        .iter()
        .map(|m| {
            view! {
                <tr>
                    <th scope="row">{m.meter.clone()}</th>
                    <td>{m.initial.to_string()}</td>
                    <td>{m.reset.to_string()}</td>
                    <td>{or_dash(m.rule_minimum, |c| c.to_string())}</td>
                    <td>{or_dash(m.meets_minimum, |ok| if ok { "yes".into() } else { "NO".into() })}</td>
                    <td>{format!("{}%", super::inputs::percent_text(m.rate_bp))}</td>
                    <td>{or_dash(m.break_even, |d| format!("${}", grouped(d.round() as u64)))}</td>
                </tr>
            }
        })
        .collect_view();
    let awards = p
        .awards
        .iter()
        .map(|a| {
            view! {
                <tr>
                    <th scope="row">{a.hand.clone()}</th>
                    <td>{a.pay.clone()}</td>
                    <td>{format!("{:.10}", a.probability)}</td>
                    <td>{or_dash(a.one_in, |n| format!("1 in {}", grouped(n.round() as u64)))}</td>
                    <td>{or_dash(a.hands_between, |n| grouped(n.round() as u64))}</td>
                    <td>{or_dash(a.hours_between, |n| format!("{n:.1}"))}</td>
                </tr>
            }
        })
        .collect_view();
    Some(view! {
        <div class="par-block" data-testid="par-progressive">
            <h3>{format!("Progressive — {} (wager {})", p.paytable, p.unit)}</h3>
            <div class="table-scroll" tabindex="0" role="region" aria-label="Meters">
                <table class="lines par-table">
                    <caption>"Meters"</caption>
                    <thead><tr><th scope="col">"Meter"</th><th scope="col">"Initial"</th><th scope="col">"Reset"</th><th scope="col">"Rule's minimum"</th><th scope="col">"Meets it"</th><th scope="col">"Rate"</th><th scope="col">"100% return at"</th></tr></thead>
                    <tbody>{meters}</tbody>
                </table>
            </div>
            <p class="par-figures">
                {format!(
                    "Per $1 wagered, in the long run: fixed prizes {} · contributed to the meters {} · resets paid back {} · return to player {} · hold {}",
                    percent(p.fixed_return), percent(p.contributed), percent(p.reset_return), percent(p.return_to_player), percent(p.hold)
                )}
            </p>
            <div class="table-scroll" tabindex="0" role="region" aria-label="Awards: odds and time between them at the stated pace and mix">
                <table class="lines par-table">
                    <caption>"Awards: odds and time between them at the stated pace and mix"</caption>
                    <thead><tr><th scope="col">"Hand"</th><th scope="col">"Pays"</th><th scope="col">"Probability"</th><th scope="col">"Odds"</th><th scope="col">"Player hands between"</th><th scope="col">"Hours between"</th></tr></thead>
                    <tbody>{awards}</tbody>
                </table>
            </div>
        </div>
    })
}

/// The hold section; the typed drop and win live with the page (`PacketView`), so they stay
/// when a change to the table redraws the sheet.
/// The hold section; `shared` what the seats of one round share ("the dealer's hand").
fn hold(
    band: HoldBand,
    shared: &'static str,
    drop_text: RwSignal<String>,
    win_text: RwSignal<String>,
) -> impl IntoView {
    let judged = {
        let band = band.clone();
        Memo::new(move |_| -> Option<Result<Observed, String>> {
            let (d, w) = (drop_text.get(), win_text.get());
            if d.trim().is_empty() && w.trim().is_empty() {
                return None;
            }
            let drop = Cents::parse_dollars(&d).map_err(|e| format!("Drop: {e}"));
            let win = signed_dollars(&w).map_err(|e| format!("Win: {e}"));
            Some(drop.and_then(|d| win.and_then(|w| band.judge(d.0, w.0))))
        })
    };
    let parts = band
        .parts
        .iter()
        .map(|p| {
            view! {
                <tr>
                    <th scope="row">{super::inputs::wager_name(&p.wager)}</th>
                    <td>{format!("${:.2}", p.handle_per_hand / 100.0)}</td>
                    <td>{format!("${:.4}", p.win_per_hand / 100.0)}</td>
                    <td>{format!("${:.2}", p.deviation_per_hand / 100.0)}</td>
                    <td>{percent(p.hold)}</td>
                </tr>
            }
        })
        .collect_view();
    let excluded = band.excluded.clone();
    let svg_band = band.clone();
    // The seats of one round together: the hand alone, then with the round's other players.
    let alone = band
        .seats
        .as_ref()
        .map_or(band.deviation_per_hand, |s| s.hand_deviation);
    let hold_of_hand = percent(band.win_per_hand / band.handle_per_hand.max(f64::MIN_POSITIVE));
    let others = band
        .seats
        .as_ref()
        .filter(|s| s.players_per_round > 1)
        .map(|s| {
            let n = s.players_per_round - 1;
            let row = view! {
                <tr data-testid="par-round">
                    <th scope="row">{format!("The same, with the {n} other player{} of its round", if n == 1 { "" } else { "s" })}</th>
                    <td>{format!("${:.2}", band.handle_per_hand / 100.0)}</td>
                    <td>{format!("${:.4}", band.win_per_hand / 100.0)}</td>
                    <td>{format!("${:.2}", band.deviation_per_hand / 100.0)}</td>
                    <td>{hold_of_hand.clone()}</td>
                </tr>
            };
            let text = format!(
                "{} players a round: the seats share {shared}, so their results move together — two seats correlate {:.4} ± {:.4} (simulated, {} rounds), which makes the band {:.1} % wider (± {:.2} %) than for independent hands (as many players every round: where the number varies, the band is a little wider still).",
                s.players_per_round,
                s.correlation,
                s.covariance_error / s.hand_deviation.powi(2).max(f64::MIN_POSITIVE),
                grouped(s.rounds),
                100.0 * (band.deviation_per_hand / s.hand_deviation.max(f64::MIN_POSITIVE) - 1.0),
                100.0 * s.width_error,
            );
            (row, text)
        });
    let (others_row, seats_text) = match others {
        Some((row, text)) => (Some(row), Some(text)),
        None => (None, None),
    };
    view! {
        <div class="par-block" data-testid="par-hold">
            <h3>"The hold to expect"</h3>
            <div class="table-scroll" tabindex="0" role="region" aria-label="Per player hand, by wager">
                <table class="lines par-table">
                    <caption>"Per player hand, by wager"</caption>
                    <thead><tr><th scope="col">"Wager"</th><th scope="col">"Wagered"</th><th scope="col">"House win"</th><th scope="col">"Deviation"</th><th scope="col">"Hold"</th></tr></thead>
                    <tbody>{parts}</tbody>
                    <tfoot>
                        <tr data-testid="par-hand">
                            <th scope="row">"A hand, every wager together"</th>
                            <td>{format!("${:.2}", band.handle_per_hand / 100.0)}</td>
                            <td>{format!("${:.4}", band.win_per_hand / 100.0)}</td>
                            <td>{format!("${:.2}", alone / 100.0)}</td>
                            <td>{hold_of_hand.clone()}</td>
                        </tr>
                        {others_row}
                    </tfoot>
                </table>
            </div>
            {(!excluded.is_empty()).then(|| view! { <p class="hint">{format!("Left out: {}.", excluded.join("; "))}</p> })}
            {seats_text.map(|t| view! { <p class="hint" data-testid="par-seats-together">{t}</p> })}
            <p class="par-figures" data-testid="par-band">
                {format!(
                    "Over {} player hands ({:.0} hours): wagered {}, expected win {} (hold {}); 95% band of win {} to {}, of hold {} to {}.",
                    grouped(band.hands), band.hours, money(band.handle), money(band.expected_win), percent(band.expected_hold),
                    money(band.win_low), money(band.win_high), percent(band.hold_low), percent(band.hold_high)
                )}
            </p>
            <div class="chart">{move || band_svg(&svg_band, judged.get().and_then(|j| j.ok()).map(|o| o.hold))}</div>
            <div class="par-row par-observed">
                <label>
                    "The period's drop (amount wagered) $"
                    <input type="text" inputmode="decimal" data-testid="par-drop" prop:value=move || drop_text.get() on:change=move |ev| drop_text.set(event_target_value(&ev)) />
                </label>
                <label>
                    "The house's win $ (negative for a loss)"
                    <input type="text" inputmode="decimal" data-testid="par-win" prop:value=move || win_text.get() on:change=move |ev| win_text.set(event_target_value(&ev)) />
                </label>
            </div>
            <p data-testid="par-verdict" aria-live="polite" class=move || match judged.get() {
                Some(Ok(o)) if !o.inside => "warning",
                Some(Err(_)) => "warning",
                _ => "",
            }>
                {move || match judged.get() {
                    None => "Type a period's drop and win to see whether its hold is inside the band.".to_string(),
                    Some(Err(e)) => e,
                    Some(Ok(o)) => format!(
                        "Hold {}: {} the 95% band for that drop ({:+.2} standard deviations from the expected win).{}",
                        percent(o.hold),
                        if o.inside { "inside" } else { "OUTSIDE" },
                        o.deviations,
                        if o.inside { "" } else { " Maryland requires an investigation of win-to-drop outside the band (COMAR 36.05.03.25)." }
                    ),
                }}
            </p>
            <details class="hint">
                <summary>"How the band is computed"</summary>
                <p>{band.method.clone()}</p>
            </details>
        </div>
    }
}

/// A dollar amount that may be negative (a period the house lost).
fn signed_dollars(text: &str) -> Result<Cents, String> {
    let t = text.trim();
    match t.strip_prefix('-').or_else(|| t.strip_prefix('−')) {
        Some(rest) => Cents::parse_dollars(rest).map(|c| Cents(-c.0)),
        None => Cents::parse_dollars(t),
    }
}

/// The file name of a table's packet: `par-sheet-hcf-MD.json`.
fn file_name(inputs: &ParInputs) -> String {
    let code = match &inputs.table {
        TableInputs::Hcf { config } => format!("hcf-{}", config.jurisdiction.code()),
        TableInputs::Jhe { .. } => "jhe-MD".into(),
    };
    format!("par-sheet-{code}.json")
}

#[component]
pub fn PacketView(
    inputs: RwSignal<ParInputs>,
    packet: Memo<Result<Packet, String>>,
) -> impl IntoView {
    let status = RwSignal::new(None::<String>);
    let drop_text = RwSignal::new(String::new());
    let win_text = RwSignal::new(String::new());
    let save = move |_| {
        let name = inputs.with_untracked(file_name);
        let result = packet.with_untracked(|p| match p {
            Ok(p) => packet_json(p).and_then(|json| download(&name, "application/json", &json)),
            Err(e) => Err(e.clone()),
        });
        status.set(Some(match result {
            Ok(()) => format!("Saved as {name}."),
            Err(e) => format!("Not saved: {e}"),
        }));
    };
    view! {
        <div class="par-actions par-head">
            <button type="button" data-testid="par-download" on:click=save disabled=move || packet.with(|p| p.is_err())>"Download the packet (JSON)"</button>
            <button type="button" data-testid="par-print" on:click=move |_| { let _ = window().print(); } disabled=move || packet.with(|p| p.is_err())>"Print the par sheet"</button>
            <span aria-live="polite" data-testid="par-status">{move || status.get()}</span>
        </div>
        {move || packet.with(|p| match p {
            Err(e) => view! { <p class="warning" role="alert" data-testid="par-error">{format!("No par sheet: {e}.")}</p> }.into_any(),
            Ok(p) => sheet_view(&p.figures, &p.inputs, &p.digest, drop_text, win_text).into_any(),
        })}
    }
}

fn sheet_view(
    sheet: &ParSheet,
    inputs: &ParInputs,
    digest: &str,
    drop_text: RwSignal<String>,
    win_text: RwSignal<String>,
) -> impl IntoView {
    let mix = inputs
        .mix
        .iter()
        .map(|m| {
            format!(
                "{} on {}% of hands, average {}",
                super::inputs::wager_name(&m.wager),
                super::inputs::percent_text(m.share_bp),
                m.average
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    let paytables = sheet
        .wagers
        .iter()
        .chain(&sheet.xtra_bonus)
        .map(|w| w.paytable.clone())
        .collect::<Vec<_>>()
        .join(", ");
    let rules = sheet
        .title
        .rsplit_once('(')
        .map(|(_, code)| code.trim_end_matches(')').to_string())
        .unwrap_or_default();
    view! {
        <article class="par-document" data-testid="par-document" data-print-rules=rules data-print-paytable=paytables>
            <h2 data-testid="par-title">{sheet.title.clone()}</h2>
            <p class="par-figures">
                {format!(
                    "{} seats · payout limit {} · pace {} player hands an hour · {}.",
                    sheet.seats,
                    sheet.payout_limit.map_or("none".into(), |c| c.to_string()),
                    grouped(inputs.hands_per_hour as u64),
                    mix
                )}
            </p>
            {main_game(sheet)}
            {sheet.xtra_bonus.iter().chain(&sheet.wagers).map(wager_table).collect_view()}
            {progressive(sheet)}
            {hold(
                sheet.hold.clone(),
                if sheet.xtra_bonus.is_some() { "the dealer's hand and the board" } else { "the dealer's hand" },
                drop_text,
                win_text,
            )}
            <div class="par-block">
                <h3>"Notes"</h3>
                <ul>{sheet.notes.iter().map(|n| view! { <li>{n.clone()}</li> }).collect_view()}</ul>
                <p class="par-digest">"Digest (SHA-256 of the inputs and figures): " <code data-testid="par-digest">{digest.to_string()}</code></p>
            </div>
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::par_sheet::packet::make_packet;

    /// The picture puts the band where the engine's figures say, and widens to take an observed
    /// hold outside it.
    #[test]
    fn the_picture_places_the_band_and_an_observed_hold() {
        let inputs = super::super::inputs::fresh(
            engine::GameId::HighCardFlush,
            engine::Jurisdiction::Maryland,
        );
        let band = make_packet(&inputs).unwrap().figures.hold;
        let pic = BandPicture::of(&band, None);
        // A quarter of the band's width each side: the band spans [1/6, 5/6] of the axis.
        assert!((pic.low - 1.0 / 6.0).abs() < 1e-9 && (pic.high - 5.0 / 6.0).abs() < 1e-9);
        assert!(
            (pic.expected - 0.5).abs() < 1e-9,
            "the normal band is symmetric"
        );
        let outside = band.hold_high + (band.hold_high - band.hold_low);
        let pic = BandPicture::of(&band, Some(outside));
        assert!(pic.observed.unwrap() > pic.high && pic.observed.unwrap() < 1.0);
        assert_eq!(signed_dollars("-1,250.50"), Ok(Cents(-125_050)));
        assert_eq!(file_name(&inputs), "par-sheet-hcf-MD.json");
    }
}
