import type { ReactNode } from "react";
import { DocumentLink } from "../components/document-link/index.ts";
import { useLinkEnvironment } from "./LinkEnvironment.tsx";

/**
 * A link out of this app (SPEC §6): a plain link in a browser; inside the bank's mobile app, in
 * the mobile-bank login context, opened through the bank-app bridge.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { loginContext, bankApp } = useLinkEnvironment();
  return (
    <DocumentLink href={href} loginContext={loginContext} bankApp={bankApp}>
      {children}
    </DocumentLink>
  );
}
