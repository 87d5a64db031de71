import type { ErrorCode, TApiError } from "../../contracts/errors.ts";
import { englishText, msg, type Msg, type Translator } from "../i18n/index.ts";

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
