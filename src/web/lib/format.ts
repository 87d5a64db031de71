import type { TRole } from "../../contracts/roles.ts";
import "./i18n-common.ts";
import { tNs } from "./i18n.ts";

const commonT = tNs("common");

/**
 * Initials for an avatar: first letters of the first two words of the name that begin with a letter
 * (leading punctuation ignored; words such as "212" are skipped, so "Respondent 212" reads "R"), else the
 * email's first letter, else "?".
 */
export function initials(name: string, email: string): string {
  const startsWithLetter = /^\p{L}/u;
  const letters = name
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter((w) => startsWithLetter.test(w))
    .slice(0, 2)
    .map((w) => [...w][0]);
  if (letters.length > 0) return letters.join("").toUpperCase();
  const fromEmail = email.trim()[0] ?? "";
  return startsWithLetter.test(fromEmail) ? fromEmail.toUpperCase() : "?";
}

/** Display name of an organization role; null means no role yet. */
export function roleLabel(role: TRole | null): string {
  return role ? commonT(`roles.${role}`) : commonT("roles.none");
}
