import { Button } from "@fremtind/jokul/button";
import { Link } from "@fremtind/jokul/link";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@fremtind/jokul/table";
import type { MouseEvent } from "react";
import { privacyHref as defaultPrivacyHref, footerTexts } from "../../texts/footer.ts";

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
}

/** '915 00 100' → 'tel:+4791500100'; numbers that already carry a country code keep it. */
export function telHref(telefon: string): string {
  const digits = telefon.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  return `tel:${digits.length === 8 ? `+47${digits}` : digits}`;
}

function ContactBlock({
  contactInfo,
  onExternalLink,
}: {
  contactInfo: FooterContactInfo;
  onExternalLink: FooterProps["onExternalLink"];
}) {
  return (
    <>
      <p className="footer__name">{contactInfo.navn}</p>
      <dl className="footer__channels">
        <div>
          <dt>{footerTexts.phone}</dt>
          <dd>
            <Link id={footerPhoneId} href={telHref(contactInfo.telefon)}>
              {contactInfo.telefon}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{footerTexts.email}</dt>
          <dd>
            <Link href={`mailto:${contactInfo.epost}`}>{contactInfo.epost}</Link>
          </dd>
        </div>
      </dl>
      {contactInfo.apningstider.length > 0 && (
        <Table
          className="footer__opening-hours"
          density="compact"
          caption={<TableCaption>{footerTexts.openingHours}</TableCaption>}
        >
          <TableHead srOnly>
            <TableRow>
              <TableHeader>{footerTexts.day}</TableHeader>
              <TableHeader>{footerTexts.time}</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {contactInfo.apningstider.map(({ dag, tid }) => (
              <TableRow key={dag}>
                <TableHeader scope="row" bold={false}>
                  {dag}
                </TableHeader>
                <TableCell>{tid}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
}: FooterProps) {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__contact" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="jkl-heading-4">
            {footerTexts.contactHeading}
          </h2>
          {contactInfo ? (
            <ContactBlock contactInfo={contactInfo} onExternalLink={onExternalLink} />
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
