import { useCallback } from "react";
import * as v from "valibot";
import { type DraftValue, vehicleIdentities } from "../../machines/types.ts";
import { activeStep, usePurchaseSelector, usePurchaseSend } from "./purchaseHooks.ts";

/**
 * One answer of the current step as the customer gives it (SPEC §4 "Persisted form data"): each
 * choice or keystroke goes to the machine as a draft, which is saved with the flow, so a reload
 * keeps what was chosen or typed but not yet submitted. Without a draft the step shows `saved`,
 * what the flow holds. A draft comes back from storage as untrusted input: it shows only if it
 * passes `schema`.
 */
export function useAnswerDraft<T extends DraftValue>(
  name: string,
  saved: T,
  schema: v.GenericSchema<unknown, T>,
): [T, (value: T) => void] {
  const send = usePurchaseSend();
  const step = usePurchaseSelector((snapshot) => activeStep(snapshot)?.id);
  const drafted = usePurchaseSelector((snapshot) => {
    const draft = snapshot.context.draft;
    return draft && draft.step === step && name in draft.values ? draft.values[name] : undefined;
  });
  const change = useCallback(
    (value: T) => {
      if (step) send({ type: "form.draft", step, name, value });
    },
    [send, step, name],
  );
  if (drafted === undefined) return [saved, change];
  const parsed = v.safeParse(schema, drafted);
  return [parsed.success ? parsed.output : saved, change];
}

/** Schemas of the drafts the steps keep: a yes/no radio answer, a text or choice, an identity. */
export const draftSchemas = {
  yesNo: v.nullable(v.picklist(["true", "false"])),
  text: v.pipe(v.string(), v.maxLength(200)),
  identity: v.picklist(vehicleIdentities),
};
