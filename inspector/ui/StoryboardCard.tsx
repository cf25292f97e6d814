/**
 * A step as the product owner reviews it: its screen at desktop and 360 px, its address, funnel
 * step, description and question, where it leads, and the rules of docs/flow-rules.md that
 * concern it with the tests that prove them.
 */
import type { ReactNode } from "react";
import type { CustomerStep } from "../customerSteps.ts";
import type { FlowRuleRow } from "../flowRules.ts";
import { type ScreenManifest, stepUrl } from "../stepScreens.ts";
import { BranchList } from "./BranchList.tsx";
import { StepScreenshot } from "./StepScreenshot.tsx";

export function StoryboardCard({
  step,
  steps,
  questions,
  rules,
  manifest,
  loaded,
  onSelect,
  children,
}: {
  step: CustomerStep;
  steps: readonly CustomerStep[];
  questions: Readonly<Record<string, string>>;
  rules: readonly FlowRuleRow[];
  manifest: ScreenManifest | null;
  loaded: boolean;
  onSelect: (stepId: string) => void;
  /** Above the card: the path being played, when one is. */
  children?: ReactNode;
}) {
  const question = questions[step.id] ?? null;
  const name = question ?? step.key;
  return (
    <section className="storyboard" aria-labelledby="storyboard-heading" data-testid="storyboard">
      {children}
      <h2 id="storyboard-heading">{name}</h2>
      <dl className="storyboard__facts">
        <dt>Adresse</dt>
        <dd>
          <code data-testid="storyboard-url">{stepUrl(step.path)}</code>
          {step.path !== "/" && (
            <span className="muted">
              {" "}
              (bobil: <code>{stepUrl(step.path, "bobil")}</code>)
            </span>
          )}
        </dd>
        <dt>Trakt-steg</dt>
        <dd>{step.funnelStep ?? "–"}</dd>
        <dt>Tilstand</dt>
        <dd>
          <code>{step.id}</code>
        </dd>
        {question && (
          <>
            <dt>Spør</dt>
            <dd data-testid="storyboard-question">{question}</dd>
          </>
        )}
        {step.routeCondition && (
          <>
            <dt>Lenke og Tilbake</dt>
            <dd>Åpnes direkte bare når: {step.routeCondition}</dd>
          </>
        )}
      </dl>
      {step.description && <p className="storyboard__description">{step.description}</p>}
      <div className="screens">
        <StepScreenshot
          manifest={manifest}
          loaded={loaded}
          stepId={step.id}
          stepName={name}
          size="desktop"
        />
        <StepScreenshot
          manifest={manifest}
          loaded={loaded}
          stepId={step.id}
          stepName={name}
          size="phone"
        />
      </div>
      <h3>Videre</h3>
      {step.branches.length === 0 ? (
        <p className="muted">Slutten av flyten.</p>
      ) : (
        <BranchList
          label={`Videre fra ${name}`}
          branches={step.branches}
          steps={steps}
          questions={questions}
          onSelect={onSelect}
        />
      )}
      <h3>Regler og testene som beviser dem</h3>
      {rules.length === 0 ? (
        <p className="muted">Ingen rader i docs/flow-rules.md nevner dette steget.</p>
      ) : (
        <table className="rules" aria-label={`Regler for ${name}`}>
          <thead>
            <tr>
              <th scope="col">Regel</th>
              <th scope="col">Test(er)</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((row) => (
              <tr key={`${row.section}|${row.number ?? ""}|${row.rule}`}>
                <td>
                  {row.number && <strong>{row.number} </strong>}
                  {row.rule}
                </td>
                <td className="rules__tests">{row.tests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
