import type { ReactNode } from "react";
import type { Agreement } from "../../../core/contract/motor.ts";
import { formatCurrency } from "../../../core/domain/money.ts";
import { agreementTexts, kjopTexts } from "../../../core/texts/steps/offer.ts";
import { formatDate } from "./format.ts";
import { MileageText } from "./OfferResources.tsx";

/**
 * What an agreement covers, as the sandbox stored it (GET /motor/bil/avtale): the vehicle, the
 * coverage, the deductible, the add-ons, the mileage and the start date. The receipt and the
 * agreement's detail page show the same lines; `children` are lines of the page's own before them.
 */
export function AgreementOverview({
  avtale,
  children,
}: {
  avtale: Agreement;
  children?: ReactNode;
}) {
  const { kjoretoy } = avtale;
  return (
    <dl className="offer-overview">
      {children}
      <dt>{kjopTexts.vehicle}</dt>
      <dd>{kjoretoy.beskrivelse}</dd>
      {kjoretoy.registreringsnummer && (
        <>
          <dt>{kjopTexts.registrationNumber}</dt>
          <dd>{kjoretoy.registreringsnummer}</dd>
        </>
      )}
      {kjoretoy.chassisnummer && (
        <>
          <dt>{kjopTexts.chassisNumber}</dt>
          <dd>{kjoretoy.chassisnummer}</dd>
        </>
      )}
      <dt>{kjopTexts.coverage}</dt>
      <dd>{avtale.dekning.heading}</dd>
      <dt>{kjopTexts.deductible}</dt>
      <dd>{formatCurrency(avtale.egenandel.beloep)}</dd>
      <dt>{kjopTexts.addOns}</dt>
      <dd>
        {avtale.tillegg.length > 0
          ? avtale.tillegg.map((tillegg) => tillegg.heading).join(", ")
          : kjopTexts.noAddOns}
      </dd>
      <dt>{kjopTexts.mileage}</dt>
      <dd>
        <MileageText kode={avtale.kjorelengdekode} />
      </dd>
      <dt>{agreementTexts.startDate}</dt>
      <dd>{formatDate(avtale.startdato)}</dd>
    </dl>
  );
}
