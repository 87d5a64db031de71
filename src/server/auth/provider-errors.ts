/**
 * The sign-in library's (better-auth's) own refusals as our errors: its error code chooses one of our codes and a
 * message of the errors catalog, rendered in the caller's locale like every other error. Its English message is never
 * passed on (nor anything else of its body): a code it adds later is answered by its HTTP status.
 */
import type { ErrorCode } from "../../contracts/errors.ts";
import { AppError, msg, type Msg } from "../http/errors.ts";

type Refusal = { status: number; code: ErrorCode; msg: Msg };

const refusal = (status: number, code: ErrorCode, m: Msg): Refusal => ({ status, code, msg: m });

/** By better-auth's error code (@better-auth/core's BASE_ERROR_CODES and the magic-link plugin's). */
const BY_CODE: Readonly<Record<string, Refusal>> = {
  INVALID_EMAIL_OR_PASSWORD: refusal(401, "INVALID_CREDENTIALS", msg("auth.invalidEmailOrPassword")),
  INVALID_PASSWORD: refusal(401, "INVALID_CREDENTIALS", msg("auth.invalidEmailOrPassword")),
  CREDENTIAL_ACCOUNT_NOT_FOUND: refusal(401, "INVALID_CREDENTIALS", msg("auth.invalidEmailOrPassword")),
  INVALID_EMAIL: refusal(400, "VALIDATION_ERROR", msg("auth.provider.invalidEmail")),
  PASSWORD_TOO_LONG: refusal(400, "VALIDATION_ERROR", msg("auth.provider.passwordTooLong")),
  PASSWORD_TOO_SHORT: refusal(400, "VALIDATION_ERROR", msg("auth.provider.passwordTooShort")),
  INVALID_TOKEN: refusal(401, "UNAUTHENTICATED", msg("auth.provider.invalidLink")),
  TOKEN_EXPIRED: refusal(401, "UNAUTHENTICATED", msg("auth.provider.invalidLink")),
  EXPIRED_TOKEN: refusal(401, "UNAUTHENTICATED", msg("auth.provider.invalidLink")),
  SESSION_EXPIRED: refusal(401, "UNAUTHENTICATED", msg("auth.provider.sessionExpired")),
  FAILED_TO_GET_SESSION: refusal(401, "UNAUTHENTICATED", msg("common.unauthenticated")),
  EMAIL_NOT_VERIFIED: refusal(403, "FORBIDDEN", msg("auth.provider.emailNotVerified")),
  INVALID_ORIGIN: refusal(403, "CROSS_SITE_REQUEST", msg("auth.provider.untrustedAddress")),
  MISSING_OR_NULL_ORIGIN: refusal(403, "CROSS_SITE_REQUEST", msg("auth.provider.untrustedAddress")),
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: refusal(403, "CROSS_SITE_REQUEST", msg("auth.provider.untrustedAddress")),
  INVALID_CALLBACK_URL: refusal(403, "CROSS_SITE_REQUEST", msg("auth.provider.untrustedAddress")),
  INVALID_ERROR_CALLBACK_URL: refusal(403, "CROSS_SITE_REQUEST", msg("auth.provider.untrustedAddress")),
  INVALID_NEW_USER_CALLBACK_URL: refusal(403, "CROSS_SITE_REQUEST", msg("auth.provider.untrustedAddress")),
  INVALID_REDIRECT_URL: refusal(403, "CROSS_SITE_REQUEST", msg("auth.provider.untrustedAddress")),
  TOO_MANY_REQUESTS: refusal(429, "RATE_LIMITED", msg("auth.provider.tooManyRequests")),
};

/** By HTTP status, for a code not listed above. */
function byStatus(status: number): Refusal {
  if (status === 401) return refusal(401, "UNAUTHENTICATED", msg("common.unauthenticated"));
  if (status === 403) return refusal(403, "FORBIDDEN", msg("common.forbidden"));
  if (status === 429) return refusal(429, "RATE_LIMITED", msg("auth.provider.tooManyRequests"));
  return refusal(400, "VALIDATION_ERROR", msg("auth.provider.refused"));
}

/** The error a refusal of the sign-in library (status below 500, its body's code if any) is answered with. */
export function providerRefusal(status: number, body: unknown): AppError {
  const code = body !== null && typeof body === "object" && typeof (body as { code?: unknown }).code === "string" ? (body as { code: string }).code : "";
  const r = Object.hasOwn(BY_CODE, code.toUpperCase()) ? BY_CODE[code.toUpperCase()] : byStatus(status);
  return new AppError(r.status, r.code, r.msg);
}

/** Whether a thrown value is the sign-in library's refusal (its APIError below 500). */
export function isProviderRefusal(e: unknown): e is Error & { statusCode: number; body?: unknown } {
  if (!(e instanceof Error) || e.name !== "APIError") return false;
  const status = (e as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status < 500;
}
