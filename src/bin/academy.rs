//! The academy's page bundle (see `app::routes::Bundle`).

fn main() {
    app::shell::start(app::routes::Pages::ACADEMY);
}
