import type { TMagicLinkRequest } from "../../../contracts/auth.ts";
import { authT } from "./i18n.ts";

/** Login asks for a link to an existing account; signup may create the account (spec 1 §5). */
export type MagicLinkMode = "login" | "signup";
/** Spec 1 §4: idle → sending → link-sent; an error returns to idle. */
export type MagicLinkStatus = "idle" | "sending" | "sent";

/** Login: disabled while empty, sending or sent. Signup: while sending or sent (the browser's `required` covers empty). */
export function isSubmitDisabled(mode: MagicLinkMode, status: MagicLinkStatus, email: string): boolean {
  if (status !== "idle") return true;
  return mode === "login" && email.trim() === "";
}

/** The submit button's text in each state. */
export function submitLabel(mode: MagicLinkMode, status: MagicLinkStatus): string {
  if (status === "sent") return authT("form.sent");
  if (status === "sending") return authT("form.sending");
  return mode === "login" ? authT("form.send") : authT("form.create");
}

/** Title of the error box (spec 1 §8). */
export function failureTitle(mode: MagicLinkMode): string {
  return mode === "login" ? authT("form.loginFailed") : authT("form.signupFailed");
}

/** The body of POST /api/auth/magic-link. */
export function magicLinkRequest(mode: MagicLinkMode, email: string, redirect: string): TMagicLinkRequest {
  return { email: email.trim(), redirect, createUser: mode === "signup" };
}
