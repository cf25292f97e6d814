// `npm run stately`: writes stately/*.ts, one self-contained chart per machine for Stately's
// editor and the XState VS Code extension, from the machines' own configs
// (inspector/stately/statelySource.ts; docs/stately.md). Plain JavaScript: it loads the
// TypeScript through Vite, like scripts/paths.mjs.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";

const { module } = await runnerImport("./inspector/stately/statelyFiles.ts", {
  configFile: false,
  logLevel: "warn",
});
for (const spec of module.statelyFiles) {
  const text = module.generatedStatelyFile(spec);
  const changed = text !== module.currentStatelyFile(spec);
  writeFileSync(path.join(module.repositoryRoot, spec.file), text);
  console.log(`${changed ? "Written" : "Unchanged"}: ${spec.file}`);
}
