import { createContext, useContext, useEffect } from "react";
import { layoutTexts } from "../../../core/texts/layout.ts";

/** The product name of the page frame (PageLayout), for the pages' own document titles. */
export const ProductNameContext = createContext<string | undefined>(undefined);

/**
 * Gives the document a title of its own for the page on view, its h1 and the product (WCAG 2.4.2:
 * "Velg dekning – Bilforsikring"), so the browser's tab, history and a screen reader's page list tell
 * the steps apart. Outside the page frame, or for a heading that is not the page's h1, it is left as it is.
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const productName = useContext(ProductNameContext);
  useEffect(() => {
    if (!productName || !pageTitle) return;
    const title = layoutTexts.documentTitle(pageTitle, productName);
    // A page from the server has its title already: writing it again would replace the title
    // element's text, work for nothing among the page's first effects.
    if (document.title !== title) document.title = title;
  }, [pageTitle, productName]);
}
