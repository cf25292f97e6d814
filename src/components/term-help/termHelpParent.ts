import { createContext } from "react";
import type { Term } from "../../../core/texts/terms.ts";

/** SPEC §8 console message: a tooltip part rendered outside its parent (TermHelp). */
export const tooltipOutsideParentMessage = "A tooltip must be used inside a tooltip parent";

/** The term of the TermHelp around a part; null outside one. */
export const TermHelpParent = createContext<Term | null>(null);

/**
 * Whether the explanation is on screen (or fading out): Jøkul's content is mounted only then, since
 * while mounted floating-ui keeps two aria-hidden focus guards with tabindex 0 at the end of the
 * page, where Tab lands on nothing a screen reader can name (WCAG 4.1.2).
 */
export const TermHelpShown = createContext(false);
