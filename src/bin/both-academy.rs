//! The page bundle of papers over both games (`academy/both`; see `app::routes::Bundle`).

fn main() {
    app::shell::start(app::routes::Pages::BOTH_ACADEMY);
}
