/** One customer step in the flow list: its question and address, where it leads, and (folded)
 * the technical substates the customer passes through without a screen of their own. */
import { useEffect, useRef } from "react";
import type { CustomerStep } from "../customerSteps.ts";
import { BranchList } from "./BranchList.tsx";

export function StepCard({
  step,
  steps,
  questions,
  selected,
  onSelect,
}: {
  step: CustomerStep;
  steps: readonly CustomerStep[];
  questions: Readonly<Record<string, string>>;
  selected: boolean;
  onSelect: (stepId: string) => void;
}) {
  const name = questions[step.id] ?? step.key;
  const card = useRef<HTMLLIElement>(null);
  // A step chosen elsewhere (a link, the address, a path being played) is brought into view.
  useEffect(() => {
    if (selected) card.current?.scrollIntoView({ block: "nearest" });
  }, [selected]);
  return (
    <li
      ref={card}
      className={selected ? "step-card step-card--selected" : "step-card"}
      data-step-id={step.id}
      aria-current={selected ? "step" : undefined}
    >
      <button type="button" className="step-card__title" onClick={() => onSelect(step.id)}>
        <span className="step-card__funnel" title="Trakt-steg">
          {step.funnelStep ?? "–"}
        </span>
        <span className="step-card__name">{name}</span>
        <code className="step-card__path">{step.path}</code>
      </button>
      <BranchList
        label={`Videre fra ${name}`}
        branches={step.branches}
        steps={steps}
        questions={questions}
        onSelect={onSelect}
      />
      {step.substates.length > 0 && (
        <details className="step-card__substates">
          <summary>Tekniske tilstander ({step.substates.length})</summary>
          <ul>
            {step.substates.map((sub) => (
              <li key={sub.id}>
                <code>{sub.label}</code>
                {sub.loading && <span className="muted"> (venter)</span>}
                {sub.description && <span> – {sub.description}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
