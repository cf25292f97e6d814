// @vitest-environment jsdom
/**
 * The flow's client: its GETs and POSTs go out in a task after the next animation frame (the
 * click that starts one paints first); cached reads, prefetches and the page's answers at once.
 */
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../../src/api/client.ts";
import { sendingAfterPaint } from "../../../src/app/purchaseFlow.ts";
import { nextTask } from "../../../src/app/scheduling.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

/** A client that writes down each call it is given, and answers it at once. */
function recordingClient() {
  const calls: string[] = [];
  const client: ApiClient = {
    get: async (_schema, path) => {
      calls.push(`get ${path}`);
      return { path } as never;
    },
    post: async (_schema, path, body, options) => {
      calls.push(`post ${path} ${JSON.stringify(body)} ${options?.idempotencyKey ?? ""}`);
      return { path } as never;
    },
    read: (_schema, path) => {
      calls.push(`read ${path}`);
      return {} as never;
    },
    prefetch: (path) => {
      calls.push(`prefetch ${path}`);
    },
    answered: (path) => {
      calls.push(`answered ${path}`);
    },
  };
  return { client, calls };
}

/** Animation frames the test runs by hand. */
function heldFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  };
}

describe("sendingAfterPaint", () => {
  it("sends a GET and a POST only in a task after the next frame, with what they were given", async () => {
    const runFrames = heldFrames();
    const { client, calls } = recordingClient();
    const flowClient = sendingAfterPaint(client);
    const answer = v.object({ path: v.string() });
    const got = flowClient.get(answer, "/motor/bil/sok", { registreringsnummer: "SX10001" });
    const posted = flowClient.post(answer, "/motor/bil/kjop", { a: 1 }, { idempotencyKey: "k" });
    await nextTask();
    expect(calls).toEqual([]);
    runFrames();
    // The frame's callbacks run before its paint: the calls wait for the task after it.
    expect(calls).toEqual([]);
    expect(await got).toEqual({ path: "/motor/bil/sok" });
    expect(await posted).toEqual({ path: "/motor/bil/kjop" });
    expect(calls).toEqual(["get /motor/bil/sok", 'post /motor/bil/kjop {"a":1} k']);
  });

  it("hands cached reads, prefetches and the page's answers on at once", () => {
    heldFrames();
    const { client, calls } = recordingClient();
    const flowClient = sendingAfterPaint(client);
    flowClient.read(v.unknown(), "/kontaktinformasjon", { staleMs: 0 } as never);
    flowClient.prefetch("/motor/bil/tilbud/hent", { avtalenummer: "1" });
    flowClient.answered("/motor/bil/tilbud/hent", { avtalenummer: "1" }, {});
    expect(calls).toEqual([
      "read /kontaktinformasjon",
      "prefetch /motor/bil/tilbud/hent",
      "answered /motor/bil/tilbud/hent",
    ]);
  });
});
