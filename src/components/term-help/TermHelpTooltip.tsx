import { Tooltip } from "@fremtind/jokul/tooltip";
import { useEffect, useState } from "react";
import type { Term } from "../../../core/texts/terms.ts";
import { tooltipOpenDelayMs } from "../../styles/interfaceConstants.ts";
import { TermHelpExplanation } from "./TermHelpExplanation.tsx";
import { TermHelpTrigger } from "./TermHelpTrigger.tsx";
import { TermHelpParent, TermHelpShown } from "./termHelpParent.ts";

/** Jøkul's tooltip fades out in 150 ms (its own TooltipContent): it stays mounted that long. */
const jokulTooltipCloseMs = 150;

/**
 * A term's explanation in Jøkul's tooltip, opened on hover or focus after the spec's 250 ms: the
 * parent its trigger and explanation need.
 */
export function TermHelpTooltip({ term }: { term: Term }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open) {
      setShown(true);
      return;
    }
    const fadedOut = setTimeout(() => setShown(false), jokulTooltipCloseMs);
    return () => clearTimeout(fadedOut);
  }, [open]);
  return (
    <p className="term-help">
      <TermHelpParent.Provider value={term}>
        <TermHelpShown.Provider value={open || shown}>
          <Tooltip delay={tooltipOpenDelayMs} onOpenChange={setOpen}>
            <TermHelpTrigger />
            <TermHelpExplanation />
          </Tooltip>
        </TermHelpShown.Provider>
      </TermHelpParent.Provider>
    </p>
  );
}
