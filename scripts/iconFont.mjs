/**
 * The icon font, cut down to the icons Jøkul can show (issue 9). Jøkul's Material Symbols font is
 * 1.6 MB; its icon components and its CSS write each icon as one private-use code point (not as a
 * ligature), so a subset by code point keeps every icon, with its variation axes, in a few KB.
 *
 *   npm run icons   writes src/styles/fonts/Fremtind-Material-Symbols-subset.woff2
 *
 * tests/build/iconFont.test.ts checks that the committed file holds every icon Jøkul uses, drawn
 * as the full font draws it, so an update of @fremtind/jokul that adds or redraws an icon fails the
 * tests until the font is written again.
 * Material Symbols is Apache-2.0 licensed (Google), shipped in @fremtind/jokul.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const jokulRoot = path.join(root, "node_modules/@fremtind/jokul");
export const fullIconFont = path.join(jokulRoot, "src/fonts/Fremtind-Material-Symbols.woff2");
export const iconFontSubset = path.join(
  root,
  "src/styles/fonts/Fremtind-Material-Symbols-subset.woff2",
);

const isPrivateUse = (codePoint) => codePoint >= 0xe000 && codePoint <= 0xf8ff;

function filesUnder(directory, extension) {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every icon code point Jøkul uses: the characters of its icon components and the `\e89e`-style
 * escapes of its stylesheets (the external-link arrow, for one), sorted.
 */
export function iconCodePoints(jokul = jokulRoot) {
  const found = new Set();
  for (const file of filesUnder(path.join(jokul, "build/es"), ".js")) {
    for (const character of readFileSync(file, "utf8")) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (isPrivateUse(codePoint)) found.add(codePoint);
    }
  }
  for (const file of filesUnder(path.join(jokul, "styles"), ".css")) {
    for (const match of readFileSync(file, "utf8").matchAll(/\\([0-9a-f]{4})(?![0-9a-f])/gi)) {
      const codePoint = Number.parseInt(match[1], 16);
      if (isPrivateUse(codePoint)) found.add(codePoint);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** The subset as WOFF2 bytes. */
export async function subsetIconFont(jokul = jokulRoot) {
  const font = readFileSync(path.join(jokul, "src/fonts/Fremtind-Material-Symbols.woff2"));
  return subsetFont(font, String.fromCodePoint(...iconCodePoints(jokul)), {
    targetFormat: "woff2",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const subset = await subsetIconFont();
  writeFileSync(iconFontSubset, subset);
  console.log(
    `${path.relative(root, iconFontSubset)}: ${iconCodePoints().length} icons, ${subset.length} bytes`,
  );
}
