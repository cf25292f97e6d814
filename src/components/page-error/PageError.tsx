import { Button } from "@fremtind/jokul/button";
import { Link } from "@fremtind/jokul/link";
import { ErrorMessage } from "@fremtind/jokul/message";
import { quoteTexts } from "../../../core/texts/common.ts";
import { pageErrorTexts } from "../../../core/texts/stepErrors.ts";
import { insuranceOverviewHref } from "../full-screen-error/FullScreenError.tsx";
import { Loader } from "../loader/Loader.tsx";
import { ErrorPage } from "./ErrorPage.tsx";

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
  /** A saved offer that cannot be opened; 'Start på nytt' calls `onStartOver` (a new quote). */
  | { kind: "offerNotFound"; onStartOver: () => void }
  /** 'Prøv igjen' calls `onRetry` (the express price again), 'Start på nytt' `onStartOver`. */
  | { kind: "expressPriceNotFound"; onRetry: () => void; onStartOver: () => void }
  | { kind: "detailsNotFound" }
  /** A list (lenders, leasing companies, bonus levels, ...) could not be loaded. */
  | { kind: "listLoadFailed" }
  /** While a list loads: 'Laster inn {list}', e.g. list = 'leasingselskaper'. */
  | { kind: "listLoading"; list: string };

/** The way out of a page that cannot be shown: a new quote from the start. */
export function StartOverButton({ onStartOver }: { onStartOver: () => void }) {
  return (
    <Button variant="primary" type="button" onClick={() => onStartOver()}>
      {quoteTexts.startOver}
    </Button>
  );
}

export function PageError(props: PageErrorProps) {
  switch (props.kind) {
    case "notFound":
      return (
        <ErrorPage
          title={pageErrorTexts.notFound.title}
          actions={
            <Link href={props.overviewHref ?? insuranceOverviewHref}>
              {pageErrorTexts.notFound.toOverview}
            </Link>
          }
        >
          <p>{pageErrorTexts.notFound.lead}</p>
        </ErrorPage>
      );
    case "offerNotFound":
      return (
        <ErrorPage
          title={pageErrorTexts.offerNotFound.title}
          actions={<StartOverButton onStartOver={props.onStartOver} />}
        >
          <p>{pageErrorTexts.offerNotFound.text}</p>
        </ErrorPage>
      );
    case "expressPriceNotFound":
      return (
        <ErrorPage
          title={pageErrorTexts.expressPriceNotFound.title}
          actions={
            <>
              <StartOverButton onStartOver={props.onStartOver} />
              <Button variant="secondary" type="button" onClick={() => props.onRetry()}>
                {pageErrorTexts.expressPriceNotFound.retry}
              </Button>
            </>
          }
        >
          <p>{pageErrorTexts.expressPriceNotFound.text}</p>
        </ErrorPage>
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
