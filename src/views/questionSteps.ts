import type { ComponentType } from "react";

/** Views of the vehicle and question steps, by state id. */
export const questionStepViews: Record<string, ComponentType> = {};
