export type { PageErrorKind, PageErrorProps } from "./PageError.tsx";
export { PageError, pageErrorKinds } from "./PageError.tsx";
