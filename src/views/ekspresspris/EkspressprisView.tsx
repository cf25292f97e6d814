import { hasInsuranceOverview, useServices } from "../../app/ApiContext.tsx";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { Loader } from "../../components/loader/index.ts";
import { PageError, StartOverButton } from "../../components/page-error/index.ts";
import { PriceErrorPage } from "../../components/price-error/index.ts";

/**
 * SPEC §2 ekspresspris/{referenceId}: the basis data fills the car, then the summary. While it
 * loads, the loader. A vehicle error from the basis data is the page (its title the h1);
 * anything else, an unknown reference included, is 'express price not found' with a retry. Either
 * way the customer can start an ordinary quote instead.
 */
export function EkspressprisView() {
  const send = usePurchaseSend();
  const { config } = useServices();
  const failed = usePurchaseSelector((snapshot) => snapshot.hasTag("entryFailed"));
  const error = usePurchaseSelector((snapshot) => snapshot.context.error);
  if (!failed) return <Loader />;
  const startOver = () => send({ type: "flow.restart" });
  if (error && error.kode !== "feil" && error.kode !== "ikkeFunnet") {
    return (
      <PriceErrorPage
        {...error}
        hasOverview={hasInsuranceOverview(config)}
        actions={<StartOverButton onStartOver={startOver} />}
      />
    );
  }
  return (
    <PageError
      kind="expressPriceNotFound"
      onRetry={() => send({ type: "flow.retry" })}
      onStartOver={startOver}
    />
  );
}
