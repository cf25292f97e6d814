import { Button } from "@fremtind/jokul/button";
import { RadioButton, RadioButtonGroup } from "@fremtind/jokul/radio-button";
import { NativeSelect } from "@fremtind/jokul/select";
import { isMileageCode } from "../../../core/contract/offerCodes.ts";
import { offerTexts, tilpassTexts } from "../../../core/texts/steps/offer.ts";
import { readMileageOptions } from "../../api/lists.ts";
import { useCachedResource } from "../../app/ApiContext.tsx";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { selectAsksForMileage } from "../../app/purchaseSelectors.ts";
import { PageError } from "../../components/page-error/index.ts";
import { TermHelp } from "../../components/term-help/index.ts";
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
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 tilpass: annual mileage (GET /skadeforsikring/kjoerelengder) and the chosen coverage's
 * deductible. Each change goes to the machine at once (`adjust.change`); the machine re-prices
 * and the summary (SPEC §5 "Sum of totals") follows live.
 */
export function TilpassView() {
  const send = usePurchaseSend();
  const sync = usePurchaseSelector(selectPriceSync);
  const summary = usePriceSummary();
  const syncing = isPriceSyncing(sync);
  const asksMileage = usePurchaseSelector(selectAsksForMileage);
  return (
    <StepPage
      title={tilpassTexts.title}
      lead={<p>{asksMileage ? tilpassTexts.lead : tilpassTexts.leadDeductibleOnly}</p>}
      onSubmit={() => send({ type: "adjust.submit" })}
      busy={syncing}
    >
      {asksMileage && (
        <>
          <MileageField />
          <TermHelp term="kjorelengde" />
        </>
      )}
      <DeductibleField />
      <TermHelp term="egenandel" />
      <HigherCoverageHint />
      <PriceSyncStatus />
      {summary && <PriceSummaryTable summary={summary} busy={syncing} />}
      <PriceAnnouncer summary={summary} syncing={syncing} />
      {summary && <TotalInView monthly={summary.total.monthlyPrice} busy={syncing} />}
    </StepPage>
  );
}

/**
 * On a phone the summary is below the fields (issue 29 item 17): the total stays in view at the
 * foot of the screen while the customer changes them (offerSteps.css, below 680 px only). Hidden
 * from screen readers: the table holds the same, and PriceAnnouncer says each new total politely.
 */
function TotalInView({ monthly, busy }: { monthly: number; busy: boolean }) {
  return (
    <p className="total-in-view" aria-hidden="true" data-busy={busy || undefined}>
      {tilpassTexts.totalInView(monthly)}
    </p>
  );
}

function MileageField() {
  const send = usePurchaseSend();
  const kjorelengde = usePurchaseSelector((snapshot) => snapshot.context.form.kjorelengde);
  const options = useCachedResource(readMileageOptions, []);
  if (options.status === "loading") {
    return <PageError kind="listLoading" list={tilpassTexts.mileageList} />;
  }
  if (options.status === "error") {
    return (
      <div className="offer-field price-sync-error">
        <PageError kind="listLoadFailed" />
        <Button type="button" variant="secondary" onClick={options.retry}>
          {offerTexts.retry}
        </Button>
      </div>
    );
  }
  return (
    <NativeSelect
      className="offer-field"
      label={tilpassTexts.mileageLabel}
      helpLabel={tilpassTexts.mileageHelp}
      name="kjorelengde"
      value={kjorelengde}
      items={options.data.kjoerelengder.map((option) => ({
        value: option.kode,
        label: option.tekst,
      }))}
      onChange={(event) => {
        // The options are the mileage list's; a code the contract does not know is no choice.
        const kjorelengde = event.target.value;
        if (isMileageCode(kjorelengde)) send({ type: "adjust.change", kjorelengde });
      }}
      width="16rem"
    />
  );
}

function DeductibleField() {
  const send = usePurchaseSend();
  const offer = usePurchaseSelector(selectOffer);
  const dekningId = usePurchaseSelector(selectSelectedCoverageId);
  const egenandel = usePurchaseSelector((snapshot) => snapshot.context.form.egenandel);
  const dekning = offer?.dekninger.find((option) => option.id === dekningId);
  if (!dekning) return null;
  return (
    <RadioButtonGroup
      className="offer-field"
      legend={tilpassTexts.deductibleLegend}
      helpLabel={tilpassTexts.deductibleHelp}
      name="egenandel"
      value={egenandel ?? ""}
      onChange={(event) => send({ type: "adjust.change", egenandel: event.target.value })}
    >
      {dekning.egenandeler.map((option) => (
        <RadioButton
          key={option.id}
          value={option.id}
          label={tilpassTexts.deductibleOption(option.beloep)}
          helpLabel={tilpassTexts.deductiblePrice(option.prisPerMnd)}
        />
      ))}
    </RadioButtonGroup>
  );
}
