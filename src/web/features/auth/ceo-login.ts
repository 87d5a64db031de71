/** The CEO Dashboard Login's calls (spec 2 §7): POST /api/auth/ceo, and the development-only demo credentials. */
import { ZCeoDemoCredentials, ZCeoUser, type TCeoUser } from "../../../contracts/auth.ts";
import { api, ApiError } from "../../lib/api.ts";

/** Where a staff member lands after the CEO login. */
export const CEO_HOME = "/dashboard/ceo";

/** How a failed CEO login is told (spec 2 §8): wrong credentials, a lockout in the server's words, or any other failure. */
export type CeoLoginFailure = { kind: "invalid" } | { kind: "locked"; message: string } | { kind: "failed" };

/** Sorts a failed POST /api/auth/ceo into what the page says. */
export function ceoLoginFailure(error: unknown): CeoLoginFailure {
  if (error instanceof ApiError && error.statusCode === 401) return { kind: "invalid" };
  if (error instanceof ApiError && error.statusCode === 429) return { kind: "locked", message: error.message };
  return { kind: "failed" };
}

/** POST /api/auth/ceo: platform staff only; sets the session cookie. */
export function ceoLogin(email: string, password: string): Promise<TCeoUser> {
  return api.post("/api/auth/ceo", { email, password }, { schema: ZCeoUser });
}

/**
 * The demo CEO's credentials: the server answers them only in development and only to this machine (the route does
 * not exist in production), so no build of the web app carries a password.
 */
export async function fetchDemoCredentials(signal?: AbortSignal): Promise<{ email: string; password: string } | null> {
  return (await api.get("/api/auth/ceo/demo-credentials", { schema: ZCeoDemoCredentials, signal })).demo;
}
