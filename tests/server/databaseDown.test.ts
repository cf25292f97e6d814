/**
 * Issue 28, item 4: with the database down, a logged-in customer's page load showed raw JSON
 * (`{"feil":{"kode":"feil"}}`). Now the page is the app's full-screen error page (503, never
 * stored), the API answers 503 in its error shape, and the sandbox's own pages a page of theirs.
 * The database is closed under the running server (PGlite here, the pool on PostgreSQL);
 * tests/server/built/databaseFaults.test.ts cuts a real PostgreSQL's connections.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullScreenErrors } from "../../core/texts/errors.ts";
import { builtPage, type RunningServer, startTestServerWithPage, TestClient } from "./harness.ts";

let server: RunningServer;
let customer: TestClient;
beforeAll(async () => {
  server = await startTestServerWithPage(builtPage);
  customer = new TestClient(server.origin);
  await customer.login("vanlig");
  // Up to here the database answers; from here it is gone. A minute on, the session's expiry is
  // due to slide, so the page asks the database (a session read a moment ago may be cached).
  await server.db.close();
  server.clock.advanceSeconds(60);
});
afterAll(() => server.close());

describe("with the database down", () => {
  it("a logged-in customer's page is the app's full-screen error page, not JSON", async () => {
    const response = await customer.raw("/privat/forsikring/motor/bil/");
    const page = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(page).toContain(fullScreenErrors.default.title);
    expect(page).toContain('href="/privat/forsikring"');
    // The built page's frame (its stylesheet), without the app, which would only ask again.
    expect(page).toContain('<link rel="stylesheet"');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('"feil"');
  });

  it("the API answers 503 in its error shape, never stored", async () => {
    const response = await customer.get<{ feil: { kode: string } }>("/skadekunde/");
    expect(response.status).toBe(503);
    expect(response.body.feil.kode).toBe("feil");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("the sandbox's login page says so as a page", async () => {
    const response = await new TestClient(server.origin).raw(
      `/sandbox/login?state=${"s".repeat(43)}`,
    );
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("<h1>Sandkassen svarer ikke nå</h1>");
  });
});
