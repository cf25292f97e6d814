import { TooltipContent } from "@fremtind/jokul/tooltip";
import { useContext } from "react";
import { termTexts } from "../../../core/texts/terms.ts";
import { TermHelpParent, TermHelpShown, tooltipOutsideParentMessage } from "./termHelpParent.ts";

/**
 * A term's explanation, shown as the tooltip and there only while it shows (`TermHelpShown`).
 * Outside a TermHelp it says so on the console and renders nothing (SPEC §8), where Jøkul's
 * content would throw.
 */
export function TermHelpExplanation() {
  const term = useContext(TermHelpParent);
  const shown = useContext(TermHelpShown);
  if (term === null) {
    console.error(tooltipOutsideParentMessage);
    return null;
  }
  if (!shown) return null;
  return <TooltipContent>{termTexts[term].explanation}</TooltipContent>;
}
