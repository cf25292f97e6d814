/** Live mode: the app's current state, the trail of transitions, and the masked context. */

import { type LiveActorState, type LiveState, liveTransitionId } from "../live.ts";
import type { ChartModel } from "../model.ts";

function formatValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function LivePanel({
  model,
  live,
  actor,
  follow,
  onFollow,
  onClear,
  onSelect,
}: {
  model: ChartModel;
  live: LiveState;
  actor: LiveActorState | null;
  follow: boolean;
  onFollow: (follow: boolean) => void;
  onClear: () => void;
  onSelect: (id: string) => void;
}) {
  const trail = live.trail
    .filter((entry) => entry.machineId === model.machineId)
    .slice(-40)
    .reverse();
  const appUrl = `${window.location.origin}/privat/forsikring/motor/bil/?inspect=live`;
  return (
    <section className="live" aria-labelledby="live-heading">
      <h2 id="live-heading">Live</h2>
      {live.lastHeard === null ? (
        <div className="notice">
          <p>Venter på appen …</p>
          <p>
            Åpne appen i en annen fane i samme nettleser, på samme adresse som inspektøren, med{" "}
            <code>?inspect=live</code>:
          </p>
          <p>
            <a href={appUrl} target="_blank" rel="noreferrer">
              {appUrl}
            </a>
          </p>
        </div>
      ) : (
        <p className="muted" data-testid="live-status">
          Tilkoblet{live.page ? ` – ${live.page}` : ""}
        </p>
      )}
      <label className="check">
        <input type="checkbox" checked={follow} onChange={(e) => onFollow(e.target.checked)} /> Følg
        steget i diagrammet
      </label>
      {actor ? (
        <>
          <h3>Nå</h3>
          <p data-testid="live-value">
            <code>{formatValue(actor.value)}</code>
          </p>
          <p className="muted">siste hendelse: {actor.lastEventType}</p>
        </>
      ) : (
        live.lastHeard !== null && (
          <p className="muted">Maskinen {model.machineId} kjører ikke i appen nå.</p>
        )
      )}
      <h3>
        Spor{" "}
        <button type="button" className="link" onClick={onClear}>
          tøm
        </button>
      </h3>
      <ol className="trail" aria-label="Overganger tatt, nyeste først">
        {trail.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: trail entries can share a timestamp
          <li key={`${entry.at}-${i}`}>
            <code>{entry.eventType || "(automatisk)"}</code>
            {entry.transitions.map((t) => {
              const id = liveTransitionId(t);
              const target = t.targets[0];
              return (
                <span key={`${id}-${t.source}-${target}`}>
                  {" "}
                  →{" "}
                  {target ? (
                    <button type="button" className="link" onClick={() => onSelect(target)}>
                      {model.states[target]?.key ?? target}
                    </button>
                  ) : (
                    "(i steget)"
                  )}
                </span>
              );
            })}
          </li>
        ))}
      </ol>
      {actor && (
        <>
          <h3>Kontekst (personopplysninger maskert)</h3>
          <pre className="context" data-testid="live-context">
            {JSON.stringify(actor.context, null, 2)}
          </pre>
        </>
      )}
    </section>
  );
}
