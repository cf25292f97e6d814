import "./sjekkBilInfo.css";
import { Button } from "@fremtind/jokul/button";
import { InfoMessage } from "@fremtind/jokul/message";
import type { ReactNode } from "react";
import { sjekkBilInfoTexts as texts } from "../../../core/texts/steps/questions.ts";
import {
  type AssumableAnswer,
  assumableAnswers,
  type PurchaseContext,
  type SummaryQuestion,
} from "../../../machines/types.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { CompanyName } from "../question-fields/CompanyName.tsx";
import { MotorhomeValue } from "../question-fields/MotorhomeValue.tsx";
import { selectVehicleNoun } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 sjekk-bil-info: 'Har vi riktig info' as summary cards. Each card's change button sends
 * `summary.edit` with its question (the machine opens it and brings the customer back); the
 * page's button sends `summary.confirm` (the machine asks any unanswered question first).
 */
export function SjekkBilInfoView() {
  const send = usePurchaseSend();
  const noun = usePurchaseSelector(selectVehicleNoun);
  const form = usePurchaseSelector((snapshot) => snapshot.context.form);
  // The machine decides which cards there are (owner not when leased, value only for a motorhome).
  const showsOwner = usePurchaseSelector((snapshot) =>
    snapshot.can({ type: "summary.edit", question: "eier" }),
  );
  const showsMotorhomeValue = usePurchaseSelector((snapshot) =>
    snapshot.can({ type: "summary.edit", question: "bobilVerdi" }),
  );
  // A customer under 23 has no other answer to give (the chart offers no change).
  const over23Editable = usePurchaseSelector((snapshot) =>
    snapshot.can({ type: "summary.edit", question: "over23" }),
  );
  // What the flow assumed and the customer was never asked (issue 29.21): shown as such.
  const assumed = usePurchaseSelector(
    (snapshot) => snapshot.context.assumed,
    (a, b) => a.join() === b.join(),
  );
  const edit = (question: SummaryQuestion) => send({ type: "summary.edit", question });
  const defaultCards: Record<AssumableAnswer, ReactNode> = {
    pant: (
      <SummaryCard key="pant" heading={texts.cards.lien} onChange={() => edit("pant")}>
        {form.pant ? (
          <CompanyName list="panthavere" id={form.panthaverId} format={texts.lien} />
        ) : (
          texts.noLien
        )}
      </SummaryCard>
    ),
    over23: (
      <SummaryCard
        key="over23"
        heading={texts.cards.under23}
        {...(over23Editable ? { onChange: () => edit("over23") } : {})}
      >
        {form.over23 ? texts.noneUnder23 : over23Editable ? texts.under23 : texts.under23Customer}
      </SummaryCard>
    ),
    bonus: (
      <SummaryCard key="bonus" heading={texts.cards.bonus} onChange={() => edit("bonus")}>
        {form.bonusFraOss
          ? texts.bonusFromUs(form.bonuskode)
          : texts.bonusFromOtherCompany(form.bonuskode)}
      </SummaryCard>
    ),
  };
  const given = assumableAnswers.filter((answer) => !assumed.includes(answer));

  return (
    <StepPage
      title={texts.title}
      lead={<p>{texts.lead}</p>}
      onSubmit={() => send({ type: "summary.confirm" })}
      submitLabel={texts.submit}
      footer={<Notices />}
    >
      <h2 className="summary-cards__heading">{texts.answersHeading}</h2>
      <ul className="summary-cards">
        <SummaryCard heading={texts.cards.vehicle(noun)}>
          <VehicleFacts />
        </SummaryCard>
        {showsMotorhomeValue && (
          <SummaryCard heading={texts.cards.motorhomeValue} onChange={() => edit("bobilVerdi")}>
            <MotorhomeValue />
          </SummaryCard>
        )}
        <SummaryCard heading={texts.cards.leasing} onChange={() => edit("leasing")}>
          {form.leasing === null ? (
            texts.notAnswered
          ) : form.leasing === true ? (
            <CompanyName list="leasing" id={form.leasingCompanykode} format={texts.leased} />
          ) : (
            texts.notLeased
          )}
        </SummaryCard>
        {showsOwner && (
          <SummaryCard heading={texts.cards.owner} onChange={() => edit("eier")}>
            {form.eier === null
              ? texts.notAnswered
              : form.eier === true
                ? texts.ownerIsCustomer
                : texts.otherOwner(form.annenEierNavn)}
          </SummaryCard>
        )}
        {given.map((answer) => defaultCards[answer])}
      </ul>
      {assumed.length > 0 && (
        <section aria-labelledby="summary-assumed">
          <h2 id="summary-assumed" className="summary-cards__heading">
            {texts.assumedHeading}
          </h2>
          <p>{texts.assumedLead}</p>
          <ul className="summary-cards">{assumed.map((answer) => defaultCards[answer])}</ul>
        </section>
      )}
    </StepPage>
  );
}

function SummaryCard({
  heading,
  onChange,
  children,
}: {
  heading: string;
  onChange?: () => void;
  children: ReactNode;
}) {
  return (
    <li className="summary-card">
      <h2 className="summary-card__heading">{heading}</h2>
      <div className="summary-card__body">{children}</div>
      {onChange && (
        <Button
          type="button"
          variant="secondary"
          density="compact"
          className="summary-card__change"
          onClick={onChange}
        >
          {texts.change} <span className="jkl-sr-only">{heading.toLowerCase()}</span>
        </Button>
      )}
    </li>
  );
}

const selectVehicle = (snapshot: { context: PurchaseContext }) => {
  const { bilinfo, form } = snapshot.context;
  if (bilinfo && bilinfo.registreringsnummer === form.registreringsnummer)
    return {
      description: bilinfo.beskrivelse,
      registreringsnummer: bilinfo.registreringsnummer,
      modellaar: bilinfo.modellaar,
      registreringsaar: bilinfo.registreringsaar,
    };
  if (form.ofvdata)
    return {
      description: [form.merkenavn, form.modellnavn].filter(Boolean).join(" "),
      registreringsnummer: "",
      modellaar: form.ofvdata.modellaar,
      registreringsaar: form.ofvdata.registreringsaar,
    };
  return undefined;
};

function VehicleFacts() {
  const vehicle = usePurchaseSelector(
    selectVehicle,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  if (!vehicle) return null;
  return (
    <>
      <p className="summary-card__lead">{vehicle.description}</p>
      <dl className="summary-card__facts">
        {vehicle.registreringsnummer && (
          <div>
            <dt>{texts.vehicle.registrationNumber}</dt>
            <dd>{vehicle.registreringsnummer}</dd>
          </div>
        )}
        <div>
          <dt>{texts.vehicle.modelYear}</dt>
          <dd>{vehicle.modellaar}</dd>
        </div>
        <div>
          <dt>{texts.vehicle.registrationYear}</dt>
          <dd>{vehicle.registreringsaar}</dd>
        </div>
      </dl>
    </>
  );
}

/** SPEC §8 notices. */
function Notices() {
  return (
    <InfoMessage className="summary-notices">
      <h2 className="summary-notices__heading">{texts.noticesHeading}</h2>
      <ul>
        <li>{texts.notices.imported}</li>
        <li>{texts.notices.registrationCertificate}</li>
        <li>{texts.notices.bonusVerified}</li>
      </ul>
    </InfoMessage>
  );
}
