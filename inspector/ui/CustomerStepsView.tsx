/**
 * The inspector's default view: the customer's steps in flow order, each with its branches
 * labelled in Norwegian, and the storyboard card of the chosen step beside them. A QA path can be
 * played here step by step (from the Stier mode).
 */
import { useMemo } from "react";
import type { CustomerStepsView as StepsView } from "../customerSteps.ts";
import { type FlowRuleRow, rulesForStep } from "../flowRules.ts";
import { BranchList } from "./BranchList.tsx";
import { StepCard } from "./StepCard.tsx";
import { StoryboardCard } from "./StoryboardCard.tsx";
import { useScreenManifest } from "./useScreenManifest.ts";

export interface Playback {
  sentence: string;
  /** The customer steps the path passes, in order. */
  stepIds: string[];
  index: number;
}

export function CustomerStepsView({
  view,
  questions,
  rules,
  selectedStep,
  onSelect,
  playback,
  onPlayback,
}: {
  view: StepsView;
  questions: Readonly<Record<string, string>>;
  rules: readonly FlowRuleRow[];
  selectedStep: string | null;
  onSelect: (stepId: string) => void;
  playback: Playback | null;
  onPlayback: (playback: Playback | null) => void;
}) {
  const { manifest, loaded } = useScreenManifest();
  const shownId = playback ? (playback.stepIds[playback.index] ?? null) : selectedStep;
  const step = view.steps.find((s) => s.id === shownId) ?? null;
  const stepRules = useMemo(() => (step ? rulesForStep(rules, step) : []), [rules, step]);
  const go = (index: number) => playback && onPlayback({ ...playback, index });

  return (
    <div className="customer">
      <section className="customer__flow" aria-labelledby="customer-heading">
        <h2 id="customer-heading">Kundens steg</h2>
        <p className="muted">
          Stegene kunden møter, i rekkefølge. Under hvert steg: hvor kunden går videre, og når.
          Klikk et steg for skjermbildet og reglene.
        </p>
        <h3>Inngang</h3>
        <BranchList
          label="Inngang"
          branches={view.entries}
          steps={view.steps}
          questions={questions}
          onSelect={onSelect}
        />
        <ol className="step-list" aria-label="Kundens steg">
          {view.steps.map((s) => (
            <StepCard
              key={s.id}
              step={s}
              steps={view.steps}
              questions={questions}
              selected={s.id === shownId}
              onSelect={onSelect}
            />
          ))}
        </ol>
        <h3>Fra alle steg</h3>
        <BranchList
          label="Fra alle steg"
          branches={view.anywhere}
          steps={view.steps}
          questions={questions}
          onSelect={onSelect}
        />
        <details className="step-card__substates">
          <summary>Tilstander utenfor stegene ({view.outside.length})</summary>
          <ul>
            {view.outside.map((sub) => (
              <li key={sub.id}>
                <code>{sub.label}</code>
                {sub.description && <span> – {sub.description}</span>}
              </li>
            ))}
          </ul>
        </details>
      </section>
      <div className="customer__storyboard">
        {step ? (
          <StoryboardCard
            step={step}
            steps={view.steps}
            questions={questions}
            rules={stepRules}
            manifest={manifest}
            loaded={loaded}
            onSelect={onSelect}
          >
            {playback && (
              <section className="playback" aria-label="Sti som spilles av">
                <p>
                  <strong>{playback.sentence}</strong>
                  <br />
                  Steg {playback.index + 1} av {playback.stepIds.length}
                </p>
                <button
                  type="button"
                  onClick={() => go(playback.index - 1)}
                  disabled={playback.index === 0}
                >
                  Forrige steg
                </button>
                <button
                  type="button"
                  onClick={() => go(playback.index + 1)}
                  disabled={playback.index >= playback.stepIds.length - 1}
                >
                  Neste steg
                </button>
                <button type="button" onClick={() => onPlayback(null)}>
                  Avslutt
                </button>
              </section>
            )}
          </StoryboardCard>
        ) : (
          <p className="muted storyboard__empty">Velg et steg til venstre for å se skjermen.</p>
        )}
      </div>
    </div>
  );
}
