import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { AppError, errorBody, msg, type Msg } from "../http/errors.ts";
import { isProviderRefusal, providerRefusal } from "../auth/provider-errors.ts";
import { en } from "../locales/en/index.ts";
import type { ErrorCode } from "../../contracts/errors.ts";
import { translator } from "../i18n/index.ts";
import { negotiateLocale } from "../i18n/negotiate.ts";
import type { RequestLocale } from "../i18n/request-locale.ts";

/** The error code a framework-level status maps to (the message says what happened). */
function codeFor(status: number): ErrorCode {
  switch (status) {
    case 401:
      return "UNAUTHENTICATED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 405:
      return "METHOD_NOT_ALLOWED";
    case 406:
      return "NOT_ACCEPTABLE";
    case 408:
      return "REQUEST_TIMEOUT";
    case 409:
      return "CONFLICT";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 414:
      return "URI_TOO_LONG";
    case 415:
      return "UNSUPPORTED_MEDIA_TYPE";
    case 429:
      return "RATE_LIMITED";
    case 431:
      return "HEADERS_TOO_LARGE";
    case 503:
      return "SERVICE_UNAVAILABLE";
    default:
      return "VALIDATION_ERROR";
  }
}

/** Fastify's refusals of a request's body, by its error code: what each means, in the catalog's words. */
const BODY_ERRORS: Readonly<Record<string, Msg>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: msg("http.body.tooLarge"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg("http.body.unsupportedType"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg("http.body.sizeMismatch"),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg("http.body.emptyJson"),
  FST_ERR_CTP_INVALID_JSON_BODY: msg("http.body.invalidJson"),
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: msg("http.body.missing"),
  FST_ERR_ROUTE_MISSING_CONTENT: msg("http.body.missing"),
};

type StatusKey = keyof (typeof import("../locales/en/errors.ts"))["errors"]["http"]["status"];

/**
 * The message of a framework error (Fastify's own, or a library's below it): by its code when we know it, else by
 * its status. Its own English message is never passed on — it may quote the request or name the framework.
 */
export function frameworkMessage(status: number, code: string | undefined): Msg {
  const known = code !== undefined && Object.hasOwn(BODY_ERRORS, code) ? BODY_ERRORS[code] : undefined;
  if (known) return known;
  const key = String(status) as StatusKey;
  return msg(`http.status.${Object.hasOwn(en.errors.http.status, key) && key !== "other" ? key : "other"}`);
}

/**
 * Framework errors raised before routing (malformed percent-encoding, an over-long path parameter):
 * answered in the error shape with the security headers, like every other error. Passed to Fastify's
 * constructor (`frameworkErrors`), so it cannot be a plugin.
 */
export function frameworkErrorHandler(headers: Readonly<Record<string, string>>, allowPseudo: boolean): NonNullable<FastifyServerOptions["frameworkErrors"]> {
  return (err, req, res) => {
    const reply = res as FastifyReply;
    const status = err.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
    // before routing there is no session yet: the header alone chooses the language
    const t = translator(negotiateLocale(req.headers["accept-language"], allowPseudo) ?? "en");
    const message = t.error(msg(status === 414 ? "http.paramTooLong" : "http.badUrlEncoding"));
    void reply
      .code(status)
      .headers(headers)
      .send(errorBody(status, codeFor(status), message));
  };
}

/**
 * Errors the HTTP parser raises before Fastify sees a request (headers too large, a request timeout, a
 * malformed request line): written on the raw socket in the error shape with the security headers.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  return (err: NodeJS.ErrnoException, socket: Socket): void => {
    if (err.code === "ECONNRESET" || socket.destroyed) return;
    const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    // the raw socket has no parsed headers to choose a language from: English
    const message = translator("en").error(msg(status === 431 ? "http.headersTooLarge" : status === 408 ? "http.requestTimeout" : "http.malformed"));
    const body = JSON.stringify(errorBody(status, codeFor(status), message));
    if (socket.writable) {
      const reason = status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${extra}connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}

type AnyError = FastifyError & { headers?: Record<string, string> };

/**
 * Every error response, from every layer, uses `{ code, message, details, statusCode, timestamp }` with
 * the security headers; no stack trace leaves the server. Registered before any route (a route keeps the
 * handler of its time). Unknown API paths answer 404 in the same shape.
 */
export function registerErrorHandling(app: FastifyInstance, headers: Readonly<Record<string, string>>, localeOf: RequestLocale): void {
  app.setErrorHandler(async (err: AnyError, req: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    // the sign-in library's refusals (bad email, invalid token…): our code and the catalog's words for its code
    const known = err instanceof AppError ? err : isProviderRefusal(err) ? providerRefusal(err.statusCode, err.body) : null;
    if (known) {
      const t = translator(await localeOf(req));
      return reply
        .code(known.statusCode)
        .headers(known.headers)
        .send(errorBody(known.statusCode, known.code, known.messageIn(t), known.detailsIn(t)));
    }
    const status = err.statusCode;
    if (status && ((status >= 400 && status < 500) || status === 503)) {
      // Fastify's own: malformed JSON, unsupported media type, body too large, a handler over its time…
      const t = translator(await localeOf(req));
      return reply.code(status).send(errorBody(status, codeFor(status), t.error(frameworkMessage(status, err.code))));
    }
    req.log.error({ err, requestId: req.id }, "unhandled error");
    const t = translator(await localeOf(req));
    return reply.code(500).send(errorBody(500, "INTERNAL_ERROR", t.error(msg("common.internal")), { requestId: req.id }));
  });

  // Page GETs never get here: the SPA's catch-all (http/spa.ts) answers them, built or not.
  app.setNotFoundHandler(async (req, reply) => {
    reply.headers(headers);
    const t = translator(await localeOf(req));
    return reply.code(404).send(errorBody(404, "NOT_FOUND", t.error(msg("common.routeNotFound", { method: req.method, path: req.url.split("?")[0].slice(0, 200) }))));
  });
}
