import type { TMagicLinkRequest } from "../../../contracts/auth.ts";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { ZEmail } from "../../lib/first-visit-schemas.ts";
import { authT } from "./i18n.ts";

/**
 * Login asks for a link to sign in; signup may create the account (spec 1 §5); invite is signup for the address an
 * invitation was sent to (the link brings the invitee back to the invitation).
 */
export type MagicLinkMode = "login" | "signup" | "invite";
/** Spec 1 §4: idle → sending → link-sent; an error returns to idle. */
export type MagicLinkStatus = "idle" | "sending" | "sent";

/** Login: disabled while empty, sending or sent. Signup and invite: while sending or sent (an empty field gets its error). */
export function isSubmitDisabled(mode: MagicLinkMode, status: MagicLinkStatus, email: string): boolean {
  if (status !== "idle") return true;
  return mode === "login" && email.trim() === "";
}

/** The submit button's text in each state. */
export function submitLabel(mode: MagicLinkMode, status: MagicLinkStatus): string {
  if (status === "sent") return authT("form.sent");
  if (status === "sending") return authT("form.sending");
  if (mode === "invite") return authT("form.sendInvite");
  return mode === "login" ? authT("form.send") : authT("form.create");
}

/** Title of the error box (spec 1 §8). */
export function failureTitle(mode: MagicLinkMode): string {
  return mode === "login" ? authT("form.loginFailed") : authT("form.signupFailed");
}

/** What the browser says about its reader: its language tag and its time zone (empty when it does not say). */
export type BrowserDefaults = { locale: string; timeZone: string };

/** This browser's language (navigator.language) and time zone (Intl's resolved one). */
export function browserDefaults(): BrowserDefaults {
  return { locale: typeof navigator === "undefined" ? "" : navigator.language || "", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || "" };
}

/**
 * The body of POST /api/auth/magic-link. Sign-up (and invite) carries the browser's language and time zone: a new
 * account starts with them (the server keeps a supported language or English, and a zone it knows).
 */
export function magicLinkRequest(mode: MagicLinkMode, email: string, redirect: string, browser: BrowserDefaults = browserDefaults()): TMagicLinkRequest {
  if (mode === "login") return { email: email.trim(), redirect, createUser: false };
  return { email: email.trim(), redirect, createUser: true, locale: browser.locale, timeZone: browser.timeZone };
}

/** The message under the field when the address is not one the server accepts (the contract's own rule, lib/first-visit-schemas.ts), else null. */
export function emailFieldError(email: string): string | null {
  return ZEmail.safeParse(email.trim()).success ? null : authT("form.invalidEmail");
}

/** Where a failed request's message goes: under the field (the server found the address invalid), or in the error box. */
export type MagicLinkFailure = { field: string } | { alert: string };

/**
 * A refused request in words a person can act on: the server's VALIDATION_ERROR (its text is "Invalid body: …")
 * becomes the field's "Enter a valid email address"; anything else keeps the server's message.
 */
export function magicLinkFailure(error: unknown): MagicLinkFailure {
  if (error instanceof ApiError && error.code === "VALIDATION_ERROR") return { field: authT("form.invalidEmail") };
  return { alert: errorMessage(error) };
}
