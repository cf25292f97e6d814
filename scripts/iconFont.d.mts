// Types for iconFont.mjs (plain JavaScript, so `npm run icons` needs no compiler).
export const jokulRoot: string;
export const fullIconFont: string;
export const iconFontSubset: string;
export function iconCodePoints(jokul?: string): number[];
export function subsetIconFont(jokul?: string): Promise<Uint8Array>;
