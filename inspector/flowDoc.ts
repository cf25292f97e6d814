/** The machines drawn in docs/flow.md, in order. */
import { appMachine } from "../machines/appMachine.ts";
import { purchaseMachine } from "../machines/purchaseMachine.ts";
import { type FlowDocMachine, flowDocument } from "./mermaid.ts";

export const flowDocMachines: readonly FlowDocMachine[] = [
  { title: "Kjøpsflyten", source: "machines/purchaseMachine.ts", machine: purchaseMachine },
  { title: "Appen: innlogging og sperrer", source: "machines/appMachine.ts", machine: appMachine },
];

export const flowDocPath = "docs/flow.md";

export function generateFlowDoc(): string {
  return flowDocument(flowDocMachines);
}
