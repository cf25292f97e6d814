/**
 * The inspector: the customer's steps with their storyboard (Kundens steg, the default), the
 * statechart drawn from the machine, with search, state details, entry points and actors
 * (Utforsk), the running app highlighted (Live), and the QA paths stepped through (Stier). Mode,
 * machine and step are in the address (`?mode=live&machine=purchase`, `?step=leasing`) so links
 * can be shared.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import flowRulesMarkdown from "../../docs/flow-rules.md?raw";
import { purchaseGuardDescriptions } from "../../machines/purchase/guardDescriptions.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";
import { customerSteps, stepOf } from "../customerSteps.ts";
import { parseFlowRules } from "../flowRules.ts";
import { foldToSteps, stepGridLayout } from "../foldedChart.ts";
import { type ChartLayout, layoutChart } from "../layout.ts";
import { actorOfMachine, liveTransitionId, useLiveFeed } from "../live.ts";
import { inspectedMachines } from "../machines.ts";
import { activeStateIds, extractChart } from "../model.ts";
import { incomingTransitions, searchStates } from "../search.ts";
import { stepQuestions } from "../stepQuestions.ts";
import { ChangesView } from "./ChangesView.tsx";
import { CustomerStepsView, type Playback } from "./CustomerStepsView.tsx";
import { Diagram, type Emphasis } from "./Diagram.tsx";
import { LivePanel } from "./LivePanel.tsx";
import { type PathHighlight, PathsPanel } from "./PathsPanel.tsx";
import { StateDetails } from "./StateDetails.tsx";

const flowRules = parseFlowRules(flowRulesMarkdown);

const modes = [
  { key: "steps", label: "Kundens steg" },
  { key: "explore", label: "Utforsk" },
  { key: "live", label: "Live" },
  { key: "paths", label: "Stier" },
  { key: "changes", label: "Endringer" },
] as const;
type Mode = (typeof modes)[number]["key"];

function readParams() {
  const params = new URLSearchParams(window.location.search);
  const mode = modes.find((m) => m.key === params.get("mode"))?.key ?? "steps";
  const machine = inspectedMachines.find((m) => m.key === params.get("machine"))?.key ?? "purchase";
  return {
    mode,
    machine,
    q: params.get("q") ?? "",
    step: params.get("step"),
    technical: params.get("tekniske") === "1",
  };
}

export function InspectorApp() {
  const initial = useMemo(readParams, []);
  const [mode, setMode] = useState<Mode>(initial.mode);
  const [machineKey, setMachineKey] = useState(initial.machine);
  const [query, setQuery] = useState(initial.q);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ id: string | null; n: number }>({ id: null, n: 0 });
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const [pathHighlight, setPathHighlight] = useState<PathHighlight | null>(null);
  const [follow, setFollow] = useState(true);
  const [selectedStep, setSelectedStep] = useState<string | null>(initial.step);
  const [playback, setPlayback] = useState<Playback | null>(null);
  /** Utforsk shows the customer's steps until the technical states are asked for. */
  const [technical, setTechnical] = useState(initial.technical);

  const inspected = inspectedMachines.find((m) => m.key === machineKey) ?? inspectedMachines[0];
  const model = useMemo(
    () => extractChart((inspected ?? inspectedMachines[0])?.machine ?? purchaseMachine),
    [inspected],
  );

  const stepsView = useMemo(
    () => (model.machineId === "purchase" ? customerSteps(model, purchaseGuardDescriptions) : null),
    [model],
  );
  const folded = useMemo(
    () => (stepsView ? foldToSteps(model, purchaseGuardDescriptions) : null),
    [model, stepsView],
  );
  const stepsOnly = mode === "explore" && !technical && folded !== null;
  const shown = stepsOnly && folded ? folded : model;
  const foldedLayout = useMemo(() => (folded ? stepGridLayout(folded) : null), [folded]);
  /** A state of the whole chart as drawn: in the steps view, the step it belongs to. */
  const drawn = useCallback(
    (id: string | null) => (id && stepsOnly ? (stepOf(model, id) ?? id) : id),
    [model, stepsOnly],
  );
  const selectStep = useCallback((id: string) => {
    setPlayback(null);
    setSelectedStep(id);
  }, []);
  const play = useCallback((next: Playback) => {
    setPlayback(next);
    setMode("steps");
  }, []);

  useEffect(() => {
    let cancelled = false;
    setLayout(null);
    setLayoutError(null);
    layoutChart(model).then(
      (result) => {
        if (!cancelled) setLayout(result);
      },
      (error: unknown) => {
        if (!cancelled) setLayoutError(String(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [model]);

  useEffect(() => {
    const params = new URLSearchParams();
    if (mode !== "steps") params.set("mode", mode);
    if (machineKey !== "purchase") params.set("machine", machineKey);
    if (query) params.set("q", query);
    if (mode === "steps" && selectedStep) params.set("step", selectedStep);
    if (mode === "explore" && technical) params.set("tekniske", "1");
    const search = params.toString();
    window.history.replaceState(
      null,
      "",
      `${window.location.pathname}${search ? `?${search}` : ""}`,
    );
  }, [mode, machineKey, query, selectedStep, technical]);

  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    if (id) setFocus((f) => ({ id, n: f.n + 1 }));
  }, []);

  const hits = useMemo(() => searchStates(model, query), [model, query]);
  const live = useLiveFeed(mode === "live");
  const liveActor = actorOfMachine(live.state, model.machineId);

  const liveEmphasis = useMemo(() => {
    if (mode !== "live") return null;
    const active = new Set(liveActor ? activeStateIds(model, liveActor.value) : []);
    const own = live.state.trail.filter((e) => e.machineId === model.machineId);
    const ids = (entries: typeof own) =>
      new Set(
        entries.flatMap((e) =>
          e.transitions.map(liveTransitionId).filter((id): id is string => id !== null),
        ),
      );
    return { active, trail: ids(own.slice(0, -1)), latest: ids(own.slice(-1)) };
  }, [mode, liveActor, live.state.trail, model]);

  const liveLeaf = liveEmphasis
    ? ([...liveEmphasis.active].reverse().find((id) => model.states[id]?.children.length === 0) ??
      null)
    : null;
  useEffect(() => {
    if (mode === "live" && follow && liveLeaf) setFocus((f) => ({ id: liveLeaf, n: f.n + 1 }));
  }, [mode, follow, liveLeaf]);

  useEffect(() => {
    if (mode === "paths" && pathHighlight?.focusId) {
      setFocus((f) => ({ id: pathHighlight.focusId, n: f.n + 1 }));
    }
  }, [mode, pathHighlight]);

  const emphasis: Emphasis = useMemo(() => {
    const selected = drawn(selectedId);
    const base: Emphasis = {
      matches: new Set(query ? hits.map((h) => drawn(h.state.id) ?? h.state.id) : []),
      entries: new Set(model.entryPoints.map((e) => e.target)),
      incoming: new Set(selected ? incomingTransitions(shown, selected).map((t) => t.id) : []),
    };
    if (mode === "live" && liveEmphasis) return { ...base, ...liveEmphasis };
    if (mode === "paths" && pathHighlight) return { ...base, ...pathHighlight };
    return base;
  }, [query, hits, model, shown, drawn, selectedId, mode, liveEmphasis, pathHighlight]);
  const shownLayout = stepsOnly ? foldedLayout : layout;

  const onPathHighlight = useCallback((h: PathHighlight | null) => setPathHighlight(h), []);

  return (
    <div className="inspector" data-inspector-app="">
      <header className="topbar">
        <h1>Flytinspektør</h1>
        <label>
          <span className="visually-hidden">Maskin</span>
          <select
            value={machineKey}
            onChange={(e) => {
              setMachineKey(e.target.value);
              setSelectedId(null);
            }}
          >
            {inspectedMachines.map((m) => (
              <option key={m.key} value={m.key}>
                {m.title}
              </option>
            ))}
          </select>
        </label>
        <nav aria-label="Modus" className="tabs">
          {modes.map((m) => (
            <button
              key={m.key}
              type="button"
              aria-pressed={mode === m.key}
              className={mode === m.key ? "tab tab--on" : "tab"}
              onClick={() => setMode(m.key)}
            >
              {m.label}
            </button>
          ))}
        </nav>
        <span className="muted topbar__source">
          <code>{inspected?.source}</code>
        </span>
      </header>
      {mode === "changes" ? (
        <div className="main main--page">
          <ChangesView />
        </div>
      ) : mode === "steps" ? (
        <div className="main">
          {stepsView ? (
            <CustomerStepsView
              view={stepsView}
              questions={stepQuestions}
              rules={flowRules}
              selectedStep={selectedStep}
              onSelect={selectStep}
              playback={playback}
              onPlayback={setPlayback}
            />
          ) : (
            <p className="customer__none">
              Kundens steg vises for kjøpsflyten. Velg «Kjøpsflyten» øverst, eller «Utforsk» for
              hele diagrammet.
            </p>
          )}
        </div>
      ) : (
        <div className="main">
          <aside className="sidebar">
            <search className="search">
              <label htmlFor="state-search">Søk etter steg (navn eller adresse)</label>
              <input
                id="state-search"
                type="search"
                value={query}
                placeholder="f.eks. bonus-overforing"
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && hits[0]) select(hits[0].state.id);
                }}
              />
              {query && (
                <ul className="hits" aria-label="Treff">
                  {hits.length === 0 && <li className="muted">Ingen treff</li>}
                  {hits.slice(0, 12).map((hit) => (
                    <li key={hit.state.id}>
                      <button type="button" className="link" onClick={() => select(hit.state.id)}>
                        {hit.state.keyPath.join(".")}
                      </button>
                      {hit.state.path && <code className="muted"> {hit.state.path}</code>}
                    </li>
                  ))}
                </ul>
              )}
            </search>
            {mode === "explore" && folded && (
              <label className="technical-toggle">
                <input
                  type="checkbox"
                  checked={technical}
                  onChange={(e) => setTechnical(e.target.checked)}
                />{" "}
                Tekniske tilstander: hele diagrammet, med henting, sjekker og feil i hvert steg
              </label>
            )}
            {mode === "live" && (
              <LivePanel
                model={model}
                live={live.state}
                actor={liveActor}
                follow={follow}
                onFollow={setFollow}
                onClear={live.clear}
                onSelect={select}
              />
            )}
            {mode === "paths" && (
              <PathsPanel
                model={model}
                selectedId={selectedId}
                onHighlight={onPathHighlight}
                onPlay={play}
              />
            )}
            {selectedId ? (
              <StateDetails model={model} id={selectedId} onSelect={select} />
            ) : (
              mode === "explore" && (
                <section>
                  {model.description && <p>{model.description}</p>}
                  <h2>Innganger</h2>
                  <ul className="entries">
                    {model.entryPoints.map((entry) => (
                      <li key={`${entry.label}-${entry.target}`}>
                        <button type="button" className="link" onClick={() => select(entry.target)}>
                          {entry.label}
                        </button>{" "}
                        → <code>{model.states[entry.target]?.key}</code>
                        {entry.guard && (
                          <>
                            {" "}
                            <code className="transition__guard">[{entry.guard}]</code>
                          </>
                        )}
                        {entry.description && <div className="muted">{entry.description}</div>}
                      </li>
                    ))}
                    {model.entryPoints.length === 0 && (
                      <li className="muted">
                        Starter i {model.states[model.states[model.rootId]?.initial ?? ""]?.key}
                      </li>
                    )}
                  </ul>
                  <h2>Aktører</h2>
                  <ul className="entries">
                    {model.actors.map((a) => (
                      <li key={a.src}>
                        <code>{a.src}</code> i{" "}
                        {a.states.map((s, i) => (
                          <span key={s}>
                            {i > 0 && ", "}
                            <button type="button" className="link" onClick={() => select(s)}>
                              {model.states[s]?.keyPath.join(".")}
                            </button>
                          </span>
                        ))}
                      </li>
                    ))}
                  </ul>
                  <p className="muted">
                    Klikk på et steg for beskrivelse og overganger. Hold musen over et steg eller en
                    pil for beskrivelsen.
                  </p>
                </section>
              )
            )}
          </aside>
          <main className="canvas">
            {!stepsOnly && layoutError && (
              <p role="alert">Kunne ikke tegne diagrammet: {layoutError}</p>
            )}
            {!shownLayout && !layoutError && <p role="status">Tegner diagrammet …</p>}
            {shownLayout && (
              <Diagram
                key={stepsOnly ? "steps" : "chart"}
                model={shown}
                layout={shownLayout}
                selectedId={drawn(selectedId)}
                onSelect={select}
                emphasis={emphasis}
                // Every step is in view already: choosing one does not move the grid.
                focusId={stepsOnly ? null : focus.id}
                focusKey={focus.n}
                stepsOnly={stepsOnly}
              />
            )}
            <div className="legend" aria-hidden="true">
              <span className="legend__item legend__active">aktiv</span>
              <span className="legend__item legend__trail">spor</span>
              <span className="legend__item legend__incoming">leder hit</span>
              <span className="legend__item legend__match">søketreff</span>
              <span className="legend__item legend__entry">inngang</span>
            </div>
          </main>
        </div>
      )}
    </div>
  );
}
