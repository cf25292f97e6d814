import type { ReactNode } from "react";
import { layoutTexts } from "../../../core/texts/layout.ts";
import { ProductNameContext } from "./documentTitle.ts";

/** The id of the main landmark, the skip link's target. */
export const mainContentId = "hovedinnhold";

export interface PageLayoutProps {
  /** The product name in the header, e.g. `layoutTexts.productName.bil`. */
  productName: string;
  /** Shown beside the product name (the union programme's mark for a union member). */
  productMark?: ReactNode;
  children: ReactNode;
  /** The navigation menu (or nothing, when logged out). */
  navigation?: ReactNode;
  /** A back button shown above the page content (hidden on the receipt). */
  backButton?: ReactNode;
  /** The footer (`<Footer />`). */
  footer?: ReactNode;
  mainId?: string;
}

/**
 * The page frame: skip link, header with the product name and the menu, the main landmark
 * (focusable, so the skip link moves focus there) and the footer. Light theme for Jøkul.
 */
export function PageLayout({
  productName,
  productMark,
  children,
  navigation,
  backButton,
  footer,
  mainId = mainContentId,
}: PageLayoutProps) {
  return (
    <div className="page-layout" data-theme="light">
      <a className="page-layout__skip-link" href={`#${mainId}`}>
        {layoutTexts.skipToMain}
      </a>
      <header className="page-layout__header">
        <div className="page-layout__header-inner">
          <p className="page-layout__product">
            {productName}
            {productMark}
          </p>
          {navigation}
        </div>
      </header>
      <main id={mainId} tabIndex={-1} className="page-layout__main">
        {backButton && <div className="page-layout__back">{backButton}</div>}
        <ProductNameContext value={productName}>{children}</ProductNameContext>
      </main>
      {footer}
    </div>
  );
}
