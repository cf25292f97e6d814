import { Button } from "@fremtind/jokul/button";
import { Link } from "@fremtind/jokul/link";
import type { MouseEvent } from "react";
import { privacyHref as defaultPrivacyHref, footerTexts } from "../../../core/texts/footer.ts";

/** SPEC §2: 'contact us' links elsewhere point at this anchor. */
export const footerPhoneId = "kfp-footer-phonenumber";

/** The contact information the sandbox serves at GET /api/privat/forsikring/kontaktinformasjon. */
export interface FooterContactInfo {
  navn: string;
  telefon: string;
  epost: string;
  apningstider: readonly { dag: string; tid: string }[];
  chat?: { tekst: string; url: string };
}

export interface FooterProps {
  /** Undefined (not loaded or failed) shows the replacement content. */
  contactInfo: FooterContactInfo | undefined;
  /** Opens the cookie consent settings; the button is left out without it. */
  onCookieSettings?: () => void;
  privacyHref?: string;
  /**
   * Told of a click on a link out of the app (privacy, chat), which it may open itself: through
   * the bank app's bridge inside the bank app (SPEC §6); a plain link without it.
   */
  onExternalLink?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /**
   * Inside the bank's mobile app (the mobile-bank login context), mail and phone links are
   * labelled 'Kontakt oss' (SPEC §6); the number and address stay in view beside them.
   */
  labelContactLinks?: boolean;
}

/** '915 00 100' → 'tel:+4791500100'; numbers that already carry a country code keep it. */
export function telHref(telefon: string): string {
  const digits = telefon.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  return `tel:${digits.length === 8 ? `+47${digits}` : digits}`;
}

/** A mail or phone link: its value, or 'Kontakt oss' with the value beside it inside the bank app. */
function ContactLink({
  id,
  href,
  value,
  labelled,
}: {
  id?: string;
  href: string;
  value: string;
  labelled: boolean;
}) {
  if (!labelled)
    return (
      <Link id={id} href={href}>
        {value}
      </Link>
    );
  return (
    <>
      <Link id={id} href={href} aria-label={footerTexts.contactLinkName(value)}>
        {footerTexts.contactLink}
      </Link>{" "}
      <span className="footer__contact-value">{value}</span>
    </>
  );
}

function ContactBlock({
  contactInfo,
  onExternalLink,
  labelContactLinks,
}: {
  contactInfo: FooterContactInfo;
  onExternalLink: FooterProps["onExternalLink"];
  labelContactLinks: boolean;
}) {
  return (
    <>
      <p className="footer__name">{contactInfo.navn}</p>
      <dl className="footer__channels">
        <div>
          <dt>{footerTexts.phone}</dt>
          <dd>
            <ContactLink
              id={footerPhoneId}
              href={telHref(contactInfo.telefon)}
              value={contactInfo.telefon}
              labelled={labelContactLinks}
            />
          </dd>
        </div>
        <div>
          <dt>{footerTexts.email}</dt>
          <dd>
            <ContactLink
              href={`mailto:${contactInfo.epost}`}
              value={contactInfo.epost}
              labelled={labelContactLinks}
            />
          </dd>
        </div>
      </dl>
      {contactInfo.apningstider.length > 0 && (
        // Jøkul's table markup and classes, written out: its Table components (their contexts,
        // sorting and clickable rows) cost ~2 KB gzip on the first screen for a static table.
        <table className="jkl-table footer__opening-hours">
          <caption className="jkl-table-caption jkl-table-caption--sr-only">
            {footerTexts.openingHours}
          </caption>
          <thead className="jkl-table-head jkl-table-head--sr-only">
            <tr className="jkl-table-row" data-density="compact">
              <th
                className="jkl-table-header jkl-table-header--bold"
                scope="col"
                data-density="compact"
              >
                {footerTexts.day}
              </th>
              <th
                className="jkl-table-header jkl-table-header--bold"
                scope="col"
                data-density="compact"
              >
                {footerTexts.time}
              </th>
            </tr>
          </thead>
          <tbody>
            {contactInfo.apningstider.map(({ dag, tid }) => (
              <tr key={dag} className="jkl-table-row" data-density="compact">
                <th className="jkl-table-header" scope="row" data-density="compact">
                  {dag}
                </th>
                <td className="jkl-table-cell" data-density="compact">
                  {tid}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {contactInfo.chat && (
        <div className="footer__chat">
          <h3 className="jkl-heading-5">{footerTexts.chatHeading}</h3>
          <p>
            <Link
              href={contactInfo.chat.url}
              onClick={(event) => onExternalLink?.(event, contactInfo.chat?.url ?? "")}
            >
              {contactInfo.chat.tekst}
            </Link>
          </p>
        </div>
      )}
    </>
  );
}

/**
 * The contact footer (SPEC §2): contact name, phone (`#kfp-footer-phonenumber`), e-mail,
 * opening hours, optional chat, privacy and cookie settings, and the price-comparison line.
 */
export function Footer({
  contactInfo,
  onCookieSettings,
  privacyHref = defaultPrivacyHref,
  onExternalLink,
  labelContactLinks = false,
}: FooterProps) {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__contact" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="jkl-heading-4">
            {footerTexts.contactHeading}
          </h2>
          {contactInfo ? (
            <ContactBlock
              contactInfo={contactInfo}
              onExternalLink={onExternalLink}
              labelContactLinks={labelContactLinks}
            />
          ) : (
            <p className="footer__no-contact">{footerTexts.noContactInfo}</p>
          )}
        </section>
        <div className="footer__legal">
          <p>
            <Link href={privacyHref} onClick={(event) => onExternalLink?.(event, privacyHref)}>
              {footerTexts.privacyAndCookies}
            </Link>
          </p>
          {onCookieSettings && (
            <p>
              <Button
                variant="ghost"
                density="compact"
                type="button"
                onClick={() => onCookieSettings()}
              >
                {footerTexts.cookieSettings}
              </Button>
            </p>
          )}
          <p className="footer__comparison">{footerTexts.priceComparison}</p>
        </div>
      </div>
    </footer>
  );
}
