import { expect, logIn, test } from "./sandbox.ts";

test.use({ freshSandbox: false, viewport: { width: 360, height: 740 } });
test("measure", async ({ page }) => {
  await logIn(page, "/privat/forsikring/motor/bil/600000025", "eksisterende");
  await expect(page.getByRole("heading", { level: 1, name: "Velg dekning" })).toBeVisible();
  const rows = await page.evaluate(() =>
    [
      ".page-layout__header",
      "main",
      ".step-progress",
      ".step-progress__text",
      ".step-progress__bar",
      "#step-title",
      ".step-lead",
      ".coverage-choice",
      ".coverage-choice__list",
      ".coverage-card",
    ].map((sel) => {
      const el = document.querySelector(sel);
      if (!el) return `${sel}: none`;
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return `${sel}: top ${r.top + scrollY} bottom ${r.bottom + scrollY} h ${r.height} mt ${cs.marginTop} mb ${cs.marginBottom} pt ${cs.paddingTop}`;
    }),
  );
  console.log(rows.join("\n"));
  await page.screenshot({ path: "/tmp/pris360.png", fullPage: true });
});
