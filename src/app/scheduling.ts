/**
 * When the app's own work runs: in a task of its own (`nextTask`), or after the next paint
 * (`afterNextPaint`), so that a page's start and a click's paint stay short (issues 9 and 31).
 */

/**
 * Ends the current task: what follows runs in a new one. The start is cut into a few tasks, each
 * short enough that the page stays responsive on a slow phone (issue 9: no long task, measured as
 * Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Longest wait for a frame: a page in a background tab gets no animation frames, and what waits
 * here (the address, the focus) must still happen there.
 */
const noFrameFallbackMs = 100;

/**
 * Runs `work` in a task after the browser has painted the frame the current task leads to, so a
 * click's next paint (what INP measures) does not wait for it. For side effects the customer does
 * not see in that frame: the address bar, the new page's focus, a request's start (issue 31: in
 * the bench's traces at 4x CPU a pushState took up to a sixth of a step change's click). Returns a
 * cancel function; the work runs at most once.
 */
export function afterNextPaint(work: () => void): () => void {
  let settled = false;
  const run = () => {
    if (settled) return;
    settled = true;
    clearTimeout(fallback);
    work();
  };
  // Nothing paints without animation frames (a server, a test without a DOM): the next task.
  const paints = typeof requestAnimationFrame === "function";
  const fallback = setTimeout(run, paints ? noFrameFallbackMs : 0);
  // An animation frame's callbacks run before its paint; a task queued from one runs after it.
  const frame = paints ? requestAnimationFrame(() => setTimeout(run, 0)) : undefined;
  return () => {
    settled = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

/** `afterNextPaint` as a promise: for a call a click starts that the click's paint need not wait for. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}
