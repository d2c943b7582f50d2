//! Every fixed-odds paytable of a jurisdiction and wager side by side (sortable), one opened line
//! by line with a chart of each line's part of the return, an editable copy, and a CSV export.

use super::own_tables;
use super::{grouped, one_in, percent};
use crate::components::download::{csv_lines, csv_row, download};
use crate::custom_tables::SavedTables;
use crate::query_state::{initial, keep};
use engine::hcf::custom::CustomTable;
use engine::hcf::paytables::{paytables, BonusHand, Origin, Pay, PayLine, Paytable, SideWager};
use engine::hcf::rules::HcfRules;
use engine::hcf::side_bets::{analyze_paytable, facts_for, validate_custom_payout, PaytableOdds};
use engine::hcf::straight_flush::AceRule;
use engine::GameId;
use engine::Jurisdiction;
use leptos::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SortKey {
    Label,
    HouseEdge,
    HitRate,
    Deviation,
    TopPrize,
}

impl SortKey {
    const ALL: [SortKey; 5] = [
        SortKey::Label,
        SortKey::HouseEdge,
        SortKey::HitRate,
        SortKey::Deviation,
        SortKey::TopPrize,
    ];

    /// Its name in the address (`sort=edge-desc`).
    fn code(self) -> &'static str {
        match self {
            SortKey::Label => "label",
            SortKey::HouseEdge => "edge",
            SortKey::HitRate => "hit",
            SortKey::Deviation => "sd",
            SortKey::TopPrize => "top",
        }
    }
}

/// `sort=edge` or `sort=edge-desc` in the address.
fn sort_from_query(text: &str) -> Option<(SortKey, bool)> {
    let (code, descending) = match text.strip_suffix("-desc") {
        Some(code) => (code, true),
        None => (text, false),
    };
    let key = SortKey::ALL.into_iter().find(|k| k.code() == code)?;
    Some((key, descending))
}

/// The ace-rule choice in the address (`ace=high|low`; absent: the jurisdiction's own).
pub(super) fn ace_from_query(text: &str) -> Option<AceRule> {
    match text {
        "high" => Some(AceRule::HighOnly),
        "low" => Some(AceRule::LowOrHigh),
        _ => None,
    }
}

pub(super) fn ace_code(ace: Option<AceRule>) -> Option<String> {
    ace.map(|a| match a {
        AceRule::HighOnly => "high".into(),
        AceRule::LowOrHigh => "low".into(),
    })
}

/// A figure every analysed row shares (within rounding), or `None`.
fn shared(
    rows: &[(Paytable, Option<PaytableOdds>)],
    figure: impl Fn(&PaytableOdds) -> Option<f64>,
) -> Option<f64> {
    let values: Vec<f64> = rows
        .iter()
        .filter_map(|(_, o)| o.as_ref().and_then(&figure))
        .collect();
    let first = *values.first()?;
    let analysed = rows.iter().filter(|(_, o)| o.is_some()).count();
    (values.len() > 1
        && values.len() == analysed
        && values
            .iter()
            .all(|v| (v - first).abs() <= 1e-9 * first.abs().max(1.0)))
    .then_some(first)
}

/// The grid's "pays" columns: a column per line any table has (highest line first), except
/// lines every table pays alike, which are said once under the grid instead.
#[derive(Clone, Debug, PartialEq, Default)]
struct PayColumns {
    shown: Vec<BonusHand>,
    same: Vec<(BonusHand, String)>,
}

fn pay_text(pay: Pay) -> String {
    match pay {
        Pay::ToOne(n) => n.to_string(),
        other => other.to_string(),
    }
}

fn pay_columns(tables: &[Paytable]) -> PayColumns {
    // Every line of every table, each after the line above it in the first table that has it.
    let mut hands: Vec<BonusHand> = Vec::new();
    for table in tables {
        let mut at = 0;
        for line in &table.lines {
            match hands.iter().position(|h| *h == line.hand) {
                Some(i) => at = i + 1,
                None => {
                    hands.insert(at, line.hand);
                    at += 1;
                }
            }
        }
    }
    let mut columns = PayColumns::default();
    for hand in hands {
        let pays: Vec<Option<Pay>> = tables
            .iter()
            .map(|t| t.lines.iter().find(|l| l.hand == hand).map(|l| l.pay))
            .collect();
        match pays.first() {
            Some(Some(first)) if tables.len() > 1 && pays.iter().all(|p| *p == Some(*first)) => {
                columns.same.push((hand, first.to_string()))
            }
            _ => columns.shown.push(hand),
        }
    }
    columns
}

/// Where a grid row's table comes from, for the CSV.
fn source_of(table: &Paytable, saved: &SavedTables) -> String {
    match table.citation() {
        Some(c) => c.to_string(),
        None => saved
            .find(table.jurisdiction, table.wager, &table.label)
            .map_or_else(|| "yours".into(), |c| c.source()),
    }
}

pub(super) fn analyse(table: &Paytable, ace: AceRule) -> Option<PaytableOdds> {
    (!table.needs_operator_amounts())
        .then(|| analyze_paytable(table, facts_for(ace)).ok())
        .flatten()
}

#[component]
pub fn Paytables() -> impl IntoView {
    // The view's state, from the address and kept in it (a view can be shared).
    let jurisdiction = RwSignal::new(
        initial("j")
            .and_then(|j| Jurisdiction::parse(&j))
            .unwrap_or(Jurisdiction::Maryland),
    );
    let wager = RwSignal::new(
        initial("w")
            .and_then(|w| SideWager::from_code(&w))
            .filter(|w| *w != SideWager::Progressive)
            .unwrap_or(SideWager::FlushBonus),
    );
    // None: the jurisdiction's own ace rule.
    let ace_choice = RwSignal::new(initial("ace").and_then(|a| ace_from_query(&a)));
    let sort = RwSignal::new(
        initial("sort")
            .and_then(|s| sort_from_query(&s))
            .unwrap_or((SortKey::Label, false)),
    );
    // The user's own tables, kept on the device.
    let (saved, saved_message) = own_tables::load::<CustomTable>(GameId::HighCardFlush);
    let selected = RwSignal::new(initial("open").filter(|label| {
        let (j, w) = (jurisdiction.get_untracked(), wager.get_untracked());
        paytables(j, w).any(|t| &t.label == label)
            || saved.with_untracked(|s| s.find(j, w, label).is_some())
    }));
    keep("j", move || {
        let j = jurisdiction.get();
        (j != Jurisdiction::Maryland).then(|| j.code().to_string())
    });
    keep("w", move || {
        let w = wager.get();
        (w != SideWager::FlushBonus).then(|| w.code().to_string())
    });
    keep("ace", move || ace_code(ace_choice.get()));
    keep("sort", move || match sort.get() {
        (SortKey::Label, false) => None,
        (key, false) => Some(key.code().to_string()),
        (key, true) => Some(format!("{}-desc", key.code())),
    });
    keep("open", move || selected.get());
    let ace = move || {
        ace_choice
            .get()
            .unwrap_or_else(|| HcfRules::of(jurisdiction.get()).ace_rule.value)
    };
    let rows = Memo::new(move |_| {
        let ace = ace();
        let (j, w) = (jurisdiction.get(), wager.get());
        let mut rows: Vec<(Paytable, Option<PaytableOdds>)> = paytables(j, w)
            .cloned()
            .chain(saved.with(|s| {
                s.of(j, w)
                    .filter_map(|c| c.paytable().ok())
                    .collect::<Vec<_>>()
            }))
            .map(|t| {
                let odds = analyse(&t, ace);
                (t, odds)
            })
            .collect();
        let (key, descending) = sort.get();
        if key != SortKey::Label {
            let value = |o: &Option<PaytableOdds>| -> f64 {
                o.as_ref().map_or(f64::INFINITY, |o| match key {
                    SortKey::HouseEdge => o.odds.house_edge,
                    SortKey::HitRate => o.odds.hit_frequency,
                    SortKey::Deviation => o.odds.standard_deviation,
                    SortKey::TopPrize => o.odds.top_prize_one_in.unwrap_or(f64::INFINITY),
                    SortKey::Label => 0.0,
                })
            };
            rows.sort_by(|a, b| value(&a.1).total_cmp(&value(&b.1)));
        }
        if descending {
            rows.reverse();
        }
        rows
    });
    let columns = Memo::new(move |_| {
        let tables: Vec<Paytable> = rows.get().into_iter().map(|(t, _)| t).collect();
        pay_columns(&tables)
    });
    // A hit rate every table shares says nothing as a column (every Flush Bonus table pays
    // from a four-card flush): it is stated once under the grid instead.
    let same_hit_rate = Memo::new(move |_| shared(&rows.get(), |o| Some(o.odds.hit_frequency)));
    // Likewise the chance of the top prize (every Flush Bonus table's top line is the seven-card
    // flush).
    let same_top_prize = Memo::new(move |_| shared(&rows.get(), |o| o.odds.top_prize_one_in));
    let header = move |key: SortKey, label: &'static str| {
        let aria = move || match sort.get() {
            (k, false) if k == key => "ascending",
            (k, true) if k == key => "descending",
            _ => "none",
        };
        view! {
            <th scope="col" aria-sort=aria>
                <button class="sort" data-testid=format!("sort-{label}") on:click=move |_| {
                    sort.update(|(k, d)| {
                        if *k == key {
                            *d = !*d;
                        } else {
                            *k = key;
                            *d = false;
                        }
                    })
                }>{label}</button>
            </th>
        }
    };
    let export = move |_| {
        let mut csv = String::from("Jurisdiction,Wager,Paytable,Ace rule,Lines,House edge,Hit frequency,Standard deviation,Top prize 1 in,Source\n");
        for (table, odds) in rows.get_untracked() {
            let lines = csv_lines(table.lines.iter().map(|l| (l.hand.name(), &l.pay)));
            let (edge, hit, sd, top) = match &odds {
                Some(o) => (
                    format!("{:.8}", o.odds.house_edge),
                    format!("{:.8}", o.odds.hit_frequency),
                    format!("{:.6}", o.odds.standard_deviation),
                    o.odds
                        .top_prize_one_in
                        .map(|v| format!("{v:.0}"))
                        .unwrap_or_default(),
                ),
                None => Default::default(),
            };
            let fields = [
                table.jurisdiction.name().to_string(),
                table.wager.name().to_string(),
                table.display_label(),
                ace_choice
                    .get_untracked()
                    .unwrap_or(HcfRules::of(table.jurisdiction).ace_rule.value)
                    .short()
                    .to_string(),
                lines,
                edge,
                hit,
                sd,
                top,
                source_of(&table, &saved.get_untracked()),
            ];
            csv.push_str(&csv_row(&fields));
        }
        let name = format!(
            "{}-{}-paytables.csv",
            jurisdiction.get_untracked().code(),
            wager.get_untracked().code()
        );
        if let Err(message) = download(&name, "text/csv", &csv) {
            leptos::logging::warn!("{message}");
        }
    };
    view! {
        <div class="controls">
            <label>
                "Jurisdiction "
                <select data-testid="explorer-jurisdiction" on:change=move |ev| {
                    if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                        jurisdiction.set(j);
                        selected.set(None);
                    }
                }>
                    {Jurisdiction::ALL.into_iter().map(|j| view! { <option value=j.code() selected=move || jurisdiction.get() == j>{j.name()}</option> }).collect_view()}
                </select>
            </label>
            <label>
                "Wager "
                <select data-testid="explorer-wager" on:change=move |ev| {
                    if let Some(w) = SideWager::from_code(&event_target_value(&ev)) {
                        wager.set(w);
                        selected.set(None);
                    }
                }>
                    {[SideWager::FlushBonus, SideWager::StraightFlushBonus].into_iter().map(|w| view! { <option value=w.code() selected=move || wager.get() == w>{w.name()}</option> }).collect_view()}
                </select>
            </label>
            <super::hcf::AceRuleSelect choice=ace_choice jurisdiction=jurisdiction testid="explorer-ace" />
            <button data-testid="export-csv" on:click=export>"Export CSV"</button>
            <own_tables::ExportImport game=GameId::HighCardFlush saved=saved message=saved_message file_name="hcf-my-paytables.json" />
        </div>
        <own_tables::SavedMessage message=saved_message />
        <div class="table-scroll" tabindex="0" role="region" aria-label="Paytables compared">
            <table class="paytables" data-testid="paytable-grid">
                <caption>{move || format!("{} {}: exact odds over all 133,784,560 hands, {}; pays are “to 1”. Select a row for its lines.", jurisdiction.get().name(), wager.get().name(), ace().short())}</caption>
                <thead>
                    <tr>
                        {header(SortKey::Label, "Paytable")}
                        {move || columns.get().shown.into_iter().map(|hand| view! {
                            <th scope="col" class="pays-col">{format!("{} pays", hand.name())}</th>
                        }).collect_view()}
                        {header(SortKey::HouseEdge, "House edge")}
                        {move || same_hit_rate.get().is_none().then(|| header(SortKey::HitRate, "Hit rate"))}
                        {header(SortKey::Deviation, "SD")}
                        {move || same_top_prize.get().is_none().then(|| header(SortKey::TopPrize, "Top prize"))}
                    </tr>
                </thead>
                <tbody>
                    {move || {
                        rows.get()
                            .into_iter()
                            .map(|(table, odds)| {
                                let label = table.label.clone();
                                let label_click = label.clone();
                                let is_selected = {
                                    let label = label.clone();
                                    move || selected.get().as_deref() == Some(label.as_str())
                                };
                                let pays = columns.get().shown.into_iter().map(|hand| {
                                    let pay = table.lines.iter().find(|l| l.hand == hand).map_or_else(|| "—".to_string(), |l| pay_text(l.pay));
                                    view! { <td class="pay">{pay}</td> }
                                }).collect_view();
                                let cells = match &odds {
                                    Some(o) => view! {
                                        <td class="edge" class:favours=o.odds.favours_player>{percent(o.odds.house_edge)}{o.odds.favours_player.then_some(" ⚠ favours player")}</td>
                                        {same_hit_rate.get().is_none().then(|| view! { <td>{percent(o.odds.hit_frequency)}</td> })}
                                        <td>{format!("{:.3}", o.odds.standard_deviation)}</td>
                                        {same_top_prize.get().is_none().then(|| view! { <td>{o.odds.top_prize_one_in.map(one_in).unwrap_or_default()}</td> })}
                                    }.into_any(),
                                    None => view! { <td colspan=(4 - usize::from(same_hit_rate.get().is_some()) - usize::from(same_top_prize.get().is_some())).to_string()>"Operator-set amounts (003 §11(g))"</td> }.into_any(),
                                };
                                view! {
                                    <tr class:selected=is_selected data-testid=format!("paytable-row-{label}")>
                                        <th scope="row">
                                            <button class="link" on:click=move |_| selected.set(Some(label_click.clone()))>
                                                {table.display_label()}
                                                {table.warning.map(|_| " ⚑")}
                                                {(table.origin == Origin::Custom).then_some(" (yours)")}
                                            </button>
                                        </th>
                                        {pays}
                                        {cells}
                                    </tr>
                                }
                            })
                            .collect_view()
                    }}
                </tbody>
            </table>
        </div>
        <p class="source" data-testid="grid-legend">
            {move || {
                let mut same: Vec<String> = columns
                    .get()
                    .same
                    .iter()
                    .map(|(hand, pay)| format!("{} pays {pay}", hand.name()))
                    .collect();
                if let Some(hit) = same_hit_rate.get() {
                    same.push(format!("the hit rate is {} (every table pays from the same lowest hand)", percent(hit)));
                }
                if let Some(top) = same_top_prize.get() {
                    same.push(format!("the top prize comes {} (every table's top line is the same hand)", one_in(top)));
                }
                (!same.is_empty()).then(|| format!("Not shown as a column, the same on every table: {}. ", same.join("; ")))
            }}
            "⚑ the regulation prints this table oddly; open it for the note and how it is read. ⚠ the table pays back more than it takes."
        </p>
        {move || {
            let label = selected.get()?;
            let table = rows.get().into_iter().find(|(t, _)| t.label == label)?.0;
            Some(view! { <PaytableDetail table=table ace=ace() saved=saved message=saved_message selected=selected /> })
        }}
        <super::compare::Compare saved=saved.read_only() />
    }
}

/// One paytable line by line, a chart of each line's part of the return, and an editable copy.
#[component]
fn PaytableDetail(
    table: Paytable,
    ace: AceRule,
    saved: RwSignal<SavedTables>,
    message: RwSignal<Option<Result<String, String>>>,
    selected: RwSignal<Option<String>>,
) -> impl IntoView {
    let original = analyse(&table, ace);
    // A saved table is edited as a copy of the published table it came from.
    let yours = (table.origin == Origin::Custom)
        .then(|| {
            saved.with_untracked(|s| {
                s.find(table.jurisdiction, table.wager, &table.label)
                    .cloned()
            })
        })
        .flatten();
    let base_label = yours
        .as_ref()
        .map_or_else(|| table.label.clone(), |c| c.base.clone());
    let name = RwSignal::new(match &yours {
        Some(c) => c.name.clone(),
        None => format!("My {}", table.display_label()),
    });
    let inputs: Vec<RwSignal<String>> = table
        .lines
        .iter()
        .map(|l| {
            RwSignal::new(match l.pay {
                Pay::ToOne(n) => n.to_string(),
                _ => String::new(),
            })
        })
        .collect();
    let editing = RwSignal::new(false);
    let base = table.clone();
    let inputs_for_custom = inputs.clone();
    let custom = Memo::new(move |_| -> Result<PaytableOdds, String> {
        let mut copy = base.clone();
        copy.label = format!("{} (edited)", base.label);
        copy.origin = Origin::Custom;
        copy.lines = base
            .lines
            .iter()
            .zip(&inputs_for_custom)
            .map(|(line, input)| {
                validate_custom_payout(&input.get())
                    .map(|n| PayLine {
                        hand: line.hand,
                        pay: Pay::ToOne(n),
                    })
                    .map_err(|e| format!("{}: {e}", line.hand.name()))
            })
            .collect::<Result<_, _>>()?;
        analyze_paytable(&copy, facts_for(ace))
    });
    let title = table.title();
    let published_edge = original.as_ref().map(|o| o.odds.house_edge);
    let (jurisdiction, wager) = (table.jurisdiction, table.wager);
    let pays_now = inputs.clone();
    let save_copy = move |_| {
        let pays: Result<Vec<u32>, String> = pays_now
            .iter()
            .map(|input| validate_custom_payout(&input.get_untracked()))
            .collect();
        let outcome = pays.and_then(|pays| {
            let table = CustomTable {
                jurisdiction,
                wager,
                base: base_label.clone(),
                name: name.get_untracked(),
                pays,
            };
            let mut next = saved.get_untracked();
            next.save(table.clone())?;
            saved.set(next);
            own_tables::persist(GameId::HighCardFlush, saved).map_or(Ok(()), Err)?;
            selected.set(Some(table.name.trim().to_string()));
            Ok(format!(
                "Saved on this device as '{}': it is in the grid, the comparison, the export and the table's settings.",
                table.name.trim()
            ))
        });
        message.set(Some(outcome));
    };
    let delete = yours.clone().map(|c| {
        move |_| {
            saved.update(|s| s.remove(c.jurisdiction, c.wager, &c.name));
            selected.set(None);
            message.set(Some(
                own_tables::persist(GameId::HighCardFlush, saved)
                    .map_or_else(|| Ok(format!("Deleted '{}'.", c.name)), Err),
            ));
        }
    });
    view! {
        <section class="detail" aria-label=format!("{title} in detail") data-testid="paytable-detail">
            <h2>{format!("{title} — {}", ace.short())}</h2>
            {table.warning.map(|w| view! { <p class="warning">{w}</p> })}
            {table.citation().map(|c| view! { <p class="source">{format!("Source: {c}")}</p> })}
            {yours.as_ref().map(|c| view! { <p class="source">{format!("Source: {} — no regulation publishes it.", c.source())}</p> })}
            {yours.as_ref().map(|c| {
                let link = format!(
                    "{}?{}",
                    crate::base_path::href(&crate::address::Part::Play.route(GameId::HighCardFlush)),
                    crate::play_state::PlaySettings::own_table_query(c)
                );
                view! { <p><a data-testid="play-own-table" href=link>"Play this table"</a></p> }
            })}
            {delete.map(|delete| view! { <button data-testid="delete-copy" on:click=delete>"Delete this table"</button> })}
            {match original {
                Some(o) => view! { <LineTable odds=o.clone() /> <ContributionChart odds=o /> }.into_any(),
                None => view! { <p>"The licensee sets this table's amounts; edit a copy below to analyse a proposal."</p> }.into_any(),
            }}
            <button data-testid="edit-copy" on:click=move |_| editing.update(|e| *e = !*e)>
                {move || if editing.get() { "Close the copy" } else { "Edit a copy" }}
            </button>
            <Show when=move || editing.get()>
                <div class="editor" data-testid="paytable-editor">
                    <h3>"Your copy (\"to 1\" per line)"</h3>
                    <div class="editor-lines">
                        {table
                            .lines
                            .iter()
                            .zip(inputs.clone())
                            .enumerate()
                            .map(|(i, (line, input))| {
                                view! {
                                    <label>
                                        {line.hand.name()}
                                        <input
                                            inputmode="numeric"
                                            data-testid=format!("custom-line-{i}")
                                            prop:value=move || input.get()
                                            on:input=move |ev| input.set(event_target_value(&ev))
                                        />
                                    </label>
                                }
                            })
                            .collect_view()}
                    </div>
                    <div class="controls">
                        <label>
                            "Name "
                            <input data-testid="copy-name" maxlength="40"
                                prop:value=move || name.get()
                                on:input=move |ev| name.set(event_target_value(&ev)) />
                        </label>
                        <button data-testid="save-copy" on:click=save_copy.clone()>"Save on this device"</button>
                    </div>
                    {move || match custom.get() {
                        Err(message) => view! { <p class="error" role="alert" data-testid="custom-error">{message}</p> }.into_any(),
                        Ok(c) => {
                            let compare = published_edge;
                            view! {
                                <p class="compare" data-testid="custom-result" role="status">
                                    {format!("House edge {} (published: {}), hit rate {}, SD {:.3}.", percent(c.odds.house_edge), compare.map(percent).unwrap_or_else(|| "operator-set".into()), percent(c.odds.hit_frequency), c.odds.standard_deviation)}
                                    {c.odds.favours_player.then(|| view! { <strong class="favours">" This table favours the player."</strong> })}
                                </p>
                                <LineTable odds=c />
                            }
                                .into_any()
                        }
                    }}
                </div>
            </Show>
        </section>
    }
}

#[component]
pub(super) fn LineTable(odds: PaytableOdds) -> impl IntoView {
    let label = format!("{}: every line", odds.title);
    view! {
        // Scrolls sideways on a phone: reachable and named for the keyboard and screen readers.
        <div class="table-scroll" tabindex="0" role="region" aria-label=label>
            <table class="lines">
                <thead>
                    <tr><th scope="col">"Hand"</th><th scope="col">"Pays"</th><th scope="col">"Hands"</th><th scope="col">"Probability"</th><th scope="col">"Return"</th></tr>
                </thead>
                <tbody>
                    {odds.odds.lines.iter().map(|l| view! {
                        <tr>
                            <th scope="row">{l.hand.clone()}</th>
                            <td>{l.pay.to_string()}</td>
                            <td>{grouped(l.hands)}</td>
                            <td>{super::chance(l.probability)}</td>
                            <td>{format!("{:.5}", l.contribution)}</td>
                        </tr>
                    }).collect_view()}
                    <tr>
                        <th scope="row">"No paying line"</th>
                        <td>"loses"</td>
                        <td>{grouped(odds.odds.losing_hands)}</td>
                        <td>{percent(odds.odds.losing_hands as f64 / odds.odds.denominator as f64)}</td>
                        <td>{format!("{:.5}", -(odds.odds.losing_hands as f64) / odds.odds.denominator as f64)}</td>
                    </tr>
                </tbody>
                <tfoot>
                    <tr>
                        <th scope="row">"Expected return"</th>
                        <td colspan="4">{format!("{} per unit ({} / {})", percent(odds.odds.expected_return), odds.odds.return_numerator, odds.odds.denominator)}</td>
                    </tr>
                </tfoot>
            </table>
        </div>
    }
}

/// A horizontal bar per line: its part of the return.
#[component]
fn ContributionChart(odds: PaytableOdds) -> impl IntoView {
    let max = odds
        .odds
        .lines
        .iter()
        .map(|l| l.contribution)
        .fold(0.0f64, f64::max)
        .max(1e-12);
    let row_height = 28.0;
    let height = row_height * odds.odds.lines.len() as f64 + 10.0;
    view! {
        <figure class="chart">
            <svg viewBox=format!("0 0 600 {height}") role="img" aria-label="Each line's part of the return per unit wagered" data-testid="contribution-chart">
                {odds.odds.lines.iter().enumerate().map(|(i, l)| {
                    let y = 5.0 + i as f64 * row_height;
                    let width = 360.0 * l.contribution / max;
                    view! {
                        <g>
                            <text x="0" y=y + 18.0 class="chart-label">{l.hand.clone()}</text>
                            <rect x="190" y=y + 4.0 width=width height="18" class="bar" />
                            <text x=196.0 + width y=y + 18.0 class="chart-value">{format!("{:.4}", l.contribution)}</text>
                        </g>
                    }
                }).collect_view()}
            </svg>
            <figcaption>"Each line's contribution to the return: probability × payout."</figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(j: Jurisdiction, label: &str) -> Paytable {
        paytables(j, SideWager::FlushBonus)
            .find(|t| t.label == label)
            .unwrap()
            .clone()
    }

    #[test]
    fn lines_paid_alike_by_every_table_are_said_once_not_shown_as_columns() {
        // 003 §11(c): A pays 300/100/10/1 and B 100/20/10/1.
        let a = table(Jurisdiction::Massachusetts, "A");
        let b = table(Jurisdiction::Massachusetts, "B");
        let columns = pay_columns(&[a.clone(), b]);
        assert_eq!(
            columns.shown,
            vec![BonusHand::Flush(7), BonusHand::Flush(6)]
        );
        assert_eq!(
            columns.same,
            vec![
                (BonusHand::Flush(5), "10 to 1".to_string()),
                (BonusHand::Flush(4), "1 to 1".to_string())
            ]
        );
        // One table alone: every line is a column.
        assert_eq!(pay_columns(&[a]).shown.len(), 4);
    }

    #[test]
    fn a_line_only_some_tables_have_keeps_its_place_among_the_others() {
        let mut short = table(Jurisdiction::Massachusetts, "A");
        short.lines.remove(0);
        let mut other = table(Jurisdiction::Massachusetts, "C");
        other.lines.remove(2);
        // [6, 5, 4] then [7, 6, 4]: 7 goes first, 5 stays between 6 and 4.
        let columns = pay_columns(&[short, other]);
        assert!(columns.same.is_empty(), "{columns:?}");
        assert_eq!(columns.shown, [7, 6, 5, 4].map(BonusHand::Flush).to_vec());
    }

    #[test]
    fn sorts_and_ace_rules_read_back_from_the_address() {
        for key in SortKey::ALL {
            assert_eq!(sort_from_query(key.code()), Some((key, false)));
            assert_eq!(
                sort_from_query(&format!("{}-desc", key.code())),
                Some((key, true))
            );
        }
        assert_eq!(sort_from_query("edge-up"), None);
        for ace in [None, Some(AceRule::HighOnly), Some(AceRule::LowOrHigh)] {
            assert_eq!(ace_code(ace).and_then(|c| ace_from_query(&c)), ace);
        }
        assert_eq!(ace_from_query("sideways"), None);
    }
}
