//! High Card Flush's academy page bundle (see `app::routes::Bundle`).

fn main() {
    app::shell::start(app::routes::Pages::ACADEMY);
}
