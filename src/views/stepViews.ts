import type { ComponentType } from "react";
import { EkspressprisView } from "./ekspresspris/EkspressprisView.tsx";
import { HarBilView } from "./har-bil/HarBilView.tsx";
import { IntroView } from "./intro/IntroView.tsx";
import { offerStepViews } from "./offerSteps.ts";
import { questionStepViews } from "./questionSteps.ts";
import { RedigerTilbudView } from "./rediger-tilbud/RedigerTilbudView.tsx";
import { VelgBilView } from "./velg-bil/VelgBilView.tsx";

/**
 * The view of each step, by the state id the machine gives it. The machine decides which step is
 * active; a step without a view here is a programming error, caught by a test.
 */
export const stepViews: Record<string, ComponentType> = {
  intro: IntroView,
  harBil: HarBilView,
  velgBil: VelgBilView,
  ekspresspris: EkspressprisView,
  redigerTilbud: RedigerTilbudView,
  ...questionStepViews,
  ...offerStepViews,
};
