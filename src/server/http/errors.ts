import type { ErrorCode, TApiError } from "../../contracts/errors.ts";
import { englishText, isMsg, msg, type Msg, type Translator } from "../i18n/index.ts";

export { msg, type Msg } from "../i18n/index.ts";

/**
 * An error with an HTTP status, a code and a public message by catalog key; anything else becomes a 500 with
 * no details. The message is rendered in the caller's locale when the answer is built (`Error.message` holds
 * the English text, for logs).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly msg: Msg,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(englishText(msg));
    this.name = "AppError";
  }

  /** The message in a translator's locale. */
  messageIn(t: Translator): string {
    return t.error(this.msg);
  }

  /** The details with every message in them (a validation issue's) rendered in a translator's locale. */
  detailsIn(t: Translator): unknown {
    return renderMessages(this.details, t);
  }
}

/** A value with each `msg(...)` inside it (in arrays and plain objects) rendered as text. */
function renderMessages(v: unknown, t: Translator): unknown {
  if (isMsg(v)) return t.error(v);
  if (Array.isArray(v)) return v.map((x) => renderMessages(x, t));
  if (v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renderMessages(x, t)]));
  }
  return v;
}

/** The resources a 404 can name (each has its sentence in the errors catalog under notFound). */
export type NotFoundWhat = keyof (typeof import("../locales/en/errors.ts"))["errors"]["notFound"];

export const notFound = (what: NotFoundWhat) => new AppError(404, "NOT_FOUND", msg(`notFound.${what}`));
export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", msg("common.unauthenticated"));
export const forbidden = (message: Msg = msg("common.forbidden")) => new AppError(403, "FORBIDDEN", message);

/** Builds the spec's error body { code, message, details, statusCode, timestamp }. */
export function errorBody(statusCode: number, code: ErrorCode, message: string, details?: unknown): TApiError {
  return { code, message, ...(details === undefined ? {} : { details }), statusCode, timestamp: new Date().toISOString() };
}
