//! The strategy drill page bundle (both games) (see `app::routes::Bundle`).

fn main() {
    app::shell::start(app::routes::Pages::DRILL);
}
