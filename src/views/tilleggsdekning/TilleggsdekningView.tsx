import { Checkbox } from "@fremtind/jokul/checkbox";
import type { Tillegg } from "../../../machines/types.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { addOn } from "../../domain/coverage.ts";
import { tilleggsdekningTexts } from "../../texts/steps/offer.ts";
import { addOnDetails } from "../../texts/steps/offer-coverage.ts";
import { isPriceSyncing, selectOffer, selectPriceSync } from "../offer-common/offerSelectors.ts";
import { PriceAnnouncer } from "../offer-common/PriceAnnouncer.tsx";
import { PriceSummaryTable } from "../offer-common/PriceSummaryTable.tsx";
import { PriceSyncStatus } from "../offer-common/PriceSyncStatus.tsx";
import { usePriceSummary } from "../offer-common/usePriceSummary.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

/** The form field each add-on id toggles. */
const addOnField = { [addOn.maskinskade]: "maskinskade", [addOn.leiebil]: "leiebil" } as const;

/**
 * SPEC §2 tilleggsdekning: rental car and machine damage with their prices. Each change goes to
 * the machine at once (`addons.change`), which re-prices; the total follows live.
 */
export function TilleggsdekningView() {
  const send = usePurchaseSend();
  const offer = usePurchaseSelector(selectOffer);
  const leiebil = usePurchaseSelector((snapshot) => snapshot.context.form.leiebil);
  const maskinskade = usePurchaseSelector((snapshot) => snapshot.context.form.maskinskade);
  const sync = usePurchaseSelector(selectPriceSync);
  const summary = usePriceSummary();
  const syncing = isPriceSyncing(sync);
  const chosen = { leiebil, maskinskade };

  const toggle = (tillegg: Tillegg, checked: boolean) =>
    send(
      addOnField[tillegg.id] === "leiebil"
        ? { type: "addons.change", leiebil: checked }
        : { type: "addons.change", maskinskade: checked },
    );

  return (
    <StepPage
      title={tilleggsdekningTexts.title}
      lead={<p>{tilleggsdekningTexts.lead}</p>}
      onSubmit={() => send({ type: "addons.submit" })}
      busy={syncing}
    >
      <fieldset className="addon-list">
        <legend className="jkl-sr-only">{tilleggsdekningTexts.legend}</legend>
        {(offer?.tillegg ?? []).map((tillegg) => (
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
              {addOnDetails[tillegg.id]}
            </p>
          </div>
        ))}
      </fieldset>
      <PriceSyncStatus />
      {summary && <PriceSummaryTable summary={summary} busy={syncing} />}
      <PriceAnnouncer summary={summary} syncing={syncing} />
    </StepPage>
  );
}
