//! The Rules pages' bundle, both games (see `app::registry`): each jurisdiction's rules as
//! the engine holds them, with citations — text that no first visit to the table needs.

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("rules")) });
}
