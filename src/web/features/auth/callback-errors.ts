/** What to tell the user when the magic-link verification redirected back with `?error=CODE`. */
export function callbackErrorMessage(code: string): string {
  switch (code.toUpperCase()) {
    case "INVALID_TOKEN":
    case "EXPIRED_TOKEN":
    case "TOKEN_EXPIRED":
      return "This sign-in link has expired or has already been used. Links work once and only for a short time.";
    case "USER_NOT_FOUND":
    case "NEW_USER_SIGNUP_DISABLED":
      return "There is no account for this email address. Create an account first, or sign in with another email.";
    case "RATE_LIMITED":
      return "Too many sign-in attempts. Please wait a moment and request a new link.";
    default:
      return "This sign-in link could not be used. Please request a new one.";
  }
}
