import { useEffect, useRef } from "react";
import { useLocation } from "./router.tsx";

/**
 * SPEC §2: the page scrolls to top on every route change, in the flow and outside it (detail,
 * reactivate, not-found). The first render is left alone: that is a page load, whose scroll
 * position is the browser's to restore.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
