import { Link } from "@fremtind/jokul/link";
import { ErrorMessage, InfoMessage, WarningMessage } from "@fremtind/jokul/message";
import type { ReactNode } from "react";
import type { FlowErrorCode } from "../../../core/domain/flowError.ts";
import { priceErrorTexts } from "../../../core/texts/stepErrors.ts";
import { ErrorPage } from "../page-error/ErrorPage.tsx";

/** SPEC §2 base paths of the detail page and its reactivate page. */
export const agreementDetailsHref = (avtalenummer: string) =>
  `/privat/forsikring/motor/detaljer/${encodeURIComponent(avtalenummer)}`;
export const agreementReactivateHref = (avtalenummer: string) =>
  `${agreementDetailsHref(avtalenummer)}/paareg`;

/** SPEC §2: 'contact us' links point at the footer's phone number. */
export const contactHref = "#kfp-footer-phonenumber";

/** How serious each code looks; the default (`feil`) is an error. */
const tone = {
  alleredeForsikret: "info",
  lagringsforsikring: "info",
  finnes: "warning",
  kjoretoystatus: "warning",
  begrenset: "warning",
  kjoretoygruppe: "warning",
  gammeltKjoretoy: "warning",
  ikkeFunnet: "warning",
  annenEierErKunden: "error",
  feil: "error",
} as const satisfies Record<FlowErrorCode, "info" | "warning" | "error">;

const Box = { info: InfoMessage, warning: WarningMessage, error: ErrorMessage } as const;

export interface PriceErrorProps {
  /** SPEC §8 code from `details.feil`; unknown codes show the default error. */
  kode: FlowErrorCode | (string & {});
  avtalenummer?: string;
  /**
   * Whether the agreement on the vehicle is the customer's own. Without the insurer's word, an
   * agreement number (given only to its owner) says so.
   */
  egenAvtale?: boolean;
  /** Feature flag 'nysalg-skade': whether the customer has the insurance overview. */
  hasOverview: boolean;
  /** Why a general error was set (a guarantee that stops the purchase). */
  arsak?: "STOPP_KJOP";
}

const isKnownCode = (kode: string): kode is FlowErrorCode => Object.hasOwn(tone, kode);
const knownCode = (kode: string): FlowErrorCode => (isKnownCode(kode) ? kode : "feil");

type BodyProps = Omit<PriceErrorProps, "kode">;

function ContactLink() {
  return <Link href={contactHref}>{priceErrorTexts.contactLink}</Link>;
}

function body(kode: FlowErrorCode, { avtalenummer, egenAvtale, hasOverview, arsak }: BodyProps) {
  switch (kode) {
    case "alleredeForsikret": {
      const texts = priceErrorTexts.alleredeForsikret;
      // Someone else's agreement: no link to it, and no hint that it is under the customer's own.
      if (!(egenAvtale ?? avtalenummer !== undefined)) return <WithContact text={texts.notOwn} />;
      if (hasOverview && avtalenummer)
        return (
          <>
            <p>{texts.withOverview}</p>
            <p>
              <Link href={agreementDetailsHref(avtalenummer)}>{texts.detailsLink}</Link>
            </p>
          </>
        );
      return <p>{texts.withoutOverview}</p>;
    }
    case "lagringsforsikring": {
      const texts = priceErrorTexts.lagringsforsikring;
      if (egenAvtale === false) return <WithContact text={texts.notOwn} />;
      if (avtalenummer)
        return (
          <>
            <p>{texts.withAgreement}</p>
            <p>
              <Link href={agreementReactivateHref(avtalenummer)}>{texts.reactivateLink}</Link>
            </p>
          </>
        );
      return <WithContact text={texts.withoutAgreement} />;
    }
    case "gammeltKjoretoy":
      return <p>{priceErrorTexts.gammeltKjoretoy.text}</p>;
    case "feil":
      // A purchase stop is not a passing fault: no 'try again later'.
      return (
        <WithContact
          text={
            arsak === "STOPP_KJOP" ? priceErrorTexts.feil.stopPurchase : priceErrorTexts.feil.text
          }
        />
      );
    default:
      return <WithContact text={priceErrorTexts[kode].text} />;
  }
}

function WithContact({ text }: { text: ReactNode }) {
  return (
    <>
      <p>{text}</p>
      <p>
        <ContactLink />
      </p>
    </>
  );
}

/**
 * A price or vehicle error (SPEC §8) as a message box: title, what it means, and where to go
 * (the agreement, the reactivate page or 'Kontakt oss'). Announced when it appears.
 */
export function PriceError({ kode, ...props }: PriceErrorProps) {
  const code = knownCode(kode);
  const MessageBox = Box[tone[code]];
  return (
    <MessageBox role="alert" className="price-error" title={priceErrorTexts[code].title}>
      {body(code, props)}
    </MessageBox>
  );
}

/**
 * The same error as a whole page (an express price that cannot be shown): the title is the h1,
 * and `actions` give the way on.
 */
export function PriceErrorPage({
  kode,
  actions,
  ...props
}: PriceErrorProps & { actions: ReactNode }) {
  const code = knownCode(kode);
  return (
    <ErrorPage title={priceErrorTexts[code].title} actions={actions}>
      {body(code, props)}
    </ErrorPage>
  );
}
