import type { AnyStateNode } from "xstate";
import type { StepMeta } from "../../machines/purchaseMachine.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";
import type { FlowEntry, Product } from "../../machines/types.ts";
import { activeStep, type PurchaseSnapshot } from "./purchaseHooks.ts";

/** SPEC §2: the motor base path; the car flow is under /bil, the motorhome variant under /bobil. */
export const motorBasePath = "/privat/forsikring/motor";

export const flowBasePath = (product: Product) => `${motorBasePath}/${product}`;

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

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [
    node,
    ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode)),
  ];
}

/** Step paths with their state ids, read from the machine itself (`meta.path`). */
export const stepRoutes: ReadonlyArray<{ id: string; path: string }> = allStateNodes(
  purchaseMachine.root,
)
  .filter((node) => typeof (node.meta as StepMeta | undefined)?.path === "string")
  .map((node) => ({ id: node.id, path: (node.meta as StepMeta).path }));

export type RouteTarget =
  | { kind: "step"; id: string }
  | { kind: "express"; referenceId: string }
  | { kind: "offer"; avtalenummer: string }
  | { kind: "notFound" };

/** What a step path asks for: a step to route to, an entry to open, or nothing we know. */
export function routeTargetForPath(stepPath: string): RouteTarget {
  const fixed = stepRoutes.find((route) => !route.path.includes(":") && route.path === stepPath);
  if (fixed) return { kind: "step", id: fixed.id };
  const express = /^\/ekspresspris\/([^/]+)$/.exec(stepPath);
  if (express?.[1]) return { kind: "express", referenceId: decodeURIComponent(express[1]) };
  const offer = /^\/(\d{9})$/.exec(stepPath);
  if (offer?.[1]) return { kind: "offer", avtalenummer: offer[1] };
  return { kind: "notFound" };
}

/** The flow entry a first page load means (SPEC §2: regnr from the URL, express, edit offer). */
export function entryForLocation(stepPath: string, search: string): FlowEntry {
  const target = routeTargetForPath(stepPath);
  if (target.kind === "express") return { kind: "ekspresspris", referenceId: target.referenceId };
  if (target.kind === "offer") return { kind: "tilbud", avtalenummer: target.avtalenummer };
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
