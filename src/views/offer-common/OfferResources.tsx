import { fetchTerms, readMileageOptions } from "../../api/lists.ts";
import { useCachedResource, useResource } from "../../app/ApiContext.tsx";
import { useLinkEnvironment } from "../../app/LinkEnvironment.tsx";
import { DocumentLink } from "../../components/document-link/index.ts";
import { kjopTexts } from "../../texts/steps/offer.ts";

/** The mileage option's text (GET /skadeforsikring/kjoerelengder); a dash until it is known. */
export function MileageText({ kode }: { kode: string }) {
  const options = useCachedResource(readMileageOptions, []);
  if (options.status !== "ready") return <>–</>;
  const option = options.data.kjoerelengder.find((item) => item.kode === kode);
  return <>{option?.tekst ?? "–"}</>;
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
