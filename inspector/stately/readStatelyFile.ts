/**
 * Reads a file as Stately's editor and the XState VS Code extension do: with
 * `@xstate/machine-extractor` (installed with the XState 4 it needs through
 * scripts/stately-extractor, docs/decisions/0011-stately-files-generated.md). Node only.
 */
import { createRequire } from "node:module";
import type * as StatelyExtractor from "stately-extractor";
import type { AstNode, Extracted, ExtractedRoute, ExtractedState } from "./chartFacts.ts";

const require = createRequire(import.meta.url);
const { extractMachinesFromFile } = require("stately-extractor") as typeof StatelyExtractor;

/** Every machine Stately's reader finds in the text (`createMachine(...)` calls). */
export function extractStatelyFile(text: string): Extracted[] {
  const result = extractMachinesFromFile(text);
  return (result?.machines ?? []).flatMap((machine) => {
    if (!machine) return [];
    const metaNodes = new Map<string, AstNode>();
    const routes = new Map<string, ExtractedRoute>();
    for (const node of machine.getAllStateNodes()) {
      const meta = node.ast.meta?._valueNode as AstNode | undefined;
      if (meta) metaNodes.set(node.path.join("."), meta);
      const route = propertyOf(node.ast.node as AstNode | undefined, "route");
      if (route) routes.set(node.path.join("."), readRoute(route, text));
    }
    return [{ config: machine.toConfig() as ExtractedState, metaNodes, routes }];
  });
}

function propertyOf(object: AstNode | undefined, name: string): AstNode | undefined {
  return object?.properties?.find((property) => (property.key.name ?? property.key.value) === name)
    ?.value;
}

function readRoute(route: AstNode, text: string): ExtractedRoute {
  const guard = propertyOf(route, "guard");
  const description = propertyOf(route, "description");
  return {
    guardSource: guard ? text.slice(guard.start, guard.end) : null,
    description: typeof description?.value === "string" ? description.value : null,
  };
}
