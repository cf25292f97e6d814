import { useEffect } from "react";
import { afterNextPaint } from "./scheduling.ts";

/**
 * Releases the hold on `HydrateLater`'s parts once React's first commit of a server-rendered page
 * has been painted: they are then taken over in tasks of their own.
 */
export function LaterHydrationRelease({ release }: { release: () => void }) {
  useEffect(() => afterNextPaint(release), [release]);
  return null;
}
