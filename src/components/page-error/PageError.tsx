import { Button } from "@fremtind/jokul/button";
import { Link } from "@fremtind/jokul/link";
import { ErrorMessage } from "@fremtind/jokul/message";
import { useId } from "react";
import { pageErrorTexts } from "../../texts/errors.ts";
import { insuranceOverviewHref } from "../full-screen-error/FullScreenError.tsx";
import { Loader } from "../loader/Loader.tsx";

/** The page errors of SPEC §8, one `kind` each. */
export const pageErrorKinds = [
  "notFound",
  "offerNotFound",
  "expressPriceNotFound",
  "detailsNotFound",
  "listLoadFailed",
  "listLoading",
] as const;
export type PageErrorKind = (typeof pageErrorKinds)[number];

export type PageErrorProps =
  /** The not-found page, with a link back to the insurance overview. */
  | { kind: "notFound"; overviewHref?: string }
  | { kind: "offerNotFound" }
  /** 'Prøv igjen' calls `onRetry` (the lead reloads the express price). */
  | { kind: "expressPriceNotFound"; onRetry: () => void }
  | { kind: "detailsNotFound" }
  /** A list (lenders, leasing companies, bonus levels, ...) could not be loaded. */
  | { kind: "listLoadFailed" }
  /** While a list loads: 'Laster inn {list}', e.g. list = 'leasingselskaper'. */
  | { kind: "listLoading"; list: string };

export function PageError(props: PageErrorProps) {
  const headingId = useId();
  switch (props.kind) {
    case "notFound":
      return (
        <section className="page-error" aria-labelledby={headingId}>
          <h1 id={headingId} className="jkl-heading-1 page-error__title">
            {pageErrorTexts.notFound.title}
          </h1>
          <p className="jkl-body page-error__lead">{pageErrorTexts.notFound.lead}</p>
          <Link href={props.overviewHref ?? insuranceOverviewHref}>
            {pageErrorTexts.notFound.toOverview}
          </Link>
        </section>
      );
    case "offerNotFound":
      return (
        <ErrorMessage role="alert" className="page-error">
          {pageErrorTexts.offerNotFound.text}
        </ErrorMessage>
      );
    case "expressPriceNotFound":
      return (
        <div className="page-error">
          <ErrorMessage role="alert">{pageErrorTexts.expressPriceNotFound.text}</ErrorMessage>
          <Button
            variant="secondary"
            type="button"
            className="page-error__retry"
            onClick={() => props.onRetry()}
          >
            {pageErrorTexts.expressPriceNotFound.retry}
          </Button>
        </div>
      );
    case "detailsNotFound":
      return (
        <ErrorMessage role="alert" className="page-error">
          {pageErrorTexts.detailsNotFound.text}
        </ErrorMessage>
      );
    case "listLoadFailed":
      return (
        <ErrorMessage
          role="alert"
          className="page-error"
          title={pageErrorTexts.listLoadFailed.title}
        >
          {pageErrorTexts.listLoadFailed.text}
        </ErrorMessage>
      );
    case "listLoading":
      return <Loader variant="inline" text={pageErrorTexts.listLoading(props.list)} />;
  }
}
