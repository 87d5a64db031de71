import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { z, type ZodType } from "zod";
import { AppError, forbidden, unauthenticated } from "./errors.ts";
import type { Actor } from "../auth/actor.ts";
import { roleAllows, type TPermission } from "../../contracts/roles.ts";

type Schemas = { body?: ZodType; query?: ZodType; params?: ZodType; response?: ZodType };
type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

/** What a handler receives: parsed input and, for authenticated routes, the actor from the session. */
export type RouteContext<S extends Schemas, A extends boolean> = {
  body: Infer<S["body"]>;
  query: Infer<S["query"]>;
  params: Infer<S["params"]>;
  actor: A extends true ? Actor : Actor | null;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type RouteSpec<S extends Schemas, A extends boolean> = S & {
  method: HTTPMethods;
  url: string;
  summary: string;
  /** true: a signed-in member of an organization is required (401 otherwise). */
  auth: A;
  /** The permission the actor's role must grant (403 otherwise). */
  permission?: Exclude<TPermission, "*">;
  tags?: string[];
};

/** Every route registered through `route`, for the generated OpenAPI document. */
export const routeRegistry: { method: string; url: string; summary: string; auth: boolean; tags: string[]; schemas: Schemas }[] = [];

function parse<T extends ZodType>(schema: T | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const r = schema.safeParse(value ?? {});
  if (!r.success) {
    throw new AppError(400, "VALIDATION_ERROR", `Invalid ${where}: ${r.error.issues[0]?.message ?? "bad input"}`, {
      location: where,
      issues: r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message, code: i.code })),
    });
  }
  return r.data;
}

/**
 * Binds a route: authentication and permission are checked, then body, query and path parameters
 * are parsed by their zod contracts before the handler runs — the handler only sees typed input.
 */
export function route<S extends Schemas, A extends boolean>(
  app: FastifyInstance,
  spec: RouteSpec<S, A>,
  handler: (ctx: RouteContext<S, A>) => Promise<unknown>,
): void {
  if (!routeRegistry.some((r) => r.method === spec.method && r.url === spec.url)) routeRegistry.push({ method: spec.method as string, url: spec.url, summary: spec.summary, auth: spec.auth, tags: spec.tags ?? [], schemas: spec });
  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (req, reply) => {
      // Public routes skip the session lookup; a handler that wants an optional actor calls req.actor().
      const actor = spec.auth || spec.permission ? await req.actor() : null;
      if (spec.auth && !actor) throw unauthenticated();
      if (spec.permission && (!actor?.role || !roleAllows(actor.role, spec.permission))) throw forbidden();
      const ctx = {
        params: parse(spec.params, req.params, "path parameters"),
        query: parse(spec.query, req.query, "query"),
        body: parse(spec.body, req.body, "body"),
        actor,
        req,
        reply,
      } as RouteContext<S, A>;
      const out = await handler(ctx);
      if (reply.sent) return reply;
      return out;
    },
  });
}
