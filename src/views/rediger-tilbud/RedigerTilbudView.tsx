import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { Loader } from "../../components/loader/Loader.tsx";
import { PageError } from "../../components/page-error/PageError.tsx";

/**
 * SPEC §2 {policyNumber}: the stored offer is fetched and fills the form; or it was not found,
 * and the customer can start a new quote instead.
 */
export function RedigerTilbudView() {
  const send = usePurchaseSend();
  const failed = usePurchaseSelector((snapshot) => snapshot.matches({ redigerTilbud: "failed" }));
  if (!failed) return <Loader />;
  return <PageError kind="offerNotFound" onStartOver={() => send({ type: "flow.restart" })} />;
}
