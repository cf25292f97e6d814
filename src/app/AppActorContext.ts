import { createActorContext } from "@xstate/react";
import { appMachine } from "../../machines/appMachine.ts";

/** The one long-lived app actor, above the router; the purchase flow is its child 'purchase'. */
export const AppActorContext = createActorContext(appMachine);
