// @vitest-environment jsdom
/**
 * The login page (SPEC §2 "Other screens", §7 login frame, §9 the frame's default height): its
 * sentences and the embedded frame's size before and after the login app reports its own.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { LoginScreen } from "../../src/views/login/LoginScreen.tsx";

afterEach(cleanup);

/** SPEC §9: 275 × 1.08 px until the login app reports its size. */
const defaultHeight = 275 * 1.08;
const heightOf = (element: Element) => Number.parseFloat((element as HTMLElement).style.height);

describe("the login page (SPEC §2)", () => {
  it("says who delivers the insurance and why the customer must identify, above the frame", () => {
    render(<LoginScreen product="bil" loginUrl="/sandbox/login" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Sjekk pris på bilforsikring",
    );
    const sentences = [...document.querySelectorAll(".login-page > p")].map((p) => p.textContent);
    expect(sentences).toEqual([
      "Forsikringen leveres av forsikringsselskapet vårt.",
      "For å gi deg et personlig tilbud må vi vite hvem du er. Logg inn med elektronisk ID.",
    ]);
  });
});

describe("the login frame's height (SPEC §7, §9)", () => {
  it("is 275 × 1.08 px before the login app reports its size, then the size it reports", () => {
    render(<LoginScreen product="bil" loginUrl="/sandbox/login" />);
    const frame = screen.getByTitle("Innlogging");
    expect(heightOf(frame)).toBeCloseTo(defaultHeight, 6);
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: "https://elsewhere.example",
          data: { content: "LOGINAPP_DIMENSIONS", height: 900, width: 400 },
        }),
      );
    });
    expect(heightOf(frame)).toBeCloseTo(defaultHeight, 6);
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: window.location.origin,
          data: { content: "LOGINAPP_DIMENSIONS", height: 412, width: 400 },
        }),
      );
    });
    expect(heightOf(frame)).toBe(412);
  });

  it("the server's copy holds the frame's place at the same height, and the app hydrates it with the frame in that place", async () => {
    const markup = renderToString(<LoginScreen product="bil" loginUrl="/sandbox/login" />);
    const container = document.createElement("div");
    container.innerHTML = markup;
    document.body.append(container);
    const box = container.querySelector(".login-frame");
    expect(box?.tagName).toBe("DIV");
    expect(heightOf(box as Element)).toBeCloseTo(defaultHeight, 6);
    const section = container.querySelector("section");
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <LoginScreen product="bil" loginUrl="/sandbox/login" />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    // The server's elements are kept; only the box has become the frame, at the same height.
    expect(container.querySelector("section")).toBe(section);
    const frame = screen.getByTitle("Innlogging");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("/sandbox/login");
    expect(heightOf(frame)).toBeCloseTo(defaultHeight, 6);
    act(() => root?.unmount());
    container.remove();
  });
});
