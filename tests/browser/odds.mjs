// The `odds` CLI for the browser tests' independent figures. The executable is the one
// `cargo test --workspace` builds for the CLI's integration test (cli/tests/odds_binary.rs):
// asking cargo for it with the workspace's features reuses what the test step compiled, where
// `cargo run -p cli` resolves the CLI's narrower feature set and recompiled the engine (~1-2
// minutes of CI). Built (or rebuilt when stale) on first use.
import { execFileSync } from "node:child_process";

const root = new URL("../..", import.meta.url).pathname;
let executable = null;

function oddsExecutable() {
  if (executable) return executable;
  const out = execFileSync(
    "cargo",
    ["test", "--workspace", "--locked", "--no-run", "--message-format=json", "--test", "odds_binary"],
    { cwd: root, encoding: "utf8", maxBuffer: 1 << 28, stdio: ["ignore", "pipe", "inherit"] },
  );
  for (const line of out.split("\n")) {
    if (!line.startsWith("{")) continue;
    const message = JSON.parse(line);
    if (message.reason === "compiler-artifact" && message.target?.name === "odds" && message.target.kind.includes("bin") && message.executable) {
      executable = message.executable;
    }
  }
  if (!executable) throw new Error("cargo built no `odds` executable");
  return executable;
}

/** Runs `odds` with these arguments in the repository and returns its standard output. */
export function odds(args) {
  return execFileSync(oddsExecutable(), args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 24 });
}
