// Types for layers.mjs (plain JavaScript, so `npm run layers` needs no compiler).
/** One import statement from a file in folder `from` of a module in folder `to`. */
export interface CrossFolderImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

export interface TwoWayArrow {
  a: string;
  b: string;
  aToB: number;
  bToA: number;
}

export function crossFolderImports(options?: {
  depth?: number;
  files?: string[];
}): CrossFolderImport[];
export function layerCounts(imports: readonly CrossFolderImport[]): Map<string, number>;
export function twoWayArrows(imports: readonly CrossFolderImport[]): TwoWayArrow[];
export function layerTable(imports: readonly CrossFolderImport[]): string;
