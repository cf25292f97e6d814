import { Button } from "@fremtind/jokul/button";
import * as v from "valibot";
import { odometerSchema } from "../../../core/domain/odometer.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { odometerTexts } from "../../../core/texts/steps/offer.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { TextField, useStepForm } from "../../components/form-field/index.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 kilometer: the odometer reading, which may be left empty and filled in later
 * (SPEC §5: digits only, at most 999 999). Sends `odometer.submit` with '' for later.
 */
export function KilometerView() {
  const send = usePurchaseSend();
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.kilometerstand);
  const [value, setValue] = useAnswerDraft("kilometerstand", saved, draftSchemas.text);
  const form = useStepForm({
    kilometerstand: { id: "kilometerstand", error: firstIssueMessage(odometerSchema, value) },
  });

  const onSubmit = () =>
    form.submit(() =>
      send({ type: "odometer.submit", kilometerstand: v.parse(odometerSchema, value) }),
    );

  return (
    <StepPage title={odometerTexts.title} onSubmit={onSubmit}>
      <TextField
        {...form.field("kilometerstand")}
        className="offer-field"
        label={odometerTexts.label}
        helpLabel={odometerTexts.help}
        name="kilometerstand"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        unit={odometerTexts.unit}
        width="12rem"
      />
      <p>
        <Button
          type="button"
          variant="ghost"
          onClick={() => send({ type: "odometer.submit", kilometerstand: "" })}
        >
          {odometerTexts.later}
        </Button>
      </p>
    </StepPage>
  );
}
