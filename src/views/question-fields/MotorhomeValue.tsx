import { formatBobilValue } from "../../../core/domain/money.ts";
import { sjekkBilInfoTexts as texts } from "../../../core/texts/steps/questions.ts";
import { usePurchaseSelector } from "../../app/purchaseHooks.ts";

/** The motorhome value the customer chose, as the value list words it (its code if not listed). */
export function MotorhomeValue() {
  const code = usePurchaseSelector((snapshot) => snapshot.context.form.bobilVerdikode);
  const choice = usePurchaseSelector((snapshot) =>
    snapshot.context.bobilMerker.find((item) => item.bobilVerdikode === code),
  );
  if (!code) return <>{texts.notAnswered}</>;
  return <>{choice ? formatBobilValue(choice.maksverdi) : code}</>;
}
