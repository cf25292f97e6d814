export type { BackEnvironment } from "./defaultBack.ts";
export { defaultBack, markLoginPage } from "./defaultBack.ts";
export type { FullScreenErrorCode, FullScreenErrorProps } from "./FullScreenError.tsx";
export {
  FullScreenError,
  fullScreenErrorCodes,
  fullScreenErrors,
  insuranceOverviewHref,
  isFullScreenErrorCode,
} from "./FullScreenError.tsx";
