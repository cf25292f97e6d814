// `npm run test:paths [-- --list | --all]`: prints the generated paths and writes the coverage
// report docs/path-coverage.md. Plain JavaScript: it loads the TypeScript model through Vite.
import { writeFileSync } from "node:fs";
import { runnerImport } from "vite";

const { module } = await runnerImport("./tests/paths/report.ts", {
  configFile: false,
  logLevel: "warn",
});
const args = process.argv.slice(2);
if (args.includes("--list") || args.includes("--all")) {
  console.log(module.listPaths(args.includes("--all")));
  console.log("");
}
const report = module.coverageReport();
writeFileSync("docs/path-coverage.md", report);
console.log(report);
console.log("Written to docs/path-coverage.md");
