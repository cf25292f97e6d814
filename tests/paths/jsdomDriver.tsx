import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { expect, onTestFinished } from "vitest";
import type { Scenario } from "../../inspector/pathModel.ts";
import { type Customer, openApp } from "../integration/harness.tsx";
import type { RunningServer, TestClient } from "../server/harness.ts";
import { type Driver, faultPlanUrl, type Name } from "./executor.ts";

const timeout = 8000;
const trimmed = (path: string) => path.replace(/\/+$/, "") || "/";

/** The executor's driver for the React app in jsdom (Testing Library), against a real sandbox. */
export function jsdomDriver(server: RunningServer): Driver {
  let user: Customer | undefined;
  let session: TestClient | undefined;
  const pageErrors: string[] = [];
  const customer = () => {
    if (!user) throw new Error("open() first");
    return user;
  };
  const clickable = async (name: Name) => {
    try {
      return await screen.findByRole("button", { name }, { timeout });
    } catch (error) {
      const link = screen.queryByRole("link", { name });
      if (link) return link;
      throw error;
    }
  };
  const group = async (name: Name) => {
    try {
      return await screen.findByRole("radiogroup", { name }, { timeout: 2000 });
    } catch {
      return await screen.findByRole("group", { name }, { timeout });
    }
  };
  return {
    async open(scenario: Scenario, url: string, afterLogin) {
      watchPageErrors(pageErrors);
      const opened = await openApp(server, {
        persona: scenario.persona,
        path: url,
        distributor: scenario.distributor,
        afterLogin: async (browser) => {
          session = browser;
          await afterLogin?.();
        },
      });
      user = opened.user;
    },
    async reopen(path) {
      if (!session) throw new Error("open() first");
      cleanup();
      user = (await openApp(server, { path, sameBrowser: session })).user;
    },
    async sandbox(method, path, body) {
      if (!session) throw new Error("open() first");
      const answer = await session.api(method, path, body === undefined ? {} : { body });
      return { status: answer.status, body: answer.body };
    },
    async document() {
      return document;
    },
    async eventually(check) {
      await waitFor(check, { timeout });
    },
    takePageErrors() {
      return pageErrors.splice(0);
    },
    async planFaults(scenario, faults, mode) {
      const response = await fetch(`${server.origin}${faultPlanUrl(scenario)}`, {
        method: mode === "replace" ? "PUT" : "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(faults),
      });
      expect(response.status, "the sandbox takes the planned faults").toBe(204);
    },
    async expectHeading(name) {
      await screen.findByRole("heading", { level: 1, name }, { timeout });
    },
    async expectIdle() {
      await waitFor(
        () => {
          expect(
            document.querySelector(
              'button[aria-busy="true"], main [role="status"][aria-busy="true"]',
            ),
          ).toBeNull();
        },
        { timeout },
      );
    },
    async expectPath(path) {
      await waitFor(() => expect(trimmed(window.location.pathname)).toBe(trimmed(path)), {
        timeout,
      });
    },
    async expectText(text) {
      await waitFor(
        () => {
          const content = document.body.textContent ?? "";
          if (typeof text === "string") expect(content).toContain(text);
          else expect(content).toMatch(text);
        },
        { timeout },
      );
    },
    async click(name) {
      const element = await clickable(name);
      await waitFor(() => expect(element.getAttribute("aria-busy")).not.toBe("true"), { timeout });
      await customer().click(element);
    },
    async choose(name, choice) {
      const element = await group(name);
      await customer().click(within(element).getByRole("radio", { name: choice }));
    },
    async chooseNth(name, index) {
      const element = await group(name).catch(() => document.body);
      const radios = await within(element).findAllByRole("radio", undefined, { timeout });
      await customer().click(radios[index] as HTMLElement);
    },
    async chooseInEveryGroup(choice) {
      const groups = await screen.findAllByRole("radiogroup", undefined, { timeout });
      for (const group of groups)
        await customer().click(within(group).getByRole("radio", { name: choice }));
    },
    async check(name) {
      const box = (await screen.findByRole("checkbox", { name }, { timeout })) as HTMLInputElement;
      if (!box.checked) await customer().click(box);
    },
    async fill(label, text) {
      const field = await screen.findByRole("textbox", { name: label }, { timeout });
      await customer().clear(field);
      await customer().type(field, text);
    },
    async selectFirst(label) {
      const select = await screen.findByRole("combobox", { name: label }, { timeout });
      await waitFor(() => expect(within(select).getAllByRole("option").length).toBeGreaterThan(1), {
        timeout,
      });
      const option = within(select).getAllByRole("option")[1] as HTMLOptionElement;
      await customer().selectOptions(select, option.value);
    },
    async selectByName(label, name) {
      const select = await screen.findByRole("combobox", { name: label }, { timeout });
      const option = (await within(select).findByRole(
        "option",
        { name },
        { timeout },
      )) as HTMLOptionElement;
      await customer().selectOptions(select, option.value);
    },
    async selectNth(label, index) {
      const select = await screen.findByRole("combobox", { name: label }, { timeout });
      await waitFor(
        () => expect(within(select).getAllByRole("option").length).toBeGreaterThan(index),
        { timeout },
      );
      const option = within(select).getAllByRole("option")[index] as HTMLOptionElement;
      await customer().selectOptions(select, option.value);
    },
    async goTo(path) {
      await act(async () => {
        window.history.pushState({}, "", path);
        window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
      });
    },
  };
}

/**
 * Collects what would be a page error in a browser: uncaught errors and unhandled rejections in
 * the window, and console.error (React's warnings included), until the test finishes.
 */
function watchPageErrors(errors: string[]) {
  const onError = (event: ErrorEvent) => errors.push(`pageerror: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    errors.push(`unhandled rejection: ${String(event.reason)}`);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  onTestFinished(() => {
    console.error = consoleError;
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  });
}
