/** The machines drawn in docs/flow.md, in order, after the customer steps of the purchase flow. */
import { appMachine } from "../machines/appMachine.ts";
import { feedbackMachine } from "../machines/feedbackMachine.ts";
import { purchaseGuardDescriptions } from "../machines/purchase/guardDescriptions.ts";
import { purchaseMachine } from "../machines/purchaseMachine.ts";
import { sessionTimeoutMachine } from "../machines/sessionTimeoutMachine.ts";
import { customerSteps } from "./customerSteps.ts";
import { customerStepsSection } from "./customerStepsMermaid.ts";
import { type FlowDocMachine, flowDocument } from "./mermaid.ts";
import { extractChart } from "./model.ts";
import { stepQuestions } from "./stepQuestions.ts";

export const flowDocMachines: readonly FlowDocMachine[] = [
  { title: "Kjøpsflyten", source: "machines/purchaseMachine.ts", machine: purchaseMachine },
  {
    title: "Appen: innlogging, sperrer og barna",
    source: "machines/appMachine.ts",
    machine: appMachine,
  },
  {
    title: "Sesjonsutløp (appens barn 'sessionTimeout')",
    source: "machines/sessionTimeoutMachine.ts",
    machine: sessionTimeoutMachine,
  },
  {
    title: "Tilbakemelding (appens barn 'feedback', på kvitteringen)",
    source: "machines/feedbackMachine.ts",
    machine: feedbackMachine,
  },
];

export const flowDocPath = "docs/flow.md";

export function generateFlowDoc(): string {
  const view = customerSteps(extractChart(purchaseMachine), purchaseGuardDescriptions);
  return flowDocument(flowDocMachines, [customerStepsSection(view, stepQuestions)]);
}
