import type { CustomerResponse } from "../../api/contract/customer.ts";
import { commonTexts } from "../../texts/common.ts";
import { welcomeTexts } from "../../texts/login.ts";

/** Placeholder for the purchase flow: proves login and the customer call end to end. */
export function WelcomePage({
  customer,
  onLogout,
}: {
  customer: CustomerResponse;
  onLogout: () => void;
}) {
  return (
    <main className="page">
      <h1>{welcomeTexts.greeting(`${customer.fornavn} ${customer.etternavn}`)}</h1>
      <p>{welcomeTexts.customerNumber(customer.niceKundenummer)}</p>
      <button type="button" onClick={onLogout}>
        {commonTexts.logout}
      </button>
    </main>
  );
}
