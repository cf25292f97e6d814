// @vitest-environment jsdom
/**
 * HydrateLater: while the hold is on, React keeps the server's elements of the part and does not
 * run it; once released, React takes the same elements over (nothing is rendered anew). Without a
 * hold (the server, a page the browser renders itself) the children render at once.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateLater, holdLaterHydration } from "../../src/components/hydrate-later/index.ts";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  cleanup();
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Trykket {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>Velg dekning</h1>
      <HydrateLater>
        <Counter />
      </HydrateLater>
    </main>
  );
}

/** The page as the server sends it, in the document, as main.tsx finds it. */
function serverPage() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

describe("HydrateLater", () => {
  it("keeps the server's elements while held and takes the same ones over once released", async () => {
    const container = serverPage();
    const serverButton = container.querySelector("button");
    const serverHeading = container.querySelector("h1");
    const release = holdLaterHydration();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    // Held: the part is the server's, and React does not run it yet.
    act(() => serverButton?.click());
    expect(container.querySelector("button")).toBe(serverButton);
    expect(serverButton?.textContent).toBe("Trykket 0");
    expect(container.querySelector("h1")).toBe(serverHeading);

    await act(async () => release());
    // The same element, now React's.
    expect(container.querySelector("button")).toBe(serverButton);
    act(() => serverButton?.click());
    expect(serverButton?.textContent).toBe("Trykket 1");
  });

  it("renders its children at once where nothing holds it", () => {
    render(<Page />);
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("Trykket 1");
  });

  it("renders on the server as the page's own elements, with nothing in their place", () => {
    const html = renderToString(<Page />);
    expect(html).toContain("Trykket <!-- -->0</button>");
  });
});
