/**
 * Generates QA's path model (inspector/pathModel.ts: every scenario's candidates and the greedy
 * selection that covers the machine) off the main thread; a few seconds. The page asks for one
 * set of it.
 */
import { generateModel } from "./pathModel.ts";
import { type PathsWorkerMessage, type PathsWorkerRequest, summarizeQaPaths } from "./qaPaths.ts";

addEventListener("message", (event: MessageEvent<PathsWorkerRequest>) => {
  const started = Date.now();
  const model = generateModel();
  const paths = summarizeQaPaths(model[event.data.set]);
  postMessage({ kind: "scenario", scenario: "alle", paths } satisfies PathsWorkerMessage);
  postMessage({
    kind: "done",
    total: paths.length,
    ms: Date.now() - started,
  } satisfies PathsWorkerMessage);
});
