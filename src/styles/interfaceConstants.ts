/**
 * SPEC §9 "Interface": the constants scripts need (the tooltip's open delay, reduced motion), the
 * same values as the custom properties of tokens.css (a test keeps them equal).
 */
export const breakpointsPx = { medium: 680, large: 1200, xl: 1600 } as const;
export const motionMs = [75, 100, 150, 250, 400] as const;
export const tooltipOpenDelayMs = 250;
export const animationMs = { open: 250, close: 150 } as const;
export const textInputMaxChars = 40;

/** An animation's time: none where the customer prefers reduced motion. */
export function animationDuration(
  phase: keyof typeof animationMs,
  prefersReducedMotion: boolean,
): number {
  return prefersReducedMotion ? 0 : animationMs[phase];
}
