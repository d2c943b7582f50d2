//! Jackpot Hold 'Em's explorer page bundle (see `app::routes::Bundle`).

fn main() {
    app::shell::start(app::routes::Pages::JHE_EXPLORER);
}
