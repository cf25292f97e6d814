import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { requestCookie } from "../../../server/http/requestHeaders.ts";

/** Cookie headers a client may send, the odd ones included. */
const headers = [
  "kfp-session=abc; XSRF-TOKEN=def",
  "XSRF-TOKEN=def;kfp-session=abc",
  " kfp-session = abc ;\tXSRF-TOKEN=\tdef\t",
  'kfp-session="abc"; XSRF-TOKEN="',
  'kfp-session=""; XSRF-TOKEN="d"e"',
  "kfp-session=a,b; kfp-session=second",
  "kfp-session=a\\b; kfp-session=valid",
  "kfp-session=%41%zz; XSRF-TOKEN=%E2%82%AC",
  "kfp-session; XSRF-TOKEN; =x; kfp-session=last",
  "other-kfp-session=no; kfp-session-other=no",
  "kfp-session=a=b=c",
  "kfp-session=",
  ";;; kfp-session=x;;;",
  "__Host-kfp-session=host; kfp-session=plain",
  "",
];
const names = ["kfp-session", "XSRF-TOKEN", "__Host-kfp-session", "__Host-XSRF-TOKEN"];

describe("requestCookie", () => {
  it("reads every cookie as hono/cookie's getCookie does", async () => {
    const app = new Hono();
    app.get("/", (c) =>
      c.json(names.map((name) => [getCookie(c, name) ?? null, requestCookie(c, name) ?? null])),
    );
    for (const header of headers) {
      const response = await app.request("/", { headers: header ? { Cookie: header } : {} });
      const pairs = (await response.json()) as [string | null, string | null][];
      for (const [index, [expected, actual]] of pairs.entries()) {
        expect(actual, `${names[index]} in ${JSON.stringify(header)}`).toBe(expected);
      }
    }
  });
});
