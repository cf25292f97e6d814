import { Button } from "@fremtind/jokul/button";
import { Link } from "@fremtind/jokul/link";
import { useEffect, useId, useRef } from "react";
import { fullScreenErrorActions, fullScreenErrors } from "../../../core/texts/errors.ts";
import { useDocumentTitle } from "../page-layout/documentTitle.ts";
import { defaultBack } from "./defaultBack.ts";

/** The catalogue of SPEC §8 "Full-screen errors" and the purchase blocks, keyed by code. */
export { fullScreenErrors };
export type FullScreenErrorCode = keyof typeof fullScreenErrors;
export const fullScreenErrorCodes = Object.keys(fullScreenErrors) as FullScreenErrorCode[];

/** SPEC §2: full-screen error pages link here. */
export const insuranceOverviewHref = "/privat/forsikring";

export interface FullScreenErrorProps {
  /** Which error or purchase block to show; unknown codes fall back to `default`. */
  code?: FullScreenErrorCode | (string & {});
  /** Called by 'Gå tilbake'; defaults to history back or the overview (`defaultBack`). */
  onBack?: () => void;
  /** SPEC §8: every page has 'Gå tilbake' by default. */
  showBackButton?: boolean;
  /** A 'Prøv igjen' beside 'Gå tilbake', where asking again may help (the login page's error). */
  onRetry?: () => void;
  /** Called once per code when the page is shown, for the purchase-block analytics event. */
  onShown?: (code: FullScreenErrorCode) => void;
  /** Heading level; 1 when the error is the page. */
  headingLevel?: 1 | 2;
  /** Move focus to the title when shown (the page content was replaced). */
  focusHeading?: boolean;
}

export function isFullScreenErrorCode(code: unknown): code is FullScreenErrorCode {
  return typeof code === "string" && Object.hasOwn(fullScreenErrors, code);
}

/** A whole-page error or purchase block: title, lead, 'Gå tilbake' and a link to the overview. */
export function FullScreenError({
  code = "default",
  onBack = defaultBack,
  showBackButton = true,
  onRetry,
  onShown,
  headingLevel = 1,
  focusHeading = true,
}: FullScreenErrorProps) {
  const resolved: FullScreenErrorCode = isFullScreenErrorCode(code) ? code : "default";
  const { title, lead } = fullScreenErrors[resolved];
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;
  const reported = useRef<FullScreenErrorCode | null>(null);
  useDocumentTitle(headingLevel === 1 ? title : undefined);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
    if (reported.current === resolved) return;
    reported.current = resolved;
    onShownRef.current?.(resolved);
  }, [resolved, focusHeading]);

  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="full-screen-error" aria-labelledby={headingId}>
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="jkl-heading-1 full-screen-error__title"
      >
        {title}
      </Heading>
      <p className="jkl-body full-screen-error__lead">{lead}</p>
      <div className="full-screen-error__actions">
        {showBackButton && (
          <Button variant="primary" type="button" onClick={() => onBack()}>
            {fullScreenErrorActions.back}
          </Button>
        )}
        {onRetry && (
          <Button variant="secondary" type="button" onClick={() => onRetry()}>
            {fullScreenErrorActions.retry}
          </Button>
        )}
        <Link href={insuranceOverviewHref}>{fullScreenErrorActions.toOverview}</Link>
      </div>
    </section>
  );
}
