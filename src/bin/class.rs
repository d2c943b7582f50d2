//! The page bundle of the classroom's instructor pages (`academy/class`: the class page, and
//! `academy/class/new`: the assignment maker; see `app::registry`). The student's page is the
//! `class-take` bundle's.

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("class")) });
}
