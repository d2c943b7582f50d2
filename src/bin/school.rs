//! The dealer school's tests page bundle (both games): catch the dealer and the table test (see
//! `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("school")) });
}
