import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { z, type ZodType } from "zod";
import { AppError, forbidden, msg, notFound, unauthenticated } from "./errors.ts";
import { inputProblem, MAX_INPUT_DEPTH } from "./input-hygiene.ts";
import { issueMsg } from "./validation.ts";
import type { Actor } from "../auth/actor.ts";
import { tenantOf, type TenantActor } from "../auth/tenancy.ts";
import { can, staffMay, type OrganizationAction, type PlatformAction } from "../auth/policies/index.ts";
import type { TPlatformRole } from "../../contracts/roles.ts";
import { isLoopbackAddress } from "./loopback.ts";
import { LOCAL_CONTROL_HEADER, type LocalControl } from "./local-control.ts";
import { sendAsDownload } from "./content-disposition.ts";
import { IDEMPOTENCY_HEADER, IdempotencyStore, REPLAYED_HEADER } from "../idempotency/store.ts";

/**
 * How a route may be reached — every route declares one, so the tenancy walk and the fuzz suite can be
 * generated from the registry:
 * - `member`: a signed-in member of an organization; the handler receives the tenant actor.
 * - `session`: a signed-in user, with or without an organization (who am I, sign out).
 * - `public`: anyone (health, API docs, sign-in requests).
 * - `public-token`: anyone holding an unguessable token in the path (share links, later rater links).
 * - `dev-only`: development surfaces (the mailbox): never registered in production, and answered only
 *   to loopback clients elsewhere (they show live sign-in links).
 * - `webhook`: a provider calling us; the route must verify the request's signature itself.
 * - `staff`: a member of the platform staff (the vendor's own screens); the handler receives the staff actor. To
 *   anyone else the route does not exist (404, an organization admin included); staff whose platform role does not
 *   allow the route's `staff` action get 403.
 * - `local`: a command on this machine (`facetwise staff grant`, `facetwise set-password`) talking to the running
 *   server: answered only to loopback clients that send the server's local control token (LOCAL_CONTROL_HEADER, read
 *   from the control file in the data directory, mode 0600); to anyone else the route does not exist (404).
 */
export type Access = "member" | "session" | "public" | "public-token" | "dev-only" | "webhook" | "staff" | "local";
export const ACCESS_KINDS: readonly Access[] = ["member", "session", "public", "public-token", "dev-only", "webhook", "staff", "local"];

/** A member of the platform staff, acting on the platform's screens (not in an organization). */
export type StaffActor = Actor & { platformRole: TPlatformRole };

/**
 * A file the handler answers as a download: the route sends it with its media type, `Content-Disposition:
 * attachment` naming the file, and no caching.
 */
export class FileDownload {
  constructor(
    readonly body: string | Buffer,
    readonly contentType: string,
    readonly fileName: string,
  ) {}
}

/**
 * A route whose one path answers JSON for some requests and a file for others (a POST carrying several actions,
 * e.g. /api/reports/analytics: insights as JSON, export as a file): JSON answers are checked by `json`; the handler
 * returns a FileDownload for the file answers, of one of the `files` media types (listed in the API document).
 */
export type JsonOrFile = { json: ZodType; files: readonly string[] };

/** What a route answers on success: a JSON body checked by a zod schema, JSON or a file, or another kind of body. */
export type ResponseSpec = ZodType | JsonOrFile | "html" | "pdf" | "zip" | "download" | "redirect" | "empty";

/** Whether a response spec is JSON-or-file (not a zod schema: those carry no `files`). */
export function isJsonOrFile(r: ResponseSpec): r is JsonOrFile {
  return typeof r === "object" && r !== null && "files" in r && "json" in r && Array.isArray((r as JsonOrFile).files);
}

type Schemas = { body?: ZodType; query?: ZodType; params?: ZodType };
type Infer<T> = T extends ZodType ? z.infer<T> : undefined;
type ActorFor<K extends Access> = K extends "member" ? TenantActor : K extends "session" ? Actor : K extends "staff" ? StaffActor : Actor | null;
/** What the handler must produce for its response spec (the JSON contract's input type, else anything sendable). */
type Output<R extends ResponseSpec> = R extends ZodType ? z.input<R> : R extends JsonOrFile ? z.input<R["json"]> | FileDownload : R extends "empty" ? null | void : unknown;

/** What a handler receives: parsed input and the caller as its access kind guarantees. */
export type RouteContext<S extends Schemas, K extends Access> = {
  body: Infer<S["body"]>;
  query: Infer<S["query"]>;
  params: Infer<S["params"]>;
  actor: ActorFor<K>;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type RouteSpec<S extends Schemas, K extends Access, R extends ResponseSpec> = S & {
  method: HTTPMethods;
  url: string;
  summary: string;
  access: K;
  /** member routes: what the caller's role must allow in its organization (403 otherwise), from the policy module. */
  allow?: K extends "member" ? OrganizationAction : never;
  /** staff routes: the platform action the caller's platform role must allow (403 otherwise), from the policy module. */
  staff?: K extends "staff" ? PlatformAction : never;
  /** The success body's contract (validated and shaped before it leaves), or its non-JSON kind. */
  response: R;
  /** The success status (default 200; 204 for "empty"). */
  status?: number;
  /**
   * A create action (member or session routes): a repeat with the same `Idempotency-Key` header — a double
   * click or a retried request — replays the first answer instead of creating a second thing.
   */
  idempotent?: K extends "member" | "session" | "staff" ? true : never;
  /**
   * Top-level fields of an idempotent route's answer that hold a secret shown once (a share link's URL with
   * its token). The idempotency store keeps the answer with these fields removed, never the secret; a replay
   * then answers 409 naming the resource already created (see idempotency/store.ts).
   */
  secretFields?: readonly string[];
  tags?: string[];
};

/** One registered route as the OpenAPI document, the tenancy walk and the fuzz suite see it. */
export type RegisteredRoute = {
  method: string;
  url: string;
  summary: string;
  access: Access;
  tags: string[];
  schemas: Schemas & { response: ResponseSpec };
  status: number;
  idempotent: boolean;
  /**
   * Where the request names its organization (the spec's `organizationId` in the query or the body): the door
   * answers 404 unless it is the caller's own, before the handler runs, so no service checks it.
   */
  organizationIdIn: ("query" | "body")[];
};

declare module "fastify" {
  interface FastifyInstance {
    /** Every route of this app, registered through `route()` (the one door). */
    routeTable: RegisteredRoute[];
    /** This server's local control token (routes of access kind `local`). */
    localControl: LocalControl;
  }
}

/** Parses one part of the input with its contract; a failure is a 400 in the error shape that names the fields. */
function parse(schema: ZodType | undefined, value: unknown, where: "path parameters" | "query" | "body"): unknown {
  if (!schema) return undefined;
  const place = msg(`http.where.${where}`);
  const problem = inputProblem(value);
  if (problem)
    throw new AppError(400, "VALIDATION_ERROR", msg("http.invalidInput", { where: place, problem: msg(`http.input.${problem}`, { depth: MAX_INPUT_DEPTH }) }), { location: where });
  const input = value ?? {};
  const r = schema.safeParse(input);
  if (!r.success) {
    // each issue worded by its code in the caller's language (the answer renders the messages)
    const issues = r.error.issues.map((i) => ({ path: i.path.join("."), message: issueMsg(i, input), code: i.code }));
    const first = issues[0];
    const message = first?.path
      ? msg("http.invalidField", { where: place, field: first.path, problem: first.message })
      : msg("http.invalidInput", { where: place, problem: first?.message ?? msg("validation.issue.custom") });
    throw new AppError(400, "VALIDATION_ERROR", message, { location: where, issues });
  }
  return r.data;
}

/** The parts of the input whose contract has an `organizationId` field. */
function organizationIdFields(schemas: Pick<Schemas, "query" | "body">): ("query" | "body")[] {
  return (["query", "body"] as const).filter((where) => namesOrganization(schemas[where]));
}

/** Whether an object contract (or a union of them, or one wrapped in a pipe, a default, an optional…) has `organizationId`. */
function namesOrganization(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return false;
  switch (def.type) {
    case "object":
      return "organizationId" in (def.shape as Record<string, unknown>);
    case "union":
      return (def.options as unknown[]).some(namesOrganization);
    case "intersection":
      return namesOrganization(def.left) || namesOrganization(def.right);
    case "pipe":
      return namesOrganization(def.in);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return namesOrganization(def.innerType);
    default:
      return false;
  }
}

/**
 * Tenancy of what a request names: an `organizationId` in the query or the body must be the caller's own
 * organization, else the organization does not exist for them (404, as for any other organization's id).
 * Checked on the raw input, after admission and before validation.
 */
function ownOrganizationOnly(actor: Actor | null, where: readonly ("query" | "body")[], input: { query: unknown; body: unknown }): void {
  for (const part of where) {
    const named = (input[part] as { organizationId?: unknown } | undefined)?.organizationId;
    if (named === undefined) continue;
    if (named !== (actor as TenantActor | null)?.organizationId) throw notFound("Organization");
  }
}

/** The answer for a path that does not exist (as Fastify's own not-found handler words it). */
function routeNotFound(req: FastifyRequest): AppError {
  return new AppError(404, "NOT_FOUND", msg("common.routeNotFound", { method: req.method, path: req.url.split("?")[0].slice(0, 200) }));
}

/** Who may call, checked before any input is parsed: the access kind, then the policy for the action. */
async function admit(req: FastifyRequest, access: Access, allow: OrganizationAction | undefined, staff: PlatformAction | undefined): Promise<Actor | null> {
  switch (access) {
    case "staff": {
      const actor = await req.actor();
      if (!actor) throw unauthenticated();
      // the vendor's screens do not exist for organizations: the same answer as an unknown path
      if (!actor.platformRole) throw routeNotFound(req);
      if (!staff || !staffMay(actor, staff)) throw forbidden();
      return actor;
    }
    case "member": {
      const actor = await req.actor();
      if (!actor) throw unauthenticated();
      const tenant = tenantOf(actor);
      if (allow && !can(tenant, allow)) throw forbidden();
      return tenant;
    }
    case "session": {
      const actor = await req.actor();
      if (!actor) throw unauthenticated();
      return actor;
    }
    case "local":
      // A command on this machine with the running server's token; to anyone else the route does not exist.
      if (!isLoopbackAddress(req.socket.remoteAddress) || !req.server.localControl.accepts(req.headers[LOCAL_CONTROL_HEADER])) throw routeNotFound(req);
      return null;
    case "dev-only":
      // Development surfaces show live sign-in links: to any other host they do not exist.
      if (!isLoopbackAddress(req.socket.remoteAddress)) throw routeNotFound(req);
      return null;
    default:
      return null;
  }
}

/**
 * The one door: registers a route on the app's route table with its access kind, then on each request
 * admits the caller, refuses an organizationId that is not the caller's (404), parses body, query and path parameters with their zod contracts (the handler only
 * sees typed input) and checks the answer against the response contract before it leaves.
 */
export function route<S extends Schemas, K extends Access, R extends ResponseSpec>(
  app: FastifyInstance,
  spec: RouteSpec<S, K, R>,
  handler: (ctx: RouteContext<S, K>) => Promise<Output<R>>,
  idempotency?: IdempotencyStore,
): void {
  const status = spec.status ?? (spec.response === "empty" ? 204 : 200);
  const { method, url, summary, access, tags = [], body, query, params, response } = spec;
  const idempotent = spec.idempotent === true;
  if (idempotent && (!idempotency || (access !== "member" && access !== "session" && access !== "staff") || typeof response !== "object" || isJsonOrFile(response))) {
    throw new Error(`${method} ${url}: idempotent routes are member or session routes with a JSON response, on an app with an idempotency store`);
  }
  const organizationIdIn = organizationIdFields({ query, body });
  if (organizationIdIn.length > 0 && access !== "member") throw new Error(`${method} ${url}: only member routes may name an organization (organizationId)`);
  app.routeTable.push({ method: String(method), url, summary, access, tags, schemas: { body, query, params, response }, status, idempotent, organizationIdIn });
  const allow = spec.allow as OrganizationAction | undefined;
  const staff = spec.staff as PlatformAction | undefined;
  if (access === "staff" && !staff) throw new Error(`${method} ${url}: a staff route names its platform action (staff: …)`);
  app.route({
    method,
    url,
    handler: async (req, reply) => {
      const actor = await admit(req, access, allow, staff);
      // before validation: another organization's routes tell nothing, not even which input they would refuse
      ownOrganizationOnly(actor, organizationIdIn, { query: req.query, body: req.body });
      const ctx = {
        params: parse(params, req.params, "path parameters"),
        query: parse(query, req.query, "query"),
        body: parse(body, req.body, "body"),
        actor,
        req,
        reply,
      } as RouteContext<S, K>;
      const run = async (): Promise<{ status: number; body: unknown }> => {
        const out = await handler(ctx);
        const code = reply.statusCode === 200 ? status : reply.statusCode;
        if (out instanceof FileDownload) {
          sendAsDownload(reply, out.contentType, out.fileName);
          return { status: code, body: out.body };
        }
        // The contract shapes what leaves the server: unknown fields are dropped, a wrong shape is our bug (500).
        const contract = isJsonOrFile(response) ? response.json : response;
        return { status: code, body: typeof contract === "string" ? out : (contract as ZodType).parse(out) };
      };
      const key = idempotent ? IdempotencyStore.keyOf(req.headers[IDEMPOTENCY_HEADER]) : null;
      if (key && actor && idempotency) {
        const outcome = await idempotency.run(actor.userId, key, `${method} ${url}`, { params: ctx.params, body: ctx.body }, run, spec.secretFields);
        if (outcome.replayed) reply.header(REPLAYED_HEADER, "true");
        return reply.code(outcome.status).send(outcome.body);
      }
      const out = await run();
      if (reply.sent) return reply;
      reply.code(out.status);
      if (response === "empty") return reply.send();
      return out.body;
    },
  });
}

/** A route bound to one app: what modules receive, so they cannot register around the door. */
export type RouteFn = <S extends Schemas, K extends Access, R extends ResponseSpec>(spec: RouteSpec<S, K, R>, handler: (ctx: RouteContext<S, K>) => Promise<Output<R>>) => void;

/** `route` bound to an app (and its idempotency store, for `idempotent` create routes). */
export function routeOn(app: FastifyInstance, idempotency?: IdempotencyStore): RouteFn {
  return (spec, handler) => route(app, spec, handler, idempotency);
}
