import { Button } from "@fremtind/jokul/button";
import type { ReactNode } from "react";
import { kjopTexts } from "../../../core/texts/steps/offer.ts";
import type { OverviewQuestion } from "../../../machines/types.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";

/**
 * One answer on the overview before purchase: its name, its value and, when the machine lets the
 * customer change it (`can(overview.edit)`), an "Endre" whose accessible name says what
 * ("Endre bonus"). The machine opens the step and brings the customer back here.
 */
export function OverviewRow({
  term,
  question,
  children,
}: {
  term: string;
  question?: OverviewQuestion;
  children: ReactNode;
}) {
  const send = usePurchaseSend();
  const editable = usePurchaseSelector((snapshot) =>
    question ? snapshot.can({ type: "overview.edit", question }) : false,
  );
  return (
    <div className="offer-overview__row">
      <dt>{term}</dt>
      <dd>
        <span className="offer-overview__value">{children}</span>
        {question && editable && (
          <Button
            type="button"
            variant="ghost"
            density="compact"
            className="offer-overview__change"
            onClick={() => send({ type: "overview.edit", question })}
          >
            {kjopTexts.change} <span className="jkl-sr-only">{term.toLowerCase()}</span>
          </Button>
        )}
      </dd>
    </div>
  );
}
