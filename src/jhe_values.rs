//! Jackpot Hold 'Em's first-decision values, kept by the page once an exact analysis of optimal
//! play has run in this tab (the explorer's main game, or the hand analyzer asking for it): the
//! value of playing 3× and of checking for any two cards and card shown.

use engine::holdem_solver::FirstValues;
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    static KEPT: RefCell<Option<Rc<FirstValues>>> = const { RefCell::new(None) };
}

/// Keeps the values sent by the worker (`FirstValues::to_bytes`).
pub fn store(bytes: &[u8]) -> Result<(), String> {
    let values = FirstValues::from_bytes(bytes)?;
    KEPT.with(|kept| *kept.borrow_mut() = Some(Rc::new(values)));
    Ok(())
}

/// The values, if an analysis has run in this tab.
pub fn get() -> Option<Rc<FirstValues>> {
    KEPT.with(|kept| kept.borrow().clone())
}
