// `npm run stately:diff FILE`: what a chart edited in Stately's editor (exported as code) changes
// against the code's chart, in Norwegian: steps, transitions, guards, actions, actors, routes
// (docs/stately.md "The way back"). Plain JavaScript: it loads the TypeScript through Vite.
import { readFileSync } from "node:fs";
import { runnerImport } from "vite";

const file = process.argv[2];
if (!file) {
  console.error("Bruk: npm run stately:diff FIL (en maskin eksportert som kode fra Stately)");
  process.exit(2);
}
const { module } = await runnerImport("./inspector/stately/statelyDiff.ts", {
  configFile: false,
  logLevel: "warn",
});
process.stdout.write(module.statelyDiff(readFileSync(file, "utf8"), file).text);
