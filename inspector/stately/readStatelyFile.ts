/**
 * Reads a file as Stately's editor and the XState VS Code extension do: with
 * `@xstate/machine-extractor` (installed with the XState 4 it needs through
 * scripts/stately-extractor, docs/decisions/0009-stately-files-generated.md). Node only.
 */
import { createRequire } from "node:module";
import type * as StatelyExtractor from "stately-extractor";
import type { AstNode, Extracted, ExtractedState } from "./chartFacts.ts";

const require = createRequire(import.meta.url);
const { extractMachinesFromFile } = require("stately-extractor") as typeof StatelyExtractor;

/** Every machine Stately's reader finds in the text (`createMachine(...)` calls). */
export function extractStatelyFile(text: string): Extracted[] {
  const result = extractMachinesFromFile(text);
  return (result?.machines ?? []).flatMap((machine) => {
    if (!machine) return [];
    const metaNodes = new Map<string, AstNode>();
    for (const node of machine.getAllStateNodes()) {
      const meta = node.ast.meta?._valueNode as AstNode | undefined;
      if (meta) metaNodes.set(node.path.join("."), meta);
    }
    return [{ config: machine.toConfig() as ExtractedState, metaNodes }];
  });
}
