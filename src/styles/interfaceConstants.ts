/**
 * SPEC §9 "Interface" values a script needs: the tooltip's open delay, which Jøkul's Tooltip takes
 * as a number. The stylesheet's custom property of the same value (tokens.css
 * `--tooltip-open-delay`) is kept equal by tests/unit/styles/interfaceConstants.test.ts; every
 * other interface constant lives only in tokens.css.
 */
export const tooltipOpenDelayMs = 250;

/**
 * SPEC §9: the free-text area's rows: 5 by default (a follow-up's text question), 7 at base level
 * (the feedback widget's main question), 4 in the add-on (the message box an answer reveals).
 * Jøkul's TextArea takes them as a prop, so they are a script's, not the stylesheet's.
 */
export const freeTextRows = { default: 5, baseLevel: 7, addOn: 4 } as const;
