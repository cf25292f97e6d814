/**
 * The part of `@xstate/machine-extractor` 0.16 this project uses (its own typings pull in
 * XState 4's). See inspector/stately/readStatelyFile.ts.
 */
export interface ExtractedStateNode {
  path: string[];
  ast: { node?: unknown; meta?: { _valueNode?: unknown } };
}

export interface MachineExtractResult {
  toConfig(): unknown;
  getAllStateNodes(): ExtractedStateNode[];
}

export function extractMachinesFromFile(
  fileContent: string,
): { machines: (MachineExtractResult | undefined)[] } | null;
