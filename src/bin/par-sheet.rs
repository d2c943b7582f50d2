//! The par sheet's page bundle (both games: the packet, its verifier, the table signs; see
//! `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("par-sheet")) });
}
