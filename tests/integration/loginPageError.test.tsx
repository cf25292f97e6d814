// @vitest-environment jsdom
/**
 * Issue 29.3: on the login page's error, each button does what it says: 'Gå tilbake' is SPEC §2's
 * back action (history back), 'Prøv igjen' asks the sandbox for the login address again. The
 * first login call (and its one retry, SPEC §9) fails in transport (the network, not the insurer, so the sandbox answers the
 * second one).
 */
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createApiClient } from "../../src/api/client.ts";
import { ServicesProvider } from "../../src/app/ApiContext.tsx";
import { BrowserRouter } from "../../src/app/router.tsx";
import { LoginPage } from "../../src/views/login/LoginPage.tsx";
import { sandboxForFile } from "../server/harness.ts";
import { testConfig } from "../views/harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

function renderLoginPageWhoseFirstCallFails() {
  let loginCalls = 0;
  const api = createApiClient({
    apiHost: server().origin,
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes("/auth/login") && loginCalls++ < 2) {
        return Promise.reject(new TypeError("Failed to fetch"));
      }
      return fetch(input, init);
    },
  });
  window.history.replaceState({}, "", "/privat/forsikring/motor/bil/");
  render(
    <ServicesProvider value={{ api, config: testConfig }}>
      <BrowserRouter>
        <LoginPage product="bil" />
      </BrowserRouter>
    </ServicesProvider>,
  );
}

describe("29.3 the login page's error (SPEC §2)", () => {
  it("'Prøv igjen' asks for the login address again, and the login page is shown", async () => {
    renderLoginPageWhoseFirstCallFails();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Prøv igjen" }));
    await screen.findByRole("heading", { level: 1, name: "Sjekk pris på bilforsikring" });
  });

  it("'Gå tilbake' goes back in history, and asks nothing", async () => {
    renderLoginPageWhoseFirstCallFails();
    const user = userEvent.setup();
    window.history.pushState({}, "", "/privat/forsikring/motor/bil/");
    const back = vi.spyOn(History.prototype, "back").mockImplementation(() => {});
    onTestFinished(() => back.mockRestore());
    await user.click(await screen.findByRole("button", { name: "Gå tilbake" }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("heading", { name: "Sjekk pris på bilforsikring" })).toBeNull();
  });
});
