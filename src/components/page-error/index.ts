export type { ErrorPageProps } from "./ErrorPage.tsx";
export { ErrorPage } from "./ErrorPage.tsx";
export type { PageErrorKind, PageErrorProps } from "./PageError.tsx";
export { PageError, pageErrorKinds, StartOverButton } from "./PageError.tsx";
