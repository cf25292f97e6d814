/**
 * What each customer step asks, in the app's own words (its heading from core/texts), for the
 * storyboard. Car wording; the motorhome flow says "bobilen".
 */
import { harBilTexts, introTexts, velgBilTexts } from "../core/texts/steps/intro.ts";
import {
  contactTexts,
  identityTexts,
  kjopTexts,
  kvitteringTexts,
  odometerTexts,
  prisTexts,
  samtykkeTexts,
  tilleggsdekningTexts,
  tilpassTexts,
} from "../core/texts/steps/offer.ts";
import {
  bobilVerdiTexts,
  bonusOverforingTexts,
  bonusTexts,
  eierFnrTexts,
  eierNavnTexts,
  eierTexts,
  leasingTexts,
  modellvelgerTexts,
  over23Texts,
  pantTexts,
  sjekkBilInfoTexts,
} from "../core/texts/steps/questions.ts";

export const stepQuestions: Readonly<Record<string, string>> = {
  intro: introTexts.title("bil"),
  harBil: harBilTexts.title,
  velgBil: velgBilTexts.title("bilen"),
  modellvelger: modellvelgerTexts.title("bilen"),
  bobilVerdi: bobilVerdiTexts.title,
  leasing: leasingTexts.title("bilen"),
  eier: eierTexts.title("bilen"),
  eierNavn: eierNavnTexts.title,
  eierFnr: eierFnrTexts.title(""),
  pant: pantTexts.title("bilen"),
  over23: over23Texts.title("bilen"),
  bonus: bonusTexts.title,
  sjekkBilInfo: sjekkBilInfoTexts.title,
  pris: prisTexts.title,
  tilleggsdekning: tilleggsdekningTexts.title,
  tilpass: tilpassTexts.title,
  regnummerChassisnummer: identityTexts.title("bilen"),
  kilometer: odometerTexts.title,
  kontaktinfo: contactTexts.title,
  bonusOverforing: bonusOverforingTexts.title,
  kjop: kjopTexts.title,
  samtykke: samtykkeTexts.title,
  kvittering: kvitteringTexts.title,
};
