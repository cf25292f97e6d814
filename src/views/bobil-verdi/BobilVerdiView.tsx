import { InfoMessage } from "@fremtind/jokul/message";
import { RadioButton, RadioButtonGroup } from "@fremtind/jokul/radio-button";
import { motorhomeValueCap } from "../../../core/contract/fieldRules.ts";
import { motorhomeValueChoiceSchema } from "../../../core/domain/choices.ts";
import {
  formatBobilValue,
  formatCurrency,
  isOfferedMotorhomeValue,
} from "../../../core/domain/money.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { bobilVerdiTexts } from "../../../core/texts/steps/questions.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { useStepForm } from "../../components/form-field/index.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 bobil-verdi: the motorhome's value, chosen among the value groups the vehicle search
 * returned (only those up to 2 500 000, SPEC §5), each shown as 'inntil {amount}'.
 */
export function BobilVerdiView() {
  const send = usePurchaseSend();
  const choices = usePurchaseSelector((snapshot) => snapshot.context.bobilMerker);
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.bobilVerdikode);
  const offered = choices.filter((choice) => isOfferedMotorhomeValue(choice.maksverdi));
  const [value, setValue] = useAnswerDraft("bobilVerdikode", saved, draftSchemas.text);
  const form = useStepForm({
    bobilVerdikode: {
      id: "bobilVerdikode",
      error: firstIssueMessage(motorhomeValueChoiceSchema, value),
    },
  });

  const onSubmit = () =>
    form.submit(() => send({ type: "motorhomeValue.submit", bobilVerdikode: value }));

  return (
    <StepPage title={bobilVerdiTexts.title} onSubmit={onSubmit}>
      {offered.length === 0 ? (
        <InfoMessage>{bobilVerdiTexts.noValues}</InfoMessage>
      ) : (
        <RadioButtonGroup
          {...form.field("bobilVerdikode")}
          legend={bobilVerdiTexts.legend}
          name="bobilVerdikode"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          helpLabel={bobilVerdiTexts.help}
        >
          {offered.map((choice) => (
            <RadioButton
              key={choice.bobilVerdikode}
              value={choice.bobilVerdikode}
              label={formatBobilValue(choice.maksverdi)}
            />
          ))}
        </RadioButtonGroup>
      )}
      {/* The app never sees the register's values above the cap (the contract leaves them out),
          so every motorhome is told where a higher value goes (issue 29 item 19). */}
      <InfoMessage>{bobilVerdiTexts.aboveCap(formatCurrency(motorhomeValueCap))}</InfoMessage>
    </StepPage>
  );
}
