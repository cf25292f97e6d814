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
}

export const distributorVariants = {
  sb1: {
    showsBankDiscountText: true,
    mayUseLoginPage: true,
    consentOwner: "bank",
    bankOverviewLink: "withDomain",
  },
  eika: {
    showsBankDiscountText: true,
    mayUseLoginPage: true,
    consentOwner: "bank",
    bankOverviewLink: "onlineBankUrl",
  },
  dnb: {
    showsBankDiscountText: true,
    mayUseLoginPage: false,
    consentOwner: "bank",
    bankOverviewLink: "onlineBankUrl",
  },
  none: {
    showsBankDiscountText: false,
    mayUseLoginPage: true,
    consentOwner: "app",
    bankOverviewLink: "none",
  },
} as const satisfies Record<Distributor, DistributorVariant>;

export function distributorVariant(distributor: Distributor): DistributorVariant {
  return distributorVariants[distributor];
}
