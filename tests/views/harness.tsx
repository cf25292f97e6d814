import { render, screen, waitFor as waitForDom, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType, ReactNode } from "react";
import { expect, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import type { RuntimeConfig } from "../../core/contract/auth.ts";
import { formTexts } from "../../core/texts/form.ts";
import type { PurchaseEvent, PurchaseInput } from "../../machines/types.ts";
import type { ApiClient } from "../../src/api/client.ts";
import { createQueryCache } from "../../src/api/queryCache.ts";
import { ServicesProvider } from "../../src/app/ApiContext.tsx";
import {
  activeStep,
  type PurchaseActor,
  PurchaseActorProvider,
} from "../../src/app/purchaseHooks.ts";
import { fixtureCustomer } from "../fixtures/purchase.ts";
import { eventsTo, type WalkOptions, type WalkStep } from "../fixtures/walk.ts";
import { type Fakes, withFakes } from "../machines/harness.ts";

export const testConfig: RuntimeConfig = {
  kfpApiHost: "",
  unauthorizedUrl: "/sandbox/uautorisert",
  mixpanelProjectKey: "",
  defaultDistributor: "sb1",
  nysalgSkade: "true",
  sentryDsn: "",
  trafficLevel: "normal",
  bankDomains: [],
  environmentHosts: { production: [], qa: [] },
};

/**
 * An api client for views that fetch lists themselves. Each path answers from `responses`; any
 * other call fails, so a test never depends on a list it did not name.
 */
export function listApi(responses: Record<string, unknown> = {}): ApiClient {
  const answer = async (path: string) => {
    if (path in responses) return responses[path];
    throw new Error(`No test response for ${path}`);
  };
  const cache = createQueryCache();
  return {
    get: (_schema, path) => answer(path),
    read: (_schema, path, policy) => cache(path, () => answer(path), policy),
    post: (_schema, path) => answer(path),
    // Views never ask early; the app root does (src/app/appLogic.ts).
    prefetch: () => {
      throw new Error("Views do not prefetch");
    },
    answered: () => {
      throw new Error("Views do not take the page's answers");
    },
  } as ApiClient;
}

export interface StepSetup {
  /** Events that bring the flow to the step under test (fake actors answer the calls). */
  events?: PurchaseEvent[];
  input?: Partial<PurchaseInput>;
  fakes?: Partial<Fakes>;
  api?: ApiClient;
}

/**
 * The customer's events from the intro (or `from`) to the step `to` on the tests' walk: a car by
 * registration number, owned, not leased (tests/fixtures/walk.ts).
 */
export const walkTo = (to: WalkStep, options?: WalkOptions): PurchaseEvent[] =>
  eventsTo(to, options);

/** A Toyota Yaris 2022 picked in the model picker (no registration number), to the summary. */
export const toSummaryWithPickedModel: PurchaseEvent[] = [
  { type: "intro.start" },
  { type: "hasRegnr.answer", hasRegNr: false },
  {
    type: "model.submit",
    ofvdata: {
      modellaar: 2022,
      registreringsaar: 2022,
      merkekode: "5070",
      modellkode: "101",
      variantkode: "12",
    },
    merkenavn: "TOYOTA",
    modellnavn: "YARIS",
  },
  { type: "leasing.answer", leasing: false },
  { type: "owner.answer", eier: true },
];

/** Text as read: soft hyphens gone, no-break and narrow spaces as spaces, runs of space as one. */
export const normal = (value: string | null | undefined) =>
  (value ?? "")
    .replace(/\u00ad/g, "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The kjop overview's description list as [term, value] pairs (the value without its "Endre"). */
export function overviewRows(list: HTMLElement): [string, string][] {
  const terms = Array.from(list.querySelectorAll("dt")).map((term) => normal(term.textContent));
  const values = Array.from(list.querySelectorAll("dd")).map((value) =>
    normal((value.querySelector(".offer-overview__value") ?? value).textContent),
  );
  return terms.map((term, index) => [term, values[index] ?? ""]);
}

/** Starts the real purchase machine with fake actors and walks it through `events`. */
export async function flowAt(setup: StepSetup = {}): Promise<PurchaseActor> {
  const { machine } = withFakes(setup.fakes);
  const actor = createActor(machine, {
    input: {
      product: "bil",
      customer: fixtureCustomer(),
      distributor: "sb1",
      defaultBonus: "60",
      currentYear: 2026,
      ...setup.input,
    },
  }) as unknown as PurchaseActor;
  actor.start();
  for (const event of setup.events ?? []) {
    actor.send(event);
    await waitFor(actor, (snapshot) => !snapshot.hasTag("loading"));
  }
  return actor;
}

export function stepIdOf(actor: PurchaseActor) {
  return activeStep(actor.getSnapshot())?.id;
}

/**
 * Renders a step view on a running flow; `sent` records every event the view sends but the drafts
 * of answers as they are given (`form.draft`), which `drafts` records.
 */
export function renderStep(
  View: ComponentType,
  actor: PurchaseActor,
  api: ApiClient = listApi(),
  config: RuntimeConfig = testConfig,
) {
  const sent: PurchaseEvent[] = [];
  const drafts: Extract<PurchaseEvent, { type: "form.draft" }>[] = [];
  const forward = actor.send.bind(actor);
  vi.spyOn(actor, "send").mockImplementation((event) => {
    if (event.type === "form.draft") drafts.push(event);
    else sent.push(event as PurchaseEvent);
    forward(event);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider value={{ api, config }}>
      <PurchaseActorProvider value={actor}>{children}</PurchaseActorProvider>
    </ServicesProvider>
  );
  return { ...render(<View />, { wrapper }), sent, drafts };
}

/**
 * A failed submit on a step with more than one field: the error summary (Aksel) has taken focus
 * and lists `messages` as links, in page order. Returns the summary's links.
 */
export async function expectFocusedErrorSummary(messages: readonly string[]) {
  const summary = await screen.findByRole("region", { name: formTexts.errorSummaryHeading });
  await waitForDom(() => expect(document.activeElement).toBe(summary));
  const links = within(summary).getAllByRole("link");
  expect(links.map((link) => link.textContent)).toEqual(messages);
  return links;
}

/** Follows the error summary's link for `message` and returns the element that has focus then. */
export async function followErrorSummaryLink(message: string) {
  const summary = screen.getByRole("region", { name: formTexts.errorSummaryHeading });
  await userEvent.click(within(summary).getByRole("link", { name: message }));
  return document.activeElement;
}

/** The help or error text a field is described by (what a screen reader reads after its label). */
export function fieldMessage(field: Element): string {
  return (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();
}
