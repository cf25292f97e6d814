import { Link } from "@fremtind/jokul/link";
import type { MouseEvent, ReactNode } from "react";
import { type BankAppBridge, openExternalLink, pdfFileName } from "../../platform/bankAppBridge.ts";

export interface BankAppContext {
  insideApp: boolean;
  bridge: Pick<BankAppBridge, "openWebPage" | "openPdf" | "openExternalBrowser">;
}

export interface DocumentLinkProps {
  href: string;
  children: ReactNode;
  /** Where the customer logged in (MOBILBANK… means inside the bank's mobile app). */
  loginContext: string | null | undefined;
  bankApp?: BankAppContext | undefined;
  /** The file name a PDF gets when the bank app saves it. */
  fileName?: string;
}

const isPdf = (href: string) => /\.pdf($|\?)/i.test(href);

/**
 * A link to a document or another site. In an ordinary browser it is a plain link; inside the
 * bank's mobile app (SPEC §6) it opens through the app: PDFs by the app's PDF viewer with a file
 * name, other pages in the app's browser.
 */
export function DocumentLink({
  href,
  children,
  loginContext,
  bankApp,
  fileName,
}: DocumentLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!bankApp?.insideApp || !loginContext?.startsWith("MOBILBANK")) return;
    event.preventDefault();
    const url = new URL(href, window.location.href).toString();
    if (isPdf(href)) bankApp.bridge.openPdf(url, pdfFileName(fileName));
    else
      openExternalLink({
        url,
        loginContext,
        insideApp: true,
        bridge: bankApp.bridge,
        openInBrowser: (target) => window.open(target, "_blank", "noopener"),
      });
  };
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
