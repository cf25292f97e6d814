import { Hono } from "hono";
import { EmailAddressQuery, MobileNumberQuery } from "../../src/api/contract/validation.ts";
import type { AppEnv } from "../http/session.ts";
import { readQuery } from "../http/validation.ts";

/**
 * The sandbox's stand-in for the insurer's contact-data checks. A Norwegian mobile number has 8
 * digits and starts with 4 or 9; with `allowForeign`, an international number (+ or 00, then
 * 7 to 15 digits) also passes. E-mail needs a plausible address whose domain is not one of the
 * reserved never-deliverable ones (RFC 2606 `.invalid`, `.test`, and `example.invalid`).
 */
export function isDeliverableMobile(mobileNo: string, allowForeign: boolean): boolean {
  const compact = mobileNo.replace(/[\s-]/g, "");
  const norwegian = compact.replace(/^(\+47|0047)/, "");
  if (/^[49]\d{7}$/.test(norwegian)) return true;
  if (!allowForeign || norwegian !== compact) return false;
  return /^(\+|00)[1-9]\d{6,14}$/.test(compact);
}

export function isDeliverableEmail(emailAddress: string): boolean {
  const match = /^[\p{L}\d.!#$%&'*+/=?^_`{|}~-]+@([\p{L}\d-]+(?:\.[\p{L}\d-]+)+)$/u.exec(
    emailAddress.trim(),
  );
  if (!match?.[1]) return false;
  const domain = match[1].toLowerCase();
  return !/\.(invalid|test|localhost)$/.test(domain);
}

export function validateRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get("/mobileNo", (c) => {
    const query = readQuery(c, MobileNumberQuery);
    return c.json({
      validMobileNo: isDeliverableMobile(query.mobileNo, query.allowForeign === "true"),
    });
  });
  routes.get("/emailAddress", (c) => {
    const query = readQuery(c, EmailAddressQuery);
    return c.json({ validEmailAddress: isDeliverableEmail(query.emailAddress) });
  });
  return routes;
}
