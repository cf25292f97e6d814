import type { ComponentType } from "react";

/** Views of the price, adjustment, purchase and receipt steps, by state id. */
export const offerStepViews: Record<string, ComponentType> = {};
