import { Link } from "@fremtind/jokul/link";
import type { ProductValue } from "../../../core/domain/products.ts";
import { soldElsewhereTexts } from "../../../core/texts/products.ts";
import { ExternalLink } from "../../app/ExternalLink.tsx";
import { footerPhoneId } from "../../components/footer/index.ts";

/**
 * SPEC §1: a product with no sales flow here (moped, boat, trailer, …) gets a page that says where
 * to buy it, never the not-found page: the shop's buy page, or the phone in the footer.
 */
export function SoldElsewherePage({ product }: { product: ProductValue }) {
  return (
    <section className="sold-elsewhere" aria-labelledby="sold-elsewhere-title">
      <h1 id="sold-elsewhere-title" className="jkl-heading-1">
        {soldElsewhereTexts.title(product)}
      </h1>
      <p>{soldElsewhereTexts.lead(product)}</p>
      <p>
        <ExternalLink href={soldElsewhereTexts.buyHref}>{soldElsewhereTexts.buyLink}</ExternalLink>
      </p>
      <p>{soldElsewhereTexts.contact}</p>
      <p>
        <Link href={`#${footerPhoneId}`}>{soldElsewhereTexts.contactLink}</Link>
      </p>
    </section>
  );
}
