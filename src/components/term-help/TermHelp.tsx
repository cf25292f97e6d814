import { Tooltip } from "@fremtind/jokul/tooltip";
import type { Term } from "../../../core/texts/terms.ts";
import { tooltipOpenDelayMs } from "../../styles/interfaceConstants.ts";
import { TermHelpExplanation } from "./TermHelpExplanation.tsx";
import { TermHelpTrigger } from "./TermHelpTrigger.tsx";
import { TermHelpParent } from "./termHelpParent.ts";

/**
 * Explains a term of a step (SPEC §2, §9): Jøkul's tooltip, opened on hover or focus after the
 * spec's 250 ms. It is the parent its trigger and explanation need.
 */
export function TermHelp({ term }: { term: Term }) {
  return (
    <p className="term-help">
      <TermHelpParent.Provider value={term}>
        <Tooltip delay={tooltipOpenDelayMs}>
          <TermHelpTrigger />
          <TermHelpExplanation />
        </Tooltip>
      </TermHelpParent.Provider>
    </p>
  );
}
