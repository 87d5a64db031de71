/**
 * OAuth access tokens of an organization's provider connection. The token set (access and refresh token) is
 * stored encrypted (credentials/cipher.ts); `accessToken` answers a token valid for at least `refreshBeforeMs`
 * more, refreshing it through the one client before it expires, and stores the refresh token the provider
 * rotated to (the old one no longer works at providers that rotate). Refreshes of one connection in this
 * process share one request; one that raced another process's (the row's version moved) takes the stored result.
 */
import { z } from "zod";
import type { DbExecutor } from "../../jobs/repo.ts";
import { newId } from "../../db/ids.ts";
import type { IntegrationClient } from "../http/client.ts";
import { IntegrationError } from "../http/errors.ts";
import type { Provider } from "../providers/provider.ts";
import { credentialContext, open, seal, type CredentialKeyring } from "../credentials/cipher.ts";
import * as repo from "../credentials/repo.ts";

/** A provider reached with OAuth 2.0 (RFC 6749 §6: refreshing an access token). */
export type OAuthProvider = Provider & { tokenUrl: string; clientId: string; clientSecret: string };

/** What is encrypted at rest. */
type TokenSet = { accessToken: string; refreshToken: string };

/** The token endpoint's answer (RFC 6749 §5.1); a refresh token in it replaces the stored one. */
const ZTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive(), refresh_token: z.string().min(1).optional() });

export class OAuthTokenManager {
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly now: () => number;
  private readonly refreshBeforeMs: number;

  constructor(private readonly o: { db: DbExecutor; client: IntegrationClient; keyring: CredentialKeyring; now?: () => number; refreshBeforeMs?: number }) {
    this.now = o.now ?? Date.now;
    this.refreshBeforeMs = o.refreshBeforeMs ?? 120_000;
  }

  /** Stores an organization's connection to a provider (after its authorization), replacing an earlier one. */
  async connect(organizationId: string, provider: string, t: { accessToken: string; refreshToken: string; expiresInSeconds: number }): Promise<void> {
    const sealed = seal(
      this.o.keyring,
      JSON.stringify({ accessToken: t.accessToken, refreshToken: t.refreshToken } satisfies TokenSet),
      credentialContext(organizationId, provider),
    );
    await repo.putCredential(this.o.db, organizationId, { id: newId(), provider, ...sealed, accessExpiresAt: new Date(this.now() + t.expiresInSeconds * 1000) });
  }

  /** An access token valid for a while yet, refreshed when it is about to expire; null when the organization is not connected. */
  async accessToken(organizationId: string, provider: OAuthProvider): Promise<string | null> {
    const row = await repo.findCredential(this.o.db, organizationId, provider.id);
    if (!row) return null;
    if (row.accessExpiresAt.getTime() - this.refreshBeforeMs > this.now()) return this.tokensOf(row).accessToken;
    const key = credentialContext(organizationId, provider.id);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.refresh(organizationId, provider, row).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private tokensOf(row: repo.CredentialRow): TokenSet {
    return JSON.parse(open(this.o.keyring, row, credentialContext(row.organizationId, row.provider))) as TokenSet;
  }

  private async refresh(organizationId: string, provider: OAuthProvider, row: repo.CredentialRow): Promise<string> {
    const held = this.tokensOf(row);
    let answer: z.infer<typeof ZTokenAnswer>;
    try {
      const res = await this.o.client.request(provider, {
        method: "POST",
        url: provider.tokenUrl,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString("base64")}`,
        },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: held.refreshToken }).toString(),
        credential: credentialContext(organizationId, provider.id),
        readBody: true,
      });
      const parsed = ZTokenAnswer.safeParse(JSON.parse(res.body));
      if (!parsed.success) throw new IntegrationError("unexpected token answer", "status", { provider: provider.id, status: res.status, retryable: false });
      answer = parsed.data;
    } catch (e) {
      // another process may have refreshed with the same refresh token first (rotation makes ours invalid): use its tokens
      const now = await repo.findCredential(this.o.db, organizationId, provider.id);
      if (now && now.version !== row.version && now.accessExpiresAt.getTime() > this.now()) return this.tokensOf(now).accessToken;
      throw e instanceof SyntaxError ? new IntegrationError("unexpected token answer", "status", { provider: provider.id, retryable: false }) : e;
    }
    const next: TokenSet = { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? held.refreshToken };
    const sealed = seal(this.o.keyring, JSON.stringify(next), credentialContext(organizationId, provider.id));
    const stored = await repo.replaceCredential(this.o.db, organizationId, row.id, row.version, { ...sealed, accessExpiresAt: new Date(this.now() + answer.expires_in * 1000) });
    if (!stored) {
      const now = await repo.findCredential(this.o.db, organizationId, provider.id);
      if (now) return this.tokensOf(now).accessToken;
    }
    return next.accessToken;
  }
}
