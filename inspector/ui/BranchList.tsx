/** The branches leaving a step: "condition → next step", each next step a link to its card. */
import type { CustomerStep, StepBranch } from "../customerSteps.ts";

export function branchCondition(branch: StepBranch): string | null {
  if (branch.otherwise) return "Ellers";
  return branch.condition;
}

export function BranchList({
  label,
  branches,
  steps,
  questions,
  onSelect,
}: {
  label: string;
  branches: readonly StepBranch[];
  steps: readonly CustomerStep[];
  questions: Readonly<Record<string, string>>;
  onSelect: (stepId: string) => void;
}) {
  if (branches.length === 0) return null;
  return (
    <ul className="branches" aria-label={label}>
      {branches.map((branch) => {
        const target = steps.find((s) => s.id === branch.target);
        const condition = branchCondition(branch);
        return (
          <li key={branch.transitionIds[0]} className="branch" title={branch.description ?? ""}>
            {condition && <span className="branch__condition">{condition}</span>}
            <span aria-hidden="true"> → </span>
            {target ? (
              <button type="button" className="link" onClick={() => onSelect(target.id)}>
                {questions[target.id] ?? target.key}
              </button>
            ) : (
              <code>{branch.target}</code>
            )}{" "}
            <span className="branch__trigger" title={branch.trigger}>
              ({branch.action})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
