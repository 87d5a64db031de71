/**
 * OAuth tokens of an organization's connection, against the fake provider's token endpoint (which rotates the
 * refresh token at each refresh and refuses the old one): refreshed before expiry, the rotated refresh token
 * persisted, concurrent callers sharing one refresh; stored encrypted (the row holds no token), bound to its
 * organization; and the key rotation re-encrypts every row so the old key is no longer needed nor able to open them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { fakeProvider, type FakeOAuth, type FakeProvider } from "../../../../tests/support/fake-provider.ts";
import { loadConfig } from "../../config.ts";
import { integrationCredential } from "../../db/schema/index.ts";
import { IntegrationClient } from "../http/client.ts";
import { credentialContext, credentialKey, credentialKeyring, open, type CredentialKeyring } from "../credentials/cipher.ts";
import { rotateCredentialsKey } from "../credentials/rotate-key.ts";
import { OAuthTokenManager, type OAuthProvider } from "./token-manager.ts";

let app: TestApp;
let fake: FakeProvider;
let oauth: FakeOAuth;
let provider: OAuthProvider;
let orgA = "";
let orgB = "";
let t = Date.parse("2026-03-02T10:00:00Z");
const now = () => t;

const keyA = credentialKey("first-credentials-key-for-the-test-0123456789");
const keyB = credentialKey("second-credentials-key-for-the-test-987654321");
const ringA: CredentialKeyring = { current: keyA, previous: [] };

beforeAll(async () => {
  fake = await fakeProvider();
  app = await buildTestApp({}, {}, { workJobs: false });
  orgA = (await buildOrganization(app, "oauth-a", ["admin"])).org.id;
  orgB = (await buildOrganization(app, "oauth-b", ["admin"])).org.id;
  oauth = fake.oauth({ clientId: "client-1", clientSecret: "client-secret-1", accessTtlSeconds: 3600 });
  provider = {
    id: "fake-crm",
    label: "Fake CRM",
    tokenUrl: fake.url("/oauth/token"),
    clientId: "client-1",
    clientSecret: "client-secret-1",
    timeoutMs: 2_000,
    rateLimit: { capacity: 10, refillPerMinute: 600 },
    retry: { attempts: 2, backoffMs: 0, maxWaitMs: 5_000 },
  };
});
afterAll(async () => {
  await app?.cleanup();
  await fake?.close();
});

const manager = (keyring: CredentialKeyring = ringA) =>
  new OAuthTokenManager({ db: app.deps.database.db, client: new IntegrationClient({ policy: fake.allowance, now, sleep: async (ms) => void (t += ms) }), keyring, now });
const tokenCalls = () => fake.requests.filter((r) => r.path === "/oauth/token").length;
const rowOf = async (organizationId: string) =>
  (await app.deps.database.db.select().from(integrationCredential).where(eq(integrationCredential.organizationId, organizationId)))[0];

describe("OAuth token manager", () => {
  it("answers null for an organization not connected", async () => {
    expect(await manager().accessToken(orgB, provider)).toBeNull();
  });

  it("answers the stored token while it is fresh, and refreshes it before it expires, persisting the rotated refresh token", async () => {
    await manager().connect(orgA, provider.id, { accessToken: "at_initial", refreshToken: oauth.refreshToken, expiresInSeconds: 3600 });
    expect(await manager().accessToken(orgA, provider)).toBe("at_initial");
    expect(tokenCalls()).toBe(0);

    t += 3600_000 - 60_000; // a minute before expiry: inside the refresh margin
    const firstRefresh = oauth.refreshToken;
    expect(await manager().accessToken(orgA, provider)).toBe(oauth.issued[0]);
    expect(tokenCalls()).toBe(1);
    expect(oauth.refreshToken).not.toBe(firstRefresh); // the provider rotated it; the old one is refused from now on
    const [req] = fake.requests.filter((r) => r.path === "/oauth/token");
    expect(new URLSearchParams(req.body).get("grant_type")).toBe("refresh_token");

    // a new manager (another process) refreshes with the rotated token it finds stored: the fake accepts only that one
    t += 3600_000;
    expect(await manager().accessToken(orgA, provider)).toBe(oauth.issued[1]);
    expect(tokenCalls()).toBe(2);
    expect(await manager().accessToken(orgA, provider)).toBe(oauth.issued[1]);
    expect(tokenCalls()).toBe(2);
  });

  it("concurrent callers share one refresh", async () => {
    t += 3600_000;
    const m = manager();
    const tokens = await Promise.all([m.accessToken(orgA, provider), m.accessToken(orgA, provider), m.accessToken(orgA, provider)]);
    expect(new Set(tokens)).toEqual(new Set([oauth.issued.at(-1)]));
    expect(tokenCalls()).toBe(3);
  });

  it("a refused refresh is a structured error naming the provider", async () => {
    await manager().connect(orgB, provider.id, { accessToken: "at_b", refreshToken: "rt_revoked", expiresInSeconds: 10 });
    const e = await manager()
      .accessToken(orgB, provider)
      .catch((x: unknown) => x);
    expect(e).toMatchObject({ provider: "fake-crm", kind: "http-status", status: 400, retryable: false });
  });
});

describe("credentials at rest", () => {
  it("the stored row holds no token, only ciphertext under a named key, bound to its organization", async () => {
    const row = await rowOf(orgA);
    const stored = JSON.stringify(row);
    const access = oauth.issued.at(-1)!;
    for (const secret of [access, oauth.refreshToken]) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(Buffer.from(secret).toString("base64"));
    }
    expect(row.keyId).toBe(keyA.id);
    expect(JSON.parse(open(ringA, row, credentialContext(orgA, provider.id)))).toEqual({ accessToken: access, refreshToken: oauth.refreshToken });
    // the same ciphertext does not open as another organization's
    expect(() => open(ringA, row, credentialContext(orgB, provider.id))).toThrow();
  });

  it("the key rotation re-encrypts every row under the new key; the old key no longer opens them", async () => {
    const rotated: CredentialKeyring = { current: keyB, previous: [keyA] };
    const before = await rowOf(orgA);
    expect(await rotateCredentialsKey(app.deps.database.db, rotated)).toBe(2); // orgA's and orgB's
    const after = await rowOf(orgA);
    expect(after.keyId).toBe(keyB.id);
    expect(after.ciphertext).not.toBe(before.ciphertext);
    // the new key alone reads it (the old one can leave the configuration) …
    expect(await manager({ current: keyB, previous: [] }).accessToken(orgA, provider)).toBe(oauth.issued.at(-1));
    // … and the old key does not
    await expect(manager(ringA).accessToken(orgA, provider)).rejects.toThrow(/No configured credentials key/);
    expect(() => open({ current: { id: keyB.id, key: keyA.key }, previous: [] }, after, credentialContext(orgA, provider.id))).toThrow();
    expect(await rotateCredentialsKey(app.deps.database.db, rotated)).toBe(0);
  });
});

describe("the credentials key from configuration", () => {
  it("production refuses to start without it", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/FACETWISE_CREDENTIALS_KEY: required in production/);
    expect(() => loadConfig({ NODE_ENV: "production", FACETWISE_CREDENTIALS_KEY: "too-short" })).toThrow(/at least 32 characters/);
    const c = loadConfig({ NODE_ENV: "production", FACETWISE_CREDENTIALS_KEY: "k".repeat(40), FACETWISE_CREDENTIALS_KEY_PREVIOUS: `${"o".repeat(40)}, ${"p".repeat(40)}` });
    expect(c.credentialsKey).toBe("k".repeat(40));
    expect(c.credentialsPreviousKeys).toEqual(["o".repeat(40), "p".repeat(40)]);
  });

  it("elsewhere the key is derived from the auth secret: stable for one instance, different for another", () => {
    const a = credentialKeyring({ configured: undefined, previous: [], authSecret: "secret-one" });
    expect(credentialKeyring({ configured: undefined, previous: [], authSecret: "secret-one" }).current.id).toBe(a.current.id);
    expect(credentialKeyring({ configured: undefined, previous: [], authSecret: "secret-two" }).current.id).not.toBe(a.current.id);
    const configured = credentialKeyring({ configured: "k".repeat(40), previous: ["k".repeat(40), "o".repeat(40)], authSecret: "secret-one" });
    expect(configured.current.id).toBe(credentialKey("k".repeat(40)).id);
    // the configured previous key, and the derived one (an install moving to a configured key rotates its rows)
    expect(configured.previous.map((k) => k.id)).toEqual([credentialKey("o".repeat(40)).id, a.current.id]);
  });
});
