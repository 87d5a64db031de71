import { authT } from "./i18n.ts";

/** What to tell the user when the magic-link verification redirected back with `?error=CODE`. */
export function callbackErrorMessage(code: string): string {
  switch (code.toUpperCase()) {
    case "INVALID_TOKEN":
    case "EXPIRED_TOKEN":
    case "TOKEN_EXPIRED":
      return authT("callback.error.expired");
    case "USER_NOT_FOUND":
    case "NEW_USER_SIGNUP_DISABLED":
      return authT("callback.error.noAccount");
    case "RATE_LIMITED":
      return authT("callback.error.rateLimited");
    default:
      return authT("callback.error.other");
  }
}
