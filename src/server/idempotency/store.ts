/**
 * Idempotent create requests (one click, one thing). A create route marked `idempotent` accepts an
 * `Idempotency-Key` header (the web app sends one per user intent and keeps it across retries): the first
 * request with a key runs; a repeat of it — a double click, or a retry after a lost answer — waits for the
 * first to finish and gets the same answer (with `Idempotent-Replayed: true`) instead of creating a second
 * thing. The same key with a different request is refused (422). Keys are kept for a day.
 *
 * Answers that carry a secret shown once (a share link's token, in its URL) are stored without it: the
 * route names the fields (`secretFields`), the store keeps the rest with the names of what it left out, and a
 * repeat is answered 409 ALREADY_CREATED with the resource's id instead of a replay. Storing the secret for a
 * day would put a live credential in a table nothing else protects; hashing it would leave nothing to replay;
 * re-deriving it is impossible (only its hash is kept by the owning module). The resource is not created
 * twice, and the client learns which one exists (it can revoke it and create another).
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/client.ts";
import { AppError, msg } from "../http/errors.ts";
import * as repo from "./repo.ts";

/** How long a key is remembered. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** The header a client sends, and the one a replayed answer carries. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
/** The field of a stored answer naming the secret fields left out of it. */
const REDACTED = "__redacted";

/** The answer without its secret fields (and the names of those left out), or as it is when it has none. */
function redact(body: unknown, fields: readonly string[]): unknown {
  if (!fields.length || !body || typeof body !== "object" || Array.isArray(body)) return body;
  const kept = Object.fromEntries(Object.entries(body).filter(([k]) => !fields.includes(k)));
  return { ...kept, [REDACTED]: [...fields] };
}

/** Keys are 8-200 printable ASCII characters (a UUID is 36). */
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

export type IdempotentOutcome = { status: number; body: unknown; replayed: boolean };

export type IdempotencyOptions = {
  /** How often, and how long, a repeat polls for the first request's answer. */
  pollMs?: number;
  waitMs?: number;
  now?: () => Date;
};

export class IdempotencyStore {
  private readonly pollMs: number;
  private readonly waitMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    opts: IdempotencyOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 50;
    this.waitMs = opts.waitMs ?? 15_000;
    this.now = opts.now ?? (() => new Date());
  }

  /** The key of a request's header, or null when it sent none; a malformed key is a 400. */
  static keyOf(header: string | string[] | undefined): string | null {
    if (header === undefined) return null;
    const value = Array.isArray(header) ? header[0] : header;
    if (!KEY_PATTERN.test(value ?? "")) throw new AppError(400, "VALIDATION_ERROR", msg("idempotency.idempotencyKeyHeaderMust8"));
    return value ?? null;
  }

  /**
   * Runs `create` once per (user, key): the first caller runs it and its answer is stored; later callers
   * get that answer. A failed first request frees the key (nothing was created), so a retry runs again.
   */
  async run(
    userId: string,
    key: string,
    route: string,
    request: unknown,
    create: () => Promise<{ status: number; body: unknown }>,
    secretFields: readonly string[] = [],
  ): Promise<IdempotentOutcome> {
    const requestHash = createHash("sha256").update(JSON.stringify(request)).digest("base64url");
    if (await repo.claim(this.db, userId, key, route, requestHash, this.now())) {
      try {
        const out = await create();
        await repo.complete(this.db, userId, key, out.status, redact(out.body, secretFields));
        return { ...out, replayed: false };
      } catch (e) {
        await repo.release(this.db, userId, key);
        throw e;
      }
    }
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const row = await repo.find(this.db, userId, key);
      if (!row) return this.run(userId, key, route, request, create); // the first request failed and freed it
      if (row.route !== route || row.requestHash !== requestHash) {
        throw new AppError(422, "IDEMPOTENCY_KEY_REUSED", msg("idempotency.idempotencyKeyWasAlreadyUsed"));
      }
      if (row.status !== null) {
        const stored = row.response as { [REDACTED]?: string[]; id?: unknown } | null;
        if (stored && typeof stored === "object" && Array.isArray(stored[REDACTED])) {
          throw new AppError(409, "ALREADY_CREATED", msg("idempotency.requestAlreadyCreatedItsResource"), {
            id: stored.id ?? null,
          });
        }
        return { status: row.status, body: row.response, replayed: true };
      }
      if (Date.now() >= deadline) throw new AppError(409, "REQUEST_IN_PROGRESS", msg("idempotency.sameRequestStillBeingProcessed"));
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }

  /** Forgets keys older than the retention; returns how many were removed. */
  prune(): Promise<number> {
    return repo.prune(this.db, new Date(this.now().getTime() - IDEMPOTENCY_RETENTION_MS));
  }
}
