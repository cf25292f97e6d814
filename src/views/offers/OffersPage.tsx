import { Button } from "@fremtind/jokul/button";
import { Link } from "@fremtind/jokul/link";
import { ErrorMessage, InfoMessage } from "@fremtind/jokul/message";
import { useRef } from "react";
import type { OfferSummary } from "../../../core/contract/lists.ts";
import { offersPageTexts as texts } from "../../../core/texts/offers.ts";
import { offerTexts } from "../../../core/texts/steps/offer.ts";
import { fetchOfferOverview } from "../../api/lists.ts";
import { useResource } from "../../app/ApiContext.tsx";
import { flowBasePath } from "../../app/flowLocation.ts";
import { Loader } from "../../components/loader/index.ts";
import { formatNorwegianDay } from "../offer-common/format.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * The menu's "Tilbud (N)" (issue 26.7): the customer's open offers as the sandbox lists them
 * (GET /avtaleoversikt/tilbud, the latest change first), each with its vehicle, coverage, monthly
 * price and the day it was saved, and a link that opens it in the purchase flow (SPEC §2
 * `{policyNumber}`, a page load the server answers with the offer's price page). A loader while
 * the list loads; a failure says so with 'Prøv igjen'; an empty list says so; the links to a new
 * quote are always there, so the page is never a dead end.
 */
export function OffersPage() {
  const offers = useResource(fetchOfferOverview, []);
  const content = useRef<HTMLDivElement>(null);
  return (
    <StepPage title={texts.title} lead={<p>{texts.lead}</p>} showBack={false}>
      {/* Focus lands here on 'Prøv igjen', whose button goes away while the list loads again. */}
      <div ref={content} tabIndex={-1} className="offers-page__content">
        {offers.status === "loading" && <Loader variant="inline" text={texts.loading} />}
        {offers.status === "error" && (
          <ErrorMessage role="alert" title={texts.failedTitle} className="offers-page__message">
            <p>{texts.failedText}</p>
            <Button
              variant="secondary"
              type="button"
              onClick={() => {
                content.current?.focus({ preventScroll: true });
                offers.retry();
              }}
            >
              {texts.retry}
            </Button>
          </ErrorMessage>
        )}
        {offers.status === "ready" &&
          (offers.data.tilbud.length === 0 ? (
            <InfoMessage title={texts.emptyTitle} className="offers-page__message">
              {texts.emptyText}
            </InfoMessage>
          ) : (
            <>
              <ul className="offer-cards" aria-label={texts.listLabel}>
                {offers.data.tilbud.map((offer) => (
                  <OfferCard key={offer.avtalenummer} offer={offer} />
                ))}
              </ul>
              <p>{texts.priceIncludesTfa}</p>
            </>
          ))}
      </div>
      <h2>{texts.newQuoteHeading}</h2>
      <ul className="offer-links">
        <li>
          <Link href={`${flowBasePath("bil")}/`}>{texts.newCarQuote}</Link>
        </li>
        <li>
          <Link href={`${flowBasePath("bobil")}/`}>{texts.newMotorhomeQuote}</Link>
        </li>
      </ul>
    </StepPage>
  );
}

/**
 * Where a saved offer opens in the flow (SPEC §2 `{policyNumber}`): under the product the sandbox
 * saved it for ('bil' or 'bobil'; anything else is the car flow, which finds a motorhome itself).
 */
const savedOfferPath = (produkt: string, avtalenummer: string) =>
  `${flowBasePath(produkt === "bobil" ? "bobil" : "bil")}/${encodeURIComponent(avtalenummer)}`;

function OfferCard({ offer }: { offer: OfferSummary }) {
  const vehicle = offer.registreringsnummer
    ? `${offer.kjoretoy} (${offer.registreringsnummer})`
    : offer.kjoretoy;
  return (
    <li className="offer-card">
      <h2 className="offer-card__title">{offer.kjoretoy}</h2>
      <dl className="offer-overview offer-card__facts">
        {offer.registreringsnummer && (
          <>
            <dt>{texts.registrationNumber}</dt>
            <dd>{offer.registreringsnummer}</dd>
          </>
        )}
        <dt>{texts.coverage}</dt>
        <dd>{offer.dekning}</dd>
        <dt>{texts.price}</dt>
        <dd>{offerTexts.perMonth(offer.prisPerMnd)}</dd>
        <dt>{texts.saved}</dt>
        <dd>{formatNorwegianDay(offer.oppdatert)}</dd>
      </dl>
      <Link href={savedOfferPath(offer.produkt, offer.avtalenummer)}>
        {texts.open} <span className="jkl-sr-only">{texts.openFor(vehicle)}</span>
      </Link>
    </li>
  );
}
