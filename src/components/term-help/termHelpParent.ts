import { createContext } from "react";
import type { Term } from "../../../core/texts/terms.ts";

/** SPEC §8 console message: a tooltip part rendered outside its parent (TermHelp). */
export const tooltipOutsideParentMessage = "A tooltip must be used inside a tooltip parent";

/** The term of the TermHelp around a part; null outside one. */
export const TermHelpParent = createContext<Term | null>(null);
