import { InputGroup } from "@fremtind/jokul/input-group";
import { BaseTextInput } from "@fremtind/jokul/text-input";
import { useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { validateEmail, validateMobile } from "../../api/validation.ts";
import { useServices } from "../../app/ApiContext.tsx";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { useFormField } from "../../components/form-field/useFormField.ts";
import {
  emailRejectedByServerMessage,
  emailSchema,
  mobileNumberInputMaxLength,
  mobileNumberSchema,
  mobileRejectedByServerMessage,
} from "../../domain/contact.ts";
import { formatPhoneInput } from "../../domain/inputMasks.ts";
import { firstIssueMessage } from "../../domain/validate.ts";
import { contactTexts } from "../../texts/steps/offer.ts";
import { useFocusFirstInvalid } from "../offer-common/focusFirstInvalid.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

interface ServerRejections {
  mobile?: string;
  email?: string;
}

/**
 * SPEC §2 kontaktinfo: mobile and e-mail, prefilled from the customer. The client rules of
 * SPEC §5 first; when they pass, the insurer's checks (GET /validate/mobileNo and
 * /validate/emailAddress). A check that cannot be reached does not stop the customer: the
 * purchase call validates the contact data again.
 */
export function KontaktinfoView() {
  const send = usePurchaseSend();
  const { api } = useServices();
  const savedMobile = usePurchaseSelector((snapshot) => snapshot.context.form.telefonnummer);
  const savedEmail = usePurchaseSelector((snapshot) => snapshot.context.form.epost);
  const [mobile, setMobile] = useAnswerDraft(
    "telefonnummer",
    formatPhoneInput(savedMobile),
    draftSchemas.text,
  );
  const [email, setEmail] = useAnswerDraft("epost", savedEmail, draftSchemas.text);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [rejected, setRejected] = useState<ServerRejections>({});
  const { ref, requestFocus } = useFocusFirstInvalid();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const mobileError = submitted
    ? (firstIssueMessage(mobileNumberSchema, mobile) ?? rejected.mobile)
    : undefined;
  const emailError = submitted
    ? (firstIssueMessage(emailSchema, email) ?? rejected.email)
    : undefined;
  const mobileField = useFormField({ id: "mobilnummer", error: mobileError });
  const emailField = useFormField({ id: "epost", error: emailError });

  const onSubmit = async () => {
    setSubmitted(true);
    const mobileResult = v.safeParse(mobileNumberSchema, mobile, { abortPipeEarly: true });
    const emailResult = v.safeParse(emailSchema, email, { abortPipeEarly: true });
    if (!mobileResult.success || !emailResult.success) {
      requestFocus();
      return;
    }
    setChecking(true);
    const passes = (check: Promise<boolean>) => check.catch(() => true);
    const [mobileOk, emailOk] = await Promise.all([
      passes(validateMobile(api, mobileResult.output)),
      passes(validateEmail(api, emailResult.output)),
    ]);
    if (!mounted.current) return;
    setChecking(false);
    if (!mobileOk || !emailOk) {
      setRejected({
        mobile: mobileOk ? undefined : mobileRejectedByServerMessage,
        email: emailOk ? undefined : emailRejectedByServerMessage,
      });
      requestFocus();
      return;
    }
    send({ type: "contact.submit", epost: emailResult.output, telefonnummer: mobileResult.output });
  };

  return (
    <StepPage
      title={contactTexts.title}
      lead={<p>{contactTexts.lead}</p>}
      onSubmit={() => void onSubmit()}
      busy={checking}
    >
      <div ref={ref}>
        <InputGroup
          id={mobileField.id}
          className="offer-field"
          label={contactTexts.mobileLabel}
          errorLabel={mobileError}
        >
          <BaseTextInput
            name="telefonnummer"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={mobile}
            maxLength={mobileNumberInputMaxLength}
            onChange={(event) => {
              setMobile(formatPhoneInput(event.target.value));
              setRejected((current) => ({ ...current, mobile: undefined }));
            }}
            width="12rem"
          />
        </InputGroup>
        <InputGroup
          id={emailField.id}
          className="offer-field"
          label={contactTexts.emailLabel}
          errorLabel={emailError}
        >
          <BaseTextInput
            name="epost"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setRejected((current) => ({ ...current, email: undefined }));
            }}
          />
        </InputGroup>
      </div>
    </StepPage>
  );
}
