/**
 * A fake provider for integration tests: a local HTTP server on 127.0.0.1 that answers as scripted per path
 * (429 with Retry-After, 500, a slow answer, a redirect…) and plays an OAuth token endpoint with refresh-token
 * rotation. Clients reach it through `allowance`, the outbound policy that allows loopback on this server's
 * port only: an explicit option a test passes, never configuration.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import type { OutboundPolicy } from "../../src/server/integrations/http/address-guard.ts";

/** One scripted answer. */
export type FakeAnswer = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };
export type FakeRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type FakeOAuth = {
  clientId: string;
  clientSecret: string;
  /** Lifetime of each access token issued. */
  accessTtlSeconds: number;
  /** The one refresh token accepted now (rotated at each refresh: the old one stops working). */
  refreshToken: string;
  /** Access tokens issued, newest last. */
  issued: string[];
};

export type FakeProvider = {
  port: number;
  /** The URL of a path on this server. */
  url: (path: string) => string;
  /** Answers for a path, in order; the last one repeats. Unscripted paths answer 200 "ok". */
  script: (path: string, answers: FakeAnswer[]) => void;
  /** Requests received, oldest first. */
  requests: FakeRequest[];
  /** Starts the OAuth token endpoint at /oauth/token with a first refresh token. */
  oauth: (o: { clientId: string; clientSecret: string; accessTtlSeconds: number }) => FakeOAuth;
  /** The outbound policy that reaches this server (loopback on its port only; public addresses as usual). */
  allowance: OutboundPolicy;
  close: () => Promise<void>;
};

/** Starts a fake provider on 127.0.0.1 (a free port). */
export async function fakeProvider(): Promise<FakeProvider> {
  const scripts = new Map<string, FakeAnswer[]>();
  const requests: FakeRequest[] = [];
  let oauth: FakeOAuth | null = null;

  const tokenAnswer = (form: URLSearchParams, headers: IncomingHttpHeaders): FakeAnswer => {
    if (!oauth) return { status: 404 };
    const json = (status: number, body: object): FakeAnswer => ({ status, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const basic = headers.authorization?.startsWith("Basic ") ? Buffer.from(headers.authorization.slice(6), "base64").toString() : null;
    const [id, secret] = basic ? basic.split(":") : [form.get("client_id"), form.get("client_secret")];
    if (id !== oauth.clientId || secret !== oauth.clientSecret) return json(401, { error: "invalid_client" });
    if (form.get("grant_type") !== "refresh_token") return json(400, { error: "unsupported_grant_type" });
    if (form.get("refresh_token") !== oauth.refreshToken) return json(400, { error: "invalid_grant" });
    const access = `at_${randomBytes(12).toString("hex")}`;
    oauth.refreshToken = `rt_${randomBytes(12).toString("hex")}`;
    oauth.issued.push(access);
    return json(200, { access_token: access, token_type: "Bearer", expires_in: oauth.accessTtlSeconds, refresh_token: oauth.refreshToken });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = req.url ?? "/";
      requests.push({ method: req.method ?? "GET", path, headers: req.headers, body });
      const pathname = path.split("?")[0];
      let answer: FakeAnswer;
      if (pathname === "/oauth/token" && req.method === "POST") answer = tokenAnswer(new URLSearchParams(body), req.headers);
      else {
        const list = scripts.get(pathname);
        answer = list?.length ? (list.length > 1 ? list.shift()! : list[0]) : { status: 200, body: "ok" };
      }
      const send = () => {
        if (!res.destroyed) res.writeHead(answer.status, answer.headers).end(answer.body ?? "");
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    script: (path, answers) => void scripts.set(path, [...answers]),
    requests,
    oauth: (o) => {
      oauth = { ...o, refreshToken: `rt_${randomBytes(12).toString("hex")}`, issued: [] };
      return oauth;
    },
    allowance: { allowPrivate: false, httpsOnly: false, loopbackPorts: [port] },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
