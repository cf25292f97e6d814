import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tooltipOpenDelayMs } from "../../../src/styles/interfaceConstants.ts";

/** SPEC §9 "Interface", as the spec writes them: the oracle the stylesheets are held to. */
const spec = {
  breakpointsPx: { medium: 680, large: 1200, xl: 1600 },
  motionMs: [75, 100, 150, 250, 400],
  tooltipOpenDelayMs: 250,
  animationMs: { open: 250, close: 150 },
  textInputMaxChars: 40,
} as const;

const src = path.resolve(import.meta.dirname, "../../../src");
const tokens = readFileSync(path.join(src, "styles/tokens.css"), "utf8");

/** Every stylesheet of the app, with its text. */
function stylesheets(folder = src): Array<{ file: string; css: string }> {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith(".css") ? [{ file: full, css: readFileSync(full, "utf8") }] : [];
  });
}

/** The values `name` is declared with, in order. */
const declared = (css: string, name: string) =>
  [...css.matchAll(new RegExp(`${name}:\\s*([^;]+);`, "g"))].map((match) => match[1]?.trim());

describe("the interface constants of SPEC §9, in one place", () => {
  it("tokens.css declares the breakpoints 680, 1200 and 1600 px", () => {
    for (const [name, px] of Object.entries(spec.breakpointsPx)) {
      expect(declared(tokens, `--breakpoint-${name}`)).toEqual([`${px}px`]);
    }
  });

  it("declares motion 75/100/150/250/400 ms, tooltip delay 250 ms, animations 250 ms open and 150 ms close", () => {
    for (const ms of spec.motionMs) expect(declared(tokens, `--motion-${ms}`)[0]).toBe(`${ms}ms`);
    expect(declared(tokens, "--tooltip-open-delay")).toEqual([`${spec.tooltipOpenDelayMs}ms`]);
    expect(declared(tokens, "--animation-open")[0]).toBe(`${spec.animationMs.open}ms`);
    expect(declared(tokens, "--animation-close")[0]).toBe(`${spec.animationMs.close}ms`);
  });

  it("the tooltip waits as long as the stylesheet says (the one value a script needs)", () => {
    expect(declared(tokens, "--tooltip-open-delay")).toEqual([`${tooltipOpenDelayMs}ms`]);
  });

  it("sets every motion and animation time to 0 when reduced motion is preferred", () => {
    const reduced = tokens.slice(tokens.indexOf("@media (prefers-reduced-motion: reduce)"));
    for (const name of [
      ...spec.motionMs.map((ms) => `--motion-${ms}`),
      "--animation-open",
      "--animation-close",
    ]) {
      expect(declared(reduced, name), name).toEqual(["0ms"]);
    }
  });

  it("caps text inputs at 40 characters, and the stylesheet uses the cap", () => {
    expect(declared(tokens, "--text-input-max-width")).toEqual([`${spec.textInputMaxChars}ch`]);
    const components = readFileSync(path.join(src, "styles/components.css"), "utf8");
    expect(components).toMatch(
      /\.jkl-text-input-wrapper,\s*\.jkl-text-input\s*\{\s*max-width: var\(--text-input-max-width\);/,
    );
  });
});

describe("the stylesheets use them", () => {
  /** Widths a media query may name: a breakpoint (min-width) or one pixel below it (max-width). */
  const breakpointWidths: number[] = Object.values(spec.breakpointsPx);
  /** The one exception, with its reason: the offer tables' narrow-phone layout (360 px phones). */
  const narrowPhoneWidth = 420;

  it("every media query's width is a breakpoint of SPEC §9", () => {
    const used = stylesheets().flatMap(({ file, css }) =>
      [...css.matchAll(/@media[^{]*\((min|max)-width:\s*(\d+)px\)/g)].map((match) => ({
        file: path.relative(src, file),
        kind: match[1],
        px: Number(match[2]),
      })),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const { file, kind, px } of used) {
      const allowed =
        kind === "min"
          ? breakpointWidths
          : [...breakpointWidths.map((width) => width - 1), narrowPhoneWidth];
      expect(allowed, `${file}: (${kind}-width: ${px}px)`).toContain(px);
    }
  });

  it("every transition and animation takes its time from a token, never a number of its own", () => {
    const timed = stylesheets().flatMap(({ file, css }) =>
      [...css.matchAll(/(?:^|[\s;{])(transition|animation)(?:-duration)?:\s*([^;]+);/g)].map(
        (match) => ({ file: path.relative(src, file), value: match[2] ?? "" }),
      ),
    );
    expect(timed.length).toBeGreaterThan(0);
    for (const { file, value } of timed) {
      if (value.trim() === "none") continue;
      expect(value, file).not.toMatch(/\d+m?s\b/);
      expect(value, file).toMatch(/var\(--(motion|animation)-/);
    }
  });
});
