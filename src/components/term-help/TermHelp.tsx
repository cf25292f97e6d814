import { Tooltip, TooltipContent, TooltipTrigger } from "@fremtind/jokul/tooltip";
import { tooltipOpenDelayMs } from "../../styles/interfaceConstants.ts";
import { type Term, termTexts } from "../../texts/terms.ts";

/**
 * Explains a term of a step (SPEC §2, §9): Jøkul's tooltip, opened on hover or focus after the
 * spec's 250 ms; the trigger is a button whose name includes the explanation for screen readers.
 */
export function TermHelp({ term }: { term: Term }) {
  const texts = termTexts[term];
  return (
    <p className="term-help">
      <Tooltip delay={tooltipOpenDelayMs}>
        <TooltipTrigger>{texts.trigger}</TooltipTrigger>
        <TooltipContent>{texts.explanation}</TooltipContent>
      </Tooltip>
    </p>
  );
}
