import { InfoMessage } from "@fremtind/jokul/message";
import { alternativeChoiceSchema } from "../../../core/domain/choices.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { eierTexts } from "../../../core/texts/steps/questions.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { selectRegisterNamesCompanyOwner } from "../../app/purchaseSelectors.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { useStepForm } from "../../components/form-field/index.ts";
import { YesNoQuestion } from "../../components/yes-no-question/index.ts";
import { selectVehicleNoun, yesNoOf } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 eier: is the customer the registered owner? No leads to the owner's name and national
 * id (the machine decides); the other owner may only be spouse, cohabitant or registered partner
 * at the same address.
 */
export function EierView() {
  const send = usePurchaseSend();
  const noun = usePurchaseSelector(selectVehicleNoun);
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.eier);
  const companyInRegister = usePurchaseSelector(selectRegisterNamesCompanyOwner);
  const [answer, setAnswer] = useAnswerDraft("eier", yesNoOf(saved), draftSchemas.yesNo);
  const form = useStepForm({
    eier: { id: "eier", error: firstIssueMessage(alternativeChoiceSchema, answer) },
  });

  const onSubmit = () =>
    form.submit(() => {
      if (answer !== null) send({ type: "owner.answer", eier: answer === "true" });
    });

  return (
    <StepPage
      title={eierTexts.title(noun)}
      lead={
        companyInRegister ? (
          <InfoMessage>{eierTexts.registerSaysCompany(noun)}</InfoMessage>
        ) : undefined
      }
      onSubmit={onSubmit}
    >
      <YesNoQuestion
        {...form.field("eier")}
        legend={eierTexts.legend(noun)}
        legendIsPageTitle
        name="eier"
        value={answer}
        onChange={setAnswer}
        helpLabel={eierTexts.help}
      />
      <p>{eierTexts.otherOwnerRule}</p>
    </StepPage>
  );
}
