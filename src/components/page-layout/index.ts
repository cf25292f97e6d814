export type { PageLayoutProps } from "./PageLayout.tsx";
export { mainContentId, PageLayout } from "./PageLayout.tsx";
