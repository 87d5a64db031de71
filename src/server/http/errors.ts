import type { ErrorCode, TApiError } from "../../contracts/errors.ts";

/** An error with an HTTP status and a public message; anything else becomes a 500 with no details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what = "Resource") => new AppError(404, "NOT_FOUND", `${what} not found`);
export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", "Authentication required");
export const forbidden = (message = "You do not have permission to do this") => new AppError(403, "FORBIDDEN", message);

/** Builds the spec's error body { code, message, details, statusCode, timestamp }. */
export function errorBody(statusCode: number, code: ErrorCode, message: string, details?: unknown): TApiError {
  return { code, message, ...(details === undefined ? {} : { details }), statusCode, timestamp: new Date().toISOString() };
}
