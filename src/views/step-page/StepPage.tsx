import { Button } from "@fremtind/jokul/button";
import type { FormEvent, ReactNode } from "react";
import { useEffect, useRef } from "react";
import { stepFrameTexts } from "../../../core/texts/steps/frame.ts";
import { afterNextPaint } from "../../app/scheduling.ts";
import { defaultBack } from "../../components/full-screen-error/index.ts";
import { useDocumentTitle } from "../../components/page-layout/index.ts";

export interface StepPageProps {
  title: string;
  /** Text under the title. */
  lead?: ReactNode;
  children: ReactNode;
  /** With onSubmit the step is a form; its submit button is `submitLabel`. */
  onSubmit?: () => void;
  submitLabel?: string;
  /** Another way on beside the submit button (before Back), e.g. 'Start på nytt'. */
  secondaryAction?: ReactNode;
  /** Disables the submit button while the machine is working (not for validation). */
  busy?: boolean;
  /** SPEC §2: the back button is hidden on the receipt. */
  showBack?: boolean;
  /** Content after the buttons (notices, links). */
  footer?: ReactNode;
  /**
   * The step's content is loading for the first time (the price page before its first price): the
   * buttons wait, so they do not appear under the loader and jump down when the content arrives.
   */
  firstLoad?: boolean;
}

/**
 * The frame of one step: the heading takes focus when the step appears (a screen-reader user hears
 * where they are), then the question, then Back and the submit button. Validation is the view's:
 * the form is always submittable (no disabled button for missing answers).
 */
export function StepPage({
  title,
  lead,
  children,
  onSubmit,
  submitLabel = stepFrameTexts.next,
  secondaryAction,
  busy = false,
  showBack = true,
  footer,
  firstLoad = false,
}: StepPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  // The page is scrolled to the top on every step (FlowRoot), so the focus need not scroll:
  // without `preventScroll` the browser lays the whole new page out at once to find the heading,
  // a long task on a phone (issue 9). After the new step's first paint: inside the click it
  // forced that layout before the paint (issue 31).
  useEffect(() => {
    const focused = document.activeElement;
    return afterNextPaint(() => {
      // A customer who already went into a field of the new page keeps the focus there.
      const now = document.activeElement;
      if (now !== focused && now !== document.body && now !== null) return;
      heading.current?.focus({ preventScroll: true });
    });
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  const actions = (
    <div className="step-actions">
      {onSubmit && (
        <Button
          type="submit"
          variant="primary"
          loader={{ showLoader: busy, textDescription: stepFrameTexts.working }}
        >
          {submitLabel}
        </Button>
      )}
      {secondaryAction}
      {showBack && (
        <Button type="button" variant="tertiary" onClick={() => defaultBack()}>
          {stepFrameTexts.back}
        </Button>
      )}
    </div>
  );
  return (
    <section className="step" aria-labelledby="step-title">
      <h1 id="step-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {lead && <div className="step-lead">{lead}</div>}
      {onSubmit ? (
        <form onSubmit={submit} noValidate>
          {children}
          {!firstLoad && actions}
        </form>
      ) : (
        <>
          {children}
          {!firstLoad && actions}
        </>
      )}
      {footer}
    </section>
  );
}
