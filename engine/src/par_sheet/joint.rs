//! One hand's wagers together: the classes of hands the side wagers read, each with its
//! probability and the main game's result over it (the strategy card's), so that the hold band
//! takes the covariance of the main game with each side wager, and of the side wagers with
//! each other, exactly (`hold::hold_band`). A side wager's pay is a function of the class; the
//! main game's result is summed over the class's deals by a walk of every deal. Each game
//! builds its classes in its own file (`hcf_joint.rs`: by the player's seven cards, pinned from
//! `hcf::card_classes`; `jhe_main.rs`: by the final seven cards and the hole cards with the
//! flop, from `holdem_solver::forward`).

/// A class of hands: its probability, the main game's result over it (E[X · 1 of the class],
/// per Ante), and the line of each side wager's paytable it wins (`None`: the wager loses).
#[derive(Clone, Debug, PartialEq)]
pub struct JointClass {
    pub probability: f64,
    pub main: f64,
    pub lines: Vec<(&'static str, Option<usize>)>,
}

/// Every class of one hand (their probabilities add up to 1).
#[derive(Clone, Debug, PartialEq)]
pub struct Joint {
    pub classes: Vec<JointClass>,
}

impl Joint {
    /// A wager's net per unit in each class, from its lines' nets (`None` when the joint does
    /// not read that wager).
    pub fn values(&self, code: &str, line_nets: &[f64]) -> Option<Vec<f64>> {
        self.classes
            .iter()
            .map(|class| {
                let (_, line) = class.lines.iter().find(|(c, _)| *c == code)?;
                Some(match line {
                    Some(i) => *line_nets.get(*i)?,
                    None => -1.0,
                })
            })
            .collect()
    }
}
