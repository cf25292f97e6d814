// `npm run flow:diff REV1 [REV2] [-- --json FILE]`: what changed in the flow between two git
// revisions (REV2 left out: the files as they are now), in Norwegian, for a product owner
// reviewing a pull request: steps, transitions, guards, the rules of docs/flow-rules.md and the
// storyboard's screens (inspector/stately/flowDiff.ts). `--json FILE` also writes it for the
// inspector's "Endringer" (e.g. dist/inspector/flow-diff.json beside a static build).
// Plain JavaScript: it loads the TypeScript through Vite, like scripts/paths.mjs.
import { writeFileSync } from "node:fs";
import { runnerImport } from "vite";

const args = process.argv.slice(2);
let jsonFile;
const revisions = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--json") jsonFile = args[++i];
  else revisions.push(args[i]);
}
const [from, to] = revisions;
if (!from) {
  console.error(
    "Bruk: npm run flow:diff FRA [TIL] [-- --json FIL]   (f.eks. npm run flow:diff main HEAD)",
  );
  process.exit(2);
}
const { module } = await runnerImport("./inspector/stately/flowDiff.ts", {
  configFile: false,
  logLevel: "warn",
});
let diff;
try {
  diff = module.flowDiff({ from, to: to ?? null });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
process.stdout.write(diff.text);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(diff, null, 2)}\n`);
