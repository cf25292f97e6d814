/**
 * Testing Library waits up to 8 s for what a test finds (`findBy…`, `waitFor`), not its default of
 * 1 s: the views and integration tests wait on a real sandbox, and on a shared 2-core host running a
 * browser suite beside them a step can take longer than a second (the privacy test's receipt did).
 * A failing wait still fails, only later.
 */
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 8000 });
