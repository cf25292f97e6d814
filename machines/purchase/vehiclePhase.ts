/**
 * Vehicle phase: the registration number is looked up and its guarantee checked, or the customer
 * without one picks the model.
 */
import { and } from "xstate";
import { purchaseSetup } from "./setup.ts";
import { guaranteeCheck, lookingUpVehicle, openRoute, step } from "./subflows.ts";

export const vehiclePhase = {
  velgBil: purchaseSetup.createStateConfig({
    ...step("velgBil", { path: "/velg-bil", funnelStep: 2 }, openRoute),
    description:
      "Kunden skriver inn registreringsnummeret (eller velger en av sine biler). Bilen slås opp og garantien sjekkes.",
    initial: "idle",
    on: {
      // The field sends every change; a number not yet complete takes none of these.
      "vehicle.lookup": [
        {
          guard: and(["registrationNumberIsComplete", "registrationNumberChanged"]),
          target: ".lookingUp",
          actions: "startNewVehicle",
          description:
            "Nytt, helt registreringsnummer (7 gyldige tegn): pris og kjøp nullstilles, og skjemaet får standardverdiene igjen.",
        },
        {
          guard: and(["vehicleFound", "typedNumberIsNotTheFoundVehicle"]),
          target: ".editing",
          description:
            "Kunden endrer nummeret etter at bilen er funnet: bilen vises ikke lenger ved siden av et nummer den ikke har.",
        },
        {
          guard: "vehicleFound",
          target: ".found",
          description: "Samme bil som allerede er funnet: ingen nytt oppslag.",
        },
        {
          guard: "registrationNumberIsComplete",
          target: ".lookingUp",
          actions: "clearError",
          description: "Samme nummer som ikke ble funnet sist: det slås opp igjen.",
        },
      ],
      "vehicle.pickModel": {
        target: "#modellvelger",
        actions: "clearError",
        description: "Til modellvelgeren; en feil fra oppslaget gjelder ikke der.",
      },
    },
    states: {
      idle: {
        description: "Venter på registreringsnummer.",
        always: {
          guard: "vehicleFound",
          target: "found",
          description: "Bilen er allerede funnet (kunden kom tilbake til steget).",
        },
      },
      lookingUp: lookingUpVehicle({
        description: "Slår opp registreringsnummeret i kjøretøyregisteret.",
        target: "checkingGuarantee",
      }),
      ...guaranteeCheck({
        found: "found",
        fetchingDescription: "Henter garanti (selskapsbytte, eier) for bilen.",
      }),
      found: {
        tags: "vehicleFound",
        description: "Bilen er funnet og beskrivelsen vises; kunden kan gå videre.",
        on: {
          // Not taken when the field holds another number than the one found: the view asks
          // `can` and starts a new lookup instead.
          "vehicle.submit": [
            {
              guard: and(["submitsFoundVehicle", "vehicleIsMotorhome"]),
              target: "#bobilVerdi",
              description: "En bobil går først til spørsmålet om verdi.",
            },
            {
              guard: "submitsFoundVehicle",
              target: "#leasing",
              description: "Bilen i feltet er den som er funnet: videre til leasing.",
            },
          ],
        },
      },
      editing: {
        description:
          "Nummeret i feltet er ikke bilen som ble funnet (ennå ikke helt, eller i feil format): ingen bil vises, og Neste sjekker nummeret.",
      },
      failed: {
        description:
          "Bilen kan ikke prises på nett (for eksempel allerede forsikret); feilkoden bestemmer meldingen.",
      },
    },
  }),

  modellvelger: purchaseSetup.createStateConfig({
    ...step("modellvelger", { path: "/modellvelger", funnelStep: 2 }, openRoute),
    description:
      "Kunden uten registreringsnummer velger årsmodell, merke, modell, variant og registreringsår.",
    on: {
      "model.submit": [
        {
          guard: "productIsMotorhome",
          target: "#bobilVerdi",
          actions: "storeModel",
          description: "En bobil går først til spørsmålet om verdi.",
        },
        { target: "#leasing", actions: "storeModel" },
      ],
    },
  }),
};
