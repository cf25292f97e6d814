/**
 * "Endringer" (issue 27 item 7): what a change does to the flow between two git revisions, as
 * `npm run flow:diff` reports it (inspector/stately/flowDiff.ts), for a product owner reviewing a
 * pull request: the steps, transitions and guards of each machine, the rules of
 * docs/flow-rules.md, and the storyboard's screens before and after. `npm run inspector` answers
 * for any two revisions (scripts/inspector.mjs); a static build shows the `flow-diff.json` written
 * beside it (`npm run flow:diff FRA TIL -- --json dist/inspector/flow-diff.json`).
 */
import { type FormEvent, useCallback, useEffect, useState } from "react";
import type { ChartChange } from "../stately/flowChanges.ts";
import type { FlowDiff, ScreenChange } from "../stately/flowDiff.ts";
import { screensBase } from "./useScreenManifest.ts";

const base = import.meta.env.BASE_URL;

type Loaded =
  | { state: "idle" | "loading" }
  | { state: "done"; diff: FlowDiff; live: boolean }
  | { state: "failed"; message: string };

const marks = { added: "+", removed: "−", changed: "~" } as const;
const kindLabels = { added: "ny", removed: "fjernet", changed: "endret" } as const;

async function loadDiff(from: string, to: string): Promise<Loaded> {
  const query = new URLSearchParams({ fra: from, ...(to ? { til: to } : {}) });
  try {
    const response = await fetch(`${base}api/flow-diff?${query}`);
    if (response.ok && response.headers.get("content-type")?.includes("json")) {
      const body = (await response.json()) as FlowDiff | { error: string };
      if ("error" in body) return { state: "failed", message: body.error };
      return { state: "done", diff: body, live: true };
    }
  } catch {
    // No server behind the inspector: a static build.
  }
  try {
    const response = await fetch(`${base}flow-diff.json`);
    if (response.ok && response.headers.get("content-type")?.includes("json"))
      return { state: "done", diff: (await response.json()) as FlowDiff, live: false };
  } catch {
    // Nothing written beside the build either.
  }
  return {
    state: "failed",
    message:
      "Denne inspektøren har ingen git bak seg. Kjør npm run inspector, eller legg flow-diff.json ved siden av bygget (npm run flow:diff FRA TIL -- --json dist/inspector/flow-diff.json).",
  };
}

/** One change as the report lists it: its mark, its sentence, and before and after. */
type ListedChange = Pick<ChartChange, "kind" | "text" | "before" | "after">;

function ChangeList({ changes }: { changes: readonly ListedChange[] }) {
  return (
    <ul className="changes__list">
      {changes.map((change, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
        <li key={i} className={`change change--${change.kind}`}>
          <span className="change__mark" aria-hidden="true">
            {marks[change.kind]}
          </span>{" "}
          <span className="visually-hidden">{kindLabels[change.kind]}: </span>
          {change.text}
          {change.kind === "changed" && change.before !== undefined && (
            <dl className="change__values">
              <dt>Før</dt>
              <dd>{change.before}</dd>
              <dt>Nå</dt>
              <dd>{change.after}</dd>
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

function ScreenPair({
  screen,
  diff,
  live,
}: {
  screen: ScreenChange;
  diff: FlowDiff;
  live: boolean;
}) {
  const at = (revision: FlowDiff["from"]) =>
    live
      ? `${base}api/screen?${new URLSearchParams({ file: screen.file, ...(revision.name ? { rev: revision.name } : {}) })}`
      : `${screensBase}${screen.file}`;
  const size = screen.project === "phone" ? "mobil 360 px" : "desktop 1280 px";
  return (
    <li className="screen-change">
      <h4>
        «{screen.step}», {size}: {kindLabels[screen.kind]}
      </h4>
      <div className="screen-change__images">
        {screen.kind !== "added" && live && (
          <figure>
            <img src={at(diff.from)} alt={`«${screen.step}» ${size}, før`} loading="lazy" />
            <figcaption>Før</figcaption>
          </figure>
        )}
        {screen.kind !== "removed" && (
          <figure>
            <img src={at(diff.to)} alt={`«${screen.step}» ${size}, nå`} loading="lazy" />
            <figcaption>Nå</figcaption>
          </figure>
        )}
      </div>
    </li>
  );
}

export function ChangesView() {
  const [from, setFrom] = useState("main");
  const [to, setTo] = useState("");
  const [loaded, setLoaded] = useState<Loaded>({ state: "idle" });

  const compare = useCallback(async (fromRevision: string, toRevision: string) => {
    setLoaded({ state: "loading" });
    setLoaded(await loadDiff(fromRevision, toRevision));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: compare once on opening
  useEffect(() => {
    void compare(from, to);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void compare(from, to);
  };

  return (
    <section className="changes" aria-labelledby="changes-heading">
      <h2 id="changes-heading">Endringer i flyten</h2>
      <p className="muted">
        Hva en endring gjør med flyten mellom to versjoner i git: steg, overganger, vilkår, regler
        og skjermbilder. Det samme som <code>npm run flow:diff FRA TIL</code> skriver ut.
      </p>
      <form className="changes__form" onSubmit={onSubmit}>
        <label>
          Fra <input value={from} onChange={(e) => setFrom(e.target.value)} placeholder="main" />
        </label>
        <label>
          Til{" "}
          <input
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder="filene slik de er nå"
          />
        </label>
        <button type="submit">Sammenlign</button>
      </form>
      {loaded.state === "loading" && <p role="status">Sammenligner …</p>}
      {loaded.state === "failed" && <p role="alert">{loaded.message}</p>}
      {loaded.state === "done" && (
        <div data-testid="flow-diff">
          <p>
            Fra <strong>{loaded.diff.from.name ?? "filene slik de er nå"}</strong>
            {loaded.diff.from.commit && <code> {loaded.diff.from.commit}</code>} til{" "}
            <strong>{loaded.diff.to.name ?? "filene slik de er nå"}</strong>
            {loaded.diff.to.commit && <code> {loaded.diff.to.commit}</code>}
            {!loaded.live && " (skrevet ved byggingen)"}
          </p>
          {loaded.diff.machines.map((machine) => (
            <section key={machine.file} className="changes__machine">
              <h3>
                {machine.title}{" "}
                <span className="muted">
                  ({machine.note ? "ikke sammenlignet" : `${machine.changes.length} endringer`})
                </span>
              </h3>
              {machine.note && <p className="muted">{machine.note}</p>}
              {machine.changes.length > 0 && <ChangeList changes={machine.changes} />}
            </section>
          ))}
          <section className="changes__machine">
            <h3>
              Regler <span className="muted">({loaded.diff.rules.length} endringer)</span>
            </h3>
            <ChangeList
              changes={loaded.diff.rules.map((rule) => ({
                ...rule,
                text: `${rule.where}: «${rule.rule}»`,
              }))}
            />
          </section>
          <section className="changes__machine">
            <h3>
              Skjermbilder <span className="muted">({loaded.diff.screens.length} endringer)</span>
            </h3>
            <ul className="changes__screens">
              {loaded.diff.screens.map((screen) => (
                <ScreenPair
                  key={screen.file}
                  screen={screen}
                  diff={loaded.diff}
                  live={loaded.live}
                />
              ))}
            </ul>
          </section>
        </div>
      )}
    </section>
  );
}
