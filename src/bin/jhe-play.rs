//! Jackpot Hold 'Em's table (play) page bundle (see `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("jhe-play")) });
}
