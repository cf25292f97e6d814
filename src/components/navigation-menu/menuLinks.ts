import type { Distributor, LoginContext } from "../../../core/contract/common.ts";
import { distributorVariant } from "../../../core/domain/distributorVariants.ts";
import { menuTexts } from "../../../core/texts/menu.ts";
import { offersPagePath } from "../../app/flowLocation.ts";

/**
 * The customer's pages, in menu order. `requiresOverview`: shown only when the customer has an
 * insurance overview (SPEC §2: the full menu needs it; buying does not).
 */
export const menuLinks = [
  { key: "overview", href: "/privat/forsikring/oversikt", requiresOverview: true },
  { key: "documents", href: "/privat/forsikring/dokumenter", requiresOverview: true },
  { key: "invoice", href: "/privat/forsikring/faktura", requiresOverview: true },
  { key: "buy", href: "/privat/forsikring/kjop", requiresOverview: false },
  { key: "reportClaim", href: "/privat/forsikring/skade/meld", requiresOverview: true },
  { key: "claims", href: "/privat/forsikring/skade/saker", requiresOverview: true },
  { key: "profile", href: "/privat/forsikring/profil", requiresOverview: true },
  // The app's own page (issue 26.7); the others are the insurer's.
  { key: "offers", href: offersPagePath, requiresOverview: true },
] as const;
export type MenuLinkKey = (typeof menuLinks)[number]["key"] | "bankOverview";

/** Login contexts inside the banking mobile app, where the online-bank link is hidden. */
export const mobileBankLoginContexts = [
  "MOBILBANK",
  "MOBILBANK_DNB",
] as const satisfies readonly LoginContext[];

export interface MenuInput {
  offerCount: number;
  hasOverview: boolean;
  distributor: Distributor;
  /** The distributor's configured online-bank URL (`info.nettbankUrl`). */
  nettbankUrl?: string | null;
  /** The bank domain segment (sb1 only). */
  domene?: string | null;
  loginContext?: LoginContext | null;
}

export interface MenuItem {
  key: MenuLinkKey;
  label: string;
  href: string;
  /** Only on the offers link. */
  badge?: number;
}

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, "");

/**
 * SPEC §2 bank overview link: sb1 `{nettbankUrl}/{domene}/nettbank-privat/oversikt`, the other
 * banks their configured online-bank URL, none for 'none' and none inside the mobile bank.
 */
export function bankOverviewHref(input: MenuInput): string | null {
  const linkKind = distributorVariant(input.distributor).bankOverviewLink;
  if (linkKind === "none") return null;
  if (
    input.loginContext &&
    (mobileBankLoginContexts as readonly string[]).includes(input.loginContext)
  )
    return null;
  const base = input.nettbankUrl?.trim().replace(/\/+$/, "");
  if (!base) return null;
  if (linkKind === "onlineBankUrl") return base;
  const domene = trimSlashes(input.domene?.trim() ?? "");
  if (!domene) return null;
  return `${base}/${encodeURIComponent(domene)}/nettbank-privat/oversikt`;
}

/** The links the menu shows, in order, for one customer. */
export function buildMenuItems(input: MenuInput): MenuItem[] {
  const items: MenuItem[] = [];
  for (const link of menuLinks) {
    if (link.requiresOverview && !input.hasOverview) continue;
    if (link.key === "offers") {
      if (!(input.offerCount > 0)) continue;
      items.push({
        key: link.key,
        label: menuTexts.links.offers,
        href: link.href,
        badge: input.offerCount,
      });
      continue;
    }
    items.push({ key: link.key, label: menuTexts.links[link.key], href: link.href });
  }
  const bankHref = bankOverviewHref(input);
  if (bankHref)
    items.push({
      key: "bankOverview",
      label: menuTexts.links.bankOverview,
      href: bankHref,
    });
  return items;
}
