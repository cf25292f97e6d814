/**
 * GET /motor/bil/tilbud/hent?avtalenummer=…: a saved offer. Its schema belongs to the motor
 * contract in the flow's chunk; the path is here so the app root can ask for the offer a link
 * opens beside its own start calls (`ApiClient.prefetch`), before that chunk has arrived.
 */
export const offerPath = "/motor/bil/tilbud/hent";
export const offerQuery = (avtalenummer: string) => ({ avtalenummer });
