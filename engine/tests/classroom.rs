//! The classroom's codes from outside the engine: the golden assignment links and hand-ins made
//! on 2026-11-28 decode and re-grade to the same scores forever, and both decoders survive any
//! bytes, any text and any truncation with a refusal, never a panic. Format 2's golden codes
//! (dealer-mode runs) re-grade each run, replayed from its seeds, to the same figures; format
//! 3's (a dealer-mode run with no exam) carry no answers and pass by the run alone.

use base64::Engine as _;
use engine::academy::Catalogue;
use engine::classroom::{regrade, regrade_for, Assignment, Class, ClassError, HandIn};
use proptest::prelude::*;
use std::path::PathBuf;

fn golden() -> String {
    golden_file("classroom-v1.txt")
}

fn golden_file(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A golden file's lines, comments left out.
fn golden_lines(name: &str) -> Vec<String> {
    golden_file(name)
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_golden_dealer_mode_hand_ins_replay_to_the_same_figures() {
    let mut class: Option<Class> = None;
    let mut hand_ins = 0;
    let mut marked = 0;
    for line in golden_lines("classroom-v2.txt") {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["assignment", digest, code] => {
                let a = Assignment::decode(code).expect("a published format-2 assignment");
                assert_eq!(&a.digest(), digest, "the assignment's digest changed");
                assert!(a.dealer.is_some());
                class = Some(Class::new(a));
            }
            ["handin", score, claimed, dealer, claimed_dealer, median, finished, code] => {
                let class = class.as_mut().expect("an assignment line first");
                let h = HandIn::decode(code).expect("a published format-2 hand-in");
                let r = regrade_for(&class.assignment, &h, Catalogue::ALL).expect("re-grades");
                let d = r.dealer.clone().expect("a dealer-mode run");
                let fraction = |right: u32, total: u32| format!("{right}/{total}");
                assert_eq!(r.score.to_string(), *score, "{}", h.student);
                assert_eq!(r.claimed_score.to_string(), *claimed, "{}", h.student);
                assert_eq!(fraction(d.score.right(), d.score.total()), *dealer);
                let c = r.claimed_dealer.expect("a claim");
                assert_eq!(fraction(c.right(), c.total()), *claimed_dealer);
                assert_eq!(d.median_payout_millis.unwrap_or(0).to_string(), *median);
                assert_eq!(d.rounds_finished.to_string(), *finished);
                assert_eq!(r.dealer_claim_differs(), dealer != claimed_dealer);
                marked += usize::from(r.claim_differs());
                class.add(h, Catalogue::ALL).expect("joins its class");
                hand_ins += 1;
            }
            _ => panic!("a line the fixture does not have: {line}"),
        }
    }
    assert_eq!((hand_ins, marked), (4, 2));
    // The class's CSV carries the dealer columns.
    let csv = class.unwrap().report(Catalogue::ALL).csv();
    assert!(csv.contains(",100.0,yes,3,11.9,"), "{csv}");
}

#[test]
fn the_golden_dealer_run_only_hand_ins_replay_to_the_same_figures_and_pass_by_the_run() {
    let mut class: Option<Class> = None;
    let mut verdicts = Vec::new();
    for line in golden_lines("classroom-v3.txt") {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["assignment", digest, code] => {
                let a = Assignment::decode(code).expect("a published format-3 assignment");
                assert_eq!(&a.digest(), digest, "the assignment's digest changed");
                assert_eq!(a.encode(), *code, "written again byte for byte");
                assert!(a.exam.is_none() && a.dealer.is_some());
                assert_eq!(a.format(), 3);
                class = Some(Class::new(a));
            }
            ["handin", verdict, dealer, claimed_dealer, median, finished, code] => {
                let class = class.as_mut().expect("an assignment line first");
                let h = HandIn::decode(code).expect("a published format-3 hand-in");
                assert!(h.answers.is_empty(), "no answers with no exam");
                assert_eq!(h.encode(), *code, "written again byte for byte");
                let r = regrade_for(&class.assignment, &h, Catalogue::ALL).expect("re-grades");
                let d = r.dealer.clone().expect("a dealer-mode run");
                let fraction = |right: u32, total: u32| format!("{right}/{total}");
                assert_eq!((r.score, r.total), (0, 0));
                assert_eq!(fraction(d.score.right(), d.score.total()), *dealer);
                let c = r.claimed_dealer.expect("a claim");
                assert_eq!(fraction(c.right(), c.total()), *claimed_dealer);
                assert_eq!(d.median_payout_millis.unwrap_or(0).to_string(), *median);
                assert_eq!(d.rounds_finished.to_string(), *finished);
                assert_eq!(r.dealer_claim_differs(), dealer != claimed_dealer);
                assert_eq!(r.passed, *verdict == "pass", "{}", h.student);
                verdicts.push((h.student.clone(), r.passed, r.claim_differs()));
                class.add(h, Catalogue::ALL).expect("joins its class");
            }
            _ => panic!("a line the fixture does not have: {line}"),
        }
    }
    assert_eq!(
        verdicts,
        [
            ("Ana Souza".to_string(), true, false),
            ("Bo Li".to_string(), false, true)
        ]
    );
    // The class's CSV has no exam columns: the pass, the device's report, the run.
    let report = class.unwrap().report(Catalogue::ALL);
    assert!(!report.has_exam && report.questions.is_empty());
    let csv = report.csv();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "student,passed,minutes_reported,finished_reported,dealer_accuracy_percent,\
         dealer_claim_matches,dealer_rounds_finished,median_seconds_per_payout_reported"
    );
    assert_eq!(
        lines[1],
        "Ana Souza,yes,12.6,2026-11-28 21:40,100.0,yes,2,2.4"
    );
    assert_eq!(lines[2], "Bo Li,no,12.6,2026-11-28 21:45,100.0,no,1,1.6");
}

#[test]
fn the_golden_links_and_hand_ins_decode_and_regrade_to_the_same_scores() {
    let mut assignment: Option<Assignment> = None;
    let mut class: Option<Class> = None;
    let mut hand_ins = 0;
    for line in golden().lines().filter(|l| !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["assignment", digest, code] => {
                let a = Assignment::decode(code).expect("a published assignment link");
                assert_eq!(&a.digest(), digest, "the assignment's digest changed");
                // The link form the app hands out reads the same.
                let link = format!("https://example.org/hcf/class/take?a={code}");
                assert_eq!(Assignment::decode(&link).unwrap(), a);
                class = Some(Class::new(a.clone()));
                assignment = Some(a);
            }
            ["handin", score, claimed, code] => {
                let a = assignment.as_ref().expect("an assignment line first");
                let h = HandIn::decode(code).expect("a published hand-in");
                let r = regrade_for(a, &h, Catalogue::ALL).expect("re-grades");
                assert_eq!(r.score.to_string(), *score, "{}", h.student);
                assert_eq!(r.claimed_score.to_string(), *claimed, "{}", h.student);
                assert_eq!(r.claim_differs(), score != claimed);
                assert_eq!(r.passed, a.exam_passes(r.score, r.total));
                class
                    .as_mut()
                    .unwrap()
                    .add(h, Catalogue::ALL)
                    .expect("joins its class");
                hand_ins += 1;
            }
            _ => panic!("a line the fixture does not have: {line}"),
        }
    }
    assert_eq!(hand_ins, 3);
}

#[test]
fn a_golden_hand_in_for_another_golden_assignment_is_refused_by_name() {
    let text = golden();
    let codes: Vec<(&str, &str)> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| (l.split(' ').next().unwrap(), l.rsplit(' ').next().unwrap()))
        .collect();
    let second = Assignment::decode(codes[3].1).unwrap();
    let ana = HandIn::decode(codes[1].1).unwrap();
    let err = regrade_for(&second, &ana, Catalogue::ALL).unwrap_err();
    assert!(matches!(err, ClassError::OtherAssignment(_)));
    assert_eq!(
        err.to_string(),
        "Ana Souza's hand-in is for another assignment (\"Week 3: hands and payouts\"), not \
         \"Both games, Maryland\"."
    );
    // On its own it re-grades.
    assert_eq!(regrade(&ana, Catalogue::ALL).unwrap().score, 8);
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|c| c.parse().ok())
            .unwrap_or(256),
        ..ProptestConfig::default()
    }
}

/// A decoder of either kind, its value dropped.
type Decoder = fn(&str) -> Result<(), ClassError>;

fn golden_codes() -> Vec<String> {
    golden()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.rsplit(' ').next().unwrap().to_string())
        .collect()
}

/// A golden code cut short at `cut`, and the code with the byte at `flip_at` replaced by
/// `flip_to` (both positions taken modulo its length).
fn cut_and_damaged(code: &str, cut: usize, flip_at: usize, flip_to: u8) -> (&str, String) {
    let mut bytes = code.as_bytes().to_vec();
    let at = flip_at % bytes.len();
    bytes[at] = flip_to;
    (
        &code[..cut % code.len()],
        String::from_utf8_lossy(&bytes).into_owned(),
    )
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn the_format_2_decoder_refuses_cut_or_damaged_codes_and_any_round_record_without_panicking(
        which in 0usize..6,
        cut in 0usize..2000,
        flip_at in 0usize..2000,
        flip_to in any::<u8>(),
        record in "[a-z0-9@. DCRWLFPA-]{0,40}",
    ) {
        let lines = golden_lines("classroom-v2.txt");
        let code = lines[which].rsplit(' ').next().unwrap().to_string();
        let (cut, damaged) = cut_and_damaged(&code, cut, flip_at, flip_to);
        prop_assert!(Assignment::decode(cut).is_err());
        prop_assert!(HandIn::decode(cut).is_err());
        let _ = Assignment::decode(&damaged);
        if let Ok(h) = HandIn::decode(&damaged) {
            let _ = regrade(&h, Catalogue::ALL);
        }
        // Any round record a hand-in may carry is replayed or refused with a message.
        let h = lines.iter().find_map(|l| l.strip_prefix("handin ")).unwrap();
        let mut h = HandIn::decode(h.rsplit(' ').next().unwrap()).unwrap();
        h.dealer.as_mut().unwrap().rounds[0] = record;
        match regrade(&HandIn::decode(&h.encode()).unwrap(), Catalogue::ALL) {
            Ok(r) => prop_assert!(r.dealer.is_some()),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn the_format_3_decoder_refuses_cut_or_damaged_codes_and_any_round_record_without_panicking(
        which in 0usize..3,
        cut in 0usize..2000,
        flip_at in 0usize..2000,
        flip_to in any::<u8>(),
        record in "[a-z0-9@. DCRWLFPA-]{0,40}",
        answers in 0usize..4,
    ) {
        let lines = golden_lines("classroom-v3.txt");
        let code = lines[which].rsplit(' ').next().unwrap().to_string();
        let (cut, damaged) = cut_and_damaged(&code, cut, flip_at, flip_to);
        prop_assert!(Assignment::decode(cut).is_err());
        prop_assert!(HandIn::decode(cut).is_err());
        if let Ok(a) = Assignment::decode(&damaged) {
            // Whatever survives still sets an exam or a run.
            prop_assert!(a.exam.is_some() || a.dealer.is_some());
        }
        if let Ok(h) = HandIn::decode(&damaged) {
            let _ = regrade(&h, Catalogue::ALL);
        }
        // Any round record is replayed or refused with a message; answers to no exam refused.
        let h = lines.iter().find_map(|l| l.strip_prefix("handin ")).unwrap();
        let mut h = HandIn::decode(h.rsplit(' ').next().unwrap()).unwrap();
        h.dealer.as_mut().unwrap().rounds[0] = record;
        h.answers = vec![None; answers];
        match HandIn::decode(&h.encode()).and_then(|h| regrade(&h, Catalogue::ALL)) {
            Ok(r) => prop_assert!(r.dealer.is_some() && answers == 0 && r.total == 0),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn both_decoders_refuse_random_text_and_bytes_without_panicking(
        text in any::<String>(),
        bytes in proptest::collection::vec(any::<u8>(), 0..400),
    ) {
        let as_code = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&bytes);
        for input in [text.as_str(), as_code.as_str()] {
            // Random input is never one of ours, and every refusal has a message.
            if let Err(e) = Assignment::decode(input) { prop_assert!(!e.to_string().is_empty()); }
            if let Err(e) = HandIn::decode(input) { prop_assert!(!e.to_string().is_empty()); }
        }
    }

    #[test]
    fn a_cut_or_damaged_golden_code_is_refused_or_still_whole(
        which in 0usize..5,
        cut in 0usize..600,
        flip_at in 0usize..600,
        flip_to in any::<u8>(),
    ) {
        let codes = golden_codes();
        let code = &codes[which];
        let cut = cut % code.len();
        let short = &code[..cut];
        let decoders: [Decoder; 2] = [
            |t| Assignment::decode(t).map(|_| ()),
            |t| HandIn::decode(t).map(|_| ()),
        ];
        for decode in decoders {
            // A cut code never decodes (deflate's end marker is at the end).
            prop_assert!(decode(short).is_err());
        }
        let mut bytes = code.clone().into_bytes();
        let at = flip_at % bytes.len();
        bytes[at] = flip_to;
        let damaged = String::from_utf8_lossy(&bytes).into_owned();
        for decode in decoders {
            let _ = decode(&damaged);
        }
        if let Ok(h) = HandIn::decode(&damaged) {
            // Whatever survives damage still re-grades or is refused, never panics.
            let _ = regrade(&h, Catalogue::ALL);
        }
    }
}
