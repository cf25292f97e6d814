import { kjopTexts } from "../../../core/texts/steps/offer.ts";
import { fetchTerms, readMileageOptions } from "../../api/lists.ts";
import { useCachedResource, useResource } from "../../app/ApiContext.tsx";
import { useLinkEnvironment } from "../../app/LinkEnvironment.tsx";
import { DocumentLink } from "../../components/document-link/index.ts";

/**
 * The mileage option's text (GET /skadeforsikring/kjoerelengder); while the list loads it says so,
 * never a dash for a mileage the customer chose.
 */
export function MileageText({ kode }: { kode: string }) {
  const options = useCachedResource(readMileageOptions, []);
  if (options.status === "loading") return <>{kjopTexts.valueLoading}</>;
  const option =
    options.status === "ready"
      ? options.data.kjoerelengder.find((item) => item.kode === kode)
      : undefined;
  return <>{option?.tekst ?? kjopTexts.mileageUnavailable}</>;
}

/** Links to the agreement's terms (GET /skadeforsikring/dokument/avtalevilkaar). */
export function TermsLinks({ avtalenummer }: { avtalenummer: string }) {
  const terms = useResource((api) => fetchTerms(api, avtalenummer), [avtalenummer]);
  const { loginContext, bankApp } = useLinkEnvironment();
  if (terms.status === "loading") return null;
  if (terms.status === "error" || terms.data.dokumenter.length === 0) {
    return <p>{kjopTexts.termsFailed}</p>;
  }
  return (
    <ul className="offer-links">
      {terms.data.dokumenter.map((dokument) => (
        <li key={dokument.url}>
          <DocumentLink
            href={dokument.url}
            loginContext={loginContext}
            bankApp={bankApp}
            fileName={dokument.tittel}
          >
            {dokument.tittel}
          </DocumentLink>
        </li>
      ))}
    </ul>
  );
}
