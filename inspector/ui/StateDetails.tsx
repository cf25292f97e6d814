/** What the product owner reads about one state: description, address, what leads there and on. */
import { type ChartModel, type ChartTransition, stateLabel, transitionLabel } from "../model.ts";
import { incomingTransitions, outgoingTransitions } from "../search.ts";

function TransitionItem({
  model,
  t,
  direction,
  onSelect,
}: {
  model: ChartModel;
  t: ChartTransition;
  direction: "in" | "out";
  onSelect: (id: string) => void;
}) {
  const other = direction === "in" ? [t.source] : t.targets;
  return (
    <li className="transition">
      <div>
        {direction === "in" ? "fra " : "til "}
        {other.length === 0 && <em>(blir i steget)</em>}
        {other.map((id) => (
          <button key={id} type="button" className="link" onClick={() => onSelect(id)}>
            {id === model.rootId ? "alle steg" : stateLabel(model, id)}
          </button>
        ))}
      </div>
      <div>
        <code className="transition__event">{transitionLabel(t).split(" [")[0]}</code>
        {t.guard ? (
          <>
            {" "}
            vakt <code className="transition__guard">{t.guard}</code>
          </>
        ) : (
          <span className="muted"> uten vakt</span>
        )}
      </div>
      {t.description && <div className="transition__description">{t.description}</div>}
      {t.actions.length > 0 && <div className="muted">handlinger: {t.actions.join(", ")}</div>}
    </li>
  );
}

export function StateDetails({
  model,
  id,
  onSelect,
}: {
  model: ChartModel;
  id: string;
  onSelect: (id: string) => void;
}) {
  const state = model.states[id];
  if (!state) return null;
  const incoming = incomingTransitions(model, id);
  const outgoing = outgoingTransitions(model, id);
  const entries = model.entryPoints.filter((e) => e.target === id);
  return (
    <section className="details" aria-labelledby="details-heading">
      <h2 id="details-heading">{state.key}</h2>
      <p className="muted">
        <code>{stateLabel(model, id)}</code>
        {state.path && (
          <>
            {" · adresse "}
            <code>{state.path}</code>
          </>
        )}
        {state.funnelStep !== null && ` · trakt ${state.funnelStep}`}
        {state.type !== "atomic" && ` · ${state.type === "parallel" ? "parallell" : "sammensatt"}`}
        {state.tags.length > 0 && ` · ${state.tags.join(", ")}`}
      </p>
      {state.description && <p className="details__description">{state.description}</p>}
      {entries.length > 0 && (
        <p>
          <strong>Inngang:</strong> {entries.map((e) => e.label).join(", ")}
        </p>
      )}
      {state.invokes.length > 0 && (
        <p>
          <strong>Aktør:</strong> {state.invokes.map((i) => i.src).join(", ")} (kalles når steget
          starter)
        </p>
      )}
      {state.route && (
        <p>
          <strong>Direkte lenke / tilbake-knapp:</strong>{" "}
          {state.route.guard ? (
            <>
              tillatt når <code className="transition__guard">{state.route.guard}</code>
            </>
          ) : (
            "alltid tillatt"
          )}
          {state.route.description && <span className="muted"> – {state.route.description}</span>}
        </p>
      )}
      <h3>Kommer hit ({incoming.length})</h3>
      {incoming.length === 0 ? (
        <p className="muted">Ingen overganger hit (bare start eller lenke).</p>
      ) : (
        <ul className="transitions" aria-label="Overganger hit">
          {incoming.map((t) => (
            <TransitionItem key={t.id} model={model} t={t} direction="in" onSelect={onSelect} />
          ))}
        </ul>
      )}
      <h3>Går videre ({outgoing.length})</h3>
      {outgoing.length === 0 ? (
        <p className="muted">Ingen overganger herfra.</p>
      ) : (
        <ul className="transitions" aria-label="Overganger herfra">
          {outgoing.map((t) => (
            <TransitionItem key={t.id} model={model} t={t} direction="out" onSelect={onSelect} />
          ))}
        </ul>
      )}
      {state.children.length > 0 && (
        <>
          <h3>Delsteg</h3>
          <ul className="chips">
            {state.children.map((child) => (
              <li key={child}>
                <button type="button" className="link" onClick={() => onSelect(child)}>
                  {model.states[child]?.key}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
