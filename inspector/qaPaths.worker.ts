/**
 * Generates the paths QA runs in Chromium (tests/paths/model.ts: every scenario's candidates and
 * the greedy selection that covers the machine) off the main thread; a few seconds.
 */
import { generateModel } from "../tests/paths/model.ts";
import type { PathsWorkerMessage } from "./paths.worker.ts";
import { summarizeQaPaths } from "./qaPaths.ts";

const started = Date.now();
const paths = summarizeQaPaths(generateModel().selected);
postMessage({ kind: "scenario", scenario: "alle", paths } satisfies PathsWorkerMessage);
postMessage({
  kind: "done",
  total: paths.length,
  ms: Date.now() - started,
} satisfies PathsWorkerMessage);
