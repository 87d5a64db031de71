import { ZRedirectPath } from "./first-visit-schemas.ts";

/** Where sign-in returns to when no (valid) redirect is given (spec 1 §2). */
export const DEFAULT_REDIRECT = "/dashboard";

/**
 * The redirect target if it is a path on this site (one leading '/', not '//', no backslash or spaces —
 * the same rule the server applies), else the default. Guards against open redirects.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (value == null || value === "") return DEFAULT_REDIRECT;
  return ZRedirectPath.safeParse(value).success ? value : DEFAULT_REDIRECT;
}

/** A link to an auth page (/login, /signup) that carries the redirect along when it is not the default. */
export function authPagePath(page: "/login" | "/signup", redirect: string): string {
  return redirect === DEFAULT_REDIRECT ? page : `${page}?redirect=${encodeURIComponent(redirect)}`;
}

/** The login URL a route guard sends a signed-out visitor to, so sign-in brings them back. */
export function loginRedirectPath(pathname: string, search: string, loginPath = "/login"): string {
  return `${loginPath}?redirect=${encodeURIComponent(pathname + search)}`;
}
