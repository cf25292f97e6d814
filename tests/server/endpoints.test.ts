import { idnr } from "@navikt/fnrvalidator";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BankContactResponse,
  ClientContextResponse,
  DistributorResponse,
  LoginResponse,
  RuntimeConfig,
} from "../../core/contract/auth.ts";
import { ConsentTextsResponse, ConsentUpdateResponse } from "../../core/contract/consent.ts";
import { CustomerResponse } from "../../core/contract/customer.ts";
import {
  BonusListResponse,
  CompaniesResponse,
  ContactInfoResponse,
  MileageListResponse,
  OfferOverviewResponse,
  TermsResponse,
} from "../../core/contract/lists.ts";
import { EmailAddressResponse, MobileNumberResponse } from "../../core/contract/validation.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { loginSiteOf, type RunningServer, startTestServer, TestClient } from "./harness.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ today: new Date("2026-11-22T09:00:00Z") });
});
afterAll(() => server.close());

async function loggedIn(persona: string, choices: Parameters<TestClient["login"]>[1] = {}) {
  const client = new TestClient(server.origin);
  await client.login(persona, choices);
  return client;
}

describe("auth endpoints", () => {
  it("login returns the sandbox login URL on the other site, with a same-site goto and the browser's login state", async () => {
    const client = new TestClient(server.origin);
    const response = await client.get(
      "/auth/login?goto=%2Fprivat%2Fforsikring%2Fmotor%2Fbobil%2F&distributor=dnb",
    );
    const url = new URL(v.parse(LoginResponse, response.body).loginUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${loginSiteOf(server.origin)}/sandbox/login`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      goto: "/privat/forsikring/motor/bobil/",
      distributor: "dnb",
      state: client.cookies.get("kfp-login"),
    });
  });

  it("client-context returns the login context and distributor chosen at login", async () => {
    const client = await loggedIn("vanlig", { distributor: "dnb", loginContext: "MOBILBANK_DNB" });
    const response = await client.get("/auth/client-context");
    expect(v.parse(ClientContextResponse, response.body)).toEqual({
      loginContext: "MOBILBANK_DNB",
      distributor: "dnb",
    });
  });

  it("client-context and bankkontakt are only for logged-in callers", async () => {
    const client = new TestClient(server.origin);
    expect((await client.get("/auth/client-context")).status).toBe(401);
    expect((await client.get("/auth/bankkontakt")).status).toBe(401);
  });

  it("bankkontakt names the customer's bank domain", async () => {
    const client = await loggedIn("vanlig", { distributor: "sb1" });
    const response = await client.get("/auth/bankkontakt");
    expect(v.parse(BankContactResponse, response.body)).toEqual({
      distributor: "sb1",
      banknavn: "Sparebank Sandkasse",
      domene: "sandkasse",
    });
  });

  it("distributor info follows the session, and the configured default before login", async () => {
    const anonymous = new TestClient(server.origin);
    const before = v.parse(DistributorResponse, (await anonymous.get("/distributor")).body);
    expect(before.shortname).toBe("sb1");
    const client = await loggedIn("vanlig", { distributor: "eika" });
    const after = v.parse(DistributorResponse, (await client.get("/distributor")).body);
    expect(after).toEqual({
      shortname: "eika",
      info: {
        loggUtUrl: "/sandbox/utlogget?distributor=eika",
        timeoutUrl: "/sandbox/tidsavbrudd?distributor=eika",
        nettbankUrl: "https://nettbank.eika.example",
      },
    });
  });

  it("runtime configuration is served beside the app", async () => {
    const response = await fetch(
      `${server.origin}/privat/forsikring/motor/bil/runtime-config.json`,
    );
    expect(v.parse(RuntimeConfig, await response.json())).toEqual({
      kfpApiHost: "",
      unauthorizedUrl: "/sandbox/uautorisert",
      mixpanelProjectKey: "",
      defaultDistributor: "sb1",
      nysalgSkade: "true",
      sentryDsn: "",
      trafficLevel: "normal",
      bankDomains: ["nettbank.sb1.example", "nettbank.eika.example", "nettbank.dnb.example"],
      environmentHosts: { production: [], qa: [] },
    });
  });
});

describe("customer", () => {
  const expectations = [
    {
      persona: "vanlig",
      alder: 45,
      isBankkunde: true,
      isLoMedlem: false,
      uonsket: false,
      utenlandskBosted: false,
      marketingConsent: "OPTED_IN",
    },
    {
      persona: "lo",
      alder: 38,
      isBankkunde: false,
      isLoMedlem: true,
      uonsket: false,
      utenlandskBosted: false,
      marketingConsent: "OPTED_OUT",
    },
    {
      persona: "under18",
      alder: 16,
      isBankkunde: false,
      isLoMedlem: false,
      uonsket: false,
      utenlandskBosted: false,
      marketingConsent: "UNANSWERED",
    },
    {
      persona: "uonsket",
      alder: 52,
      isBankkunde: false,
      isLoMedlem: false,
      uonsket: true,
      utenlandskBosted: false,
      marketingConsent: "UNANSWERED",
    },
    {
      persona: "utland",
      alder: 41,
      isBankkunde: true,
      isLoMedlem: false,
      uonsket: false,
      utenlandskBosted: true,
      marketingConsent: "UNANSWERED",
    },
    {
      persona: "ung",
      alder: 20,
      isBankkunde: true,
      isLoMedlem: false,
      uonsket: false,
      utenlandskBosted: false,
      marketingConsent: "OPTED_OUT",
    },
    {
      persona: "samtykke",
      alder: 33,
      isBankkunde: true,
      isLoMedlem: false,
      uonsket: false,
      utenlandskBosted: false,
      marketingConsent: "UNANSWERED",
    },
    {
      persona: "eksisterende",
      alder: 57,
      isBankkunde: true,
      isLoMedlem: false,
      uonsket: false,
      utenlandskBosted: false,
      marketingConsent: "OPTED_IN",
    },
    {
      persona: "fylt23",
      alder: 23,
      isBankkunde: true,
      isLoMedlem: false,
      uonsket: false,
      utenlandskBosted: false,
      marketingConsent: "OPTED_OUT",
    },
  ] as const;

  it("covers every test person", () => {
    expect(expectations.map((expected) => expected.persona).sort()).toEqual(
      testPersons.map((person) => person.persona).sort(),
    );
  });

  for (const expected of expectations) {
    it(`returns ${expected.persona} with the flags the README promises`, async () => {
      const client = await loggedIn(expected.persona);
      const customer = v.parse(CustomerResponse, (await client.get("/skadekunde/")).body);
      const { persona, marketingConsent, ...flags } = expected;
      expect(customer).toMatchObject(flags);
      expect(customer.samtykker.marketingConsent).toBe(marketingConsent);
      const person = testPersons.find((candidate) => candidate.persona === persona);
      expect(`${customer.fornavn} ${customer.etternavn}`).toBe(
        `${person?.fornavn} ${person?.etternavn}`,
      );
    });
  }

  it("gives every test person a synthetic national id (month + 80) that passes the mod-11 rules", async () => {
    const rows = await server.db.query<{ fnr: string }>("select fnr from customers");
    expect(rows).toHaveLength(testPersons.length);
    for (const { fnr } of rows) {
      expect(idnr(fnr)).toEqual({ status: "valid", type: "tnr" });
      expect(Number(fnr.slice(2, 4))).toBeGreaterThan(80);
    }
  });
});

describe("reference lists", () => {
  const companyLists = ["panthavere", "bonusoverfoering", "leasing"] as const;
  for (const list of companyLists) {
    it(`lists ${list} companies`, async () => {
      const client = await loggedIn("vanlig");
      const body = v.parse(
        CompaniesResponse,
        (await client.get(`/skadeforsikring/selskaper/${list}`)).body,
      );
      expect(body.selskaper.length).toBeGreaterThanOrEqual(3);
    });
  }

  it("lists bonus levels up to 80 % including the 60 % start", async () => {
    const client = await loggedIn("vanlig");
    const body = v.parse(BonusListResponse, (await client.get("/skadeforsikring/bonusliste")).body);
    const percents = body.bonusliste.map((level) => level.prosent);
    expect(Math.max(...percents)).toBe(80);
    expect(percents).toContain(60);
  });

  it("lists annual mileages including the default code '12'", async () => {
    const client = await loggedIn("vanlig");
    const body = v.parse(
      MileageListResponse,
      (await client.get("/skadeforsikring/kjoerelengder")).body,
    );
    expect(body.kjoerelengder.map((option) => option.kode)).toContain("12");
  });

  it("gives the terms of the customer's own agreement and 404 for anyone else's", async () => {
    const owner = await loggedIn("eksisterende");
    const terms = v.parse(
      TermsResponse,
      (await owner.get("/skadeforsikring/dokument/avtalevilkaar?avtalenummer=600000017")).body,
    );
    expect(terms.dokumenter[0]?.tittel).toBe("Forsikringsvilkår bil");
    const document = await fetch(`${server.origin}${terms.dokumenter[0]?.url}`);
    expect(document.status).toBe(200);
    const stranger = await loggedIn("vanlig");
    const refused = await stranger.get(
      "/skadeforsikring/dokument/avtalevilkaar?avtalenummer=600000017",
    );
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain("Volvo");
  });
});

describe("validation endpoints", () => {
  const mobiles = [
    { mobileNo: "41234567", allowForeign: "true", valid: true },
    { mobileNo: "91234567", allowForeign: "false", valid: true },
    { mobileNo: "21234567", allowForeign: "true", valid: false },
    { mobileNo: "4123456", allowForeign: "true", valid: false },
    { mobileNo: "+46701234567", allowForeign: "true", valid: true },
    { mobileNo: "+46701234567", allowForeign: "false", valid: false },
    // Typed as the contact step lets a customer type them (SPEC §5): with spaces and prefixes.
    { mobileNo: "+46 70 123 45 67", allowForeign: "true", valid: true },
    { mobileNo: "0046 70 123 45 67", allowForeign: "true", valid: true },
    { mobileNo: "+47 412 34 567", allowForeign: "false", valid: true },
    { mobileNo: "+47 212 34 567", allowForeign: "true", valid: false },
    { mobileNo: "+1234567890123456", allowForeign: "true", valid: false },
  ] as const;
  for (const { mobileNo, allowForeign, valid } of mobiles) {
    it(`mobile ${mobileNo} (foreign ${allowForeign}) is ${valid ? "valid" : "invalid"}`, async () => {
      const client = new TestClient(server.origin);
      const response = await client.get(
        `/validate/mobileNo?mobileNo=${encodeURIComponent(mobileNo)}&allowForeign=${allowForeign}`,
      );
      expect(v.parse(MobileNumberResponse, response.body)).toEqual({ validMobileNo: valid });
    });
  }

  const emails = [
    { emailAddress: "kari@example.com", valid: true },
    { emailAddress: "bjørn.ås@eksempel.no", valid: true },
    { emailAddress: "kari@example", valid: false },
    { emailAddress: "kari@ikke-levert.invalid", valid: false },
    { emailAddress: "kari.example.com", valid: false },
  ] as const;
  for (const { emailAddress, valid } of emails) {
    it(`e-mail ${emailAddress} is ${valid ? "deliverable" : "not deliverable"}`, async () => {
      const client = new TestClient(server.origin);
      const response = await client.get(
        `/validate/emailAddress?emailAddress=${encodeURIComponent(emailAddress)}`,
      );
      expect(v.parse(EmailAddressResponse, response.body)).toEqual({ validEmailAddress: valid });
    });
  }
});

describe("consent", () => {
  it("gives bank customers the bank-sharing text too, others only marketing", async () => {
    const client = await loggedIn("samtykke");
    const bank = v.parse(
      ConsentTextsResponse,
      (await client.get("/samtykke/tekster?bankkunde=true")).body,
    );
    expect(bank.samtykketekster.map((text) => text.key)).toEqual([
      "marketingConsent",
      "crossDomainConsent",
    ]);
    const other = v.parse(
      ConsentTextsResponse,
      (await client.get("/samtykke/tekster?bankkunde=false")).body,
    );
    expect(other.samtykketekster.map((text) => text.key)).toEqual(["marketingConsent"]);
  });

  it("stores the answer on the customer and in the change log", async () => {
    const client = await loggedIn("samtykke");
    const response = await client.post("/samtykke/oppdater", {
      crossDomainConsentApproved: false,
      marketingConsentApproved: true,
    });
    expect(v.parse(ConsentUpdateResponse, response.body)).toEqual({
      crossDomainConsent: "OPTED_OUT",
      marketingConsent: "OPTED_IN",
    });
    const customer = v.parse(CustomerResponse, (await client.get("/skadekunde/")).body);
    expect(customer.samtykker).toEqual({
      crossDomainConsent: "OPTED_OUT",
      marketingConsent: "OPTED_IN",
    });
    const log = await server.db.query(
      "select * from consent_changes where kundenummer = '10000068'",
    );
    expect(log.length).toBeGreaterThanOrEqual(1);
  });
});

describe("feedback, offers and contact", () => {
  it("stores feedback with the customer", async () => {
    const client = await loggedIn("vanlig");
    const response = await client.post("/feedback/", {
      productCode: "bil",
      page: "kvittering",
      feedbackValue: 5,
      text: "Enkelt",
    });
    expect(response.status).toBe(201);
    const rows = await server.db.query<{ feedback_value: number }>(
      "select feedback_value from feedback where kundenummer = '10000002'",
    );
    expect(rows.map((row) => row.feedback_value)).toContain(5);
  });

  it("lists only the caller's own open offers", async () => {
    const existing = await loggedIn("eksisterende");
    const offers = v.parse(
      OfferOverviewResponse,
      (await existing.get("/avtaleoversikt/tilbud")).body,
    );
    expect(offers.tilbud.map((offer) => offer.avtalenummer).sort()).toEqual([
      "600000025",
      "600000033",
      "600000049",
    ]);
    const other = await loggedIn("vanlig");
    const none = v.parse(OfferOverviewResponse, (await other.get("/avtaleoversikt/tilbud")).body);
    expect(none.tilbud).toEqual([]);
  });

  it("serves the footer contact information with opening hours", async () => {
    const client = new TestClient(server.origin);
    const contact = v.parse(ContactInfoResponse, (await client.get("/kontaktinformasjon")).body);
    expect(contact.apningstider.length).toBeGreaterThan(0);
    expect(contact.telefon).toMatch(/\d/);
  });
});
