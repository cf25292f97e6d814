/**
 * Testing Library waits for what a test finds (`findBy…`, `waitFor`) up to the suite's limit for
 * a hang (tests/setup/patience.ts), not its default of 1 s: the views and integration tests wait
 * on a real sandbox, and on a shared 2-core host running other suites beside them a step takes
 * many times longer than alone (issue 28). A failing wait still fails, only later.
 *
 * Every test in jsdom ends with its screens unmounted inside `act` (Testing Library does this by
 * itself only with vitest's globals): React's passive effects of the last commit then run before
 * the file's jsdom is torn down, not after it ("window is not defined" from react-dom in the
 * scheduler, CI of 26 November, tests/integration/expressMotorhomeUnderCar.test.tsx).
 */
import { configure } from "@testing-library/dom";
import { afterEach } from "vitest";
import { waitLimitMs } from "./patience.ts";

configure({ asyncUtilTimeout: waitLimitMs });

if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
