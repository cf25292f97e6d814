export function serverBuildConfig(outDir?: string): {
  logLevel: "warn";
  build: { ssr: string; outDir: string; emptyOutDir: boolean; sourcemap: boolean };
};
