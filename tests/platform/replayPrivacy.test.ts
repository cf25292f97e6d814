// @vitest-environment jsdom
/**
 * Issue 28, item 9: session replays carried the agreement number in the links' `href`s (2 of 4
 * replays): the SDK's hooks never see the replay's recording of the page. Here the real SDK
 * (@sentry/react and its replay integration) records a page with the numbers in its address, in
 * link addresses and in attributes, with the production options (buildSentryOptions), and sends
 * through the app's transport to a stand-in for the network: nothing that leaves may hold them.
 */
import * as Sentry from "@sentry/react";
import { afterAll, describe, expect, it } from "vitest";
import { buildSentryOptions, type SentrySdk } from "../../src/platform/errorReporting/index.ts";
import { person, personalDataIn } from "./personalData.ts";
import { productionReportingSettings } from "./reportingSettings.ts";

const agreement = "600000017";
const offer = "600000025";
const customer = "10000002";

/** The envelopes as they would go on the network, after the app's transport. */
const sent: unknown[] = [];
const network: NonNullable<SentrySdk["makeFetchTransport"]> = () => ({
  send: async (envelope) => {
    sent.push(envelope);
    return { statusCode: 200 };
  },
  flush: async () => true,
});

// The SDK records replays only in a browser; it takes jsdom in Node for Electron's renderer.
const runtime = process as unknown as { type?: string };
const previousType = runtime.type;
runtime.type = "renderer";
afterAll(async () => {
  await Sentry.close();
  runtime.type = previousType;
});

describe("session replays", () => {
  it("carry no agreement, offer or customer number in addresses or attributes", async () => {
    window.history.replaceState(null, "", `/privat/forsikring/motor/detaljer/${agreement}`);
    document.body.innerHTML = `<main>
      <h1>Avtalen din</h1>
      <a href="/privat/forsikring/motor/detaljer/${agreement}/paareg" id="avtale-${agreement}">Endre</a>
      <a href="/privat/forsikring/motor/bil/${offer}?kunde=${customer}">Se tilbudet</a>
      <div data-avtalenummer="${agreement}" title="Avtale ${agreement}">${person.firstName} ${person.regnr}</div>
      <div style="width: 100px" class="jkl-grid-12">Layout</div>
    </main>`;
    const options = buildSentryOptions(productionReportingSettings, {
      ...(Sentry as unknown as SentrySdk),
      // Every session recorded, the first segment sent at once (the SDK waits 5 s otherwise).
      replayIntegration: (replayOptions) =>
        Sentry.replayIntegration({ ...replayOptions, minReplayDuration: 0 }),
      makeFetchTransport: network,
    });
    Sentry.init({ ...options, replaysSessionSampleRate: 1 });
    // A change after the first snapshot: the replay records it as a mutation.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = document.createElement("a");
    later.href = `/privat/forsikring/motor/detaljer/${agreement}`;
    later.textContent = "Til avtalen";
    document.querySelector("main")?.append(later);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Sentry.getReplay()?.flush();

    const everything = JSON.stringify(sent);
    // The replay went out, with the page's links and layout, only without the numbers.
    expect(everything).toContain('\\"type\\":\\"replay_recording\\"'.replaceAll("\\", ""));
    expect(everything).toContain("/privat/forsikring/motor/detaljer/:id/paareg");
    expect(everything).toContain("width: 100px");
    for (const number of [agreement, offer, customer]) expect(everything).not.toContain(number);
    expect(personalDataIn(sent)).toEqual([]);
  });
});
