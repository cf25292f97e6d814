import { useEffect, useRef } from "react";
import * as v from "valibot";
import {
  emailRejectedByServerMessage,
  emailSchema,
  mobileNumberInputMaxLength,
  mobileNumberSchema,
  mobileRejectedByServerMessage,
} from "../../../core/domain/contact.ts";
import { formatPhoneInput } from "../../../core/domain/inputMasks.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { contactTexts } from "../../../core/texts/steps/offer.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { refusedContact, selectContactCheck } from "../../app/purchaseSelectors.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { ErrorSummary } from "../../components/error-summary/index.ts";
import { TextField, useStepForm } from "../../components/form-field/index.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 kontaktinfo: mobile and e-mail, prefilled from the customer. The client rules of
 * SPEC §5 first; when they pass, the view sends `contact.submit` and the machine has the insurer
 * check both (its actor `checkContact`, GET /validate/mobileNo and /validate/emailAddress) before
 * it goes on; the view shows what the insurer refused.
 */
export function KontaktinfoView() {
  const send = usePurchaseSend();
  const savedMobile = usePurchaseSelector((snapshot) => snapshot.context.form.telefonnummer);
  const savedEmail = usePurchaseSelector((snapshot) => snapshot.context.form.epost);
  const [mobile, setMobile] = useAnswerDraft(
    "telefonnummer",
    formatPhoneInput(savedMobile),
    draftSchemas.text,
  );
  const [email, setEmail] = useAnswerDraft("epost", savedEmail, draftSchemas.text);
  const checking = usePurchaseSelector((snapshot) => snapshot.hasTag("loading"));
  const check = usePurchaseSelector(selectContactCheck);
  const refused = refusedContact(check, { telefonnummer: mobile, epost: email });

  const form = useStepForm({
    telefonnummer: {
      id: "mobilnummer",
      error: firstIssueMessage(mobileNumberSchema, mobile),
      reported: refused.telefonnummer ? mobileRejectedByServerMessage : undefined,
    },
    epost: {
      id: "epost",
      error: firstIssueMessage(emailSchema, email),
      reported: refused.epost ? emailRejectedByServerMessage : undefined,
    },
  });

  // The insurer's answer comes after the submit: focus moves to what it refused then, not when
  // the step opens with an earlier answer.
  const shownCheck = useRef(check);
  const { focusErrors } = form;
  useEffect(() => {
    if (check === shownCheck.current) return;
    shownCheck.current = check;
    if (check?.verdict?.telefonnummer === false || check?.verdict?.epost === false) focusErrors();
  }, [check, focusErrors]);

  return (
    <StepPage
      title={contactTexts.title}
      lead={<p>{contactTexts.lead}</p>}
      onSubmit={() =>
        form.submit(() =>
          send({
            type: "contact.submit",
            telefonnummer: v.parse(mobileNumberSchema, mobile),
            epost: v.parse(emailSchema, email),
          }),
        )
      }
      busy={checking}
    >
      <TextField
        {...form.field("telefonnummer")}
        className="offer-field"
        label={contactTexts.mobileLabel}
        name="telefonnummer"
        // A text field with the phone keypad: HTML gives the national number ('tel-national',
        // without +47, as the mask wants) to text fields only, a tel field takes 'tel' (WCAG 1.3.5).
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        value={mobile}
        maxLength={mobileNumberInputMaxLength}
        onChange={(event) => setMobile(formatPhoneInput(event.target.value))}
        width="12rem"
      />
      <TextField
        {...form.field("epost")}
        className="offer-field"
        label={contactTexts.emailLabel}
        name="epost"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <ErrorSummary {...form.summary} />
    </StepPage>
  );
}
