import { Link } from "@fremtind/jokul/link";
import { InfoMessage } from "@fremtind/jokul/message";
import type { Agreement } from "../../../core/contract/motor.ts";
import { addOn } from "../../../core/domain/coverage.ts";
import { computePriceSummary } from "../../../core/domain/priceSummary.ts";
import { agreementTexts, kjopTexts, priceSummaryTexts } from "../../../core/texts/steps/offer.ts";
import { fetchAgreement } from "../../api/motor.ts";
import { useResource } from "../../app/ApiContext.tsx";
import { Loader } from "../../components/loader/index.ts";
import { PageError } from "../../components/page-error/index.ts";
import { agreementReactivateHref } from "../../components/price-error/index.ts";
import { AgreementOverview } from "../offer-common/AgreementOverview.tsx";
import { TermsLinks } from "../offer-common/OfferResources.tsx";
import { PriceSummaryTable } from "../offer-common/PriceSummaryTable.tsx";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

export interface AgreementDetailsPageProps {
  avtalenummer: string;
}

/**
 * SPEC §2 detail page `/privat/forsikring/motor/detaljer/{avtalenummer}`: the bought agreement
 * (GET /motor/bil/avtale) with vehicle, coverage, deductible, add-ons, price per month and year
 * with TFA, and links to the terms. 'Vi kunne ikke hente detaljene …' when it cannot be fetched.
 */
export function AgreementDetailsPage({ avtalenummer }: AgreementDetailsPageProps) {
  const agreement = useResource((api) => fetchAgreement(api, avtalenummer), [avtalenummer]);
  return (
    <StepPage title={agreementTexts.title}>
      {agreement.status === "loading" && <Loader variant="inline" text={agreementTexts.loading} />}
      {agreement.status === "error" && <PageError kind="detailsNotFound" />}
      {agreement.status === "ready" && <AgreementDetails avtale={agreement.data.avtale} />}
    </StepPage>
  );
}

/** The agreement's prices as the shared price summary (SPEC §3), so the lines read the same. */
function agreementPriceSummary(avtale: Agreement) {
  const has = (id: string) => avtale.tillegg.some((tillegg) => tillegg.id === id);
  return computePriceSummary(
    {
      dekninger: [
        {
          id: avtale.dekning.id,
          heading: avtale.dekning.heading,
          egenandeler: [{ id: avtale.egenandel.id, ...avtale.dekningPris }],
        },
      ],
      tillegg: avtale.tillegg,
      tfadetaljer: avtale.tfa,
    },
    {
      dekningId: avtale.dekning.id,
      egenandelId: avtale.egenandel.id,
      leiebil: has(addOn.leiebil),
      maskinskade: has(addOn.maskinskade),
    },
    priceSummaryTexts,
  );
}

function AgreementDetails({ avtale }: { avtale: Agreement }) {
  const summary = agreementPriceSummary(avtale);
  return (
    <>
      {avtale.status === "LAGRING" && (
        <InfoMessage>
          <p>{agreementTexts.storageNotice}</p>
          <p>
            <Link href={agreementReactivateHref(avtale.avtalenummer)}>
              {agreementTexts.reactivate}
            </Link>
          </p>
        </InfoMessage>
      )}
      <AgreementOverview avtale={avtale}>
        <dt>{agreementTexts.agreementNumber}</dt>
        <dd>{avtale.avtalenummer}</dd>
        <dt>{agreementTexts.status}</dt>
        <dd>{agreementTexts.statuses[avtale.status]}</dd>
      </AgreementOverview>
      {summary && <PriceSummaryTable summary={summary} caption={kjopTexts.priceHeading} />}
      <h2>{kjopTexts.termsHeading}</h2>
      <TermsLinks avtalenummer={avtale.avtalenummer} />
    </>
  );
}
