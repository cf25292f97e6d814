import type { Distributor } from "../contract/common.ts";

/** How the app differs per distributor: one place, so no view branches on a distributor's name. */
export interface DistributorVariant {
  /** SPEC §1: the extra bank-customer discount text is hidden for the provider's own channel. */
  showsBankDiscountText: boolean;
  /** SPEC §6: the bank distributor cannot use the login page (it shows the generic error). */
  mayUseLoginPage: boolean;
  /** Who asks for cookie consent: the bank around the app, or the app itself. */
  consentOwner: "bank" | "app";
  /** SPEC §2 bank overview link: with the bank domain segment, the plain online-bank URL, or none. */
  bankOverviewLink: "withDomain" | "onlineBankUrl" | "none";
  /**
   * The union's own channel (LO Favør): only union members buy here (SPEC §6), and its customers
   * count to the union's market source (SPEC §4).
   */
  isUnionChannel: boolean;
  /** SPEC §2 samtykke: the distributor asks for marketing consent while either is unanswered. */
  asksMarketingConsent: boolean;
}

export const distributorVariants = {
  sb1: {
    showsBankDiscountText: true,
    mayUseLoginPage: true,
    consentOwner: "bank",
    bankOverviewLink: "withDomain",
    isUnionChannel: false,
    asksMarketingConsent: true,
  },
  eika: {
    showsBankDiscountText: true,
    mayUseLoginPage: true,
    consentOwner: "bank",
    bankOverviewLink: "onlineBankUrl",
    isUnionChannel: false,
    asksMarketingConsent: false,
  },
  dnb: {
    showsBankDiscountText: true,
    mayUseLoginPage: false,
    consentOwner: "bank",
    bankOverviewLink: "onlineBankUrl",
    isUnionChannel: false,
    asksMarketingConsent: false,
  },
  none: {
    showsBankDiscountText: false,
    mayUseLoginPage: true,
    consentOwner: "app",
    bankOverviewLink: "none",
    isUnionChannel: true,
    asksMarketingConsent: false,
  },
} as const satisfies Record<Distributor, DistributorVariant>;

export function distributorVariant(distributor: Distributor): DistributorVariant {
  return distributorVariants[distributor];
}
