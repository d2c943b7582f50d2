//! Jackpot Hold 'Em's explorer page bundle (see `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("jhe-explorer")) });
}
