import { stepProgressTexts } from "../../core/texts/steps/frame.ts";
import { StepProgress } from "../components/step-progress/index.ts";
import { selectVehicleNoun } from "../views/question-fields/vehicleNoun.ts";
import { usePurchaseSelector } from "./purchaseHooks.ts";
import { progressPosition, selectProgressSection } from "./purchaseSelectors.ts";

/**
 * The progress indicator above the steps. The live region stays while the flow is shown, so a
 * screen reader hears the new part when the customer moves into it (the heading, which takes the
 * focus, tells the step itself); the entry pages and the receipt belong to no part.
 */
export function FlowProgress() {
  const section = usePurchaseSelector(selectProgressSection);
  const noun = usePurchaseSelector(selectVehicleNoun);
  const position = section && progressPosition(section);
  return (
    <div aria-live="polite">
      {section && position && (
        <StepProgress
          number={position.number}
          of={position.of}
          position={stepProgressTexts.position(position.number, position.of)}
          section={stepProgressTexts.section[section](noun)}
        />
      )}
    </div>
  );
}
