/**
 * The layer picture of docs/architecture.md, from the code (`npm run layers` prints it): no two
 * top-level folders import each other, and inside server/ the routes and the seed import one way.
 * Biome's per-layer rules (tests/build/importRules.test.ts) say which arrows may exist at all; this
 * says that none runs both ways, whatever the rules allow.
 */
import { describe, expect, it } from "vitest";
import { crossFolderImports, layerTable, twoWayArrows } from "../../scripts/layers.mjs";

describe("the layers (npm run layers)", () => {
  const topLevel = crossFolderImports();

  it("counts the imports between the top-level folders (the check would pass vacuously otherwise)", () => {
    const arrows = new Set(topLevel.map(({ from, to }) => `${from} -> ${to}`));
    for (const arrow of ["machines -> core", "src -> machines", "server -> core", "tests -> src"])
      expect(arrows).toContain(arrow);
  });

  it("has no arrow running both ways between top-level folders", () => {
    expect(twoWayArrows(topLevel), layerTable(topLevel)).toEqual([]);
  });

  it("finds an arrow that runs both ways when there is one", () => {
    const back = { from: "core", to: "src", file: "core/probe.ts", specifier: "../src/x.ts" };
    expect(twoWayArrows([...topLevel, back])).toEqual([
      expect.objectContaining({ a: "core", b: "src", bToA: expect.any(Number) }),
    ]);
  });

  it("server/routes reads the catalogue and never the seed, which writes with the routes' rules", () => {
    const inServer = crossFolderImports({ depth: 2 }).filter(
      ({ from, to }) => from.startsWith("server/") && to.startsWith("server/"),
    );
    const arrows = new Set(inServer.map(({ from, to }) => `${from} -> ${to}`));
    expect(arrows).toContain("server/seed -> server/routes");
    expect(arrows).toContain("server/routes -> server/catalogue");
    expect(arrows).not.toContain("server/routes -> server/seed");
    expect(arrows).not.toContain("server/catalogue -> server/seed");
  });
});
