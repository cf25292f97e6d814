/**
 * The checks every request passes and those every API call passes, each group as one Hono
 * middleware. They were nine layers of Hono's chain for the price call (issue 31): each layer is
 * an async dispatch, and a check with nothing to do after `next()` needs none. The checks are
 * plain functions here, run in the order the layers ran them, and an error one throws is answered
 * as Hono's chain answered it at that check's layer (`errorAnswer`), so the headers of the
 * layers around it still go on that answer.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { ServerConfig } from "../config.ts";
import type { FaultPlan } from "../sandbox/faults.ts";
import { plannedFaultCheck } from "../sandbox/faults.ts";
import { addNoStore, markNeverStored } from "./caching.ts";
import { bodySizeRefusal, hasChunkedBody, limitChunkedBody } from "./limits.ts";
import { undecodablePathRefusal } from "./pathEncoding.ts";
import { addHeaderSource, isCompleteAnswer, setResponseHeaders } from "./responseHeaders.ts";
import { securityHeaderRules } from "./security.ts";
import {
  type AppEnv,
  checkMarkerHeader,
  type SessionStore,
  sessionExpiryReport,
  settledSession,
  xsrfTokenCheck,
} from "./session.ts";

/** How the app answers an error (its `onError`). */
export type ErrorAnswer = (error: Error, c: Context<AppEnv>) => Response | Promise<Response>;

/**
 * What Hono's chain does with an error a layer throws (or a rejection from the layers inside it,
 * which Hono answers at the innermost layer that hands it on): the layer's answer is the error's.
 */
async function answerThrown(c: Context<AppEnv>, error: unknown, answerError: ErrorAnswer) {
  if (!(error instanceof Error)) throw error;
  c.error = error;
  c.res = await answerError(error, c);
}

/**
 * Every request, in this order: the security headers on its answer; a body over the limit
 * refused before anything reads it, not even the session lookup (`bodySizeRefusal`, a chunked
 * one counted as it is read); a path that does not decode refused.
 */
export function guardEveryRequest(
  config: ServerConfig,
  answerError: ErrorAnswer,
): MiddlewareHandler<AppEnv> {
  const security = securityHeaderRules(config);
  return async (c, next) => {
    addHeaderSource(c, security.addTo);
    const checkPathThenGoOn = async () => {
      const pathRefusal = undecodablePathRefusal(c);
      if (pathRefusal) c.res = pathRefusal;
      else await next();
    };
    try {
      const chunked = hasChunkedBody(c);
      const refusal = bodySizeRefusal(c, chunked);
      if (refusal) c.res = refusal;
      else if (chunked) {
        // Around the path check too, as the layers were: the count wraps all that follows.
        const answer = await limitChunkedBody(c, checkPathThenGoOn);
        if (answer && !c.finalized) c.res = answer;
      } else await checkPathThenGoOn();
    } catch (error) {
      await answerThrown(c, error, answerError);
    }
    if (!isCompleteAnswer(c)) setResponseHeaders(c, security.headersOf(c));
  };
}

export interface ApiGuardDeps {
  sessions: SessionStore;
  config: ServerConfig;
  answerError: ErrorAnswer;
  /** The sandbox's planned faults, checked only when the sandbox runs for tests. */
  faults?: FaultPlan;
}

/**
 * Every API call, in this order: never stored (`Cache-Control: no-store` unless the route says
 * otherwise); the marker header required; the session loaded, its expiry slid and reported in
 * X-Session-Expiry; the XSRF token checked on every non-GET call; a planned fault answered.
 */
export function guardApiCalls({
  sessions,
  config,
  answerError,
  faults,
}: ApiGuardDeps): MiddlewareHandler<AppEnv> {
  const expiry = sessionExpiryReport(config);
  const checkXsrfToken = xsrfTokenCheck(config);
  const checkPlannedFault = faults ? plannedFaultCheck(faults) : undefined;
  return async (c, next) => {
    addHeaderSource(c, addNoStore);
    try {
      checkMarkerHeader(c);
      const loading = settledSession(c, sessions, config);
      if (loading) await loading;
      addHeaderSource(c, expiry.addTo);
      checkXsrfToken(c);
      checkPlannedFault?.(c);
      await next();
    } catch (error) {
      await answerThrown(c, error, answerError);
    }
    expiry.setOn(c);
    markNeverStored(c);
  };
}
