//! The skills pages (`academy/<game>/skills`, a bundle of their own): the skills panel and the
//! "my weak skills" session, the payout drill paid from the chip rack and chip cutting, and the
//! flash drill. The academy's and dealer mode's pages only note what was answered (the
//! progress's skill log); this page derives each answer's skills with the engine
//! (`engine::skills`), folds them into the skill book kept with the progress, and records its
//! own drills straight into it.

mod chip_cutting;
mod chip_payouts;
mod flash;
mod panel;
mod rack_settings;

pub use panel::dealer_seeds;

use super::{load, now_ms, AcademyUi, PayoutDrill};
use crate::academy_state::{fold_skill_log, LoggedAttempt};
use crate::address::{current_game, Part};
use crate::base_path::href;
use crate::storage::Entry;
use engine::academy::{Catalogue, Question};
use engine::skills::{Skill, SkillBook};
use engine::Jurisdiction;
use leptos::prelude::*;

/// The academy's context with the skill book as it stands.
#[derive(Clone, Copy)]
struct SkillsUi {
    academy: AcademyUi,
    book: RwSignal<SkillBook>,
    /// The seeds of graded dealer-mode runs that exercise weak skills (the game's).
    dealer_seeds: fn(Jurisdiction, &[String]) -> Vec<u64>,
}

impl SkillsUi {
    /// Folds the progress's logged attempts into the book, keeps the book with the progress
    /// (the log emptied) and saves it.
    fn fold(&self) {
        let catalogue = self.academy.catalogue;
        let from_papers = self.take_from_papers_over_every_game();
        let mut book = None;
        self.academy.progress.update(|p| {
            p.skill_log.extend(from_papers);
            let folded = fold_skill_log(p.skills.as_deref(), &p.skill_log, catalogue);
            p.skills = serde_json::to_string(&folded).ok();
            p.skill_log.clear();
            book = Some(folded);
        });
        if let Some(book) = book {
            self.book.set(book);
        }
        self.academy.save();
    }

    /// This game's answers on papers over every game, taken out of that page's progress
    /// (saved back without them); none when it is unsaved or unreadable (left as it is).
    fn take_from_papers_over_every_game(&self) -> Vec<LoggedAttempt> {
        let game = self.academy.game;
        // That page's own catalogue (this bundle holds every game's questions anyway).
        let catalogue = Catalogue::ALL;
        let Ok(Some(text)) = crate::storage::read(game, Entry::BothGamesAcademy) else {
            return Vec::new();
        };
        let Ok(mut both) = crate::academy_state::Progress::parse_in(&text, catalogue) else {
            return Vec::new();
        };
        let taken = crate::academy_state::take_game_attempts(&mut both.skill_log, catalogue, game);
        if !taken.is_empty() {
            if let Some(problem) =
                crate::storage::save(game, Entry::BothGamesAcademy, &both.to_json())
            {
                self.academy.notice.set(Some(problem));
                return Vec::new();
            }
        }
        taken
    }

    /// Records an answered question (for practice's mastery and review, and its skills).
    fn record_question(&self, question: &Question, right: bool, millis: Option<u64>) {
        self.academy.progress.update(|p| {
            p.record_practice(question, right, None);
            p.log_question(&question.id, right, millis);
        });
        self.fold();
    }

    /// Records an attempt at a task (a chip or flash drill) against the skills it exercises.
    fn record_skills(&self, skills: Vec<Skill>, right: bool, millis: Option<u64>) {
        self.academy.progress.update(|p| {
            p.log(LoggedAttempt {
                question: None,
                skills,
                right,
                millis,
            })
        });
        self.fold();
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Skills,
    Chips,
    Flash,
}

/// The skills pages of the current game, with its questions (`catalogue`) and its payout
/// drill's templates.
#[component]
pub fn SkillsAcademy(
    catalogue: Catalogue,
    payout_drill: PayoutDrill,
    dealer_seeds: fn(Jurisdiction, &[String]) -> Vec<u64>,
) -> impl IntoView {
    let game = current_game();
    let (progress, notice) = load(game, Entry::Academy, catalogue);
    let jurisdictions: Vec<Jurisdiction> = game.jurisdictions().to_vec();
    let academy = AcademyUi {
        progress: RwSignal::new(progress),
        game,
        catalogue,
        combined: false,
        payout_drill,
        entry: Entry::Academy,
        jurisdiction: RwSignal::new(jurisdictions[0]),
        notice: RwSignal::new(notice),
    };
    provide_context(academy);
    let ui = SkillsUi {
        academy,
        book: RwSignal::new(SkillBook::default()),
        dealer_seeds,
    };
    // What the academy and dealer mode noted since this page last read it.
    ui.fold();
    provide_context(ui);
    let tab = RwSignal::new(Tab::Skills);
    let rack_saved = RwSignal::new(0u32);
    let tab_button = move |t: Tab, label: &'static str, id: &'static str| {
        view! {
            <button role="tab" data-testid=id aria-selected=move || (tab.get() == t).to_string() class:active=move || tab.get() == t on:click=move |_| tab.set(t)>{label}</button>
        }
    };
    view! {
        <section class="page academy" aria-labelledby="skills-page-title">
            <h1 id="skills-page-title">"Skills"</h1>
            <p class="lead">{format!("Every {} question and dealer-mode task counts for the skills it exercises, derived from the rules and paytables. Work on the weakest, pay from the chip rack, cut chips and read a table at a glance.", game.name())}</p>
            <p class="hint"><a href=href(&Part::Academy.route(game)) data-testid="academy-link">"← Back to the academy"</a></p>
            {move || academy.notice.get().map(|n| view! { <p class="notice" role="alert" data-testid="academy-notice">{n}</p> })}
            <div class="controls">
                <label>
                    "Jurisdiction "
                    <select data-testid="academy-jurisdiction" on:change=move |ev| {
                        if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                            academy.jurisdiction.set(j);
                        }
                    }>
                        {jurisdictions.iter().map(|&j| view! { <option value=j.code() selected=move || academy.jurisdiction.get() == j>{j.name()}</option> }).collect_view()}
                    </select>
                </label>
            </div>
            <div class="segmented" role="tablist" aria-label="Drill">
                {tab_button(Tab::Skills, "Skills", "mode-skills")}
                {tab_button(Tab::Chips, "Chips", "mode-chips")}
                {tab_button(Tab::Flash, "Flash drill", "mode-flash")}
            </div>
            {move || match tab.get() {
                Tab::Skills => view! { <panel::SkillsPanel /> <panel::WeakSession tab=tab /> }.into_any(),
                Tab::Chips => view! {
                    <rack_settings::RackSettings saved=rack_saved />
                    // Dealt again from the rack whenever one is saved.
                    {move || { rack_saved.track(); view! { <chip_payouts::ChipPayouts /> <chip_cutting::ChipCutting /> } }}
                }.into_any(),
                Tab::Flash => view! { <flash::FlashDrill /> }.into_any(),
            }}
        </section>
    }
}

/// Milliseconds since `since` (never negative).
fn millis_since(since: f64) -> u64 {
    (now_ms() - since).max(0.0) as u64
}
