export { HydrateLater } from "./HydrateLater.tsx";
export { heldHydration, holdLaterHydration } from "./laterHydration.ts";
