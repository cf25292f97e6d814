/**
 * Paths mode: the paths of QA's path model (inspector/pathModel.ts, generated in a worker: the ones
 * run in jsdom and Chromium, or every candidate), listed as product-owner sentences, filtered, and
 * one replayed on the diagram step by step or played in the storyboard.
 */
import { useEffect, useMemo, useState } from "react";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";
import type { ChartModel } from "../model.ts";
import { activeStateIds } from "../model.ts";
import type { PathSummary, PathsWorkerMessage, PathsWorkerRequest, QaPathSet } from "../qaPaths.ts";
import { type ReplayStep, replayPath } from "../replay.ts";
import type { Playback } from "./CustomerStepsView.tsx";

export interface PathHighlight {
  active: Set<string>;
  trail: Set<string>;
  latest: Set<string>;
  focusId: string | null;
}

const shown = 150;

/** Which paths of QA's one path model (inspector/pathModel.ts) to list. */
const sources: Record<QaPathSet, string> = {
  selected: "Stiene QA kjører i Chromium, som skjermbildene tas fra (inspector/pathModel.ts)",
  candidates: "Alle kandidatstiene: korteste vei til hver tilstand, og ett steg videre",
};
type Source = QaPathSet;

function startWorker(source: Source): Worker {
  // A literal `new Worker(new URL(…))`, so Vite bundles the worker.
  const worker = new Worker(new URL("../qaPaths.worker.ts", import.meta.url), { type: "module" });
  worker.postMessage({ set: source } satisfies PathsWorkerRequest);
  return worker;
}

export function PathsPanel({
  model,
  selectedId,
  onHighlight,
  onPlay,
}: {
  model: ChartModel;
  selectedId: string | null;
  onHighlight: (highlight: PathHighlight | null) => void;
  /** Plays the chosen path's steps in the storyboard (Kundens steg). */
  onPlay: (playback: Playback) => void;
}) {
  const [source, setSource] = useState<Source>("selected");
  const [paths, setPaths] = useState<PathSummary[]>([]);
  const [status, setStatus] = useState<"idle" | "running" | "done">("idle");
  const [ms, setMs] = useState(0);
  const [scenario, setScenario] = useState("");
  const [onlyReceipt, setOnlyReceipt] = useState(true);
  const [toSelected, setToSelected] = useState(false);
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<PathSummary | null>(null);
  const [step, setStep] = useState(0);

  const start = () => {
    setPaths([]);
    setStatus("running");
    const worker = startWorker(source);
    worker.onmessage = (event: MessageEvent<PathsWorkerMessage>) => {
      const message = event.data;
      if (message.kind === "scenario") setPaths((all) => [...all, ...message.paths]);
      else {
        setStatus("done");
        setMs(message.ms);
        worker.terminate();
      }
    };
  };

  const filtered = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return paths.filter((p) => {
      if (scenario && p.scenario !== scenario) return false;
      if (onlyReceipt && !p.endsAtReceipt) return false;
      if (
        needle &&
        !p.sentence.toLowerCase().includes(needle) &&
        !p.description.toLowerCase().includes(needle)
      )
        return false;
      if (toSelected && selectedId && !activeStateIds(model, p.endValue).includes(selectedId))
        return false;
      return true;
    });
  }, [paths, scenario, onlyReceipt, text, toSelected, selectedId, model]);

  const steps: ReplayStep[] = useMemo(() => {
    if (!chosen) return [];
    return replayPath(purchaseMachine, model, chosen.input, chosen.events);
  }, [chosen, model]);

  /** The customer steps the path passes (a screen each), for the storyboard. */
  const customerStepIds = useMemo(() => {
    const ids: string[] = [];
    for (const s of steps) {
      const id = [...s.activeIds].reverse().find((active) => model.states[active]?.path);
      if (id && ids.at(-1) !== id) ids.push(id);
    }
    return ids;
  }, [steps, model]);

  useEffect(() => {
    const current = steps[step];
    if (!current) {
      onHighlight(null);
      return;
    }
    const trail = new Set(steps.slice(0, step).flatMap((s) => s.transitionIds));
    const leaf = [...current.activeIds]
      .reverse()
      .find((id) => model.states[id]?.children.length === 0);
    onHighlight({
      active: new Set(current.activeIds),
      trail,
      latest: new Set(current.transitionIds),
      focusId: leaf ?? null,
    });
  }, [steps, step, model, onHighlight]);

  if (model.machineId !== "purchase") {
    return <p className="muted">Stiene genereres fra kjøpsflyten. Velg «Kjøpsflyten» øverst.</p>;
  }

  return (
    <section className="paths" aria-labelledby="paths-heading">
      <h2 id="paths-heading">QA-stier</h2>
      <p className="muted">
        Stier generert fra modellen, hver som en setning («bil, leaset, kjøp») over hendelsene. Velg
        en og spill den av i storyboardet.
      </p>
      {status === "idle" && (
        <>
          <fieldset className="sources">
            <legend>Stier fra</legend>
            {(Object.keys(sources) as Source[]).map((key) => (
              <label key={key} className="check">
                <input
                  type="radio"
                  name="path-source"
                  checked={source === key}
                  onChange={() => setSource(key)}
                />{" "}
                {sources[key]}
              </label>
            ))}
          </fieldset>
          <button type="button" className="primary" onClick={start}>
            Generer stier
          </button>
        </>
      )}
      {status === "running" && <p role="status">Genererer stier … ({paths.length} så langt)</p>}
      {status === "done" && (
        <p role="status">
          {paths.length} stier generert på {(ms / 1000).toFixed(1)} s; {filtered.length} passer
          filteret.
        </p>
      )}
      {paths.length > 0 && (
        <div className="filters">
          <label>
            Kunde{" "}
            <select value={scenario} onChange={(e) => setScenario(e.target.value)}>
              <option value="">alle</option>
              {[...new Set(paths.map((p) => p.scenario))].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={onlyReceipt}
              onChange={(e) => setOnlyReceipt(e.target.checked)}
            />{" "}
            bare hele kjøp (ender på kvittering)
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={toSelected}
              onChange={(e) => setToSelected(e.target.checked)}
            />{" "}
            bare stier som ender i valgt steg
            {selectedId ? ` (${model.states[selectedId]?.key})` : ""}
          </label>
          <label>
            Inneholder{" "}
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="f.eks. ikke eier"
            />
          </label>
        </div>
      )}
      {chosen && (
        <section className="stepper" aria-label="Steg i valgt sti">
          <p>
            <strong>{chosen.sentence}</strong>
            <br />
            <span className="muted">{chosen.scenario}</span>, steg {step + 1} av {steps.length}:{" "}
            <code data-testid="path-step">{steps[step]?.label}</code>
          </p>
          <button
            type="button"
            className="primary"
            disabled={customerStepIds.length === 0}
            onClick={() =>
              onPlay({ sentence: chosen.sentence, stepIds: customerStepIds, index: 0 })
            }
          >
            Spill av i storyboard ({customerStepIds.length} skjermer)
          </button>
          <div className="stepper__buttons">
            <button type="button" onClick={() => setStep(0)} disabled={step === 0}>
              ⏮
            </button>
            <button
              type="button"
              onClick={() => setStep((s) => Math.max(0, s - 1))}
              disabled={step === 0}
            >
              Forrige
            </button>
            <button
              type="button"
              onClick={() => setStep((s) => Math.min(steps.length - 1, s + 1))}
              disabled={step >= steps.length - 1}
            >
              Neste
            </button>
            <button
              type="button"
              onClick={() => setStep(steps.length - 1)}
              disabled={step >= steps.length - 1}
            >
              ⏭
            </button>
          </div>
          <input
            type="range"
            min={0}
            max={Math.max(0, steps.length - 1)}
            value={step}
            onChange={(e) => setStep(Number(e.target.value))}
            aria-label="Steg"
          />
          <ol className="steps">
            {steps.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps are positional
              <li key={`${i}-${s.label}`} className={i === step ? "steps__current" : undefined}>
                <button type="button" className="link" onClick={() => setStep(i)}>
                  {s.label}
                </button>
                {s.jumps.length > 0 && <span className="muted"> ({s.jumps.join("; ")})</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
      <ul className="path-list">
        {filtered.slice(0, shown).map((p) => (
          <li key={p.index}>
            <button
              type="button"
              className={chosen?.index === p.index ? "path path--chosen" : "path"}
              title={p.description}
              onClick={() => {
                setChosen(p);
                setStep(0);
              }}
            >
              <span className="path__sentence">{p.sentence}</span>
              <span className="path__events">{p.description}</span>
            </button>
          </li>
        ))}
      </ul>
      {filtered.length > shown && (
        <p className="muted">… og {filtered.length - shown} til. Snevre inn filteret.</p>
      )}
    </section>
  );
}
