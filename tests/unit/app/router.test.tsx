// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import {
  BrowserRouter,
  matchPath,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
} from "../../../src/app/router.tsx";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

const base = "/privat/forsikring/motor";

describe("matchPath", () => {
  it("matches static segments case-insensitively and ignores a trailing slash", () => {
    expect(matchPath(`${base}/tilbud`, `${base}/tilbud/`)).toEqual({});
    expect(matchPath(`${base}/tilbud`, "/Privat/Forsikring/Motor/TILBUD")).toEqual({});
    expect(matchPath(`${base}/tilbud`, `${base}/tilbud/x`)).toBeUndefined();
    expect(matchPath(`${base}/tilbud`, `${base}`)).toBeUndefined();
  });

  it("gives a parameter its decoded segment, and a trailing * the rest (or nothing)", () => {
    expect(matchPath(`${base}/detaljer/:avtalenummer`, `${base}/detaljer/A%2012`)).toEqual({
      avtalenummer: "A 12",
    });
    expect(matchPath(`${base}/detaljer/:avtalenummer`, `${base}/detaljer/`)).toBeUndefined();
    expect(matchPath(`${base}/bil/*`, `${base}/bil`)).toEqual({ "*": "" });
    expect(matchPath(`${base}/bil/*`, `${base}/bil/pris/`)).toEqual({ "*": "pris" });
    expect(matchPath(`${base}/:product/*`, `${base}/mc/x`)).toEqual({ product: "mc", "*": "x" });
    expect(matchPath("*", "/anything/at/all")).toEqual({ "*": "anything/at/all" });
  });
});

function Where() {
  const { pathname, search } = useLocation();
  const params = useParams();
  return (
    <p>
      {pathname}
      {search} {JSON.stringify(params)}
    </p>
  );
}

function table() {
  return (
    <Routes>
      <Route path={`${base}/detaljer/:avtalenummer`} element={<Where />} />
      <Route path={`${base}/detaljer/:avtalenummer/paareg`} element={<b>paareg</b>} />
      <Route path={`${base}/:product/*`} element={<i>product</i>} />
      <Route path="*" element={<u>not found</u>} />
    </Routes>
  );
}

describe("Routes", () => {
  it("renders the first route that matches, with its parameters", () => {
    const at = (location: string) =>
      renderToStaticMarkup(<StaticRouter location={location}>{table()}</StaticRouter>);
    expect(at(`${base}/detaljer/123?x=1`)).toBe(
      `<p>${base}/detaljer/123?x=1 {&quot;avtalenummer&quot;:&quot;123&quot;}</p>`,
    );
    expect(at(`${base}/detaljer/123/paareg`)).toBe("<b>paareg</b>");
    expect(at(`${base}/mc`)).toBe("<i>product</i>");
    expect(at("/elsewhere")).toBe("<u>not found</u>");
  });
});

function Mover() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(`${base}/detaljer/7?a=b`)}>
        push
      </button>
      <button type="button" onClick={() => navigate(`${base}/detaljer/8`, { replace: true })}>
        replace
      </button>
      {table()}
    </>
  );
}

function showMoverAt(address: string) {
  window.history.replaceState(null, "", address);
  render(
    <BrowserRouter>
      <Mover />
    </BrowserRouter>,
  );
}

/** The browser's back button, after `before` in the same task; resolves on its popstate. */
async function pressBack(before?: () => void) {
  await act(async () => {
    const popped = new Promise((resolve) =>
      window.addEventListener("popstate", resolve, { once: true }),
    );
    before?.();
    window.history.back();
    await popped;
  });
}

describe("BrowserRouter", () => {
  it("follows navigate (push and replace) and the browser's back button", async () => {
    showMoverAt(`${base}/detaljer/1`);
    expect(screen.getByText(/detaljer\/1 /)).toBeTruthy();
    const length = window.history.length;

    await act(async () => screen.getByText("push").click());
    // The page follows at once; the browser's address after the next paint (issue 31).
    expect(screen.getByText(/detaljer\/7\?a=b /)).toBeTruthy();
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(`${base}/detaljer/7?a=b`),
    );
    expect(window.history.length).toBe(length + 1);

    await act(async () => screen.getByText("replace").click());
    expect(screen.getByText(/detaljer\/8 /)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe(`${base}/detaljer/8`));
    expect(window.history.length).toBe(length + 1);

    await pressBack();
    expect(window.location.pathname).toBe(`${base}/detaljer/1`);
    expect(screen.getByText(/detaljer\/1 /)).toBeTruthy();
  });

  it("keeps the same navigate function across address changes (effects depend on it)", async () => {
    const seen = new Set<unknown>();
    function Spy() {
      const navigate = useNavigate();
      seen.add(navigate);
      return (
        <button type="button" onClick={() => navigate("/x")}>
          go
        </button>
      );
    }
    render(
      <BrowserRouter>
        <Spy />
      </BrowserRouter>,
    );
    await act(async () => screen.getByText("go").click());
    await waitFor(() => expect(window.location.pathname).toBe("/x"));
    expect(seen.size).toBe(1);
  });

  it("writes the addresses in order, relative ones against the last, even before the paint", async () => {
    function Twice() {
      const navigate = useNavigate();
      const go = () => {
        navigate(`${base}/detaljer/2`);
        navigate("3?b=c");
        navigate(`${base}/detaljer/4`, { replace: true });
      };
      return (
        <button type="button" onClick={go}>
          go
        </button>
      );
    }
    window.history.replaceState(null, "", `${base}/detaljer/1`);
    render(
      <BrowserRouter>
        <Twice />
        {table()}
      </BrowserRouter>,
    );
    const length = window.history.length;
    await act(async () => screen.getByText("go").click());
    expect(screen.getByText(/detaljer\/4 /)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe(`${base}/detaljer/4`));
    // Two pushes (2, then 3 in its place by the replace of 4): 1, 3 → 4.
    expect(window.history.length).toBe(length + 2);
    await pressBack();
    expect(window.location.pathname + window.location.search).toBe(`${base}/detaljer/2`);
    expect(screen.getByText(/detaljer\/2 /)).toBeTruthy();
  });

  it("writes a pending address when it goes, never later on the page that follows", async () => {
    showMoverAt(`${base}/detaljer/1`);
    // The click and the unmount in one task: no paint comes between them.
    act(() => {
      screen.getByText("push").click();
      cleanup();
    });
    expect(window.location.pathname + window.location.search).toBe(`${base}/detaljer/7?a=b`);
    // What the page shows next (the next test's app) keeps its own address.
    window.history.replaceState(null, "", `${base}/bobil/`);
    // Longer than any wait for a frame (afterNextPaint's fallback is 100 ms): nothing is written.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(window.location.pathname).toBe(`${base}/bobil/`);
  });

  it("drops a pending address when the customer goes back before it was written", async () => {
    showMoverAt(`${base}/detaljer/1`);
    await act(async () => screen.getByText("push").click());
    await waitFor(() => expect(window.location.pathname).toBe(`${base}/detaljer/7`));
    // Back before the replace is written: the customer leaves /7, and /8 must not come back.
    await pressBack(() => screen.getByText("replace").click());
    expect(screen.getByText(/detaljer\/1 /)).toBeTruthy();
    // Longer than any wait for a frame (afterNextPaint's fallback is 100 ms): the write is gone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(window.location.pathname).toBe(`${base}/detaljer/1`);
    expect(screen.getByText(/detaljer\/1 /)).toBeTruthy();
  });
});
