//! Jackpot Hold 'Em's table (play) page bundle (see `app::routes::Bundle`).

fn main() {
    app::shell::start(app::routes::Pages::JHE_PLAY);
}
