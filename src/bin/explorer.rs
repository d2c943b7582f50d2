//! The explorer's page bundle (see `app::routes::Bundle`).

fn main() {
    app::shell::start(app::routes::Pages::EXPLORER);
}
