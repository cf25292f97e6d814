/**
 * The icon font is a subset of Jøkul's 1.6 MB Material Symbols font (scripts/iconFont.mjs): it
 * must hold every icon Jøkul can show, each with the full font's outline. It is not subset again
 * here: equal bytes would tie the test to one build of harfbuzz (issue 30 item 8).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import { Blob, Face, Font } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { fullIconFont, iconCodePoints, iconFontSubset } from "../../scripts/iconFont.mjs";

async function faceOf(woff2: Uint8Array) {
  const sfnt = await fontverter.convert(woff2, "sfnt");
  return new Face(new Blob(Uint8Array.from(sfnt)));
}

describe("the icon font", () => {
  const committed = readFileSync(iconFontSubset);

  it("finds Jøkul's icons: the info, warning and error icons and the external-link arrow", () => {
    const icons = iconCodePoints();
    expect(icons.length).toBeGreaterThanOrEqual(30);
    // U+E89E is the arrow link.min.css puts after external links.
    expect(icons).toContain(0xe89e);
  });

  it("holds every icon Jøkul can show, each drawn as the full font draws it", async () => {
    const subset = new Font(await faceOf(committed));
    const full = new Font(await faceOf(readFileSync(fullIconFont)));
    for (const codePoint of iconCodePoints()) {
      const glyph = subset.nominalGlyph(codePoint);
      expect(glyph, codePoint.toString(16)).toBeTruthy();
      const outline = subset.glyphToPath(glyph ?? 0);
      expect(outline.length, codePoint.toString(16)).toBeGreaterThan(0);
      // The outline, not the file's bytes: another build of the subsetter may lay the file out
      // differently and still keep every glyph.
      expect(outline, codePoint.toString(16)).toBe(
        full.glyphToPath(full.nominalGlyph(codePoint) ?? 0),
      );
    }
  });

  it("is a small part of the full font, and the stylesheets use it instead of the full font", () => {
    expect(committed.length).toBeLessThan(32 * 1024);
    expect(readFileSync(fullIconFont).length).toBeGreaterThan(1024 * 1024);
    const stylesheets = readdirSync("src", { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".css"),
    );
    for (const file of stylesheets) {
      expect(readFileSync(path.join("src", file), "utf8"), file).not.toContain(
        "Fremtind-Material-Symbols.woff2",
      );
    }
  });
});
