import { z, type ZodType } from "zod";
import { ZApiError } from "../../../contracts/errors.ts";
import { isJsonOrFile, type RegisteredRoute } from "../../http/route.ts";
import type { AppModule } from "../module.ts";

/** Fastify ":param" paths as OpenAPI "{param}" paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** JSON Schema of a contract; domain-typed parts (z.custom) are described, not spelled out. */
const jsonSchema = (schema: ZodType, io: "input" | "output") => z.toJSONSchema(schema, { io, unrepresentable: "any" });

const MEDIA: Record<string, { type: string; description: string }> = {
  html: { type: "text/html", description: "An HTML page" },
  pdf: { type: "application/pdf", description: "A PDF document" },
  zip: { type: "application/zip", description: "A ZIP archive" },
  download: { type: "application/octet-stream", description: "A file download in the format asked (Content-Disposition: attachment)" },
};

/** The success response of a route in OpenAPI terms. */
function successResponse(r: RegisteredRoute): Record<string, unknown> {
  const res = r.schemas.response;
  if (res === "empty") return { description: "No content" };
  if (res === "redirect") return { description: "Redirect (Location header)" };
  if (isJsonOrFile(res)) {
    const files = Object.fromEntries(res.files.map((type) => [type, {}]));
    return {
      description: `${r.summary} (JSON, or a file download for the actions that export)`,
      content: { "application/json": { schema: jsonSchema(res.json, "output") }, ...files },
    };
  }
  if (typeof res === "string") return { description: MEDIA[res].description, content: { [MEDIA[res].type]: {} } };
  return { description: r.summary, content: { "application/json": { schema: jsonSchema(res, "output") } } };
}

/** The OpenAPI 3.1 document, generated from the route table: every route's contracts, requests and responses. */
export function buildOpenApi(routes: readonly RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorSchema = z.toJSONSchema(ZApiError);
  for (const r of routes) {
    const params = r.schemas.params ? (jsonSchema(r.schemas.params, "input") as { properties?: Record<string, unknown> }) : undefined;
    const query = r.schemas.query ? (jsonSchema(r.schemas.query, "input") as { properties?: Record<string, unknown>; required?: string[] }) : undefined;
    (paths[openApiPath(r.url)] ??= {})[r.method.toLowerCase()] = {
      summary: r.summary,
      tags: r.tags,
      "x-access": r.access,
      security: r.access === "member" || r.access === "session" || r.access === "staff" ? [{ cookie: [] }, { bearer: [] }] : [],
      parameters: [
        ...Object.entries(params?.properties ?? {}).map(([name, schema]) => ({ name, in: "path", required: true, schema })),
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: "query", required: query?.required?.includes(name) ?? false, schema })),
      ],
      ...(r.schemas.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(r.schemas.body, "input") } } } } : {}),
      responses: {
        [String(r.status)]: successResponse(r),
        default: { description: "Error", content: { "application/json": { schema: errorSchema } } },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Facetwise API", version },
    components: {
      securitySchemes: {
        cookie: { type: "apiKey", in: "cookie", name: "facetwise.session_token" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
    paths,
  };
}

/** The OpenAPI document's own shape, as far as clients rely on it. */
const ZOpenApi = z.looseObject({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

/** GET /api/docs: the generated OpenAPI document (built on first request, when every module has registered). */
export const docsModule: AppModule = {
  name: "docs",
  register({ core, route, routes }) {
    let doc: ReturnType<typeof buildOpenApi> | undefined;
    route(
      { method: "GET", url: "/api/docs", summary: "The OpenAPI document of this API", access: "public", response: ZOpenApi, tags: ["platform"] },
      async () => (doc ??= buildOpenApi(routes, core.config.version)),
    );
  },
};
