import { Hono } from "hono";
import { EmailAddressQuery, MobileNumberQuery } from "../../core/contract/validation.ts";
import { parseMobileNumber } from "../../core/domain/contact.ts";
import type { AppEnv } from "../http/session.ts";
import { readQuery } from "../http/validation.ts";

/**
 * The sandbox's stand-in for the insurer's contact-data checks. A mobile number is read as the
 * app reads it (`parseMobileNumber`: 8 digits after an optional +47/0047, or + or 00 and a
 * foreign number of up to 15 digits); a Norwegian one must then start with 4 or 9, and a foreign
 * one passes only with `allowForeign`. E-mail needs a plausible address whose domain is not one
 * of the reserved never-deliverable ones (RFC 2606 `.invalid`, `.test`, and `example.invalid`).
 */
export function isDeliverableMobile(mobileNo: string, allowForeign: boolean): boolean {
  const number = parseMobileNumber(mobileNo);
  if (!number) return false;
  return number.kind === "norwegian" ? /^[49]/.test(number.number) : allowForeign;
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
