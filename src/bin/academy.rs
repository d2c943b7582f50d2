//! High Card Flush's academy page bundle (see `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("academy")) });
}
