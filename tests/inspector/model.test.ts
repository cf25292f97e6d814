/** The inspector reads the statechart from the machine itself: states, guards, entries, search. */
import { describe, expect, it } from "vitest";
import { layoutChart, stateBoxLines } from "../../inspector/layout.ts";
import { activeStateIds, extractChart, transitionLabel } from "../../inspector/model.ts";
import { inputFor, scenarioPaths, scenarios } from "../../inspector/pathModel.ts";
import { replayPath } from "../../inspector/replay.ts";
import { incomingTransitions, normalize, searchStates } from "../../inspector/search.ts";
import { appMachine } from "../../machines/appMachine.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";

const model = extractChart(purchaseMachine);

describe("The chart model of the purchase machine", () => {
  it("has every state of the machine, with meta.path and description", () => {
    const walk = (node: { id: string; states: Record<string, unknown> }): string[] => [
      node.id,
      ...Object.values(node.states).flatMap((child) => walk(child as typeof node)),
    ];
    expect(Object.keys(model.states).sort()).toEqual(walk(purchaseMachine.root).sort());
    expect(model.states.bonusOverforing?.path).toBe("/bonus-overforing");
    expect(model.states.bonusOverforing?.description).toMatch(/Bonusoverføring/);
    expect(model.states.bonusOverforing?.keyPath).toEqual(["tilbud", "steg", "bonusOverforing"]);
  });

  it("names every guard, including and(…), parameterised and stateIn guards", () => {
    const labels = model.transitions.map(transitionLabel);
    expect(labels).toContain("always [bonusFromOtherCompany]");
    expect(labels).toContain("done: checkContact [insurerRefusesContact]");
    expect(labels).toContain("price.submit [offerIsReady and hasCoverage and showsAddOnsStep]");
    expect(labels).toContain("summary.edit [editsQuestion(question=pant, from=sjekkBilInfo)]");
    expect(labels).toContain("overview.edit [editsQuestion(question=pant, from=kjop)]");
    expect(labels).toContain("done: purchase [purchaseWasRefused]");
    expect(model.transitions.some((t) => t.guard === "(inline guard)")).toBe(false);
  });

  it("shows the route guard of each routable step", () => {
    expect(model.states.bonusOverforing?.route?.guard).toBe(
      "hasOfferAndCoverage and bonusFromOtherCompany",
    );
    expect(model.states.intro?.route).toEqual({ guard: null, guardNames: [], description: null });
  });

  it("lists the entry points: start, bobil, express price, edit offer", () => {
    const labels = model.entryPoints.map((e) => `${e.label} → ${e.target}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        "Start → intro",
        "Bobil → velgBil",
        "Ekspresspris → ekspresspris",
        "Rediger tilbud → redigerTilbud",
      ]),
    );
    expect(model.entryPoints.some((e) => e.eventType === "express.open")).toBe(true);
    expect(model.entryPoints.some((e) => e.eventType === "offer.open")).toBe(true);
  });

  it("lists the invoked actors", () => {
    expect(model.actors.map((a) => a.src).sort()).toEqual(
      [
        "fetchBasisData",
        "fetchConsentTexts",
        "checkContact",
        "fetchGuarantee",
        "fetchLatestOffer",
        "fetchOffer",
        "fetchPrice",
        "lookupVehicle",
        "postConsent",
        "purchase",
        "saveOffer",
      ].sort(),
    );
    expect(extractChart(appMachine).actors.map((a) => a.src)).toContain("purchaseFlow");
  });

  it("draws the root chart with its children: the purchase flow, the session timeout and the feedback widget", () => {
    const app = extractChart(appMachine);
    const invokedIn = (src: string) => app.actors.find((actor) => actor.src === src)?.states;
    expect(invokedIn("purchaseFlow")).toEqual(["app.ready"]);
    // Also on a purchase block, for its 'Logg ut' (issue 29 item 13).
    expect(invokedIn("sessionTimeout")).toEqual([
      "app.blocked.running",
      "app.ready.sessionTimeout.running",
    ]);
    expect(invokedIn("feedback")).toEqual(["app.ready.feedback.open"]);
    expect(app.states["app.ready.feedback.open"]?.invokes).toEqual([
      { id: "feedback", src: "feedback", systemId: "feedback" },
    ]);
    // The root view's boxes (Utforsk, the app picked) name the children.
    expect(stateBoxLines(app, "app.ready")).toContain("⚙ purchaseFlow (purchase)");
    expect(stateBoxLines(app, "app.ready.sessionTimeout.running")).toContain("⚙ sessionTimeout");
    expect(stateBoxLines(app, "app.ready.feedback.open")).toContain("⚙ feedback");
    // Leaving the receipt is an arrow of the chart, not an effect of a view.
    expect(
      app.transitions.some(
        (t) =>
          t.source === "app.ready.feedback.open" &&
          t.eventType === "receipt.left" &&
          t.targets.includes("app.ready.feedback.waitingForReceipt"),
      ),
    ).toBe(true);
  });

  it("maps a state value to the active states", () => {
    const ids = activeStateIds(model, { tilbud: { steg: "pris", oppdatering: "ready" } });
    expect(ids).toEqual(expect.arrayContaining(["tilbud", "pris", "tilbudKlart"]));
  });
});

describe("Search", () => {
  it.each(["bonus-overforing", "bonusOverforing", "/bonus-overføring", "Bonus overføring"])(
    "'%s' finds bonusOverforing first",
    (query) => {
      expect(searchStates(model, query)[0]?.state.id).toBe("bonusOverforing");
    },
  );

  it("folds Norwegian letters and separators", () => {
    expect(normalize("Bonus-Overføring/ÆÅ")).toBe("bonusoverforingaea");
  });

  it("shows the guarded transitions that lead to bonusOverforing", () => {
    const incoming = incomingTransitions(model, "bonusOverforing");
    expect(incoming.map((t) => [t.source, t.eventType, t.guard])).toEqual([
      // The contact step goes on once the insurer has accepted the contact data.
      ["purchase.tilbud.steg.kontaktinfo.checked", "", "bonusFromOtherCompany"],
      ["kjop", "", "bonusFromOtherCompany and bonusTransferMissing"],
      [
        "purchase.tilbud.steg.kjop.confirming",
        "overview.edit",
        "editsQuestion(question=bonusOverforing, from=kjop)",
      ],
    ]);
  });
});

describe("Layout (ELK)", () => {
  it("places every state and routes every drawn transition", async () => {
    const layout = await layoutChart(model);
    for (const id of model.order.filter((id) => id !== model.rootId)) {
      expect(layout.states[id], id).toBeDefined();
    }
    const drawn = model.transitions.reduce((n, t) => n + t.targets.length, 0);
    expect(layout.edges).toHaveLength(drawn);
    for (const edge of layout.edges) expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
    // Nested states lie inside their parent.
    const parent = layout.states.tilbud;
    const child = layout.states.bonusOverforing;
    expect(child && parent && child.x >= parent.x && child.y >= parent.y).toBe(true);
  });
});

describe("Paths replayed on the diagram", () => {
  it("replays a generated path to the bonus transfer and names the transitions taken", () => {
    // QA's paths up to where the insurer's check of the contact details leads on to the bonus
    // transfer: the first scenario's paths that have one. Not the whole path model
    // (generateModel), which costs a minute on a loaded machine and is built once per run, by
    // tests/paths/paths.test.tsx (issue 28).
    const reachBonusTransfer = () => {
      for (const scenario of scenarios) {
        for (const candidate of scenarioPaths(scenario)) {
          const end = candidate.steps.findIndex(
            (step) =>
              step.event.type === "xstate.done.actor.checkContact" &&
              step.state.matches({ tilbud: { steg: "bonusOverforing" } }),
          );
          if (end >= 0) return { scenario, steps: candidate.steps.slice(0, end + 1) };
        }
      }
      return undefined;
    };
    const path = reachBonusTransfer();
    expect(path, "a path reaches bonusOverforing").toBeDefined();
    const steps = replayPath(
      purchaseMachine,
      model,
      path && inputFor(path.scenario),
      (path?.steps ?? []).map((s) => s.event),
    );
    const last = steps.at(-1);
    expect(last?.activeIds).toContain("bonusOverforing");
    expect(last?.transitionIds).toEqual(
      expect.arrayContaining([
        "purchase.tilbud.steg.kontaktinfo.checking|xstate.done.actor.checkContact|1",
        "purchase.tilbud.steg.kontaktinfo.checked|always|0",
      ]),
    );
    const known = new Set(model.transitions.map((t) => t.id));
    for (const step of steps)
      for (const id of step.transitionIds) expect(known.has(id), id).toBe(true);
  });
});
