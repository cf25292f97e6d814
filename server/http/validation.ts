import type { Context } from "hono";
import * as v from "valibot";
import { badRequest } from "./errors.ts";

type AnySchema = v.GenericSchema;

/** Parses untrusted input; the first problem becomes a 400 naming the field. */
export function parseOrBadRequest<S extends AnySchema>(
  schema: S,
  input: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const felt = v.getDotPath(issue) ?? (issue.kind === "schema" ? "body" : "ukjent");
  throw badRequest(felt, issue.message);
}

export async function readJsonBody<S extends AnySchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  const contentType = c.req.header("Content-Type") ?? "";
  if (!contentType.toLowerCase().startsWith("application/json")) {
    throw badRequest("Content-Type", "Forventet application/json");
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
