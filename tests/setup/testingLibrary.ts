/**
 * Testing Library waits for what a test finds (`findBy…`, `waitFor`) up to the suite's limit for
 * a hang (tests/setup/patience.ts), not its default of 1 s: the views and integration tests wait
 * on a real sandbox, and on a shared 2-core host running other suites beside them a step takes
 * many times longer than alone (issue 28). A failing wait still fails, only later.
 */
import { configure } from "@testing-library/dom";
import { waitLimitMs } from "./patience.ts";

configure({ asyncUtilTimeout: waitLimitMs });
