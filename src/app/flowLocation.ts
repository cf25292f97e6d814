/**
 * Where the customer is, read from the address alone (SPEC §2): product, step path and the entry
 * a first page load means. No machine here: the app root needs this before the flow's code loads;
 * the step table read from the machine is in flowPaths.ts.
 */
import type { FlowEntry, Product } from "../../machines/types.ts";
import { activeStep, type PurchaseSnapshot } from "./purchaseHooks.ts";

/** SPEC §2: the motor base path; the car flow is under /bil, the motorhome variant under /bobil. */
export const motorBasePath = "/privat/forsikring/motor";

export const flowBasePath = (product: Product) => `${motorBasePath}/${product}`;

/** The customer's open offers (issue 26.7), a page of the app beside the agreement's details. */
export const offersPagePath = `${motorBasePath}/tilbud`;

export interface LocationInFlow {
  product: Product;
  /** Path below the flow base, always starting with '/'. */
  stepPath: string;
}

/** Splits a browser path into product and step path; undefined outside the two flows. */
export function locateInFlow(pathname: string): LocationInFlow | undefined {
  const match = /^\/privat\/forsikring\/motor\/(bil|bobil)(\/.*)?$/.exec(pathname);
  if (!match) return undefined;
  const rest = (match[2] ?? "/").replace(/\/+$/, "") || "/";
  return { product: match[1] as Product, stepPath: rest };
}

export type EntryTarget =
  | { kind: "express"; referenceId: string }
  | { kind: "offer"; avtalenummer: string };

/** An express-price or stored-offer link (SPEC §2), or undefined for any other step path. */
export function entryTargetForPath(stepPath: string): EntryTarget | undefined {
  const express = /^\/ekspresspris\/([^/]+)$/.exec(stepPath);
  if (express?.[1]) return { kind: "express", referenceId: decodeURIComponent(express[1]) };
  const offer = /^\/(\d{9})$/.exec(stepPath);
  if (offer?.[1]) return { kind: "offer", avtalenummer: offer[1] };
  return undefined;
}

/** The flow entry a first page load means (SPEC §2: regnr from the URL, express, edit offer). */
export function entryForLocation(stepPath: string, search: string): FlowEntry {
  const target = entryTargetForPath(stepPath);
  if (target?.kind === "express") return { kind: "ekspresspris", referenceId: target.referenceId };
  if (target?.kind === "offer") return { kind: "tilbud", avtalenummer: target.avtalenummer };
  const registreringsnummer = new URLSearchParams(search).get("registreringsnummer");
  if (registreringsnummer) return { kind: "registreringsnummer", registreringsnummer };
  return { kind: "start" };
}

/** Fills a step path's parameters from the flow's entry (the only parameters paths have). */
export function concreteStepPath(path: string, entry: FlowEntry): string {
  if (path.includes(":referenceId")) {
    return entry.kind === "ekspresspris"
      ? path.replace(":referenceId", encodeURIComponent(entry.referenceId))
      : "/";
  }
  if (path.includes(":avtalenummer")) {
    return entry.kind === "tilbud" ? path.replace(":avtalenummer", entry.avtalenummer) : "/";
  }
  return path;
}

/** The browser path of where the flow is: the active step's `meta.path` under the flow base. */
export function pathOfSnapshot(snapshot: PurchaseSnapshot): string | undefined {
  const step = activeStep(snapshot);
  if (!step) return undefined;
  const stepPath = concreteStepPath(step.meta.path, snapshot.context.entry);
  return `${flowBasePath(snapshot.context.product)}${stepPath === "/" ? "/" : stepPath}`;
}
