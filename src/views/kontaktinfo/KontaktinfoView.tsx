import { useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { validateEmail, validateMobile } from "../../api/validation.ts";
import { useServices } from "../../app/ApiContext.tsx";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { ErrorSummary } from "../../components/error-summary/index.ts";
import { TextField, useStepForm } from "../../components/form-field/index.ts";
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
  const [checking, setChecking] = useState(false);
  const [rejected, setRejected] = useState<ServerRejections>({});
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const form = useStepForm({
    telefonnummer: {
      id: "mobilnummer",
      error: firstIssueMessage(mobileNumberSchema, mobile),
      reported: rejected.mobile,
    },
    epost: { id: "epost", error: firstIssueMessage(emailSchema, email), reported: rejected.email },
  });

  const checkWithInsurer = async () => {
    const telefonnummer = v.parse(mobileNumberSchema, mobile);
    const epost = v.parse(emailSchema, email);
    setChecking(true);
    const passes = (check: Promise<boolean>) => check.catch(() => true);
    const [mobileOk, emailOk] = await Promise.all([
      passes(validateMobile(api, telefonnummer)),
      passes(validateEmail(api, epost)),
    ]);
    if (!mounted.current) return;
    setChecking(false);
    if (!mobileOk || !emailOk) {
      setRejected({
        mobile: mobileOk ? undefined : mobileRejectedByServerMessage,
        email: emailOk ? undefined : emailRejectedByServerMessage,
      });
      form.focusErrors();
      return;
    }
    send({ type: "contact.submit", epost, telefonnummer });
  };

  return (
    <StepPage
      title={contactTexts.title}
      lead={<p>{contactTexts.lead}</p>}
      onSubmit={() => form.submit(() => void checkWithInsurer())}
      busy={checking}
    >
      <TextField
        {...form.field("telefonnummer")}
        className="offer-field"
        label={contactTexts.mobileLabel}
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
      <TextField
        {...form.field("epost")}
        className="offer-field"
        label={contactTexts.emailLabel}
        name="epost"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setRejected((current) => ({ ...current, email: undefined }));
        }}
      />
      <ErrorSummary {...form.summary} />
    </StepPage>
  );
}
