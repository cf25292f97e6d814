// @vitest-environment jsdom
/**
 * useResource: loading, then the data or a retry. Mounting it renders once until the answer
 * comes: the effect that asks keeps the loading state it already has (on a hydrated page a
 * second render would fall into React's first long task).
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "../../../src/api/client.ts";
import { type Resource, ServicesProvider, useResource } from "../../../src/app/ApiContext.tsx";
import { testConfig } from "../../views/harness.tsx";

afterEach(cleanup);

/** A load the test answers itself, one promise per call. */
function controlledLoad() {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

function renderResource(load: () => Promise<string>) {
  const states: Resource<string>["status"][] = [];
  let latest: Resource<string> | undefined;
  function Reader() {
    const resource = useResource(load, []);
    states.push(resource.status);
    latest = resource;
    return <p>{resource.status === "ready" ? resource.data : resource.status}</p>;
  }
  // Never asked: the load above does not use the client.
  const api = createApiClient({ apiHost: "http://127.0.0.1:9" });
  render(
    <ServicesProvider value={{ api, config: testConfig }}>
      <Reader />
    </ServicesProvider>,
  );
  return { states, latest: () => latest };
}

const oneTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe("useResource", () => {
  it("renders once while it loads, then once with the data", async () => {
    const { load, calls } = controlledLoad();
    const { states } = renderResource(load);
    await oneTask();
    expect(calls).toHaveLength(1);
    expect(states).toEqual(["loading"]);
    await act(async () => calls[0]?.resolve("svar"));
    expect(screen.getByText("svar")).toBeTruthy();
    expect(states).toEqual(["loading", "ready"]);
  });

  it("after a failure, 'retry' shows loading again and asks again", async () => {
    const { load, calls } = controlledLoad();
    const { states, latest } = renderResource(load);
    await oneTask();
    await act(async () => calls[0]?.reject(new Error("nede")));
    const failed = latest();
    if (failed?.status !== "error") throw new Error(`expected an error, got ${failed?.status}`);
    act(() => failed.retry());
    expect(screen.getByText("loading")).toBeTruthy();
    await oneTask();
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve("andre svar"));
    expect(screen.getByText("andre svar")).toBeTruthy();
    expect(states.filter((status) => status === "loading").length).toBeGreaterThanOrEqual(2);
  });
});
