/**
 * Issue 27 items 1 and 2: every machine has one self-contained file (stately/*.ts) that Stately's
 * reader, `@xstate/machine-extractor` (what the Stately editor's "Import from code" and the XState
 * VS Code extension use), reads whole: the same states, transitions (event, target, guard),
 * actions, actors, descriptions and meta as the machine the app runs. Equal sets, not counts.
 */
import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import {
  type ChartFacts,
  descriptionLines,
  factsFromExtract,
  factsFromMachine,
  metaLines,
  stateLine,
  transitionLine,
} from "../../inspector/stately/chartFacts.ts";
import { extractStatelyFile } from "../../inspector/stately/readStatelyFile.ts";
import {
  currentStatelyFile,
  generatedStatelyFile,
  statelyFiles,
} from "../../inspector/stately/statelyFiles.ts";
import { appMachine as statelyApp } from "../../stately/appMachine.ts";
import { feedbackMachine as statelyFeedback } from "../../stately/feedbackMachine.ts";
import { purchaseMachine as statelyPurchase } from "../../stately/purchaseMachine.ts";
import { sessionTimeoutMachine as statelySessionTimeout } from "../../stately/sessionTimeoutMachine.ts";

const generatedModules: Record<string, AnyStateMachine> = {
  "stately/purchaseMachine.ts": statelyPurchase,
  "stately/appMachine.ts": statelyApp,
  "stately/sessionTimeoutMachine.ts": statelySessionTimeout,
  "stately/feedbackMachine.ts": statelyFeedback,
};

/**
 * What extractor 0.16 (written for XState 4) does not read into its config, so Stately's editor
 * does not draw it: an invoked actor's `onSnapshot` and a step's `route` (both XState 5). They are
 * in the file all the same: the routes are read from the extractor's own syntax tree of each state
 * (below), and the last test of each machine imports the file and finds both.
 */
const unreadByExtractor = (event: string) => event.startsWith("snapshot:");

function withoutUnread(facts: ChartFacts): ChartFacts {
  return { ...facts, transitions: facts.transitions.filter((t) => !unreadByExtractor(t.event)) };
}

const sorted = (lines: string[]) => [...new Set(lines)].sort();

describe.each(statelyFiles)("$file", (spec) => {
  const running = factsFromMachine(spec.machine as AnyStateMachine);
  const text = currentStatelyFile(spec);

  it("is what `npm run stately` writes from the machine (run it when this fails)", () => {
    expect(text, `${spec.file} is out of date: run \`npm run stately\``).toBe(
      generatedStatelyFile(spec),
    );
  });

  describe("read by Stately's reader (@xstate/machine-extractor)", () => {
    const extracted = extractStatelyFile(text);
    const read = factsFromExtract(extracted[0] as (typeof extracted)[number]);
    const expected = withoutUnread(running);

    it("finds one machine, with the machine's id", () => {
      expect(extracted).toHaveLength(1);
      expect(read.machineId).toBe(running.machineId);
    });

    it("has the same states: ids, parents, tags, entry and exit actions, invoked actors", () => {
      expect(sorted(read.states.map((s) => s.id))).toEqual(
        sorted(expected.states.map((s) => s.id)),
      );
      expect(sorted(read.states.map(stateLine))).toEqual(sorted(expected.states.map(stateLine)));
    });

    it("has the same transitions: source, event, guard, targets and actions", () => {
      expect(sorted(read.transitions.map(transitionLine))).toEqual(
        sorted(expected.transitions.map(transitionLine)),
      );
    });

    it("has the same descriptions, of states and of transitions", () => {
      expect(sorted(descriptionLines(read))).toEqual(sorted(descriptionLines(expected)));
    });

    it("has the same meta (path, funnel step, section, aliases; the app's page)", () => {
      expect(sorted(metaLines(read))).toEqual(sorted(metaLines(expected)));
    });

    it("has the same routes (when Back or a link may open a step), in its syntax tree", () => {
      expect(read.routes).toEqual(expected.routes);
    });
  });

  it("runs as the same chart, routes and onSnapshot included (imported as an XState 5 machine)", () => {
    const generated = factsFromMachine(generatedModules[spec.file] as AnyStateMachine);
    expect(generated.routes).toEqual(running.routes);
    expect(sorted(generated.transitions.map(transitionLine))).toEqual(
      sorted(running.transitions.map(transitionLine)),
    );
    expect(sorted(descriptionLines(generated))).toEqual(sorted(descriptionLines(running)));
    expect(sorted(generated.states.map(stateLine))).toEqual(sorted(running.states.map(stateLine)));
    expect(sorted(metaLines(generated))).toEqual(sorted(metaLines(running)));
  });
});

describe("What Stately's reader leaves out", () => {
  it("is, besides the purchase steps' routes, only the app's onSnapshot of the purchase flow", () => {
    const unread = statelyFiles.flatMap((spec) =>
      factsFromMachine(spec.machine as AnyStateMachine)
        .transitions.filter((t) => unreadByExtractor(t.event))
        .map(transitionLine),
    );
    expect(unread).toEqual(
      expect.arrayContaining([
        "app.ready: snapshot:purchaseFlow [purchaseShowsReceipt] → (stays) / tellReceiptShown",
      ]),
    );
    expect(unread.filter((line) => !line.startsWith("app.ready: snapshot:purchaseFlow"))).toEqual(
      [],
    );
  });

  it("reads the chart source the app imports as one state (why stately/ exists)", () => {
    const [purchase] = extractStatelyFile(
      currentStatelyFile({ ...statelyFiles[0], file: "machines/purchaseMachine.ts" } as never),
    );
    expect(Object.keys(purchase?.config.states ?? {})).toEqual([]);
  });
});
