import { TooltipTrigger } from "@fremtind/jokul/tooltip";
import { useContext } from "react";
import { termTexts } from "../../../core/texts/terms.ts";
import { TermHelpParent, tooltipOutsideParentMessage } from "./termHelpParent.ts";

/**
 * The button that opens a term's explanation. Outside a TermHelp it says so on the console and
 * renders nothing (SPEC §8), where Jøkul's trigger would throw and take the whole step down.
 */
export function TermHelpTrigger() {
  const term = useContext(TermHelpParent);
  if (term === null) {
    console.error(tooltipOutsideParentMessage);
    return null;
  }
  const { trigger } = termTexts[term];
  // Named by its own text: Jøkul would name it from the DOM after rendering, which the server
  // cannot (src/prerender renders this step); the explanation is its description.
  return <TooltipTrigger aria-label={trigger}>{trigger}</TooltipTrigger>;
}
