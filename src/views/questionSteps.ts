import type { ComponentType } from "react";
import { lazyView, viewGroup } from "./lazyView.ts";

/** The question steps' code: one chunk, prefetched when idle after the first screen. */
export const questionViews = viewGroup(() => import("./questionViews.ts"));

/** Views of the vehicle and question steps, by state id. */
export const questionStepViews: Record<string, ComponentType> = {
  modellvelger: lazyView(questionViews, (m) => m.ModellvelgerView),
  bobilVerdi: lazyView(questionViews, (m) => m.BobilVerdiView),
  leasing: lazyView(questionViews, (m) => m.LeasingView),
  eier: lazyView(questionViews, (m) => m.EierView),
  eierNavn: lazyView(questionViews, (m) => m.EierNavnView),
  eierFnr: lazyView(questionViews, (m) => m.EierFnrView),
  pant: lazyView(questionViews, (m) => m.PantView),
  over23: lazyView(questionViews, (m) => m.Over23View),
  bonus: lazyView(questionViews, (m) => m.BonusView),
  sjekkBilInfo: lazyView(questionViews, (m) => m.SjekkBilInfoView),
  bonusOverforing: lazyView(questionViews, (m) => m.BonusOverforingView),
};
