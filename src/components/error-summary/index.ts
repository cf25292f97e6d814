export type { ErrorSummaryItem, ErrorSummaryProps } from "./ErrorSummary.tsx";
export { ErrorSummary } from "./ErrorSummary.tsx";
