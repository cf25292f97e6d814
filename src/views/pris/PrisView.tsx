import { Button } from "@fremtind/jokul/button";
import { ExpandablePanel, Expander } from "@fremtind/jokul/expander";
import { InfoMessage } from "@fremtind/jokul/message";
import { BaseRadioButton } from "@fremtind/jokul/radio-button";
import { useMemo } from "react";
import { coverageRank } from "../../../core/domain/coverage.ts";
import {
  benefitsForVehicle,
  type CoverageDifference,
  type CoverageLevel,
  compareCoverageLevels,
} from "../../../core/domain/coverageComparison.ts";
import { distributorVariant } from "../../../core/domain/distributorVariants.ts";
import { stepFrameTexts } from "../../../core/texts/steps/frame.ts";
import { offerTexts, prisTexts } from "../../../core/texts/steps/offer.ts";
import { coverageBenefits } from "../../../core/texts/steps/offer-coverage.ts";
import type { Dekning } from "../../../machines/types.ts";
import { fetchDiscount } from "../../api/motor.ts";
import { hasInsuranceOverview, useResource, useServices } from "../../app/ApiContext.tsx";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import {
  type CoverageAvailability,
  sameAvailability,
  selectCoverageAvailability,
  selectIsMotorhome,
  selectVehicleAge,
} from "../../app/purchaseSelectors.ts";
import { PriceErrorPage } from "../../components/price-error/index.ts";
import { TermHelp } from "../../components/term-help/index.ts";
import {
  defaultDeductibleOf,
  isPriceSyncing,
  selectError,
  selectOffer,
  selectPriceSync,
  selectSelectedCoverageId,
  selectVehicleDescription,
} from "../offer-common/offerSelectors.ts";
import { PriceSyncStatus } from "../offer-common/PriceSyncStatus.tsx";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 pris: the coverages side by side (stacked on a phone) with what each includes and the
 * price of its default deductible; coverages §6 closes are shown disabled with the reason. The
 * machine keeps the price fresh; this view shows its loader and errors and sends the choice.
 */
export function PrisView() {
  const send = usePurchaseSend();
  const offer = usePurchaseSelector(selectOffer);
  const selectedId = usePurchaseSelector(selectSelectedCoverageId);
  const availability = usePurchaseSelector(selectCoverageAvailability, sameAvailability);
  const sync = usePurchaseSelector(selectPriceSync);
  const motorhome = usePurchaseSelector(selectIsMotorhome);
  const vehicle = usePurchaseSelector(selectVehicleDescription);
  const vehicleAge = usePurchaseSelector(selectVehicleAge);
  const differences = useMemo(
    () => (offer ? comparisonOf(offer.dekninger, motorhome, vehicleAge) : {}),
    [offer, motorhome, vehicleAge],
  );

  if (sync === "refused") return <PriceRefusedPage />;
  return (
    <StepPage
      title={prisTexts.title}
      lead={vehicle ? <p>{prisTexts.lead(vehicle)}</p> : undefined}
      onSubmit={() => send({ type: "price.submit" })}
      busy={isPriceSyncing(sync)}
      firstLoad={!offer && sync === "fetching"}
    >
      <PriceSyncStatus />
      {offer && (
        <>
          <fieldset className="coverage-choice">
            <legend className="jkl-sr-only">{prisTexts.legend}</legend>
            <ul className="coverage-choice__list">
              {offer.dekninger.map((dekning) => (
                <CoverageCard
                  key={dekning.id}
                  dekning={dekning}
                  selected={dekning.id === selectedId}
                  availability={availability[dekning.id] ?? { selectable: false, reason: null }}
                  motorhome={motorhome}
                  vehicleAge={vehicleAge}
                  difference={differences[dekning.id]}
                  onSelect={() => send({ type: "price.select", dekningId: dekning.id })}
                />
              ))}
            </ul>
          </fieldset>
          <p className="coverage-choice__tfa">
            {offer.tfadetaljer.prisPerAar > 0
              ? prisTexts.tfaNote(offer.tfadetaljer.prisPerAar)
              : prisTexts.noTfa}
          </p>
          <TermHelp term="tfa" />
        </>
      )}
      {/* With the prices: shown before them, they would be pushed down when the prices arrive. */}
      {offer && <DiscountTexts />}
      {offer && <PriceNotices />}
    </StepPage>
  );
}

/**
 * The insurer gives no price here (SPEC §8, issue 29 item 10): the page says why as its heading,
 * with the way on that exists (contact, in the text) and back; no coverages to choose and no
 * 'Neste' that would do nothing.
 */
function PriceRefusedPage() {
  const error = usePurchaseSelector(selectError);
  const { config } = useServices();
  return (
    <PriceErrorPage
      kode="feil"
      {...error}
      hasOverview={hasInsuranceOverview(config)}
      actions={
        <Button type="button" variant="secondary" onClick={() => window.history.back()}>
          {stepFrameTexts.back}
        </Button>
      }
    />
  );
}

/** The levels offered on the ladder, each compared with the one below and the highest. */
function comparisonOf(
  dekninger: readonly Dekning[],
  motorhome: boolean,
  vehicleAge: number | null,
): Record<string, CoverageDifference> {
  const levels = dekninger.flatMap((dekning): CoverageLevel[] => {
    const rank = coverageRank(dekning.id);
    return rank === null
      ? []
      : [
          {
            id: dekning.id,
            heading: dekning.heading,
            rank,
            benefits: benefitsForVehicle(coverageBenefits(dekning.id, motorhome), vehicleAge),
          },
        ];
  });
  return compareCoverageLevels(levels);
}

interface CoverageCardProps {
  dekning: Dekning;
  selected: boolean;
  availability: CoverageAvailability;
  motorhome: boolean;
  /** Years since the vehicle's registration year: benefits it is too old for are left out. */
  vehicleAge: number | null;
  /** What it adds over the level below and lacks of the highest; none off the ladder. */
  difference: CoverageDifference | undefined;
  onSelect: () => void;
}

function CoverageCard({
  dekning,
  selected,
  availability,
  motorhome,
  vehicleAge,
  difference,
  onSelect,
}: CoverageCardProps) {
  const id = `dekning-${dekning.id}`;
  const priceId = `${id}-pris`;
  const reasonId = `${id}-sperre`;
  const differenceId = `${id}-forskjell`;
  const egenandel = defaultDeductibleOf(dekning);
  const details = benefitsForVehicle(coverageBenefits(dekning.id, motorhome), vehicleAge);
  const blocked = !availability.selectable;
  const reason = availability.reason
    ? prisTexts.blockReasons[availability.reason]
    : prisTexts.notOffered;
  const className = [
    "coverage-card",
    selected && "coverage-card--selected",
    blocked && "coverage-card--disabled",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <li className={className}>
      <BaseRadioButton
        id={id}
        name="dekning"
        value={dekning.id}
        checked={selected}
        disabled={blocked}
        onChange={onSelect}
        aria-describedby={[priceId, difference && differenceId, blocked && reasonId]
          .filter(Boolean)
          .join(" ")}
        className="coverage-card__choice"
      >
        <span className="coverage-card__heading">{dekning.heading}</span>
      </BaseRadioButton>
      {egenandel && (
        <p id={priceId} className="coverage-card__price">
          <strong>{offerTexts.perMonth(egenandel.prisPerMnd)}</strong>{" "}
          <span>{offerTexts.perYear(egenandel.prisPerAar)}</span>
          <span className="coverage-card__deductible">
            {prisTexts.deductible(egenandel.beloep)}
          </span>
        </p>
      )}
      {difference && <CoverageDifferenceText id={differenceId} difference={difference} />}
      {blocked && (
        // The reason says by itself that it cannot be chosen ('Kan ikke velges når …').
        <p id={reasonId} className="coverage-card__reason">
          {reason}
        </p>
      )}
      {details.length > 0 && (
        // Jøkul's expandable section (SPEC §2, §9): a details element, so it opens without the
        // app's script too (the price page is rendered on the server); closed, the cards stay
        // short enough to compare side by side.
        <ExpandablePanel variant="stroke" className="coverage-card__includes">
          <Expander>{prisTexts.includes(dekning.heading)}</Expander>
          <ExpandablePanel.Content>
            <ul className="coverage-card__details">
              {details.map((item) => (
                <li key={item.text}>{item.text}</li>
              ))}
            </ul>
          </ExpandablePanel.Content>
        </ExpandablePanel>
      )}
    </li>
  );
}

/** What a level adds over the one below it and what it lacks, in a line each. */
function CoverageDifferenceText({
  id,
  difference,
}: {
  id: string;
  difference: CoverageDifference;
}) {
  return (
    <div id={id} className="coverage-card__difference">
      {difference.below && difference.adds.length > 0 && (
        <p>
          <strong>{prisTexts.adds(difference.below)}</strong> {prisTexts.list(difference.adds)}
        </p>
      )}
      {difference.lacks.length > 0 && (
        <p>
          <strong>{prisTexts.lacks}</strong> {prisTexts.list(difference.lacks)}
        </p>
      )}
    </div>
  );
}

/**
 * Bonus and discounts (SPEC §1). The customer's own discount is GET /motor/bil/rabatt's (SPEC §7,
 * the figures the tariff prices with); until it answers, or if it fails, the customer's
 * `prisInformasjon`, which carries the same figures, stands in. The general bank-customer text is
 * for a customer of a bank channel who does not get the bank discount yet, and hidden for the
 * provider's own channel; the loyalty text for one without a loyalty discount.
 */
function DiscountTexts() {
  const bonuskode = usePurchaseSelector((snapshot) => snapshot.context.form.bonuskode);
  const bonusFromUs = usePurchaseSelector((snapshot) => snapshot.context.form.bonusFraOss);
  const fromCustomer = usePurchaseSelector((snapshot) => snapshot.context.customer.prisInformasjon);
  const discount = useResource(fetchDiscount, []);
  const prisInformasjon = discount.status === "ready" ? discount.data : fromCustomer;
  const distributor = usePurchaseSelector((snapshot) => snapshot.context.distributor);
  return (
    <section className="price-discounts" aria-labelledby="price-discounts-heading">
      <h2 id="price-discounts-heading">{prisTexts.discountHeading}</h2>
      <ul>
        {bonuskode && <li>{prisTexts.bonus(bonuskode, bonusFromUs)}</li>}
        {prisInformasjon.rabattProsent > 0 && (
          <li>
            {prisTexts.customerDiscount(prisInformasjon.rabattProsent, prisInformasjon.description)}
          </li>
        )}
        {/* The general rules only where the customer's own discount does not already say them
            (issue 29 item 23: the block repeated itself after the customer's own discount). */}
        {prisInformasjon.lojalitetsrabattProsent === 0 && <li>{prisTexts.discountLoyalty}</li>}
        {distributorVariant(distributor).showsBankDiscountText &&
          prisInformasjon.bankkunderabattProsent === 0 && <li>{prisTexts.discountBank}</li>}
      </ul>
    </section>
  );
}

/** SPEC §8 notices about the price. */
function PriceNotices() {
  return (
    <InfoMessage className="price-notices">
      <ul>
        <li>{prisTexts.bonusNotice}</li>
        <li>{prisTexts.registerNotice}</li>
        <li>{prisTexts.importNotice}</li>
      </ul>
    </InfoMessage>
  );
}
