// Prints the size of each built wasm (raw and gzip -9) and fails when one exceeds its budget.
// Usage: node scripts/size-report.mjs <site-dir>
// Budgets (gzip bytes) guard against regressions. The site is split into page bundles (the main
// one: start page, table, rules; the academy; each game's explorer), each a wasm of its own that a visit
// downloads only when it opens one of its pages; the product target is 300 KB for each.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// Papers over both games (academy/both) hold both games' question templates: the one page over
// the 300 KB target, opened only to set or sit such a paper, never on a first visit.
// Each game's academy carries its whole question catalogue, which the third academy audit's
// fixes made longer (each adopted reading said in words, prompts that state the facts the answer
// depends on: +7 KB gzip); its budget is 310 KB (+35 ms on a 1.6 Mb/s link), and the academy is
// not the first load of most visits (the main bundle, 300 KB, is: the Rules pages left it).
// The worker holds both games' exact analyses (High Card Flush's walk, the hold'em solver).
// Every bundle of the registry (src/registry.rs) has the 300 KB target unless named here (a test,
// registry::tests, holds these names to the registry's bundles and the worker), so a new game's
// bundles are measured without an edit here.
const DEFAULT_BUDGET = 300_000;
// Named budgets, each with its reason (measured on the optimised build, gzip -9):
// - drill: the strategy drill alone (dealer mode has had its own bundle since issue 39's felt
//   took the two together to 326.5 KB): 170.2 KB, so 175 KB.
// - dealer: dealer mode (the felt, the run, one round driver per game): 292.4 KB, the default.
// - academy 315 KB, jhe-academy 316 KB, both-academy 376 KB: each game's academy holds only its
//   own questions; the keyboard focus handling, the shared procedure templates and issue 39's
//   drill heading and printed header took them 1–2.5 KB over the 312/372 KB they had.
// - jhe-explorer 308 KB: Jackpot Hold 'Em's comparison and CSV, the Progressive's long run and
//   the strategy card at three levels (issue 39): 306.1 KB.
// - jhe-play 318 KB: the paytables in force, the dock's labelled card groups, the space kept
//   through a round, and the table's own paytables (issue 39): about 315.7 KB; issue 33's one
//   seat box, wager panel, decision bar and key binding shared with High Card Flush (generic
//   over the game, so monomorphised here): +1.7 KB, 317.4 KB (bytes to find: see below).
// - Issue 39's last items (the payout drill's paytable choice with one's own saved tables, their
//   JSON read and checked, own-table questions; the settings' own-table choices): academy
//   313.1 → 322.6 KB (budget 324 KB), jhe-academy 315.2 → 328.4 (330), both-academy 373.9 →
//   381.7 (383: the academy page's drill code is linked though its papers have no drill),
//   jhe-play 317.4 → 321.7 (323). Measured after the merge (stop 43): the growth is code (twiggy: +18 KB raw
//   code in both-academy, +14 KB in jhe-play), not data. The right cut is the payout drill as a
//   bundle of its own (it is a tab of the academy page today), as dealer mode's felt was.
// - Issue 34 (the classroom's QR codes and SCORM package, in the Rules bundle: rules 120.4 →
//   204.2 KB with the QR encoder, the reader, the zip writer and the lab page): the registry's
//   one more shared page (a loader rule every bundle carries) and the exam's SCORM report took
//   every bundle 0.1–0.6 KB up; jhe-explorer 307.95 → 308.07 KB, so 308.2 KB (bytes to find,
//   with the others above).
// Finding those bytes (the round driver's monomorphised copies, the view types) is open work:
// each KB is ~5 ms of a first visit to that page on a 1.6 Mb/s link.
// - class 380 KB: the classroom (issue 34) re-grades and sits papers of either game or both, so
//   like both-academy it holds every game's questions (both-academy: 373.9 KB); measured
//   377.4 KB. Opened only by an instructor or a student given an assignment's link.
// - Stop 44's merge (measured on the merged build): dealer 293.1 → 303.4 KB (issue 35's chip rack
//   and mispay wording in dealer mode, and the engine's chip module it links), jhe-play 321.7 →
//   326.0 (issue 33's shared play panels, generic over the game: +1.1 KB; the table core's shared
//   settlement helpers), jhe-explorer 308.07 → 308.7 (the loader's par-sheet and class rules, the
//   par sheet's link from each view), worker 115.7 → 121.3 (issue 36's shared hold'em walk: each
//   board ranked once on any number of threads). Raised to what was measured, not beyond; none is a
//   first load (the app bundle is 290.1 KB of its 300). The bytes to find are listed above.
// - Issue 34's last items (measured on the class and rules bundles built from this branch): the
//   classroom draws its links as QR codes (the student's hand-in, the hand-out) and reads them (the
//   class page), so the QR encoder (qrcodegen) and the reader's glue are in the class bundle, which
//   needs every game's questions as well: 377.2 → 401.5 KB; the student's paper kept across a
//   reload and the time limit's countdown: 409.5 KB, so class 410 KB. Both the student's page
//   and the class page need the catalogue and one QR half each, so no page split removes either;
//   the zip writer (38.5 KB) went to the package page in the Rules bundle instead. The classroom
//   lab left the Rules bundle (204.3 → 120.5 KB less the lab), and the package page
//   (academy/class-package: the SCORM zip writer and the app's file list) is there: 177.1 KB, so
//   rules 178 KB.
// - school 354 KB (issue 35's catch the dealer and table test, a bundle of their own because
//   dealer mode's is at its budget): both pages over both games — dealer mode's run and felt
//   monomorphised per game again, the engine's staging of mistakes (each game's round driver
//   walked until a round fits the kind), the rubric and the result sheet: 353.4 KB measured (with
//   float-kept sheets; they are tenths since). Opened only by a student or instructor choosing
//   these drills. Bytes to find: the run's view is compiled per game and per page (dealer mode's
//   and the table test's); moving the game-typed part behind the felt's untyped drawing, as
//   felt_drawn already is, is the cut.
// - Issue 34's dealer-mode runs in assignments (format 2): the class page re-grades each
//   student's run by replaying every round from its seed through dealer mode's own run, so the
//   class bundle now links both games' table cores, round drivers and dealer-mode procedure:
//   measured 461.3 KB (from ~414). Bytes to find: the replay could live in a bundle of its own
//   loaded only when a class has a dealer-mode run (most classes are exams only); so class 462 KB.
// - Stop 45's merge of five branches (measured on the merged build before the class page's
//   replay came in): dealer 303.4 → 308.6 KB (issue 35: the catch/table-test links and the terms
//   kept out of it by a const branch, the engine's chip-cutting tasks; bytes to find: catch35
//   measured 303.4 on its branch, so the 5 KB came with the merge — compare the two builds with
//   twiggy), school 353.4 → 358.8 (its sheets in tenths; the same cut as above), and each new
//   route's loader rule in every bundle: academy 324.4, jhe-academy 330.2, jhe-explorer 308.8,
//   jhe-play 326.4 KB. Budgets are those figures plus ~0.3 KB, since the class page's replay
//   merged after the measurement; the class budget 463 KB for the same reason.
// - skills 453 KB (issue 35's skills pages, a bundle of their own so the academies carry none
//   of it: they grew 446 → 324 KB when the pages were held back): both games' questions (the
//   weak-skills session and the chip payouts deal them; both-academy is 383 KB for the same
//   reason), the engine's skill derivation from the rule summaries, the chip rack and cutting,
//   the flash tables, and dealer mode's round driver per game for the weak skills' seeds:
//   452.8 KB measured. Bytes to find: one bundle per game (each game's questions only) would
//   leave about the academy's catalogue share out of each.
// - Issue 35's skill recording in the other bundles (measured on this branch): academy 328.6,
//   jhe-academy 332.9, both-academy 386.1 (the skill log's entries and the exam's answers
//   noted), dealer 314.2, school 364.1, class 464.9 KB (each task's skills derived with its
//   procedure, RoundProcedure::skills, generic per game).
// - Measured on the merged build of issues 34 and 35 (this stop): issue 34's assigned dealer-mode
//   run (dealer mode's run and felt take an assignment's locked terms and report each action)
//   and issue 35's skill recording together: dealer 317.8 (308.6 before), school 367.9 (358.8),
//   academy 328.8, jhe-academy 333.4, both-academy 386.1, skills 453.8 KB. The student's
//   assignment page got dealer mode's felt and run (the class bundle measured 533.9 KB with it),
//   so it is a bundle of its own, class-take: 486.5 KB, what a student downloads (461.6 before,
//   without a run); class, the instructor's maker and class sheet: 446.9 KB. Budgets are these
//   plus ~0.3 KB. Bytes to find, in this order: dealer mode notes a round's seed and task
//   indices instead of the derived skills (as the academy notes a question's id) and the skills
//   bundle derives them (~5 KB in dealer, school, class-take); class-take for exam-only
//   assignments without the felt (a second bundle, or the run's code loaded on demand).
// - The chip rack configurable (issue 35, this stop): every page that pays from chips reads the
//   saved rack (rack_state::load: the rack's serde and storage's load, which keeps an unreadable
//   entry aside): dealer 317.8 → 320.5, school 367.9 → 370.5, class-take 486.5 → 489.0 KB; the
//   skills bundle holds the rack's form too: 453.8 → 462.2 KB. Bytes to find: the form's eight
//   rows are eight view! instances (one row component would share them). Then each game's
//   answers taken from the papers over both games' log (their progress read with every game's
//   catalogue): skills 463.4 KB.
// - Issue 36's speed (stop 46): the worker 121.3 → 124.6 KB — High Card Flush's walk in shares
//   (one per core; each share sent as its analysis' JSON, the page adds them up), the browser
//   workers' hold'em walk on the shared ranking and adding code, and its adding loop in
//   WebAssembly SIMD (Jackpot Hold 'Em's exact analysis 44.0 s → 17.5 s on this machine's two
//   workers). The worker is fetched only when an analysis is run, never on a first load.
// - Stop 47 (measured on the fresh-clone build of the merged work, gzip -9; none is a first
//   load): issue 34's format 3 (an assignment may be a dealer-mode run alone: the optional
//   exam, the run's own pass rule, the class sheet and CSV without exam columns) — class
//   451.2 KB (budget 447.2 before), class-take 492.1 (489.3); the run's pass rule is linked
//   wherever dealer mode takes an assignment's terms — dealer 322.0 (320.8), school 372.1
//   (370.8), skills 464.7 (463.7); Jackpot Hold 'Em's decision 3 (the strategy card's dealer
//   outs a binary search in the board's sorted values, read once per hand: the native exact
//   walk of the card 17 s -> 15 s) in every bundle that deals the game — jhe-play 328.5
//   (326.7); jhe-explorer 308.7, within its 309.1. Budgets are these plus ~0.3 KB. Bytes to find: as
//   listed above (dealer mode noting seeds and task indices, ~5 KB in dealer, school,
//   class-take); the par sheet's own X-tra solve (branch h37) measured 364.6 KB against the
//   300 KB default and is held back until its page links the worker client alone.
// - Stop 48 (scripts/bundle-size.sh, the figure size-report gives): the worker's replies are
//   read kind first, each kind's fields by a plain decoder, not serde's decoder of an
//   internally tagged enum (which buffered every reply and carried every kind's decoder
//   twice) — jhe-explorer 308.7 → 296.6 KB (back under the 300 KB default: its named budget
//   is gone), explorer 295.6 → 289.8. The par sheet's own X-tra solve landed: the page's
//   workers solve, the sheet only takes their sums (no solver linked, 362.9 → 313.2), and a
//   received packet's floats are read exactly (packet::read_exact, +0.9 KB; serde_json's
//   "float_roundtrip" would cost every bundle ~8 KB) — par-sheet 314.1 KB (budget 314.4;
//   opened by a manager to make or verify a packet, never a first load; what is left is the
//   worker pool's client, the solve's progress and Cancel, and reading a packet's inputs).
//   The class sheet's counts in words ("1 hand-in"): class 451.5 → 451.55 (451.6).
// - Stop 50 (measured on this stop's site build, twiggy diff against the last): a student's
//   dealer-mode run resumes after a reload — the run's actions read back and replayed through
//   the page's own step, kept with the sitting — class-take 492.1 → 504.5 KB (what a student
//   downloads; the replay, the action reader and each game's step instantiated for both games);
//   the class sheet's re-grading through the engine's GameModule (one replay per game instead of
//   one inlined re-grade) and the sitting's run read with the classroom — class 451.5 → 457.4;
//   dealer 322.1 → 322.9 and par-sheet 314.2 → 315.6 (the resumable run's step and the game
//   module's lookups). Budgets are these plus ~0.2 KB. Bytes to find: class-take now links the
//   practice run's result sheet (DealerResultSheet, ~5 KB raw) it never shows.
// - Stop 51 (this stop's site build, size-report's figures): the par sheet solves an own X-tra
//   Bonus table's X-tra Bonus section in its workers (a tally walk after the optimal walk, each
//   worker its own part's flops): the worker 123.0 → 130.8 KB with the tally's walk and
//   reduction, back to 126.7 with the requests written externally tagged (serde's decoder of
//   the internally tagged Request buffered every request: −4.1 KB); par-sheet 315.6 → 319.4
//   (the third walk's pool, its shares added up, the first walk's parts kept). Issue 35: the
//   instructor's pace targets and rubric kept on the device and read where they judge —
//   school (the table test) 371.9 → 376.1, skills 464.9 → 469.6 (also the weak skills' drill
//   links); the academy's export carries the device's rack and pace terms and an import stages
//   them for their own pages to check (the academies link none of that parsing) — academy
//   328.9 → 330.3, jhe-academy 333.4 → 334.5, both-academy 386.2 → 387.3; every page that
//   reads the rack adopts a staged one — dealer 322.9 → 323.4, class-take 504.5 → 505.0.
//   Budgets are these plus ~0.2 KB. None is a first load but the academies (+1.1 to 1.4 KB,
//   ~7 ms at 1.6 Mb/s). Bytes to find: as above (class-take's unshown result sheet ~5 KB raw;
//   dealer mode noting task indices, ~5 KB in dealer, school, class-take).
// - Stop 52 (this stop's site build): the hold band from the exact joint distribution of one
//   hand — par-sheet 319.4 → 327.1: the pinned classes (High Card Flush's 66 by flush and
//   straight flush, Jackpot Hold 'Em's 100 by two categories, 128-bit sums), the covariances,
//   the own X-tra Bonus solve's third walk now forwards (its shares parsed as 128-bit text);
//   the worker 126.7 → 131.6 with the forward walk (the card's decisions as tables, its paths
//   summed by class). Neither is a first load (a manager's page; the worker is fetched when an
//   analysis runs). Budgets are these plus ~0.1 KB.
// - Stop 53 (this stop's site build): the hold band counts the seats of one round together —
//   par-sheet 327.1 → 335.6: the two seats' data pinned from the simulation (954 pairs of
//   classes as (u8, u8, u32), ~7.6 KB raw, most of it; u16/u64 pairs were 0.5 KB gzip more),
//   the covariance, the players-per-round field and the sheet's rows and text; the worker
//   131.6 → 131.9 (the forward walk counts where each deal is played). Neither is a first load
//   (a manager's page, ~40 ms more at 1.6 Mb/s). Budgets are these plus ~0.1 KB.
const BUDGETS = { school: 376_300, skills: 469_800, class: 457_600, "par-sheet": 335_700, "class-take": 505_100, rules: 178_000, drill: 175_000, academy: 330_500, "jhe-academy": 334_700, "jhe-play": 328_800, worker: 132_000, dealer: 323_600, "both-academy": 387_500 };
const dir = process.argv[2] ?? "target/site";
let over = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".wasm")).sort()) {
  const bytes = fs.readFileSync(path.join(dir, file));
  const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
  // The longest name the file starts with ("jhe-academy-…" is jhe-academy's, not academy's).
  const named = Object.keys(BUDGETS).filter((k) => file.startsWith(`${k}-`) || file.startsWith(`${k}_`)).sort((a, b) => b.length - a.length)[0];
  const budget = BUDGETS[named] ?? DEFAULT_BUDGET;
  // The bundle's name: the file's, less its content hash.
  const kind = named ?? file.replace(/(-[0-9a-f]{16})?_bg\.wasm$/, "");
  const ok = gzip <= budget;
  if (!ok) over += 1;
  console.log(`${ok ? "ok  " : "OVER"} ${kind.padEnd(8)} ${file}: ${bytes.length.toLocaleString("en")} B raw, ${gzip.toLocaleString("en")} B gzip (budget ${budget.toLocaleString("en")})`);
}
if (over) {
  console.error(`${over} wasm file(s) over budget`);
  process.exit(1);
}
