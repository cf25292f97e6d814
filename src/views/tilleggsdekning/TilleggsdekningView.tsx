import { Checkbox } from "@fremtind/jokul/checkbox";
import { addOn, addOnsFor, includedAddOnsOf } from "../../../core/domain/coverage.ts";
import { tilleggsdekningTexts } from "../../../core/texts/steps/offer.ts";
import { addOnDetails } from "../../../core/texts/steps/offer-coverage.ts";
import type { Tillegg } from "../../../machines/types.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { HigherCoverageHint } from "../offer-common/HigherCoverageHint.tsx";
import {
  isPriceSyncing,
  selectOffer,
  selectPriceSync,
  selectSelectedCoverageId,
} from "../offer-common/offerSelectors.ts";
import { PriceAnnouncer } from "../offer-common/PriceAnnouncer.tsx";
import { PriceSummaryTable } from "../offer-common/PriceSummaryTable.tsx";
import { PriceSyncStatus } from "../offer-common/PriceSyncStatus.tsx";
import { usePriceSummary } from "../offer-common/usePriceSummary.ts";
import "../offer-common/offerSteps.css";
import { selectVehicleNoun } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/** The form field each add-on id toggles. */
const addOnField = { [addOn.maskinskade]: "maskinskade", [addOn.leiebil]: "leiebil" } as const;

/**
 * SPEC §2 tilleggsdekning: rental car and machine damage with their prices, those the chosen
 * coverage can be bought with (`addOnsFor`); one it includes already is named instead. Each
 * change goes to the machine at once (`addons.change`), which re-prices; the total follows live.
 */
export function TilleggsdekningView() {
  const send = usePurchaseSend();
  const offer = usePurchaseSelector(selectOffer);
  const noun = usePurchaseSelector(selectVehicleNoun);
  const dekningId = usePurchaseSelector(selectSelectedCoverageId);
  const leiebil = usePurchaseSelector((snapshot) => snapshot.context.form.leiebil);
  const maskinskade = usePurchaseSelector((snapshot) => snapshot.context.form.maskinskade);
  const sync = usePurchaseSelector(selectPriceSync);
  const summary = usePriceSummary();
  const syncing = isPriceSyncing(sync);
  const chosen = { leiebil, maskinskade };
  // Only what the chosen coverage can be bought with: toppkasko has rental car already.
  const addOns = addOnsFor(offer, dekningId);
  const included = includedAddOnsOf(offer, dekningId);
  const coverage = offer?.dekninger.find((option) => option.id === dekningId)?.heading ?? "";
  const headings = (options: readonly Tillegg[]) => options.map((option) => option.heading);

  const toggle = (tillegg: Tillegg, checked: boolean) =>
    send(
      addOnField[tillegg.id] === "leiebil"
        ? { type: "addons.change", leiebil: checked }
        : { type: "addons.change", maskinskade: checked },
    );

  return (
    <StepPage
      title={tilleggsdekningTexts.title}
      lead={<p>{tilleggsdekningTexts.lead(headings(addOns))}</p>}
      onSubmit={() => send({ type: "addons.submit" })}
      busy={syncing}
    >
      <fieldset className="addon-list">
        <legend className="jkl-sr-only">{tilleggsdekningTexts.legend}</legend>
        {addOns.map((tillegg) => (
          <div key={tillegg.id}>
            <Checkbox
              id={`tillegg-${tillegg.id}`}
              name="tillegg"
              value={tillegg.id}
              checked={chosen[addOnField[tillegg.id]]}
              onChange={(event) => toggle(tillegg, event.target.checked)}
              aria-describedby={`tillegg-${tillegg.id}-beskrivelse`}
            >
              {tilleggsdekningTexts.addOnLabel(tillegg.heading, tillegg.prisPerMnd)}
            </Checkbox>
            <p id={`tillegg-${tillegg.id}-beskrivelse`} className="addon-list__description">
              {addOnDetails[tillegg.id](noun)}
            </p>
          </div>
        ))}
      </fieldset>
      <HigherCoverageHint />
      {included.length > 0 && (
        <p className="addon-list__included">
          {tilleggsdekningTexts.included(headings(included), coverage)}
        </p>
      )}
      <PriceSyncStatus />
      {summary && <PriceSummaryTable summary={summary} busy={syncing} />}
      <PriceAnnouncer summary={summary} syncing={syncing} />
    </StepPage>
  );
}
