/** The machines the inspector can draw, read from machines/ (the purchase flow first). */
import type { AnyStateMachine } from "xstate";
import { appMachine } from "../machines/appMachine.ts";
import { feedbackMachine } from "../machines/feedbackMachine.ts";
import { purchaseMachine } from "../machines/purchaseMachine.ts";
import { sessionTimeoutMachine } from "../machines/sessionTimeoutMachine.ts";

export interface InspectedMachine {
  key: string;
  title: string;
  source: string;
  machine: AnyStateMachine;
}

export const inspectedMachines: readonly InspectedMachine[] = [
  {
    key: "purchase",
    title: "Kjøpsflyten",
    source: "machines/purchaseMachine.ts",
    machine: purchaseMachine,
  },
  {
    key: "app",
    title: "Appen (innlogging og sperrer)",
    source: "machines/appMachine.ts",
    machine: appMachine,
  },
  {
    key: "sessionTimeout",
    title: "Sesjonsutløp",
    source: "machines/sessionTimeoutMachine.ts",
    machine: sessionTimeoutMachine,
  },
  {
    key: "feedback",
    title: "Tilbakemelding",
    source: "machines/feedbackMachine.ts",
    machine: feedbackMachine,
  },
];
