use engine::holdem_solver::*;
fn main() {
    let t = std::time::Instant::now();
    let sym = Symmetry::new();
    eprintln!("symmetry {:?}: {} flops {} boards", t.elapsed(), sym.flops.len(), sym.boards.len());
    let game = Game::ultimate_texas_holdem();
    let threads: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(1);
    let t = std::time::Instant::now();
    let s = solve(&game, threads);
    eprintln!("solve {:?}", t.elapsed());
    println!("EV {:.6}% plays {:?} deals {}", s.expected()*100.0, s.plays, s.deals);
}
