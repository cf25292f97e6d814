import type { Context } from "hono";
import * as v from "valibot";
import { apiError, badRequest } from "./errors.ts";
import { requestHeader } from "./requestHeaders.ts";

type AnySchema = v.GenericSchema;

/**
 * Deeper than any request of the contract (a price request is four levels deep): a body nested
 * further is refused before anything walks it.
 */
export const maxInputDepth = 16;

/**
 * NUL (PostgreSQL's text cannot hold it) and a UTF-16 surrogate without its pair (not valid
 * Unicode; jsonb refuses it). Either reached the database as a 500 (issue 17).
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Any surrogate: a plain scan that lets almost every string past the look-around. */
const anySurrogate = /[\ud800-\udfff]/;
const isUnstorable = (text: string) =>
  text.includes("\u0000") || (anySurrogate.test(text) && loneSurrogate.test(text));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * Whether every string of the input (values and keys at any depth) can be stored and it is
 * nested no deeper than `maxInputDepth`: the walk of `unstorableInputPath` without making a
 * path for every value, which only a refusal needs (on the price call's way, issue 31).
 */
function isStorableInput(input: unknown): boolean {
  const values: unknown[] = [input];
  const depths: number[] = [0];
  for (let depth = depths.pop(); depth !== undefined; depth = depths.pop()) {
    const value = values.pop();
    if (typeof value === "string") {
      if (isUnstorable(value)) return false;
      continue;
    }
    if (!isRecord(value)) continue;
    if (depth >= maxInputDepth) return false;
    for (const key of Object.keys(value)) {
      if (isUnstorable(key)) return false;
      values.push(value[key]);
      depths.push(depth + 1);
    }
  }
  return true;
}

/**
 * The one input rule of the HTTP layer, before any schema: every string a request brings (query
 * values, form fields, JSON values and keys at any depth) must be one the database can store.
 * Answers the dot path of the first string that is not, or of a body nested too deep. Walks
 * without recursion, so no input can exhaust the stack.
 */
export function unstorableInputPath(input: unknown): string | undefined {
  if (isStorableInput(input)) return undefined;
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      if (isUnstorable(value)) return path.join(".") || "body";
      continue;
    }
    if (!isRecord(value)) continue;
    if (path.length >= maxInputDepth) return path.join(".");
    // Own keys only, read without calling getters or the prototype: `__proto__` is just a key.
    for (const key of Object.keys(value).reverse()) {
      const keyPath = [...path, key];
      if (isUnstorable(key)) return keyPath.join(".");
      pending.push({ value: value[key], path: keyPath });
    }
  }
  return undefined;
}

/** Parses untrusted input; the first problem becomes a 400 naming the field. */
export function parseOrBadRequest<S extends AnySchema>(
  schema: S,
  input: unknown,
): v.InferOutput<S> {
  const unstorableField = unstorableInputPath(input);
  if (unstorableField !== undefined) {
    throw badRequest(unstorableField, "Ugyldige tegn eller for dyp struktur");
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const felt = v.getDotPath(issue) ?? (issue.kind === "schema" ? "body" : "ukjent");
  throw badRequest(felt, issue.message);
}

/** The header names this media type, with or without parameters; nothing that only starts so. */
export function hasMediaType(header: string | undefined, mediaType: string): boolean {
  return header?.split(";", 1)[0]?.trim().toLowerCase() === mediaType;
}

/** `application/json`, with or without parameters (`; charset=utf-8`); not `application/jsonx`. */
export const isJsonContentType = (header: string | undefined) =>
  hasMediaType(header, "application/json");

/** A body that is not JSON (or claims another type) is refused before it is read. */
export const unsupportedMediaType = (expected: string) =>
  apiError(415, "ugyldigInnholdstype", { felt: "Content-Type", melding: `Forventet ${expected}` });

export async function readJsonBody<S extends AnySchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  if (!isJsonContentType(requestHeader(c, "Content-Type"))) {
    throw unsupportedMediaType("application/json");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("body", "Ugyldig JSON");
  }
  return parseOrBadRequest(schema, body);
}

export function readQuery<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseOrBadRequest(schema, c.req.query());
}
