//! The skills pages bundle (both games): the skills panel, the weak-skills session, the chip
//! payout and chip-cutting drills and the flash drill (see `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("skills")) });
}
