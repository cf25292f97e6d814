/**
 * SPEC §9 "Interface" values a script needs: the tooltip's open delay, which Jøkul's Tooltip takes
 * as a number. The stylesheet's custom property of the same value (tokens.css
 * `--tooltip-open-delay`) is kept equal by tests/unit/styles/interfaceConstants.test.ts; every
 * other interface constant lives only in tokens.css.
 */
export const tooltipOpenDelayMs = 250;
