//! `odds class regrade FILE…`: the instructor's class page on the command line. Each file holds
//! a hand-in (the file the app downloads, or a pasted link or code); every answer is re-graded
//! from the assignment's seed by the engine's classroom, and the class is printed as a table,
//! as CSV (`--csv`, the class page's download) or as JSON. An assignment with a dealer-mode run
//! (format 2) adds each student's run, replayed from its seeds: accuracy, rounds finished and
//! the median seconds per payout. A dealer-run-only assignment (format 3) has no exam: the table
//! says so and shows the runs alone, each passed or not by the run's own rule (the engine's
//! `dealer_run_passes`).

use crate::cli::ClassRegradeArgs;
use engine::academy::Catalogue;
use engine::classroom::{Added, Assignment, Class, ClassReport, HandIn};

/// Re-grades the hand-ins into one class: the assignment given, or the first hand-in's. A file
/// that cannot be read or is refused is listed with its reason; the others still count.
pub fn regrade(args: &ClassRegradeArgs, json: bool) -> Result<String, String> {
    let mut refused = Vec::new();
    let mut hand_ins = Vec::new();
    for file in &args.files {
        let read = std::fs::read_to_string(file)
            .map_err(|e| e.to_string())
            .and_then(|text| HandIn::decode(&text).map_err(|e| e.to_string()));
        match read {
            Ok(h) => hand_ins.push((file, h)),
            Err(why) => refused.push(format!("{}: {why}", file.display())),
        }
    }
    let assignment = match &args.assignment {
        Some(link) => Assignment::decode(link).map_err(|e| format!("--assignment: {e}"))?,
        None => match hand_ins.first() {
            Some((_, h)) => h.assignment.clone(),
            None => return Err(format!("no hand-in could be read\n{}", refused.join("\n"))),
        },
    };
    let mut class = Class::new(assignment);
    let mut notes = Vec::new();
    for (file, h) in hand_ins {
        let student = h.student.clone();
        match class.add(h, Catalogue::ALL) {
            Ok(Added::New) => {}
            Ok(Added::Replaced) => notes.push(format!(
                "{}: replaces {student}'s earlier hand-in",
                file.display()
            )),
            Ok(Added::AlreadyThere) => notes.push(format!(
                "{}: the same hand-in as an earlier file",
                file.display()
            )),
            Err(why) => refused.push(format!("{}: {why}", file.display())),
        }
    }
    let report = class.report(Catalogue::ALL);
    if json {
        return Ok(to_json(&report, &refused));
    }
    if args.csv {
        for line in refused.iter().chain(&notes) {
            eprintln!("odds: {line}");
        }
        return Ok(report.csv().trim_end().to_string());
    }
    Ok(table(&report, &refused, &notes))
}

fn table(report: &ClassReport, refused: &[String], notes: &[String]) -> String {
    let mut out = format!(
        "{} — {} hand-ins re-graded, {} passed (pass mark {}%{})\n",
        report.title,
        report.students.len(),
        report.passed(),
        report.pass_mark_percent,
        if report.has_exam {
            ""
        } else {
            " of the dealer-mode run, every round finished"
        }
    );
    if !report.has_exam {
        out += "no exam: this assignment is a dealer-mode run only\n";
        out += "student                          passed  minutes*\n";
        for s in &report.students {
            out += &format!(
                "{:<32} {:<6}  {:>8.1}\n",
                s.student,
                if s.passed { "yes" } else { "no" },
                s.millis_taken as f64 / 60_000.0,
            );
        }
    }
    if report.has_exam {
        out += "student                          score   percent  passed  minutes*\n";
    }
    for s in report.students.iter().filter(|_| report.has_exam) {
        out += &format!(
            "{:<32} {:>2}/{:<3} {:>6.1}%  {:<6}  {:>6.1}{}\n",
            s.student,
            s.score,
            s.total,
            s.percent(),
            if s.passed { "yes" } else { "no" },
            s.millis_taken as f64 / 60_000.0,
            if s.claim_differs() {
                format!("  CLAIMED {} (does not match its answers)", s.claimed_score)
            } else {
                String::new()
            }
        );
    }
    out += "* as each student's device reported it\n";
    if let Some(terms) = &report.dealer {
        out += &format!(
            "\ndealer mode: {}, {}, {} rounds from seed {}\n",
            terms.game.name(),
            terms.level.name(),
            terms.rounds,
            terms.seed
        );
        out += "student                          accuracy          rounds  s/payout*\n";
        for s in &report.students {
            let Some(d) = &s.dealer else { continue };
            out += &format!(
                "{:<32} {:>6}  {:>7}  {:>2}/{:<3}  {:>8}{}\n",
                s.student,
                d.score
                    .percent()
                    .map_or("-".to_string(), |p| format!("{p:.1}%")),
                format!("{}/{}", d.score.right(), d.score.total()),
                d.rounds_finished,
                terms.rounds,
                d.median_payout_millis
                    .map_or("-".to_string(), |m| format!("{:.1}", m as f64 / 1000.0)),
                match (&s.claimed_dealer, s.dealer_claim_differs()) {
                    (Some(c), true) => format!(
                        "  CLAIMED {}/{} (does not match its actions)",
                        c.right(),
                        c.total()
                    ),
                    (None, true) => "  CLAIMED nothing".to_string(),
                    _ => String::new(),
                }
            );
        }
    }
    if report.has_exam {
        out += "\nper module (right of asked)\n";
    }
    for (module, right, asked) in &report.modules {
        out += &format!("  {module:<32} {right}/{asked}\n");
    }
    if report.has_exam {
        out += "\nmost missed\n";
    }
    for q in report.most_missed().into_iter().take(5) {
        out += &format!(
            "  Q{:<3} missed by {} of {}: {}\n",
            q.number,
            q.missed(),
            q.asked,
            q.prompt
        );
        if let Some((answer, n)) = &q.most_chosen_wrong {
            out += &format!(
                "        chosen wrongly most: {answer} ({n}); right: {}\n",
                q.correct_answer
            );
        }
    }
    for line in notes {
        out += &format!("note: {line}\n");
    }
    for line in refused {
        out += &format!("REFUSED {line}\n");
    }
    out.trim_end().to_string()
}

fn to_json(report: &ClassReport, refused: &[String]) -> String {
    let students: Vec<_> = report
        .students
        .iter()
        .map(|s| {
            serde_json::json!({
                "student": s.student, "score": s.score, "total": s.total, "passed": s.passed,
                "claimed_score": s.claimed_score, "claim_matches": !s.claim_differs(),
                "millis_reported": s.millis_taken, "right": s.right,
                "dealer": s.dealer.as_ref().map(|d| serde_json::json!({
                    "right": d.score.right(), "total": d.score.total(),
                    "percent": d.score.percent(), "claim_matches": !s.dealer_claim_differs(),
                    "rounds_dealt": d.rounds_dealt, "rounds_finished": d.rounds_finished,
                    "median_payout_millis_reported": d.median_payout_millis,
                })),
            })
        })
        .collect();
    let questions: Vec<_> = report
        .questions
        .iter()
        .map(|q| {
            serde_json::json!({
                "number": q.number, "id": q.id, "module": q.module, "right": q.right,
                "missed": q.missed(), "most_chosen_wrong": q.most_chosen_wrong,
            })
        })
        .collect();
    serde_json::to_string_pretty(&serde_json::json!({
        "title": report.title, "exam": report.has_exam, "students": students, "questions": questions,
        "modules": report.modules, "refused": refused,
    }))
    .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    /// The engine's golden hand-ins, one per file as the app downloads them.
    fn golden_files(dir: &std::path::Path) -> Vec<PathBuf> {
        golden_files_of(
            dir,
            include_str!("../../engine/tests/golden/classroom-v1.txt"),
        )
    }

    fn golden_files_of(dir: &std::path::Path, golden: &str) -> Vec<PathBuf> {
        golden
            .lines()
            .filter(|l| l.starts_with("handin"))
            .enumerate()
            .map(|(i, line)| {
                let code = line.rsplit(' ').next().unwrap();
                let path = dir.join(format!("handin-{i}.txt"));
                let text = format!("Table Games Lab hand-in\nhttps://x.test/hcf/class?h={code}\n");
                std::fs::write(&path, text).unwrap();
                path
            })
            .collect()
    }

    #[test]
    fn the_class_table_and_csv_show_the_regraded_scores_and_refusals() {
        let dir = std::env::temp_dir().join(format!("odds-class-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut files = golden_files(&dir);
        let junk = dir.join("junk.txt");
        std::fs::write(&junk, "hello").unwrap();
        files.push(junk);
        let args = ClassRegradeArgs {
            files,
            csv: false,
            assignment: None,
        };
        let out = regrade(&args, false).unwrap();
        assert!(
            out.starts_with(
                "Week 3: hands and payouts — 2 hand-ins re-graded, 1 passed (pass mark 80%)"
            ),
            "{out}"
        );
        assert!(
            out.contains("Ana Souza                         8/10    80.0%  yes"),
            "{out}"
        );
        assert!(
            out.contains(
                "Bo Li                             3/10    30.0%  no         5.0  CLAIMED 9"
            ),
            "{out}"
        );
        assert!(
            out.contains("REFUSED")
                && out.contains("handin-2.txt: Cy's hand-in is for another assignment"),
            "{out}"
        );
        assert!(
            out.contains("junk.txt: This is not a Table Games Lab"),
            "{out}"
        );
        let csv = regrade(&ClassRegradeArgs { csv: true, ..args }, false).unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(
            lines[1].starts_with("Ana Souza,8,10,80.0,yes,8,yes,8.5,2026-11-28 07:50,"),
            "{}",
            lines[1]
        );
        assert!(
            lines[2].starts_with("Bo Li,3,10,30.0,no,9,no,"),
            "{}",
            lines[2]
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_dealer_mode_class_shows_each_run_replayed_and_a_claim_that_does_not_match() {
        let dir = std::env::temp_dir().join(format!("odds-class-v2-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let golden = include_str!("../../engine/tests/golden/classroom-v2.txt");
        // The first assignment's two hand-ins (the golden file's second and third lines).
        let first: String = golden
            .lines()
            .filter(|l| !l.starts_with('#'))
            .take(3)
            .collect::<Vec<_>>()
            .join("\n");
        let args = ClassRegradeArgs {
            files: golden_files_of(&dir, &first),
            csv: false,
            assignment: None,
        };
        let out = regrade(&args, false).unwrap();
        assert!(
            out.contains("dealer mode: High Card Flush, Full procedure, 2 rounds from seed 34"),
            "{out}"
        );
        // Figures from the golden file: 83 of 83 right, 2 rounds, a 31.9 s median; Bo Li's
        // actions earn 82 but claim 83.
        assert!(
            out.contains("Ana Souza                        100.0%    83/83   2/2        31.9\n"),
            "{out}"
        );
        assert!(
            out.contains(
                "Bo Li                             98.8%    82/83   2/2        31.9  CLAIMED 83/83"
            ),
            "{out}"
        );
        let csv = regrade(&ClassRegradeArgs { csv: true, ..args }, false).unwrap();
        assert!(
            csv.lines()
                .next()
                .unwrap()
                .contains(",dealer_accuracy_percent,"),
            "{csv}"
        );
        assert!(
            csv.contains("Bo Li,2,4,50.0,no,2,no,10.0,2026-11-28 12:00,98.8,no,2,31.9,"),
            "{csv}"
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_dealer_run_only_class_says_it_has_no_exam_and_passes_by_the_run() {
        let dir = std::env::temp_dir().join(format!("odds-class-v3-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let golden = include_str!("../../engine/tests/golden/classroom-v3.txt");
        let args = ClassRegradeArgs {
            files: golden_files_of(&dir, golden),
            csv: false,
            assignment: None,
        };
        let out = regrade(&args, false).unwrap();
        assert!(
            out.starts_with(
                "Week 5: pay the table — 2 hand-ins re-graded, 1 passed (pass mark 80% of the \
                 dealer-mode run, every round finished)\nno exam: this assignment is a \
                 dealer-mode run only\n"
            ),
            "{out}"
        );
        assert!(
            !out.contains("score   percent") && !out.contains("most missed"),
            "{out}"
        );
        assert!(
            out.contains("Ana Souza                        100.0%    18/18   2/2         2.4\n"),
            "{out}"
        );
        assert!(
            out.contains("CLAIMED 6/5 (does not match its actions)"),
            "{out}"
        );
        let csv = regrade(&ClassRegradeArgs { csv: true, ..args }, false).unwrap();
        assert!(
            csv.starts_with(
                "student,passed,minutes_reported,finished_reported,dealer_accuracy_percent,"
            ),
            "{csv}"
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}
