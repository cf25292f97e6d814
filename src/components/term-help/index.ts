export { TermHelp } from "./TermHelp.tsx";
export { TermHelpExplanation } from "./TermHelpExplanation.tsx";
export { TermHelpTrigger } from "./TermHelpTrigger.tsx";
export { tooltipOutsideParentMessage } from "./termHelpParent.ts";
