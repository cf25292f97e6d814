// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { layoutTexts } from "../../core/texts/layout.ts";
import { Footer } from "../../src/components/footer/index.ts";
import { FullScreenError, fullScreenErrors } from "../../src/components/full-screen-error/index.ts";
import { NavigationMenu } from "../../src/components/navigation-menu/index.ts";
import { ErrorPage } from "../../src/components/page-error/index.ts";
import { mainContentId, PageLayout } from "../../src/components/page-layout/index.ts";
import { UnionProgrammeMark } from "../../src/components/union-mark/index.ts";
import { StepPage } from "../../src/views/step-page/StepPage.tsx";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

describe("PageLayout", () => {
  it("has a skip link to the main landmark, the product name, and the slots", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <PageLayout
        productName={layoutTexts.productName.bil}
        navigation={
          <NavigationMenu
            offerCount={1}
            hasOverview={true}
            distributor="eika"
            nettbankUrl="https://nettbank.example"
          />
        }
        backButton={<button type="button">Tilbake</button>}
        footer={<Footer contactInfo={undefined} />}
      >
        <h1>Har du bilen din registreringsnummer?</h1>
      </PageLayout>,
    );
    expect(screen.getByRole("banner").textContent).toContain("Bilforsikring");
    expect(screen.getByRole("navigation", { name: "Hovedmeny" })).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    const main = screen.getByRole("main");
    expect(main.id).toBe(mainContentId);
    expect(main.contains(screen.getByRole("button", { name: "Tilbake" }))).toBe(true);

    await user.tab();
    const skip = screen.getByRole("link", { name: "Hopp til hovedinnhold" });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute("href")).toBe(`#${mainContentId}`);
    expect(main.tabIndex).toBe(-1);
    await expectNoAxeViolations(container);
  });

  it("shows the union programme's mark beside the product name, named for screen readers (SPEC §6)", async () => {
    const { container } = render(
      <PageLayout productName={layoutTexts.productName.bil} productMark={<UnionProgrammeMark />}>
        <h1>Kjøp bilforsikring</h1>
      </PageLayout>,
    );
    const mark = screen.getByRole("img", { name: layoutTexts.unionProgrammeMark });
    expect(screen.getByRole("banner").contains(mark)).toBe(true);
    expect(mark.parentElement?.textContent).toBe("Bilforsikring");
    await expectNoAxeViolations(container);
  });

  it("works without navigation, back button and footer, and with another main id", async () => {
    const { container } = render(
      <PageLayout productName={layoutTexts.productName.bobil} mainId="innhold">
        <h1>Sjekk pris på bobilforsikring</h1>
      </PageLayout>,
    );
    expect(screen.getByRole("main").id).toBe("innhold");
    expect(screen.getByRole("link", { name: "Hopp til hovedinnhold" }).getAttribute("href")).toBe(
      "#innhold",
    );
    expect(screen.queryByRole("navigation")).toBeNull();
    await expectNoAxeViolations(container);
  });
});

function stepPage(productName: string, title: string) {
  return (
    <PageLayout productName={productName}>
      <StepPage title={title}>
        <p>…</p>
      </StepPage>
    </PageLayout>
  );
}

describe("document titles (WCAG 2.4.2)", () => {
  it("each step and error page titles the document with its h1 and the product", () => {
    const { rerender } = render(stepPage(layoutTexts.productName.bil, "Velg dekning"));
    expect(document.title).toBe("Velg dekning – Bilforsikring");

    rerender(stepPage(layoutTexts.productName.bobil, "Er bobilen leaset?"));
    expect(document.title).toBe("Er bobilen leaset? – Bobilforsikring");

    rerender(
      <PageLayout productName={layoutTexts.productName.bil}>
        <ErrorPage title="Tjenesten er utilgjengelig nå" actions={null}>
          <p>…</p>
        </ErrorPage>
      </PageLayout>,
    );
    expect(document.title).toBe("Tjenesten er utilgjengelig nå – Bilforsikring");

    rerender(
      <PageLayout productName={layoutTexts.productName.bil}>
        <FullScreenError code="under18" />
      </PageLayout>,
    );
    expect(document.title).toBe(`${fullScreenErrors.under18.title} – Bilforsikring`);
  });

  it("leaves a title the document already has (a page from the server) as it is", () => {
    document.title = "Velg dekning – Bilforsikring";
    const titleText = document.querySelector("title")?.firstChild;
    render(stepPage(layoutTexts.productName.bil, "Velg dekning"));
    expect(document.title).toBe("Velg dekning – Bilforsikring");
    // Writing the title replaces the title element's text node: this one is still there.
    expect(document.querySelector("title")?.firstChild).toBe(titleText);
  });
});
