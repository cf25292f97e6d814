import { memo } from "react";
import type { Term } from "../../../core/texts/terms.ts";
import { HydrateLater } from "../hydrate-later/index.ts";
import { TermHelpTooltip } from "./TermHelpTooltip.tsx";

/**
 * Explains a term of a step (SPEC §2, §9). On a page from the server it is taken over after the
 * rest: Jøkul's trigger sets state while React attaches it, which makes React finish its first
 * commit with every effect of the page and a second render in the same long task (issue 31).
 */
export const TermHelp = memo(function TermHelp({ term }: { term: Term }) {
  return (
    <HydrateLater>
      <TermHelpTooltip term={term} />
    </HydrateLater>
  );
});
