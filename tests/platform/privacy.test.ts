import { describe, expect, it } from "vitest";
import {
  scrubBreadcrumb,
  scrubRecordingEvent,
  scrubSentryEvent,
  scrubSpan,
} from "../../src/platform/errorReporting/index.ts";
import { createScrubber, redactions } from "../../src/platform/privacy.ts";
import { knownNames, person, personalDataIn } from "./personalData.ts";

const scrubber = createScrubber(knownNames);

describe("scrubbing text", () => {
  it.each([
    [`fnr ${person.fnr}`, `fnr ${redactions.nationalId}`],
    [`fnr ${person.fnrSpaced}.`, `fnr ${redactions.nationalId}.`],
    [`regnr ${person.regnr}`, `regnr ${redactions.registrationNumber}`],
    [`regnr ${person.regnrSpaced}`, `regnr ${redactions.registrationNumber}`],
    [`bonus fra ${person.bonusRegnr}`, `bonus fra ${redactions.registrationNumber}`],
    [`ring ${person.phone}`, `ring ${redactions.phone}`],
    [`ring ${person.phoneMasked}`, `ring ${redactions.phone}`],
    [`ring ${person.phonePairs}`, `ring ${redactions.phone}`],
    [`ring ${person.phoneIntl}`, `ring ${redactions.phone}`],
    [`skriv til ${person.email}`, `skriv til ${redactions.email}`],
    ["Hei, Ola Nordmann!", `Hei, ${redactions.name} ${redactions.name}!`],
    ["eier: KARI BAKKE-HANSEN", `eier: ${redactions.name} ${redactions.name}-${redactions.name}`],
  ])("%s", (input, expected) => {
    expect(scrubber.text(input)).toBe(expected);
  });

  it("scrubs URLs, also URL-encoded", () => {
    const url = `https://app.example/privat/forsikring/motor/bil/velg-bil?regnr=${person.regnr}&epost=ola.nordmann%40example.no&fnr=${person.fnr}&navn=Ola%20Nordmann`;
    expect(personalDataIn(scrubber.text(url))).toEqual([]);
  });

  it("leaves ordinary technical data alone", () => {
    for (const text of [
      "TypeError: Cannot read properties of undefined (reading 'dekninger')",
      "at fetchPrice (https://app.example/assets/index-3f2a91bc.js:1:23456)",
      "avtalenummer 100000001",
      "pris 12 345 kr per år",
      "release 2024.11.05",
      "trace 4bf92f3577b34da6a3ce929d0e0e4736",
      "@sentry/react 11.12.0",
    ]) {
      expect(scrubber.text(text)).toBe(text);
    }
  });

  it("learns names later", () => {
    const later = createScrubber();
    expect(later.text("Per Hansen")).toBe("Per Hansen");
    later.addNames(["Per Hansen"]);
    expect(later.text("Per Hansen")).toBe(`${redactions.name} ${redactions.name}`);
  });

  it("redacts 8- and 11-digit integers but keeps times", () => {
    expect(scrubber.value({ mobil: 91234567, fnr: 1019012345, timestamp: 17123456.5 })).toEqual({
      mobil: redactions.phone,
      fnr: 1019012345,
      timestamp: 17123456.5,
    });
  });
});

describe("scrubbing realistic error-reporting payloads", () => {
  const errorEvent = {
    event_id: "c0ffee00c0ffee00c0ffee00c0ffee00",
    level: "error",
    platform: "javascript",
    timestamp: 1735689600.123,
    message: `Kjøp feilet for ${person.regnr}`,
    exception: {
      values: [
        {
          type: "ApiError",
          value: `Ugyldig fødselsnummer ${person.otherOwnerFnr} for eier ${person.otherOwnerName}`,
          stacktrace: {
            frames: [
              {
                filename: "https://app.example/privat/forsikring/motor/bil/assets/index-abc123.js",
                function: "submitPurchase",
                lineno: 1,
                colno: 9876,
                vars: { epost: person.email, mobil: person.phoneMasked },
              },
            ],
          },
        },
      ],
    },
    request: {
      url: `https://app.example/privat/forsikring/motor/bil/velg-bil?regnr=${person.regnr}`,
      query_string: `regnr=${person.regnr}&fnr=${person.fnr}`,
      cookies: { "XSRF-TOKEN": "secret" },
      headers: { Cookie: "session=secret", "User-Agent": "Mozilla/5.0", Referer: "https://x" },
      data: { epostadresse: person.email },
    },
    user: { id: "tracking-1", email: person.email, ip_address: "10.1.2.3", username: "Ola" },
    tags: { product: "bil", customer: `${person.firstName} ${person.lastName}` },
    extra: {
      form: {
        registreringsnummer: person.regnr,
        epost: person.email,
        telefonnummer: person.phone,
        annenEierNavn: person.otherOwnerName,
        annenEierFnr: person.otherOwnerFnr,
      },
      kmStand: 12000,
    },
    contexts: { state: { value: "kontaktinfo", mobil: Number(person.phone) } },
    breadcrumbs: [
      {
        category: "navigation",
        data: { from: "/bil/", to: `/bil/velg-bil?regnr=${person.regnr}` },
      },
      { category: "console", message: `lagrer ${person.email}` },
    ],
  };

  const breadcrumbs = [
    {
      type: "http",
      category: "fetch",
      data: {
        method: "GET",
        url: `https://api.example/api/privat/forsikring/motor/bil/sok?registreringsnummer=${person.regnr}&inkludereBobil=true`,
        status_code: 200,
      },
    },
    {
      type: "http",
      category: "xhr",
      data: {
        method: "POST",
        url: "https://api.example/api/privat/forsikring/motor/bil/kjop",
        request_body: { epostadresse: person.email, mobilnummer: person.phone },
        response_body: { ok: true },
      },
    },
    {
      category: "ui.input",
      message: `input[name="annenEierFnr"] value ${person.fnrSpaced}`,
    },
    { category: "ui.click", message: `button "Kjøp for ${person.firstName}"` },
    { category: "navigation", data: { from: "/eier-navn", to: "/eier-fnr" } },
  ];

  const span = {
    trace_id: "4bf92f3577b34da6a3ce929d0e0e4736",
    span_id: "00f067aa0ba902b7",
    name: `GET /motor/bil/sok?registreringsnummer=${person.regnr}`,
    start_timestamp: 1735689600,
    end_timestamp: 1735689601,
    status: "ok",
    is_segment: false,
    attributes: {
      "url.full": `https://api.example/motor/bil/sok?registreringsnummer=${person.regnr}`,
      "http.query": `?epost=${encodeURIComponent(person.email)}`,
    },
  };

  const replayEvent = {
    type: "replay_event",
    urls: [
      "https://app.example/privat/forsikring/motor/bil/",
      `https://app.example/privat/forsikring/motor/bil/velg-bil?regnr=${person.regnr}`,
    ],
    replay_id: "abc",
  };

  const recordingEvent = {
    type: 5,
    timestamp: 1735689600123,
    data: {
      tag: "performanceSpan",
      payload: {
        op: "navigation.push",
        description: `https://app.example/bil/eier-fnr?fnr=${person.fnr}`,
        data: { previous: `/bil/eier-navn?navn=${encodeURIComponent(person.otherOwnerName)}` },
      },
    },
  };

  it("the error event keeps no personal data, no cookies, headers, bodies or user identity", () => {
    const scrubbed = scrubSentryEvent(errorEvent, scrubber);
    expect(personalDataIn(scrubbed)).toEqual([]);
    expect(scrubbed.user).toEqual({ id: "tracking-1" });
    expect(scrubbed.request).not.toHaveProperty("cookies");
    expect(scrubbed.request).not.toHaveProperty("data");
    expect(scrubbed.request.headers).toEqual({ "User-Agent": "Mozilla/5.0" });
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]?.function).toBe("submitPurchase");
    expect(scrubbed.timestamp).toBe(errorEvent.timestamp);
    expect(scrubbed.extra.kmStand).toBe(12000);
  });

  it("breadcrumbs keep their shape but no personal data and no bodies", () => {
    const scrubbed = breadcrumbs.map((breadcrumb) => scrubBreadcrumb(breadcrumb, scrubber));
    expect(personalDataIn(scrubbed)).toEqual([]);
    expect(scrubbed[1]?.data).toEqual({
      method: "POST",
      url: "https://api.example/api/privat/forsikring/motor/bil/kjop",
    });
    expect(scrubbed[4]).toEqual(breadcrumbs[4]);
  });

  it("spans, replay events and replay recording events", () => {
    expect(personalDataIn(scrubSpan(span, scrubber))).toEqual([]);
    expect(personalDataIn(scrubSentryEvent(replayEvent, scrubber))).toEqual([]);
    expect(personalDataIn(scrubRecordingEvent(recordingEvent, scrubber))).toEqual([]);
    expect(scrubRecordingEvent(recordingEvent, scrubber).timestamp).toBe(1735689600123);
  });

  it("does not change the input", () => {
    const before = JSON.stringify(errorEvent);
    scrubSentryEvent(errorEvent, scrubber);
    expect(JSON.stringify(errorEvent)).toBe(before);
  });
});
