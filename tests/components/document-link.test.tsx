// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocumentLink } from "../../src/components/document-link/index.ts";
import type { BankAppBridge } from "../../src/platform/bankAppBridge.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

function fakeBridge(): BankAppBridge {
  return { platform: "ios", openWebPage: vi.fn(), openPdf: vi.fn(), openExternalBrowser: vi.fn() };
}

describe("DocumentLink", () => {
  it("is a plain link in an ordinary browser", async () => {
    const bridge = fakeBridge();
    const { container } = render(
      <DocumentLink
        href="/sandbox/dokumenter/vilkaar-bil.html"
        loginContext="ÅPEN"
        bankApp={{ insideApp: false, bridge }}
      >
        Vilkår
      </DocumentLink>,
    );
    const link = screen.getByRole("link", { name: "Vilkår" });
    expect(link.getAttribute("href")).toBe("/sandbox/dokumenter/vilkaar-bil.html");
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(bridge.openWebPage).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("opens a page in the bank app's browser inside the mobile bank", async () => {
    const bridge = fakeBridge();
    render(
      <DocumentLink
        href="/sandbox/dokumenter/vilkaar-bil.html"
        loginContext="MOBILBANK"
        bankApp={{ insideApp: true, bridge }}
      >
        Vilkår
      </DocumentLink>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Vilkår" }));
    expect(bridge.openWebPage).toHaveBeenCalledWith(
      `${window.location.origin}/sandbox/dokumenter/vilkaar-bil.html`,
    );
  });

  it("opens a PDF in the bank app with a file name, the default one when none is given", async () => {
    const bridge = fakeBridge();
    render(
      <DocumentLink
        href="/dok/vilkaar.pdf"
        loginContext="MOBILBANK_DNB"
        bankApp={{ insideApp: true, bridge }}
      >
        PDF
      </DocumentLink>,
    );
    await userEvent.click(screen.getByRole("link", { name: "PDF" }));
    expect(bridge.openPdf).toHaveBeenCalledWith(
      `${window.location.origin}/dok/vilkaar.pdf`,
      "dokument.pdf",
    );
  });

  it("stays a plain link inside the app when the login context is not the mobile bank", async () => {
    const bridge = fakeBridge();
    render(
      <DocumentLink
        href="/dok/vilkaar.pdf"
        loginContext="NETTBANK"
        bankApp={{ insideApp: true, bridge }}
      >
        PDF
      </DocumentLink>,
    );
    const link = screen.getByRole("link", { name: "PDF" });
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(bridge.openPdf).not.toHaveBeenCalled();
  });
});
