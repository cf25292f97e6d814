import { InfoMessage } from "@fremtind/jokul/message";
import { RadioButton, RadioButtonGroup } from "@fremtind/jokul/radio-button";
import { isBonusCode } from "../../../core/contract/bonus.ts";
import { isHigherBonus } from "../../../core/domain/bonus.ts";
import { bonusChoiceSchema } from "../../../core/domain/choices.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import { bonusTexts, questionTexts } from "../../../core/texts/steps/questions.ts";
import { readBonusList } from "../../api/lists.ts";
import { useCachedResource } from "../../app/ApiContext.tsx";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { useStepForm } from "../../components/form-field/index.ts";
import { TermHelp } from "../../components/term-help/index.ts";
import { ListState } from "../question-fields/ListState.tsx";
import { StepPage } from "../step-page/StepPage.tsx";

/**
 * SPEC §2 bonus: the offered bonus from us (chosen by default), or a higher bonus the customer has
 * in another company. The view sends the choice as made; the machine's `storeBonus` applies SPEC
 * §4 (a higher bonus than offered is a bonus from another company), and the bonus transfer is
 * asked for before purchase.
 */
export function BonusView() {
  const send = usePurchaseSend();
  const offered = usePurchaseSelector((snapshot) => snapshot.context.defaultBonus);
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form.bonuskode);
  const bonusList = useCachedResource(readBonusList, []);
  const [bonuskode, setBonuskode] = useAnswerDraft("bonuskode", saved, draftSchemas.text);
  const form = useStepForm({
    bonuskode: { id: "bonuskode", error: firstIssueMessage(bonusChoiceSchema, bonuskode) },
  });
  const fromOtherCompany = bonuskode !== "" && isHigherBonus(bonuskode, offered);

  const onSubmit = () =>
    form.submit(() => {
      // The choices are the bonus list's; a code the contract does not know is no choice.
      if (bonusList.status !== "ready" || !isBonusCode(bonuskode)) return;
      send({ type: "bonus.answer", bonusFraOss: bonuskode === offered, bonuskode });
    });

  return (
    <StepPage title={bonusTexts.title} onSubmit={onSubmit}>
      <ListState resource={bonusList} list={questionTexts.lists.bonus}>
        {({ bonusliste }) => (
          <RadioButtonGroup
            {...form.field("bonuskode")}
            legend={bonusTexts.legend}
            name="bonuskode"
            value={bonuskode}
            onChange={(event) => setBonuskode(event.target.value)}
            helpLabel={offered ? bonusTexts.help(offered) : bonusTexts.helpWithoutOffer}
          >
            {bonusliste
              // Below the offered bonus only what the customer already chose: ours is better.
              .filter(
                (level) =>
                  level.bonuskode === offered ||
                  level.bonuskode === saved ||
                  isHigherBonus(level.bonuskode, offered),
              )
              .map((level) => (
                <RadioButton
                  key={level.bonuskode}
                  value={level.bonuskode}
                  label={
                    level.bonuskode === offered
                      ? bonusTexts.fromUs(String(level.prosent))
                      : bonusTexts.fromOtherCompany(String(level.prosent))
                  }
                />
              ))}
          </RadioButtonGroup>
        )}
      </ListState>
      <div aria-live="polite">
        {fromOtherCompany && <InfoMessage>{bonusTexts.switchedNotice}</InfoMessage>}
      </div>
      <p>{bonusTexts.verifiedNotice}</p>
      <TermHelp term="bonus" />
    </StepPage>
  );
}
