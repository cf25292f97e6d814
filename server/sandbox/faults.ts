import { type Context, Hono } from "hono";
import * as v from "valibot";
import { apiBasePath } from "../../core/contract/common.ts";
import type { Queryable } from "../db/database.ts";
import { apiError, badRequest, notFound } from "../http/errors.ts";
import type { AppEnv } from "../http/session.ts";
import { parseOrBadRequest, readJsonBody } from "../http/validation.ts";

/**
 * Planned faults: a tester (or a path test) asks the sandbox to fail the next calls of one test
 * customer to one endpoint, the way the insurer's systems now and then answer 5xx. The app's
 * error and retry states are then reached against the real server, with the real HTTP client and
 * its retry policy, instead of a mock of the insurer. Sandbox only; kept in memory.
 */
export interface PlannedFault {
  metode: string;
  /** Path below the API base, e.g. `/motor/bil/garanti`. */
  sti: string;
  status: number;
  /** How many of the next matching calls fail. */
  antall: number;
  /** The answer's `feil.kode`: 'feil' unless the fault names what the insurer says. */
  kode: string;
}

const Kundenummer = v.pipe(v.string(), v.regex(/^\d{8}$/, "Kundenummer er 8 siffer"));

const FaultInput = v.object({
  metode: v.picklist(["GET", "POST", "PUT", "DELETE"]),
  sti: v.pipe(
    v.string(),
    v.maxLength(200, "Stien er høyst 200 tegn"),
    v.regex(/^\/[\w/-]*$/, "Stien begynner med / (uten API-prefiks)"),
  ),
  /**
   * A 5xx, or a 403 or 422 for the answers SPEC §8 gives full-screen errors for (a 403 on GET
   * /skadekunde is kanIkkeSeForsikringPaaNett). Never 401: a lost session is the real logout's.
   */
  status: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.check(
        (status) => status === 403 || status === 422 || (status >= 500 && status <= 599),
        "status må være 403, 422 eller 500–599",
      ),
    ),
    503,
  ),
  antall: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 1),
  kode: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/, "kode er bare bokstaver")),
    "feil",
  ),
});

/** The most faults one customer's plan holds. */
const maxPlannedFaults = 20;

const FaultList = v.pipe(v.array(FaultInput), v.maxLength(maxPlannedFaults));

export class FaultPlan {
  private readonly byCustomer = new Map<string, PlannedFault[]>();

  /** Replaces the customer's plan (an empty list clears it). */
  replace(kundenummer: string, faults: readonly PlannedFault[]) {
    if (faults.length === 0) this.byCustomer.delete(kundenummer);
    else
      this.byCustomer.set(
        kundenummer,
        faults.map((fault) => ({ ...fault })),
      );
  }

  add(kundenummer: string, faults: readonly PlannedFault[]) {
    this.replace(kundenummer, [...this.planned(kundenummer), ...faults]);
  }

  planned(kundenummer: string): readonly PlannedFault[] {
    return this.byCustomer.get(kundenummer) ?? [];
  }

  /** The answer to give this call, counting it against the first matching fault. */
  take(
    kundenummer: string,
    metode: string,
    sti: string,
  ): Pick<PlannedFault, "status" | "kode"> | undefined {
    const faults = this.byCustomer.get(kundenummer);
    const fault = faults?.find((candidate) => candidate.metode === metode && candidate.sti === sti);
    if (!faults || !fault) return undefined;
    fault.antall--;
    if (fault.antall <= 0)
      this.replace(
        kundenummer,
        faults.filter((other) => other !== fault),
      );
    return { status: fault.status, kode: fault.kode };
  }
}

/**
 * `PUT /sandbox/feil/:kundenummer` replaces the plan, `POST` adds to it, `GET` shows it. Only for
 * a customer of the sandbox (404 for any other number), with at most 20 faults of bounded size
 * each: the plans stay as small as the list of test persons. Kept for any number, 10 000 anonymous
 * requests grew the server from 441 to 1 123 MB (issue 28).
 */
export function faultRoutes(plan: FaultPlan, db: Queryable) {
  const routes = new Hono<AppEnv>();
  const customerOf = async (value: string) => {
    const kundenummer = parseOrBadRequest(Kundenummer, value);
    const known = await db.query("select 1 from customers where kundenummer = $1", [kundenummer]);
    if (known.length === 0) throw notFound();
    return kundenummer;
  };
  routes.get("/feil/:kundenummer", async (c) =>
    c.json({ feil: plan.planned(await customerOf(c.req.param("kundenummer"))) }),
  );
  routes.put("/feil/:kundenummer", async (c) => {
    const kundenummer = await customerOf(c.req.param("kundenummer"));
    plan.replace(kundenummer, await readJsonBody(c, FaultList));
    return c.body(null, 204);
  });
  routes.post("/feil/:kundenummer", async (c) => {
    const kundenummer = await customerOf(c.req.param("kundenummer"));
    const faults = await readJsonBody(c, FaultList);
    if (plan.planned(kundenummer).length + faults.length > maxPlannedFaults) {
      throw badRequest("body", `Høyst ${maxPlannedFaults} planlagte feil per kunde`);
    }
    plan.add(kundenummer, faults);
    return c.body(null, 204);
  });
  return routes;
}

/**
 * The API's check for a planned fault (after the session is loaded, `guardApiCalls`): throws the
 * planned answer instead of letting the route answer.
 */
export function plannedFaultCheck(plan: FaultPlan): (c: Context<AppEnv>) => void {
  return (c) => {
    const session = c.get("session");
    if (!session) return;
    const sti = c.req.path.slice(apiBasePath.length).replace(/\/+$/, "") || "/";
    const fault = plan.take(session.kundenummer, c.req.method, sti);
    if (fault) throw apiError(fault.status as 500, fault.kode);
  };
}
