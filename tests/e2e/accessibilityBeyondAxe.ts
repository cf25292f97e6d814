/**
 * WCAG 2.1 AA checks beside axe (issue 29 item 24): IBM's Equal Access engine
 * (accessibility-checker-engine, injected into the page, nothing fetched; docs/decisions/0012) and
 * targeted checks computed in the page for the kinds of error axe let through here: labels that
 * name no element or nothing, forms without a submit button, unnamed complementary landmarks,
 * focusable elements hidden from screen readers, text below 4.5:1 from the computed styles, and
 * autocomplete values outside HTML's list or unfit for their field's type.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** The engine's source, evaluated in the page (the app's CSP refuses an injected script tag). */
const engineSource = readFileSync(
  createRequire(import.meta.url).resolve("accessibility-checker-engine/ace.js"),
  "utf8",
);

/** The Equal Access policy: WCAG 2.1 A and AA, the level the product promises (SPEC §9). */
const equalAccessPolicy = "WCAG_2_1";

/**
 * Equal Access's violations on the page (its certain failures; "potential" ones need a person's
 * judgement and are not a test's to fail on), as readable lines. Floating-ui's focus guards are
 * left out for the reason `seriousViolations` gives.
 */
export async function equalAccessViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => "ace" in window);
  if (!loaded) await page.evaluate(`${engineSource}\n;window.ace = ace;`);
  return page.evaluate(async (policy) => {
    type Result = {
      ruleId: string;
      value: [string, string];
      message: string;
      snippet: string;
      path: { dom: string };
    };
    // Floating-ui's focus guards pass focus straight on while a tooltip is open (the reason
    // `seriousViolations` gives); with none open they are Tab stops a screen reader cannot name.
    const tooltipOpen = () => document.querySelector('[role="tooltip"]') !== null;
    type Checker = { check(scope: Document, policies: string[]): Promise<{ results: Result[] }> };
    const ace = (window as unknown as { ace: { Checker: new () => Checker } }).ace;
    const report = await new ace.Checker().check(document, [policy]);
    return report.results
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .filter(
        (result) => !(result.snippet.includes("data-floating-ui-focus-guard") && tooltipOpen()),
      )
      .map((result) => `${result.ruleId}: ${result.message} — ${result.snippet}`);
  }, equalAccessPolicy);
}

/**
 * The targeted checks, each an error a screen reader or a low-vision customer meets, as readable
 * lines; empty when the page has none.
 */
export async function targetedAccessibilityErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const errors: string[] = [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join("");
      return `${element.tagName.toLowerCase()}${id}${classes}`;
    };
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.visibility !== "hidden" && style.display !== "none" && box.width * box.height > 1
      );
    };

    // WCAG 1.3.1 / 4.1.2: a label names an element that exists, and says something.
    for (const label of document.querySelectorAll("label")) {
      const target = label.htmlFor;
      if (target && !document.getElementById(target))
        errors.push(`${describe(label)} points at #${target}, which does not exist`);
      const text = (label.textContent ?? "").trim();
      const labelled = label.querySelector("[aria-label], img[alt]");
      if (!text && !labelled) errors.push(`${describe(label)} is empty`);
    }

    // WCAG 4.1.2: nothing a customer can Tab to is hidden from screen readers. Floating-ui's
    // focus guards pass focus straight on while a tooltip is open; with none open they are not.
    // What is not rendered (a closed dialog's `display: none`) cannot take focus: the provider's
    // own consent dialog stays in the page closed, and was reported on whichever screen a worker
    // scanned first (CI's run of 597b56e: the receipt; the start page when run alone).
    const tooltipOpen = document.querySelector('[role="tooltip"]') !== null;
    const focusable =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    for (const hidden of document.querySelectorAll('[aria-hidden="true"]'))
      for (const element of [hidden, ...hidden.querySelectorAll(focusable)]) {
        if (!element.matches(focusable)) continue;
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        if (element.hasAttribute("data-floating-ui-focus-guard") && tooltipOpen) continue;
        if (element.closest("[inert]")) continue;
        errors.push(`${describe(element)} can take focus inside aria-hidden ${describe(hidden)}`);
      }

    // WCAG 3.2.2: a form can be sent with its own button (Enter in a field submits the form).
    for (const form of document.querySelectorAll("form")) {
      const submit = form.querySelector(
        'button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]',
      );
      if (!submit)
        errors.push(
          `${describe(form)} '${form.getAttribute("aria-label") ?? ""}' has no submit button`,
        );
    }

    // WCAG 1.3.1: a complementary landmark says what it holds.
    for (const aside of document.querySelectorAll('aside, [role="complementary"]')) {
      const named =
        aside.getAttribute("aria-label")?.trim() || aside.getAttribute("aria-labelledby");
      if (!named && !aside.parentElement?.closest("article, aside, nav, section"))
        errors.push(`${describe(aside)} is a complementary landmark without a name`);
    }

    // WCAG 1.3.5: autocomplete holds a token from HTML's list (or off/on).
    const tokens = new Set(
      "off on name honorific-prefix given-name additional-name family-name honorific-suffix nickname username new-password current-password one-time-code organization-title organization street-address address-line1 address-line2 address-line3 address-level4 address-level3 address-level2 address-level1 country country-name postal-code cc-name cc-given-name cc-additional-name cc-family-name cc-number cc-exp cc-exp-month cc-exp-year cc-csc cc-type transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url photo tel tel-country-code tel-national tel-area-code tel-local tel-local-prefix tel-local-suffix tel-extension email impp webauthn shipping billing home work mobile fax pager section-".split(
        " ",
      ),
    );
    for (const field of document.querySelectorAll("[autocomplete]")) {
      const value = (field.getAttribute("autocomplete") ?? "").trim().toLowerCase();
      const parts = value.split(/\s+/).filter(Boolean);
      const known = parts.every(
        (part) => tokens.has(part) || (part.startsWith("section-") && part.length > 8),
      );
      // HTML's control groups: the parts of a number (tel-national ...) belong in a text field;
      // a tel field takes 'tel', an email field 'email'.
      const name = parts.find(
        (part) => !/^(section-|shipping$|billing$|home$|work$|mobile$|fax$|pager$)/.test(part),
      );
      const type = field instanceof HTMLInputElement ? field.type : "";
      const textOnly = name !== undefined && /^tel-/.test(name);
      const fitsType =
        (type !== "tel" || name === "tel" || name === "off" || name === "on") &&
        (type !== "email" || name === "email" || name === "off" || name === "on") &&
        (!textOnly || type === "text" || type === "search");
      if (!value || !known || !fitsType)
        errors.push(
          `${describe(field)} (type ${type || field.tagName.toLowerCase()}) has autocomplete="${field.getAttribute("autocomplete")}"`,
        );
    }

    // WCAG 1.4.3: text contrast from the computed styles, 4.5:1 (3:1 for large text).
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    // Any CSS colour (a hovered Jøkul button's is `color(srgb …)` from color-mix) as sRGB bytes
    // and alpha 0..1, read back from a canvas pixel.
    const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    const parse = (color: string): [number, number, number, number] | undefined => {
      if (!pixel) return undefined;
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = "#000";
      pixel.fillStyle = color;
      pixel.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) =>
      0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    const blend = (top: readonly number[], bottom: readonly number[]) => {
      const alpha = top[3] ?? 1;
      return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (bottom[i] ?? 0) * (1 - alpha));
    };
    /** The colour behind an element: its own and its ancestors' backgrounds, blended on white. */
    const background = (element: Element): number[] | undefined => {
      const layers: number[][] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        // An image or a gradient behind the text: the computed colours cannot tell.
        if (style.backgroundImage !== "none") return undefined;
        const color = parse(style.backgroundColor);
        if (color && color[3] > 0) {
          layers.push(color);
          if (color[3] >= 1) break;
        }
      }
      let result = [255, 255, 255];
      for (const layer of layers.reverse()) result = blend(layer, result);
      return result;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const checked = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || checked.has(element) || !node.textContent?.trim()) continue;
      checked.add(element);
      if (!visible(element) || element.closest('[aria-hidden="true"], script, style')) continue;
      const style = getComputedStyle(element);
      // Disabled controls are exempt (1.4.3); text clipped to a pixel is for screen readers alone.
      if (element.closest(":disabled, [aria-disabled='true']")) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      // A see-through ancestor fades the text with it.
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement)
        opacity *= Number.parseFloat(getComputedStyle(node).opacity);
      const colour = parse(style.color);
      const foreground =
        colour && ([colour[0], colour[1], colour[2], colour[3] * opacity] as const);
      const behind = background(element);
      if (!foreground || !behind) continue;
      const text = blend(foreground, behind);
      const [lighter, darker] = [luminance(text), luminance(behind)].sort((a, b) => b - a) as [
        number,
        number,
      ];
      const ratio = (lighter + 0.05) / (darker + 0.05);
      const size = Number.parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const large = size >= 24 || (bold && size >= 18.66);
      const needed = large ? 3 : 4.5;
      if (ratio < needed - 0.005)
        errors.push(
          `'${node.textContent.trim().slice(0, 40)}' (${describe(element)}) has contrast ${ratio.toFixed(2)}:1, below ${needed}:1`,
        );
    }
    return errors;
  });
}

/**
 * Both checks on the page as it is now: the targeted ones first, in the state the customer left it
 * (a hovered button included), then Equal Access with the pointer moved off and the transitions
 * ended, since the engine cannot read the `color(srgb …)` a hovered Jøkul button computes
 * (color-mix) and takes it for white on white.
 */
export async function accessibilityErrorsBeyondAxe(page: Page): Promise<string[]> {
  const targeted = await targetedAccessibilityErrors(page);
  await page.mouse.move(0, 0);
  // And its colour back where it was going (Jøkul's 150 ms transition also computes color-mix).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return [...targeted, ...(await equalAccessViolations(page))];
}
