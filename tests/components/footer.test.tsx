// @vitest-environment jsdom
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@fremtind/jokul/table";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { footerTexts } from "../../core/texts/footer.ts";
import { Footer, type FooterContactInfo, telHref } from "../../src/components/footer/index.ts";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

const contactInfo: FooterContactInfo = {
  navn: "Kundeservice motor",
  telefon: "915 00 100",
  epost: "kundeservice@forsikring.example",
  apningstider: [
    { dag: "Mandag–fredag", tid: "08.00–20.00" },
    { dag: "Lørdag", tid: "10.00–15.00" },
    { dag: "Søndag", tid: "Stengt" },
  ],
};

describe("Footer", () => {
  it("writes the opening hours as Jøkul's Table would (its markup, without its code)", () => {
    // What the footer rendered with Jøkul's components before issue 21.
    const jokul = render(
      <Table
        className="footer__opening-hours"
        density="compact"
        caption={<TableCaption>{footerTexts.openingHours}</TableCaption>}
      >
        <TableHead srOnly>
          <TableRow>
            <TableHeader>{footerTexts.day}</TableHeader>
            <TableHeader>{footerTexts.time}</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {contactInfo.apningstider.map(({ dag, tid }) => (
            <TableRow key={dag}>
              <TableHeader scope="row" bold={false}>
                {dag}
              </TableHeader>
              <TableCell>{tid}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>,
    ).container.innerHTML;
    cleanup();
    const { container } = render(<Footer contactInfo={contactInfo} />);
    expect(container.querySelector("table")?.outerHTML).toBe(jokul);
  });

  it("shows the contact name, phone (tel link with the anchor id) and e-mail", async () => {
    const { container } = render(<Footer contactInfo={contactInfo} onCookieSettings={() => {}} />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { level: 2, name: "Kontakt oss" })).toBeTruthy();
    expect(within(footer).getByText("Kundeservice motor")).toBeTruthy();
    const phone = screen.getByRole("link", { name: "915 00 100" });
    expect(phone.getAttribute("href")).toBe("tel:+4791500100");
    expect(phone.id).toBe("kfp-footer-phonenumber");
    expect(container.querySelector("#kfp-footer-phonenumber")).toBe(phone);
    expect(
      screen.getByRole("link", { name: "kundeservice@forsikring.example" }).getAttribute("href"),
    ).toBe("mailto:kundeservice@forsikring.example");
    await expectNoAxeViolations(container);
  });

  it("labels mail and phone links 'Kontakt oss' inside the bank app, the values still in view (SPEC §6)", async () => {
    const { container } = render(
      <Footer contactInfo={contactInfo} onCookieSettings={() => {}} labelContactLinks />,
    );
    const phone = screen.getByRole("link", { name: "Kontakt oss: 915 00 100" });
    expect(phone.textContent).toBe("Kontakt oss");
    expect(phone.getAttribute("href")).toBe("tel:+4791500100");
    expect(phone.id).toBe("kfp-footer-phonenumber");
    const mail = screen.getByRole("link", { name: "Kontakt oss: kundeservice@forsikring.example" });
    expect(mail.textContent).toBe("Kontakt oss");
    expect(mail.getAttribute("href")).toBe("mailto:kundeservice@forsikring.example");
    expect(screen.getByText("915 00 100")).toBeTruthy();
    expect(screen.getByText("kundeservice@forsikring.example")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("shows the opening hours as a day/time table", () => {
    render(<Footer contactInfo={contactInfo} />);
    const table = screen.getByRole("table", { name: "Åpningstider" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole("rowheader").textContent,
        within(row).getByRole("cell").textContent,
      ]),
    ).toEqual([
      ["Mandag–fredag", "08.00–20.00"],
      ["Lørdag", "10.00–15.00"],
      ["Søndag", "Stengt"],
    ]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Dag", "Tid"]);
  });

  it("shows the chat block only when there is one", async () => {
    const { container, rerender } = render(
      <Footer contactInfo={{ ...contactInfo, chat: { tekst: "Chat med oss", url: "/chat" } }} />,
    );
    expect(screen.getByRole("heading", { name: "Chat" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Chat med oss" }).getAttribute("href")).toBe("/chat");
    await expectNoAxeViolations(container);
    rerender(<Footer contactInfo={contactInfo} />);
    expect(screen.queryByRole("heading", { name: "Chat" })).toBeNull();
  });

  it("has the privacy link, the price-comparison line and the cookie-settings button", async () => {
    const user = userEvent.setup();
    const onCookieSettings = vi.fn();
    render(<Footer contactInfo={contactInfo} onCookieSettings={onCookieSettings} />);
    expect(
      screen.getByRole("link", { name: "Personvern og informasjonskapsler" }).getAttribute("href"),
    ).toBe("/privat/forsikring/personvern");
    expect(screen.getByText(/sammenligne priser/)).toBeTruthy();
    screen.getByRole("button", { name: "Innstillinger for informasjonskapsler" }).focus();
    await user.keyboard("{Enter}");
    expect(onCookieSettings).toHaveBeenCalledTimes(1);
  });

  it("leaves the cookie-settings button out without a handler", () => {
    render(<Footer contactInfo={contactInfo} privacyHref="/personvern" />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(
      screen.getByRole("link", { name: "Personvern og informasjonskapsler" }).getAttribute("href"),
    ).toBe("/personvern");
  });

  it("shows replacement content without contact info", async () => {
    const { container } = render(<Footer contactInfo={undefined} onCookieSettings={() => {}} />);
    expect(screen.getByText(/Vi får ikke vist kontaktinformasjonen vår/)).toBeTruthy();
    expect(container.querySelector("#kfp-footer-phonenumber")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("link", { name: "Personvern og informasjonskapsler" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe("the footer's links out of the app (SPEC §6)", () => {
  it("tell the app of a click on privacy and chat, which may open them itself", async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    render(
      <Footer
        contactInfo={{ ...contactInfo, chat: { tekst: "Chat med oss", url: "/chat" } }}
        onExternalLink={(event, href) => {
          event.preventDefault();
          opened.push(href);
        }}
      />,
    );
    await user.click(screen.getByRole("link", { name: "Personvern og informasjonskapsler" }));
    await user.click(screen.getByRole("link", { name: "Chat med oss" }));
    await user.click(screen.getByRole("link", { name: "915 00 100" }));
    expect(opened).toEqual(["/privat/forsikring/personvern", "/chat"]);
  });
});

describe("telHref", () => {
  it.each([
    ["915 00 100", "tel:+4791500100"],
    ["+47 915 00 100", "tel:+4791500100"],
    ["0047 915 00 100", "tel:+4791500100"],
    ["02345", "tel:02345"],
  ])("%s → %s", (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });
});
