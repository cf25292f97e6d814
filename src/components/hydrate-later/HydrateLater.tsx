import { type ReactNode, Suspense, use } from "react";
import { heldHydration } from "./laterHydration.ts";

function WaitForLaterHydration() {
  const held = heldHydration();
  if (held) use(held);
  return null;
}

/**
 * A part of a server-rendered page that React may take over after the rest (issue 31: main-thread
 * work in one long task). While prepareApp holds it, React keeps the server's elements of this part
 * as they are and hydrates them in a task of their own once the hold is released; on the server,
 * and in a page the browser renders itself, the children render at once.
 *
 * Give it a `memo` parent whose props stay the same: a part that gets new children while it is
 * still held is one React may give up hydrating and render anew, without the server's elements.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForLaterHydration />
      {children}
    </Suspense>
  );
}
