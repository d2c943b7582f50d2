//! The page bundle of papers over both games (`academy/both`; see `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("both-academy")) });
}
