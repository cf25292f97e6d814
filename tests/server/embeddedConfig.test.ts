// @vitest-environment jsdom
/**
 * The page carries its runtime configuration (issue 9: one round trip less before the first
 * screen): every app path serves index.html with the JSON data block, equal to runtime-config.json.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withEmbeddedPageStart, withEmbeddedRuntimeConfig } from "../../pageServer/pages.ts";
import { runtimeConfigOf } from "../../server/app.ts";
import { configFromEnvironment } from "../../server/config.ts";
import { readEmbeddedPageStart, readEmbeddedRuntimeConfig } from "../../src/api/auth.ts";
import { type RunningServer, startTestServerWithPage, TestClient } from "./harness.ts";

const page = "<!doctype html><html><head><title>t</title></head><body></body></html>";
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServerWithPage(page);
});
afterAll(() => server.close());

const embeddedIn = (html: string) =>
  readEmbeddedRuntimeConfig(new DOMParser().parseFromString(html, "text/html"));
const pageStartIn = (html: string) =>
  readEmbeddedPageStart(new DOMParser().parseFromString(html, "text/html"));

describe("the page with its runtime configuration", () => {
  it("serves the start page and deep links with the configuration runtime-config.json has", async () => {
    const json = await (
      await fetch(`${server.origin}/privat/forsikring/motor/bil/runtime-config.json`)
    ).json();
    for (const address of [
      "/privat/forsikring/motor/bil/",
      "/privat/forsikring/motor/bil/index.html",
      "/privat/forsikring/motor/bobil/pris",
    ]) {
      const response = await fetch(`${server.origin}${address}`);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("Cache-Control"), address).toBe("private, no-cache");
      expect(embeddedIn(await response.text()), address).toEqual(json);
    }
  });

  it("escapes '<' so no value can close the data block", () => {
    const config = {
      ...runtimeConfigOf(configFromEnvironment({})),
      unauthorizedUrl: "</script><script>alert(1)</script>",
    };
    const html = withEmbeddedRuntimeConfig(page, config);
    expect(html).not.toContain("</script><script>");
    expect(embeddedIn(html)?.unauthorizedUrl).toBe("</script><script>alert(1)</script>");
  });

  it("is left out when the block is missing or does not match the contract", () => {
    expect(embeddedIn(page)).toBeUndefined();
    const wrongShape = page.replace(
      "</head>",
      '<script type="application/json" id="runtime-config">{"kfpApiHost":1}</script></head>',
    );
    expect(embeddedIn(wrongShape)).toBeUndefined();
    const broken = page.replace(
      "</head>",
      '<script type="application/json" id="runtime-config">{</script></head>',
    );
    expect(embeddedIn(broken)).toBeUndefined();
  });
});

describe("the page with what the server knows about the request", () => {
  const address = "/privat/forsikring/motor/bil/?registreringsnummer=SX10001";

  /** What GET /distributor and GET /kontaktinformasjon answer this browser, as the page carries it. */
  const startAnswers = async (browser: TestClient) => [
    { path: "/distributor", query: {}, body: (await browser.get("/distributor")).body },
    {
      path: "/kontaktinformasjon",
      query: {},
      body: (await browser.get("/kontaktinformasjon")).body,
    },
  ];

  it("carries, without a session, the session status, login address and start answers the API would answer", async () => {
    const browser = new TestClient(server.origin);
    const pageStart = pageStartIn(await (await browser.raw(address)).text());
    const sessionStatus = await browser.get("/auth/session-status");
    const login = await browser.get(`/auth/login?goto=${encodeURIComponent(address)}`);
    expect(pageStart).toEqual({
      sessionStatus: sessionStatus.body,
      login: { goto: address, ...(login.body as object) },
      answers: await startAnswers(browser),
    });
    expect(pageStart?.sessionStatus.kfpSessionId).toBeUndefined();
  });

  it("carries a logged-in customer's session status and start answers, and no login address", async () => {
    const browser = new TestClient(server.origin);
    await browser.login("vanlig", { distributor: "sb1" });
    const pageStart = pageStartIn(await (await browser.raw(address)).text());
    const sessionStatus = await browser.get<{ kfpSessionId?: string }>("/auth/session-status");
    expect(sessionStatus.body.kfpSessionId).toBeTruthy();
    expect(pageStart).toEqual({
      sessionStatus: sessionStatus.body,
      answers: await startAnswers(browser),
    });
  });

  it("escapes '<' in the address", () => {
    const goto = "/privat/forsikring/motor/bil/?x=</script><script>alert(1)</script>";
    const html = withEmbeddedPageStart(page, {
      sessionStatus: {},
      login: { goto, loginUrl: "/sandbox/login" },
    });
    expect(html).not.toContain("</script><script>");
    expect(pageStartIn(html)?.login?.goto).toBe(goto);
  });
});
