import { Link } from "@fremtind/jokul/link";
import { agreementTexts, reactivateTexts } from "../../../core/texts/steps/offer.ts";
import { fetchAgreement } from "../../api/motor.ts";
import { useResource } from "../../app/ApiContext.tsx";
import { Loader } from "../../components/loader/index.ts";
import { agreementDetailsHref, contactHref } from "../../components/price-error/index.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

export interface ReactivatePageProps {
  avtalenummer: string;
}

/**
 * SPEC §2 reactivate page `…/detaljer/{avtalenummer}/paareg`: the car has storage insurance
 * (SPEC §8 lagringsforsikring). Explains what that means and offers contact; the vehicle is
 * named when the agreement can be fetched, and an agreement in force is not called storage
 * insurance.
 */
export function ReactivatePage({ avtalenummer }: ReactivatePageProps) {
  const agreement = useResource((api) => fetchAgreement(api, avtalenummer), [avtalenummer]);
  if (agreement.status === "loading")
    return (
      <StepPage title={reactivateTexts.loadingTitle}>
        <Loader variant="inline" text={agreementTexts.loading} />
      </StepPage>
    );
  // An agreement in force is no storage insurance: the page does not say it is (issue 29 item 12).
  if (agreement.status === "ready" && agreement.data.avtale.status !== "LAGRING")
    return (
      <StepPage title={reactivateTexts.notStorage.title}>
        <p>{reactivateTexts.notStorage.text(agreement.data.avtale.kjoretoy.beskrivelse)}</p>
        <p>
          <Link href={agreementDetailsHref(avtalenummer)}>{reactivateTexts.details}</Link>
        </p>
      </StepPage>
    );
  return (
    <StepPage title={reactivateTexts.title} lead={<p>{reactivateTexts.lead}</p>}>
      {agreement.status === "ready" && (
        <p>{reactivateTexts.vehicle(agreement.data.avtale.kjoretoy.beskrivelse)}</p>
      )}
      <p>{reactivateTexts.howTo}</p>
      <ul className="offer-links">
        <li>
          <Link href={contactHref}>{reactivateTexts.contact}</Link>
        </li>
        <li>
          <Link href={agreementDetailsHref(avtalenummer)}>{reactivateTexts.details}</Link>
        </li>
      </ul>
    </StepPage>
  );
}
