export { ProductNameContext, useDocumentTitle } from "./documentTitle.ts";
export type { PageLayoutProps } from "./PageLayout.tsx";
export { mainContentId, PageLayout } from "./PageLayout.tsx";
