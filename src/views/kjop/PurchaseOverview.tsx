import { addOn } from "../../../core/domain/coverage.ts";
import { formatCurrency } from "../../../core/domain/money.ts";
import { kjopTexts } from "../../../core/texts/steps/offer.ts";
import { sjekkBilInfoTexts as answerTexts } from "../../../core/texts/steps/questions.ts";
import type { OverviewQuestion } from "../../../machines/types.ts";
import { type PurchaseSnapshot, usePurchaseSelector } from "../../app/purchaseHooks.ts";
import { selectAsksForMileage } from "../../app/purchaseSelectors.ts";
import { MileageText } from "../offer-common/OfferResources.tsx";
import {
  selectOffer,
  selectSelectedCoverageId,
  selectVehicleDescription,
} from "../offer-common/offerSelectors.ts";
import { CompanyName } from "../question-fields/CompanyName.tsx";
import { MotorhomeValue } from "../question-fields/MotorhomeValue.tsx";
import { OverviewRow } from "./OverviewRow.tsx";

/** Whether the machine lets the overview change this answer (it then has a row at all). */
const offersToChange = (question: OverviewQuestion) => (snapshot: PurchaseSnapshot) =>
  snapshot.can({ type: "overview.edit", question });

/**
 * SPEC §2 kjop: every answer that sets the price or the contract, each with its "Endre". Rows the
 * machine does not offer (the owner of a leased vehicle, a car's motorhome value, the transfer of a
 * bonus from us) are left out; the other owner is named, never shown by national id number.
 */
export function PurchaseOverview() {
  const vehicle = usePurchaseSelector(selectVehicleDescription);
  const form = usePurchaseSelector((snapshot) => snapshot.context.form);
  const offer = usePurchaseSelector(selectOffer);
  const dekningId = usePurchaseSelector(selectSelectedCoverageId);
  const showsMotorhomeValue = usePurchaseSelector(offersToChange("bobilVerdi"));
  const showsOwner = usePurchaseSelector(offersToChange("eier"));
  const showsBonusTransfer = usePurchaseSelector(offersToChange("bonusOverforing"));
  const asksMileage = usePurchaseSelector(selectAsksForMileage);
  const dekning = offer?.dekninger.find((option) => option.id === dekningId);
  const egenandel = dekning?.egenandeler.find((option) => option.id === form.egenandel);
  const addOns = (offer?.tillegg ?? [])
    .filter((tillegg) => (tillegg.id === addOn.leiebil ? form.leiebil : form.maskinskade))
    .map((tillegg) => tillegg.heading);
  const byChassis = form.identitet === "chassisnummer";
  return (
    <dl className="offer-overview">
      <OverviewRow term={kjopTexts.vehicle}>{vehicle || "–"}</OverviewRow>
      {/* Not "Endre registreringsnummer": the identity step does not change the plate (29.20). */}
      <OverviewRow term={kjopTexts.identity} question="identitet">
        {byChassis
          ? kjopTexts.identityByChassisNumber(form.chassisnummer)
          : kjopTexts.identityByRegistrationNumber(form.registreringsnummer)}
      </OverviewRow>
      {showsMotorhomeValue && (
        <OverviewRow term={kjopTexts.motorhomeValue} question="bobilVerdi">
          <MotorhomeValue />
        </OverviewRow>
      )}
      <OverviewRow term={kjopTexts.leasing} question="leasing">
        {form.leasing === true ? (
          <CompanyName list="leasing" id={form.leasingCompanykode} format={answerTexts.leased} />
        ) : (
          answerTexts.notLeased
        )}
      </OverviewRow>
      {showsOwner && (
        <OverviewRow term={kjopTexts.owner} question="eier">
          {form.eier === false
            ? answerTexts.otherOwner(form.annenEierNavn)
            : answerTexts.ownerIsCustomer}
        </OverviewRow>
      )}
      <OverviewRow term={kjopTexts.lien} question="pant">
        {form.pant ? (
          <CompanyName list="panthavere" id={form.panthaverId} format={answerTexts.lien} />
        ) : (
          answerTexts.noLien
        )}
      </OverviewRow>
      <OverviewRow term={kjopTexts.under23} question="over23">
        {form.over23 ? answerTexts.noneUnder23 : answerTexts.under23}
      </OverviewRow>
      <OverviewRow term={kjopTexts.bonus} question="bonus">
        {form.bonusFraOss
          ? answerTexts.bonusFromUs(form.bonuskode)
          : answerTexts.bonusFromOtherCompany(form.bonuskode)}
      </OverviewRow>
      {showsBonusTransfer && form.bonusRegnummer && (
        <OverviewRow term={kjopTexts.bonusTransfer} question="bonusOverforing">
          {kjopTexts.bonusTransferValue(form.bonusoverforingsselskapNavn, form.bonusRegnummer)}
        </OverviewRow>
      )}
      <OverviewRow term={kjopTexts.coverage} question="dekning">
        {dekning?.heading ?? "–"}
      </OverviewRow>
      <OverviewRow term={kjopTexts.deductible} question="egenandel">
        {egenandel ? formatCurrency(egenandel.beloep) : "–"}
      </OverviewRow>
      <OverviewRow term={kjopTexts.addOns} question="tillegg">
        {addOns.length > 0 ? addOns.join(", ") : kjopTexts.noAddOns}
      </OverviewRow>
      {asksMileage && (
        <OverviewRow term={kjopTexts.mileage} question="kjorelengde">
          <MileageText kode={form.kjorelengde} />
        </OverviewRow>
      )}
      <OverviewRow term={kjopTexts.odometer} question="kilometerstand">
        {form.kilometerstand === ""
          ? kjopTexts.odometerLater
          : kjopTexts.odometerValue(form.kilometerstand)}
      </OverviewRow>
    </dl>
  );
}
