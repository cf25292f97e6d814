export type { PriceErrorProps } from "./PriceError.tsx";
export {
  agreementDetailsHref,
  agreementReactivateHref,
  contactHref,
  PriceError,
} from "./PriceError.tsx";
