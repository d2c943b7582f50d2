//! Jackpot Hold 'Em's academy page bundle (see `app::routes::Bundle`).

fn main() {
    app::shell::start(app::routes::Pages::JHE_ACADEMY);
}
