import { usePurchaseSelector } from "../../app/purchaseHooks.ts";
import { Loader } from "../../components/loader/Loader.tsx";
import { PageError } from "../../components/page-error/PageError.tsx";

/** SPEC §2 {policyNumber}: the stored offer is fetched and fills the form; or it was not found. */
export function RedigerTilbudView() {
  const failed = usePurchaseSelector((snapshot) => snapshot.matches({ redigerTilbud: "failed" }));
  if (!failed) return <Loader />;
  return <PageError kind="offerNotFound" />;
}
