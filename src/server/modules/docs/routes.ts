import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../app.ts";
import { routeRegistry } from "../../http/route.ts";
import { ZApiError } from "../../../contracts/errors.ts";

/** Fastify ":param" paths as OpenAPI "{param}" paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** The OpenAPI 3.1 document, generated from the zod contracts every route is bound with. */
export function buildOpenApi(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorSchema = z.toJSONSchema(ZApiError);
  for (const r of routeRegistry) {
    const params = r.schemas.params ? (z.toJSONSchema(r.schemas.params) as { properties?: Record<string, unknown> }) : undefined;
    const query = r.schemas.query ? (z.toJSONSchema(r.schemas.query, { io: "input" }) as { properties?: Record<string, unknown> }) : undefined;
    (paths[openApiPath(r.url)] ??= {})[r.method.toLowerCase()] = {
      summary: r.summary,
      tags: r.tags,
      security: r.auth ? [{ cookie: [] }, { bearer: [] }] : [],
      parameters: [
        ...Object.entries(params?.properties ?? {}).map(([name, schema]) => ({ name, in: "path", required: true, schema })),
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: "query", schema })),
      ],
      ...(r.schemas.body ? { requestBody: { required: true, content: { "application/json": { schema: z.toJSONSchema(r.schemas.body, { io: "input" }) } } } } : {}),
      responses: { default: { description: "Error", content: { "application/json": { schema: errorSchema } } } },
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

/** GET /api/docs: the generated OpenAPI document. */
export function docsRoutes(app: FastifyInstance, d: AppDeps): void {
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  app.get("/api/docs", async () => (doc ??= buildOpenApi(d.config.version)));
}
