/**
 * A local stand-in for mixpanel's API host, on 127.0.0.1: the real SDK (in jsdom) is pointed at it
 * with `api_host`, and every request it makes is kept, decoded, as mixpanel would receive it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface MixpanelRequest {
  /** 'track', 'engage', 'groups', 'flags', ... */
  endpoint: string;
  /** The decoded `data` of the request: a batch of events or profile updates. */
  items: Record<string, unknown>[];
}

export interface MixpanelEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** The SDK sends JSON to mixpanel's own hosts and base64-encoded JSON to any other host. */
function decodeData(data: string): Record<string, unknown>[] {
  const json = data.trimStart().startsWith("[") ? data : Buffer.from(data, "base64").toString();
  const parsed = JSON.parse(json) as Record<string, unknown> | Record<string, unknown>[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

export async function startMixpanelCapture() {
  const requests: MixpanelRequest[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const data = new URLSearchParams(body).get("data") ?? url.searchParams.get("data");
      if (data) {
        requests.push({ endpoint: url.pathname.replace(/\//g, ""), items: decodeData(data) });
      }
      // The SDK sends credentials, so the answer names the page's origin.
      response.writeHead(200, {
        "Access-Control-Allow-Origin": request.headers.origin ?? "*",
        "Access-Control-Allow-Credentials": "true",
        "Content-Type": "application/json",
      });
      response.end(JSON.stringify({ status: 1, error: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The events sent to /track, in the order they arrived. */
    events: () =>
      requests
        .filter((request) => request.endpoint === "track")
        .flatMap((request) => request.items as unknown as MixpanelEvent[]),
    clear: () => {
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MixpanelCapture = Awaited<ReturnType<typeof startMixpanelCapture>>;
