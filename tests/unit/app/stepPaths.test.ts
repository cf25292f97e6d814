import { describe, expect, it } from "vitest";
import { routeTargetForPath, stepAliases, stepRoutes } from "../../../src/app/flowPaths.ts";

/** SPEC §2: the other spellings of step paths, each with the path it is written for. */
const aliasesOfTheSpec = {
  "/eiernavn": "/eier-navn",
  "/eierfnr": "/eier-fnr",
  "/overfor_bonus": "/bonus-overforing",
  "/sjekk_bil_info": "/sjekk-bil-info",
  "/reg-and-chassis": "/regnummer-chassisnummer",
  "/bekreft": "/kjop",
};

describe("step paths and their aliases (SPEC §2)", () => {
  it("the machine declares exactly the spec's aliases", () => {
    expect(Object.fromEntries(stepAliases.map(({ id, path }) => [path, id]))).toEqual(
      Object.fromEntries(
        Object.entries(aliasesOfTheSpec).map(([alias, main]) => [
          alias,
          stepRoutes.find((route) => route.path === main)?.id,
        ]),
      ),
    );
  });

  for (const [alias, main] of Object.entries(aliasesOfTheSpec)) {
    it(`${alias} opens the same step as ${main}`, () => {
      const target = routeTargetForPath(alias);
      expect(target.kind).toBe("step");
      expect(target).toEqual(routeTargetForPath(main));
    });
  }

  it("a path that is neither a step nor an alias is not found", () => {
    expect(routeTargetForPath("/eier_navn")).toEqual({ kind: "notFound" });
  });
});
