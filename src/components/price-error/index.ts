export type { PriceErrorProps } from "./PriceError.tsx";
export {
  agreementDetailsHref,
  agreementReactivateHref,
  contactHref,
  PriceError,
  PriceErrorPage,
} from "./PriceError.tsx";
