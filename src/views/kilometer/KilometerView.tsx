import { Button } from "@fremtind/jokul/button";
import { InputGroup } from "@fremtind/jokul/input-group";
import { BaseTextInput } from "@fremtind/jokul/text-input";
import { useState } from "react";
import * as v from "valibot";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { useFormField } from "../../components/form-field/useFormField.ts";
import { odometerSchema } from "../../domain/odometer.ts";
import { firstIssueMessage } from "../../domain/validate.ts";
import { odometerTexts } from "../../texts/steps/offer.ts";
import { useFocusFirstInvalid } from "../offer-common/focusFirstInvalid.ts";
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
  const [submitted, setSubmitted] = useState(false);
  const { ref, requestFocus } = useFocusFirstInvalid();
  const error = submitted ? firstIssueMessage(odometerSchema, value) : undefined;
  const field = useFormField({ id: "kilometerstand", error });

  const onSubmit = () => {
    setSubmitted(true);
    const result = v.safeParse(odometerSchema, value, { abortPipeEarly: true });
    if (!result.success) {
      requestFocus();
      return;
    }
    send({ type: "odometer.submit", kilometerstand: result.output });
  };

  return (
    <StepPage title={odometerTexts.title} onSubmit={onSubmit}>
      <div ref={ref}>
        <InputGroup
          id={field.id}
          className="offer-field"
          label={odometerTexts.label}
          helpLabel={odometerTexts.help}
          errorLabel={error}
        >
          <BaseTextInput
            name="kilometerstand"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            unit={odometerTexts.unit}
            width="12rem"
          />
        </InputGroup>
        <p>
          <Button
            type="button"
            variant="ghost"
            onClick={() => send({ type: "odometer.submit", kilometerstand: "" })}
          >
            {odometerTexts.later}
          </Button>
        </p>
      </div>
    </StepPage>
  );
}
