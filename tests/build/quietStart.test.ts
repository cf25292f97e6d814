/**
 * `npm start` starts quietly (issue 20): the CSS minifier warned about Jøkul's Internet Explorer
 * rule (`select::ms-expand`) with a code excerpt on every build. Runs the app's stylesheet of Jøkul
 * (src/styles/jokul.css, its `@import`s inlined) through Vite's CSS pipeline with the app's own
 * config, then through the minifier Vite uses, as the build does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "lightningcss";
import { preprocessCSS, resolveConfig } from "vite";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const stylesheet = path.join(root, "src/styles/jokul.css");

const minifierWarnings = (css: string) =>
  transform({ filename: "jokul.css", code: Buffer.from(css), minify: true }).warnings.map(
    (warning) => warning.message,
  );

async function processed(configFile: string | false) {
  const config = await resolveConfig({ root, configFile, logLevel: "silent" }, "build");
  return (await preprocessCSS(readFileSync(stylesheet, "utf8"), stylesheet, config)).code;
}

describe("Jøkul's stylesheets in the build", () => {
  it("warn in the minifier without the app's config (the reason for its rule)", async () => {
    expect(minifierWarnings(await processed(false)).join("\n")).toMatch(/ms-expand/);
  });

  it("minify without a warning with the app's config, every other select rule kept", async () => {
    const css = await processed(path.join(root, "vite.config.ts"));
    expect(minifierWarnings(css)).toEqual([]);
    expect(css).not.toContain("ms-expand");
    expect(css).toContain(".jkl-select select");
  });
});
