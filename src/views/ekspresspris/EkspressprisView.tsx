import { hasInsuranceOverview, useServices } from "../../app/ApiContext.tsx";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { Loader } from "../../components/loader/Loader.tsx";
import { PageError } from "../../components/page-error/PageError.tsx";
import { PriceError } from "../../components/price-error/PriceError.tsx";

/**
 * SPEC §2 ekspresspris/{referenceId}: the basis data fills the car, then the summary. While it
 * loads, the loader; a vehicle error from the basis data is shown as such, anything else as
 * 'express price not found' with a retry.
 */
export function EkspressprisView() {
  const send = usePurchaseSend();
  const { config } = useServices();
  const failed = usePurchaseSelector((snapshot) => snapshot.matches({ ekspresspris: "failed" }));
  const error = usePurchaseSelector((snapshot) => snapshot.context.error);
  if (!failed) return <Loader />;
  if (error && error.kode !== "feil") {
    return (
      <PriceError
        kode={error.kode}
        avtalenummer={error.avtalenummer}
        hasOverview={hasInsuranceOverview(config)}
      />
    );
  }
  return <PageError kind="expressPriceNotFound" onRetry={() => send({ type: "flow.retry" })} />;
}
