//! Cards, ranks, suits and sets of cards, with parsing that accepts what people type.
//!
//! A [`Card`] is stored as `suit << 4 | rank`, which is also its bit position in a [`CardSet`]:
//! each suit owns a 16-bit lane of a `u64`, so the 13-bit rank mask of one suit is a shift and a
//! mask away. Flush and straight-flush evaluation work entirely on those per-suit masks.

use std::fmt;

/// Card rank. `Rank(0)` is the deuce and `Rank(12)` the ace (C3: A high, 2 low).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl Rank {
    pub const TWO: Rank = Rank(0);
    pub const NINE: Rank = Rank(7);
    pub const TEN: Rank = Rank(8);
    pub const ACE: Rank = Rank(12);

    /// All ranks from the deuce up to the ace.
    pub fn all() -> impl DoubleEndedIterator<Item = Rank> {
        (0..13).map(Rank)
    }

    /// `index` in `0..13`, deuce first.
    pub fn from_index(index: u8) -> Option<Rank> {
        (index < 13).then_some(Rank(index))
    }

    pub fn index(self) -> u8 {
        self.0
    }

    /// Face value as used in the rules: 2..=10, J = 11, Q = 12, K = 13, A = 14.
    pub fn value(self) -> u8 {
        self.0 + 2
    }

    /// One-character symbol: `2`..`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn symbol(self) -> char {
        b"23456789TJQKA"[self.0 as usize] as char
    }

    /// The label printed on a card face: `10` rather than `T`.
    pub fn face(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][self.0 as usize]
    }

    /// The spoken name, for screen readers and explanations.
    pub fn name(self) -> &'static str {
        [
            "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king", "ace",
        ][self.0 as usize]
    }
}

/// Card suit. Suits never rank against each other (C3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn from_index(index: u8) -> Option<Suit> {
        Suit::ALL.get(index as usize).copied()
    }

    pub fn index(self) -> u8 {
        self as u8
    }

    /// Lower-case letter: `c`, `d`, `h`, `s`.
    pub fn letter(self) -> char {
        ['c', 'd', 'h', 's'][self as usize]
    }

    pub fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    pub fn name(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self as usize]
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }
}

/// One playing card.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card((suit as u8) << 4 | rank.0)
    }

    /// The card with contiguous index `0..52` (suit-major: clubs 2..A, then diamonds, …).
    pub fn from_index(index: u8) -> Option<Card> {
        (index < 52).then(|| Card::new(Rank(index % 13), Suit::ALL[(index / 13) as usize]))
    }

    /// Contiguous index `0..52`, for arrays and statistics.
    pub fn index(self) -> u8 {
        (self.0 >> 4) * 13 + (self.0 & 15)
    }

    pub fn rank(self) -> Rank {
        Rank(self.0 & 15)
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 >> 4) as usize]
    }

    /// Bit position in a [`CardSet`].
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// "ace of spades".
    pub fn name(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }

    /// "A♠", "10♥".
    pub fn pretty(self) -> String {
        format!("{}{}", self.rank().face(), self.suit().symbol())
    }

    /// The full 52-card deck in index order.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).map(|i| Card::from_index(i).expect("index < 52"))
    }
}

/// Short form, `Ah`, `Td`: the form the CLI and saved data use.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().symbol(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Cards serialise as their short form, `"Ah"`, so saved data and JSON stay readable.
impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl std::str::FromStr for Card {
    type Err = CardParseError;
    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let cards = parse_cards(s)?;
        match cards.as_slice() {
            [card] => Ok(*card),
            _ => Err(CardParseError::WrongCount {
                expected: 1,
                found: cards.len(),
            }),
        }
    }
}

/// A set of cards as a bit mask: suit `s` occupies bits `16*s .. 16*s+13`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    pub fn full_deck() -> CardSet {
        CardSet(0x1FFF_1FFF_1FFF_1FFF)
    }

    pub fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & 0x1FFF_1FFF_1FFF_1FFF)
    }

    pub fn bits(self) -> u64 {
        self.0
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= card.bit();
    }

    pub fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | card.bit())
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    pub fn intersects(self, other: CardSet) -> bool {
        self.0 & other.0 != 0
    }

    /// The 13-bit rank mask of one suit (bit 0 = deuce, bit 12 = ace).
    #[inline]
    pub fn suit_mask(self, suit: Suit) -> u16 {
        ((self.0 >> (16 * suit as u32)) & 0x1FFF) as u16
    }

    /// The four rank masks, clubs first.
    #[inline]
    pub fn suit_masks(self) -> [u16; 4] {
        [
            (self.0 & 0x1FFF) as u16,
            ((self.0 >> 16) & 0x1FFF) as u16,
            ((self.0 >> 32) & 0x1FFF) as u16,
            ((self.0 >> 48) & 0x1FFF) as u16,
        ]
    }

    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let position = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Card(position))
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Why typed card text was refused. Positions count characters from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardParseError {
    /// Nothing but separators.
    Empty,
    /// A character that starts no rank.
    UnknownRank { found: char, position: usize },
    /// A rank with nothing after it.
    MissingSuit { rank: String, position: usize },
    /// A rank followed by something that is not a suit.
    UnknownSuit {
        rank: String,
        found: char,
        position: usize,
    },
    /// The same card twice.
    Duplicate { card: Card },
    /// Not the number of cards asked for.
    WrongCount { expected: usize, found: usize },
}

impl fmt::Display for CardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardParseError::Empty => write!(f, "no cards were entered"),
            CardParseError::UnknownRank { found, position } => write!(
                f,
                "'{found}' at character {position} is not a rank (use 2-9, 10 or T, J, Q, K, A)"
            ),
            CardParseError::MissingSuit { rank, position } => write!(
                f,
                "the rank '{rank}' at character {position} has no suit after it (use s, h, d, c or ♠ ♥ ♦ ♣)"
            ),
            CardParseError::UnknownSuit {
                rank,
                found,
                position,
            } => write!(
                f,
                "'{found}' after '{rank}' at character {position} is not a suit (use s, h, d, c or ♠ ♥ ♦ ♣)"
            ),
            CardParseError::Duplicate { card } => {
                write!(f, "{} is entered more than once", card.pretty())
            }
            CardParseError::WrongCount { expected, found } => write!(
                f,
                "{expected} card{} needed, {found} entered",
                if *expected == 1 { " is" } else { "s are" }
            ),
        }
    }
}

impl std::error::Error for CardParseError {}

fn rank_of(c: char) -> Option<Rank> {
    let index = "23456789TJQKA".find(c.to_ascii_uppercase())?;
    Some(Rank(index as u8))
}

fn suit_of(c: char) -> Option<Suit> {
    Some(match c {
        'c' | 'C' | '♣' | '♧' => Suit::Clubs,
        'd' | 'D' | '♦' | '♢' => Suit::Diamonds,
        'h' | 'H' | '♥' | '♡' => Suit::Hearts,
        's' | 'S' | '♠' | '♤' => Suit::Spades,
        _ => return None,
    })
}

fn is_separator(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            ',' | ';' | '/' | '|' | '-' | '.' | '\u{FE0F}' | '\u{FE0E}'
        )
}

/// Parses any number of cards written the way people write them: `Th`, `10h`, `T♥`, `th`,
/// `AS`, with or without separators (`AsKd`, `As Kd`, `As, Kd`). Duplicates are refused.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut cards = Vec::new();
    let mut seen = CardSet::EMPTY;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if is_separator(c) {
            i += 1;
            continue;
        }
        let start = i;
        let (rank, rank_text) = if c == '1' && chars.get(i + 1) == Some(&'0') {
            i += 2;
            (Rank::TEN, "10".to_string())
        } else if let Some(rank) = rank_of(c) {
            i += 1;
            (rank, c.to_string())
        } else {
            return Err(CardParseError::UnknownRank {
                found: c,
                position: start + 1,
            });
        };
        // Emoji keyboards may put a variation selector between rank and suit; skip it.
        while i < chars.len() && matches!(chars[i], '\u{FE0F}' | '\u{FE0E}') {
            i += 1;
        }
        let Some(&suit_char) = chars.get(i) else {
            return Err(CardParseError::MissingSuit {
                rank: rank_text,
                position: start + 1,
            });
        };
        let Some(suit) = suit_of(suit_char) else {
            if is_separator(suit_char) {
                return Err(CardParseError::MissingSuit {
                    rank: rank_text,
                    position: start + 1,
                });
            }
            return Err(CardParseError::UnknownSuit {
                rank: rank_text,
                found: suit_char,
                position: i + 1,
            });
        };
        i += 1;
        let card = Card::new(rank, suit);
        if seen.contains(card) {
            return Err(CardParseError::Duplicate { card });
        }
        seen.insert(card);
        cards.push(card);
    }
    if cards.is_empty() {
        return Err(CardParseError::Empty);
    }
    Ok(cards)
}

/// Parses exactly `count` distinct cards.
pub fn parse_exact(text: &str, count: usize) -> Result<Vec<Card>, CardParseError> {
    let cards = parse_cards(text)?;
    if cards.len() != count {
        return Err(CardParseError::WrongCount {
            expected: count,
            found: cards.len(),
        });
    }
    Ok(cards)
}

/// Formats cards in the short form, space separated: `Ah Kd 7c`.
pub fn format_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn every_card_round_trips_through_text_and_index() {
        let mut seen = CardSet::EMPTY;
        for (i, card) in Card::deck().enumerate() {
            assert_eq!(card.index() as usize, i);
            assert_eq!(c(&card.to_string()), card);
            assert_eq!(c(&card.pretty()), card);
            assert!(!seen.contains(card));
            seen.insert(card);
        }
        assert_eq!(seen, CardSet::full_deck());
        assert_eq!(seen.len(), 52);
    }

    #[test]
    fn accepts_the_ways_people_type_a_ten_of_hearts() {
        for text in [
            "Th",
            "10h",
            "T♥",
            "th",
            "TH",
            "10H",
            "10♥",
            " th ",
            "10♡",
            "T♥\u{FE0F}",
        ] {
            assert_eq!(c(text), Card::new(Rank::TEN, Suit::Hearts), "{text}");
        }
    }

    #[test]
    fn parses_lists_with_and_without_separators() {
        let expected = vec![c("As"), c("Kd"), c("Tc"), c("2h")];
        for text in [
            "AsKdTc2h",
            "As Kd Tc 2h",
            "as,kd,10c,2h",
            "A♠ K♦ 10♣ 2♥",
            "As-Kd-Tc-2h",
        ] {
            assert_eq!(parse_cards(text).unwrap(), expected, "{text}");
        }
    }

    #[test]
    fn refuses_bad_text_with_a_message_that_says_what_is_wrong() {
        assert_eq!(parse_cards("  ,"), Err(CardParseError::Empty));
        assert_eq!(
            parse_cards("Ah Xd"),
            Err(CardParseError::UnknownRank {
                found: 'X',
                position: 4
            })
        );
        assert_eq!(
            parse_cards("Ah K"),
            Err(CardParseError::MissingSuit {
                rank: "K".into(),
                position: 4
            })
        );
        assert_eq!(
            parse_cards("Ah Kx"),
            Err(CardParseError::UnknownSuit {
                rank: "K".into(),
                found: 'x',
                position: 5
            })
        );
        assert_eq!(
            parse_cards("Ah ah"),
            Err(CardParseError::Duplicate { card: c("Ah") })
        );
        assert_eq!(
            parse_exact("Ah Kh", 7),
            Err(CardParseError::WrongCount {
                expected: 7,
                found: 2
            })
        );
        // "1" alone is not a rank; "11" neither.
        assert!(matches!(
            parse_cards("1h"),
            Err(CardParseError::UnknownRank { found: '1', .. })
        ));
        let message = parse_cards("Ah Kx").unwrap_err().to_string();
        assert!(
            message.contains("'x'") && message.contains("not a suit"),
            "{message}"
        );
    }

    #[test]
    fn suit_masks_hold_the_ranks_of_each_suit() {
        let set: CardSet = parse_cards("2c Ac 9h Th Jh").unwrap().into_iter().collect();
        assert_eq!(set.suit_mask(Suit::Clubs), 1 | 1 << 12);
        assert_eq!(set.suit_mask(Suit::Hearts), 0b111 << 7);
        assert_eq!(set.suit_mask(Suit::Spades), 0);
        assert_eq!(set.len(), 5);
        assert_eq!(set.iter().count(), 5);
    }
}
