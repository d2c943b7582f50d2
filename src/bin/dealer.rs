//! The dealer mode page bundle (both games) (see `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("dealer")) });
}
