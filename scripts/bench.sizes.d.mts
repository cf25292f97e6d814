// Types for bench.sizes.mjs (plain JavaScript, so it runs before anything is compiled).
export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface ChunkInfo extends Size {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facade: string | undefined;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  assets: string[];
  /** Absolute ids of the source modules in the chunk. */
  modules: string[];
}

export interface LazyChunk {
  file: string;
  facade: string | undefined;
  /** The chunk and the chunks it imports that the first screen does not already have. */
  files: string[];
  js: Size;
  css: Size;
  modules: string[];
}

export interface BuildReport {
  outDir: string;
  buildMs: number;
  entry: string;
  firstScreen: {
    files: string[];
    cssFiles: string[];
    js: Size;
    css: Size;
    modules: string[];
  };
  lazy: LazyChunk[];
  chunks: ChunkInfo[];
  assets: { file: string; size: number }[];
  indexHtml: string;
}

export function analyzeBuild(options?: {
  root?: string;
  outDir?: string;
  keep?: boolean;
}): Promise<BuildReport>;

/** Bytes as KiB with one decimal. */
export function kb(bytes: number): number;
