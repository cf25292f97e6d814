import { Tooltip, TooltipContent, TooltipTrigger } from "@fremtind/jokul/tooltip";
import { tooltipOpenDelayMs } from "../../styles/interfaceConstants.ts";
import { type Term, termTexts } from "../../texts/terms.ts";

/**
 * Explains a term of a step (SPEC §2, §9): Jøkul's tooltip, opened on hover or focus after the
 * spec's 250 ms; the trigger is a button named by its own text.
 */
export function TermHelp({ term }: { term: Term }) {
  const texts = termTexts[term];
  return (
    <p className="term-help">
      <Tooltip delay={tooltipOpenDelayMs}>
        {/* Named by its own text: Jøkul would name it from the DOM after rendering, which the
            server cannot (src/prerender renders this step); the explanation is its description. */}
        <TooltipTrigger aria-label={texts.trigger}>{texts.trigger}</TooltipTrigger>
        <TooltipContent>{texts.explanation}</TooltipContent>
      </Tooltip>
    </p>
  );
}
