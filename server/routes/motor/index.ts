/**
 * `/motor/bil/*` (SPEC §7): vehicle register, guarantee, price, offers, express price, default
 * bonus, discount, purchase and the agreement for the detail page. Every call needs a session.
 * docs/sandbox.md lists the reserved test data; docs/tariff.md the premium model.
 */
import { Hono } from "hono";
import { idempotencyKeyHeader } from "../../../core/contract/common.ts";
import {
  type Agreement,
  AgreementQuery,
  BasisDataQuery,
  type BasisDataResponse,
  type BonusCode,
  type DefaultBonusResponse,
  type DiscountResponse,
  type FetchOfferResponse,
  GuaranteeRequest,
  type GuaranteeResponse,
  MakesQuery,
  type MakesResponse,
  type MileageCode,
  ModelsQuery,
  type ModelsResponse,
  minimumModelYear,
  OfferQuery,
  OfferStepRequest,
  type OwnCarsResponse,
  PriceRequest,
  type PriceResponse,
  type PriceResponseBody,
  PurchaseRequest,
  SaveOfferRequest,
  type SaveOfferResponse,
  VariantsQuery,
  type VariantsResponse,
  VehicleSearchQuery,
  type VehicleSearchResponse,
} from "../../../core/contract/motor.ts";
import { answersOnlyTheError, reportsErrorInData } from "../../catalogue/priceReferences.ts";
import { listsValuesAboveCap, norwegianYear, priceAnswerError } from "../../catalogue/vehicles.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { completeAnswer } from "../../http/responseHeaders.ts";
import { type AppEnv, requireSession, requireSessionInfo } from "../../http/session.ts";
import { readJsonBody, readQuery } from "../../http/validation.ts";
import { motorhomeValues, motorhomeValuesAboveCap } from "../../tariff/tables.ts";
import { discountOf, findCustomer } from "../customer.ts";
import type { RouteDeps } from "../deps.ts";
import { chooseAddOns, findOwnOffer, prepareOffer, recordOfferStep, saveOffer } from "./offers.ts";
import { priceAnswerText, priceRequest } from "./pricing.ts";
import { type AgreementData, checkPurchaseFields, purchaseOnce } from "./purchase.ts";
import {
  checkOtherOwner,
  describeVehicle,
  guaranteeFor,
  throwVehicleError,
  toBilinfo,
  type VehicleFacts,
  vehicleError,
} from "./vehicleFacts.ts";

/** The starting bonus, and the default for customers with an agreement in the last 3 years. */
export const startingBonus: BonusCode = "60";
export const returningCustomerBonus: BonusCode = "70";

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

export function motorRoutes({ db, config, facts }: RouteDeps) {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.use(requireSession);

  /** Model years the model picker offers: 1994 up to next year. */
  const checkPickerYear = (aar: number) => {
    const last = norwegianYear(config.now()) + 1;
    if (aar < minimumModelYear || aar > last) {
      throw badRequest("aar", `aar må være mellom ${minimumModelYear} og ${last}`);
    }
  };
  const includeMotorhomes = (flag: "true" | "false") => flag === "true";

  routes.get("/sok", async (c) => {
    const query = readQuery(c, VehicleSearchQuery);
    const session = requireSessionInfo(c);
    const now = config.now();
    const { vehicle } = await facts.byRegistrationNumber(
      session.kundenummer,
      query.registreringsnummer,
    );
    const error = vehicleError(vehicle, session.kundenummer, norwegianYear(now));
    if (error) throwVehicleError(error);
    const body: VehicleSearchResponse = {
      bilinfo: toBilinfo({ ...vehicle, registreringsnummer: query.registreringsnummer }),
      garanti: guaranteeFor(vehicle, undefined, now),
      ...(vehicle.biltype === "BOBIL"
        ? {
            bobilMerker: [
              ...motorhomeValues,
              ...(listsValuesAboveCap(query.registreringsnummer) ? motorhomeValuesAboveCap : []),
            ],
          }
        : {}),
    };
    return c.json(body);
  });

  routes.get("/sok/merker", async (c) => {
    const query = readQuery(c, MakesQuery);
    checkPickerYear(query.aar);
    const merker = await db.query<MakesResponse["merker"][number]>(
      `select distinct merkekode, merkenavn from vehicle_variants
       where fra_aar <= $1 and coalesce(til_aar, $2) >= $1 and ($3 or biltype = 'BIL')
       order by merkenavn`,
      [query.aar, norwegianYear(config.now()) + 1, includeMotorhomes(query.inkludereBobil)],
    );
    return c.json({ merker } satisfies MakesResponse);
  });

  routes.get("/sok/modeller", async (c) => {
    const query = readQuery(c, ModelsQuery);
    checkPickerYear(query.aar);
    const modeller = await db.query<ModelsResponse["modeller"][number]>(
      `select distinct modellkode, modellnavn from vehicle_variants
       where merkekode = $1 and fra_aar <= $2 and coalesce(til_aar, $3) >= $2
         and ($4 or biltype = 'BIL')
       order by modellnavn`,
      [
        query.merkekode,
        query.aar,
        norwegianYear(config.now()) + 1,
        includeMotorhomes(query.inkludereBobil),
      ],
    );
    return c.json({ modeller } satisfies ModelsResponse);
  });

  routes.get("/sok/varianter", async (c) => {
    const query = readQuery(c, VariantsQuery);
    checkPickerYear(query.aar);
    const rows = await db.query<{ variantkode: string; variantnavn: string; biltype: string }>(
      `select variantkode, variantnavn, biltype from vehicle_variants
       where merkekode = $1 and modellkode = $2 and fra_aar <= $3 and coalesce(til_aar, $4) >= $3
         and ($5 or biltype = 'BIL')
       order by variantkode`,
      [
        query.merkekode,
        query.modellkode,
        query.aar,
        norwegianYear(config.now()) + 1,
        includeMotorhomes(query.inkludereBobil),
      ],
    );
    const varianter = rows.map(({ variantkode, variantnavn, biltype }) => ({
      variantkode,
      variantnavn,
      ...(biltype === "BOBIL" ? { bobilMerker: [...motorhomeValues] } : {}),
    }));
    return c.json({ varianter } satisfies VariantsResponse);
  });

  routes.get("/biler", async (c) => {
    const session = requireSessionInfo(c);
    const rows = await db.query<{
      registreringsnummer: string;
      merkenavn: string;
      modellnavn: string;
      modellaar: number;
      biltype: "BIL" | "BOBIL";
    }>(
      `select v.registreringsnummer, va.merkenavn, va.modellnavn, v.modellaar, va.biltype
       from vehicles v
       join vehicle_variants va
         on va.merkekode = v.merkekode and va.modellkode = v.modellkode
        and va.variantkode = v.variantkode
       where v.eier_kundenummer = $1
       order by v.registreringsnummer`,
      [session.kundenummer],
    );
    const biler = rows.map((row) => ({
      registreringsnummer: row.registreringsnummer,
      beskrivelse: describeVehicle(row),
      biltype: row.biltype,
    }));
    return c.json({ biler } satisfies OwnCarsResponse);
  });

  routes.post("/garanti", async (c) => {
    const request = await readJsonBody(c, GuaranteeRequest);
    const session = requireSessionInfo(c);
    const { customer, vehicle } = await facts.byRegistrationNumber(
      session.kundenummer,
      request.registreringsnummer,
    );
    checkOtherOwner(customer, request.fnrOrgnrAnnenEier);
    const garanti = guaranteeFor(vehicle, request.fnrOrgnrAnnenEier, config.now());
    return c.json({ garanti } satisfies GuaranteeResponse);
  });

  routes.post("/pris", async (c) => {
    const request = await readJsonBody(c, PriceRequest);
    const session = requireSessionInfo(c);
    const registered = request.bildetaljer.registreringsnummer;
    const answerError = registered ? priceAnswerError(registered) : undefined;
    if (answerError) {
      // SPEC §7, §8: the price answer's `feil` alone, with a 200: nothing else to read.
      return c.json({ feil: { kode: answerError } } satisfies PriceResponseBody);
    }
    const priced = await priceRequest(facts, session.kundenummer, request, config.now());
    // With a coverage named, its add-ons follow the rules of a save (an included one is 422).
    const dekning = priced.response.dekninger.find(
      (option) => option.id === request.dekningsgruppeId,
    );
    if (dekning) chooseAddOns(priced, dekning, request.tilleggsdekninger);
    return completeAnswer(
      c,
      priceAnswerText(priced.response satisfies PriceResponse),
      "application/json",
    );
  });

  routes.post("/tilbud/lagre", async (c) => {
    const request = await readJsonBody(c, SaveOfferRequest);
    const session = requireSessionInfo(c);
    const data = await prepareOffer(db, facts, session.kundenummer, request, config.now());
    const avtalenummer = await saveOffer(db, session.kundenummer, request.avtalenummer, data);
    return c.json({ avtalenummer } satisfies SaveOfferResponse);
  });

  routes.post("/tilbud/steg", async (c) => {
    const { avtalenummer, steg } = await readJsonBody(c, OfferStepRequest);
    const session = requireSessionInfo(c);
    await recordOfferStep(db, session.kundenummer, avtalenummer, steg);
    return c.body(null, 204);
  });

  routes.get("/tilbud/hent", async (c) => {
    const { avtalenummer } = readQuery(c, OfferQuery);
    const session = requireSessionInfo(c);
    const offer = await findOwnOffer(db, session.kundenummer, avtalenummer);
    const plate = offer.data.kjoretoy.registreringsnummer;
    const registered = plate
      ? await db.query<Pick<VehicleFacts, "transaksjonstype" | "garantieier">>(
          "select transaksjonstype, garantieier from vehicles where registreringsnummer = $1",
          [plate],
        )
      : [];
    const garanti = guaranteeFor(
      registered[0] ?? { transaksjonstype: null, garantieier: null },
      offer.data.tilbud.annenEier?.fnrOrgnr,
      config.now(),
    );
    const body: FetchOfferResponse = {
      tilbud: { avtalenummer: offer.avtalenummer, ...offer.data.tilbud },
      garanti,
      ...(offer.data.bobilVerdi ? { bobilmerke: offer.data.bobilVerdi } : {}),
      sisteSteg: offer.sist_steg,
    };
    return c.json(body);
  });

  routes.get("/beregningsgrunnlag", async (c) => {
    const { prisreferanse } = readQuery(c, BasisDataQuery);
    const session = requireSessionInfo(c);
    // The seed writes the references (server/catalogue/priceReferences.ts) with the contract's codes.
    const rows = await db.query<{
      registreringsnummer: string;
      bonuskode: BonusCode;
      ung_foerer: boolean;
      pant: boolean;
      kjorelengdekode: MileageCode;
    }>(
      `select registreringsnummer, bonuskode, ung_foerer, pant, kjorelengdekode
       from price_references where prisreferanse = $1`,
      [prisreferanse],
    );
    const reference = rows[0];
    if (!reference) throw notFound();
    const { vehicle } = await facts.byRegistrationNumber(
      session.kundenummer,
      reference.registreringsnummer,
    );
    const error = vehicleError(vehicle, session.kundenummer, norwegianYear(config.now()));
    const errorInData = error && reportsErrorInData(prisreferanse);
    if (error && !errorInData) throwVehicleError(error);
    if (error && answersOnlyTheError(prisreferanse)) {
      return c.json({ feil: { ...error } } satisfies BasisDataResponse);
    }
    return c.json({
      ...(error && errorInData ? { feil: { ...error } } : {}),
      valgtBonuskode: reference.bonuskode,
      registreringsnummer: reference.registreringsnummer,
      ungFoerer: reference.ung_foerer,
      pant: reference.pant,
      valgtKjoerelengdekode: reference.kjorelengdekode,
    } satisfies BasisDataResponse);
  });

  routes.get("/defaultBonus", async (c) => {
    const session = requireSessionInfo(c);
    const since = new Date(config.now());
    since.setUTCFullYear(since.getUTCFullYear() - 3);
    const rows = await db.query<{ recent: boolean }>(
      `select exists (select 1 from agreements where kundenummer = $1 and created_at >= $2) as recent`,
      [session.kundenummer, since],
    );
    const bonuskode = rows[0]?.recent ? returningCustomerBonus : startingBonus;
    return c.json({ bonuskode } satisfies DefaultBonusResponse);
  });

  routes.get("/rabatt", async (c) => {
    const session = requireSessionInfo(c);
    const customer = await findCustomer(db, session.kundenummer);
    return c.json(discountOf(customer) satisfies DiscountResponse);
  });

  routes.post("/kjop", async (c) => {
    const session = requireSessionInfo(c);
    const key = c.req.header(idempotencyKeyHeader);
    if (!key) throw badRequest(idempotencyKeyHeader, "Mangler Idempotency-Key");
    if (!idempotencyKeyPattern.test(key)) {
      throw badRequest(idempotencyKeyHeader, "Idempotency-Key: 1-255 synlige ASCII-tegn");
    }
    const request = await readJsonBody(c, PurchaseRequest);
    checkPurchaseFields(request);
    const outcome = await purchaseOnce(db, session.kundenummer, key, request, config.now());
    // Committed: /sok and /pris must now answer alleredeForsikret for this vehicle.
    if (outcome.bought) facts.vehicleChanged(outcome.bought);
    if (outcome.replayed) c.header("Idempotent-Replayed", "true");
    return c.json(outcome.response);
  });

  routes.get("/avtale", async (c) => {
    const { avtalenummer } = readQuery(c, AgreementQuery);
    const session = requireSessionInfo(c);
    const rows = await db.query<{
      avtalenummer: string;
      status: Agreement["status"];
      produkt: Agreement["produkt"];
      data: AgreementData;
    }>(
      `select avtalenummer, status, produkt, data from agreements
       where avtalenummer = $1 and kundenummer = $2`,
      [avtalenummer, session.kundenummer],
    );
    const row = rows[0];
    if (!row?.data?.dekning) throw notFound();
    const avtale: Agreement = {
      avtalenummer: row.avtalenummer,
      status: row.status,
      produkt: row.produkt,
      ...row.data,
    };
    return c.json({ avtale });
  });

  return routes;
}
