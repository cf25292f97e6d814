import { Link } from "@fremtind/jokul/link";
import { redigerTilbudTexts } from "../../../core/texts/steps/intro.ts";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { selectOfferNotTheCustomers } from "../../app/purchaseSelectors.ts";
import { Loader } from "../../components/loader/index.ts";
import { menuLinks } from "../../components/navigation-menu/index.ts";
import { ErrorPage, PageError, StartOverButton } from "../../components/page-error/index.ts";

/** Where the customer's open offers are listed (the menu's 'Tilbud'). */
const offersHref = menuLinks.find((link) => link.key === "offers")?.href ?? "";

/**
 * SPEC §2 {policyNumber}: the stored offer is fetched and fills the form; or it was not found,
 * and the customer can start a new quote instead. A number the insurer has no offer under for
 * this customer says so (issue 26.8), with the way to the customer's own offers, instead of
 * SPEC's 'prøv igjen senere', which stays for the other failures.
 */
export function RedigerTilbudView() {
  const send = usePurchaseSend();
  const failed = usePurchaseSelector((snapshot) => snapshot.hasTag("entryFailed"));
  const notTheCustomers = usePurchaseSelector(selectOfferNotTheCustomers);
  if (!failed) return <Loader />;
  const startOver = () => send({ type: "flow.restart" });
  if (!notTheCustomers) return <PageError kind="offerNotFound" onStartOver={startOver} />;
  const texts = redigerTilbudTexts.notTheCustomers;
  return (
    <ErrorPage
      title={texts.title}
      actions={
        <>
          <StartOverButton onStartOver={startOver} />
          <Link href={offersHref}>{texts.toOffers}</Link>
        </>
      }
    >
      <p>{texts.text(notTheCustomers)}</p>
    </ErrorPage>
  );
}
