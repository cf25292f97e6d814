import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { selectOfferNotTheCustomers } from "../../app/purchaseSelectors.ts";
import { Loader } from "../../components/loader/Loader.tsx";
import { menuLinks } from "../../components/navigation-menu/menuLinks.ts";
import { PageError } from "../../components/page-error/PageError.tsx";

/** Where the customer's open offers are listed (the menu's 'Tilbud'). */
const offersHref = menuLinks.find((link) => link.key === "offers")?.href ?? "";

/**
 * SPEC §2 {policyNumber}: the stored offer is fetched and fills the form; or it was not found,
 * and the customer can start a new quote instead. A number the insurer has no offer under for
 * this customer says so (issue 26.8), with the way to the customer's own offers.
 */
export function RedigerTilbudView() {
  const send = usePurchaseSend();
  const failed = usePurchaseSelector((snapshot) => snapshot.matches({ redigerTilbud: "failed" }));
  const notTheCustomers = usePurchaseSelector(selectOfferNotTheCustomers);
  if (!failed) return <Loader />;
  return (
    <PageError
      kind="offerNotFound"
      onStartOver={() => send({ type: "flow.restart" })}
      {...(notTheCustomers
        ? { notTheCustomers: { avtalenummer: notTheCustomers, offersHref } }
        : {})}
    />
  );
}
