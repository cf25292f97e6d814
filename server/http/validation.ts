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
const isUnstorable = (text: string) => text.includes("\u0000") || loneSurrogate.test(text);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The one input rule of the HTTP layer, before any schema: every string a request brings (query
 * values, form fields, JSON values and keys at any depth) must be one the database can store.
 * Answers the dot path of the first string that is not, or of a body nested too deep. Walks
 * without recursion, so no input can exhaust the stack.
 */
export function unstorableInputPath(input: unknown): string | undefined {
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
