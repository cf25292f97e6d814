import { SuccessMessage } from "@fremtind/jokul/message";
import { alternativeChoiceSchema } from "../../../core/domain/choices.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { samtykkeTexts } from "../../../core/texts/steps/offer.ts";
import type { ConsentKey } from "../../../machines/types.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { ErrorSummary } from "../../components/error-summary/index.ts";
import { useStepForm } from "../../components/form-field/index.ts";
import { Loader } from "../../components/loader/index.ts";
import { YesNoQuestion } from "../../components/yes-no-question/index.ts";
import "../offer-common/offerSteps.css";
import { StepPage } from "../step-page/StepPage.tsx";

type Answer = "true" | "false";

/**
 * SPEC §2 samtykke (sb1, consent unanswered): Ja/Nei per consent text, then 'Fortsett til
 * kvittering'. A consent the page does not ask about keeps the customer's current answer. The
 * purchase is already done, so there is no way back from here.
 */
export function SamtykkeView() {
  const send = usePurchaseSend();
  const loading = usePurchaseSelector((snapshot) => snapshot.hasTag("consentTextsLoading"));
  const posting = usePurchaseSelector((snapshot) => snapshot.hasTag("consentSending"));
  const texts = usePurchaseSelector((snapshot) => snapshot.context.consentTexts);
  const current = usePurchaseSelector((snapshot) => snapshot.context.customer.samtykker);
  const bought = usePurchaseSelector((snapshot) => snapshot.context.purchaseResult?.avtalenummer);
  // Answers sent before (a post that failed, then Back) are shown again, not cleared.
  const sent = usePurchaseSelector((snapshot) => snapshot.context.consentAnswer);
  const sentAnswer = (approved: boolean | undefined) =>
    approved === undefined ? null : (String(approved) as Answer);
  const [crossDomain, setCrossDomain] = useAnswerDraft(
    "crossDomainConsent",
    sentAnswer(sent?.crossDomainConsentApproved),
    draftSchemas.yesNo,
  );
  const [marketing, setMarketing] = useAnswerDraft(
    "marketingConsent",
    sentAnswer(sent?.marketingConsentApproved),
    draftSchemas.yesNo,
  );
  const answers: Partial<Record<ConsentKey, Answer>> = {
    crossDomainConsent: crossDomain ?? undefined,
    marketingConsent: marketing ?? undefined,
  };
  const setAnswer = (key: ConsentKey, value: Answer) =>
    key === "crossDomainConsent" ? setCrossDomain(value) : setMarketing(value);
  const form = useStepForm<ConsentKey>(
    Object.fromEntries(
      texts.map((text) => [
        text.key,
        {
          id: `samtykke-${text.key}`,
          error: firstIssueMessage(alternativeChoiceSchema, answers[text.key] ?? null),
        },
      ]),
    ),
  );

  const approved = (key: ConsentKey) => {
    const answer = answers[key];
    return answer === undefined ? current[key] === "OPTED_IN" : answer === "true";
  };

  const onSubmit = () =>
    form.submit(() =>
      send({
        type: "consent.submit",
        crossDomainConsentApproved: approved("crossDomainConsent"),
        marketingConsentApproved: approved("marketingConsent"),
      }),
    );

  return (
    <StepPage
      title={samtykkeTexts.title}
      lead={
        <>
          {bought && <SuccessMessage>{samtykkeTexts.bought(bought)}</SuccessMessage>}
          <p>{samtykkeTexts.lead}</p>
        </>
      }
      onSubmit={loading ? undefined : onSubmit}
      submitLabel={samtykkeTexts.submit}
      busy={posting}
      showBack={false}
    >
      {loading ? (
        <Loader variant="inline" text={samtykkeTexts.loading} />
      ) : (
        <>
          {texts.map((text) => (
            <div key={text.key} className="consent-item">
              <p>{text.intro}</p>
              <p>{text.text}</p>
              <YesNoQuestion
                {...form.field(text.key)}
                legend={text.title}
                name={`samtykke-${text.key}`}
                value={answers[text.key] ?? null}
                onChange={(value) => setAnswer(text.key, value)}
              />
            </div>
          ))}
          <ErrorSummary {...form.summary} />
        </>
      )}
    </StepPage>
  );
}
