import { type ReactNode, useEffect, useId, useRef } from "react";
import { useDocumentTitle } from "../page-layout/documentTitle.ts";

export interface ErrorPageProps {
  /** What went wrong, as the page's h1. */
  title: string;
  /** What it means for the customer. */
  children: ReactNode;
  /** The way on: a page that is only an error is never a dead end. */
  actions: ReactNode;
}

/**
 * A page that is only an error: the h1 takes focus when it appears (it replaced a loader or a
 * step, so a screen-reader user hears where they are), then the text, then the way on.
 */
export function ErrorPage({ title, children, actions }: ErrorPageProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="page-error" aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className="jkl-heading-1 page-error__title">
        {title}
      </h1>
      <div className="jkl-body page-error__lead">{children}</div>
      <div className="page-error__actions">{actions}</div>
    </section>
  );
}
