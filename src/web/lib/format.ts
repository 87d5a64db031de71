import type { TRole } from "../../contracts/roles.ts";
import "./i18n-common.ts";
import { tNs } from "./i18n.ts";

const commonT = tNs("common");

/** Initials for an avatar: first letters of the first two words of the name, else the email's first letter. */
export function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email.trim()[0] ?? "?"];
  return letters.join("").toUpperCase();
}

/** Display name of an organization role; null means no role yet. */
export function roleLabel(role: TRole | null): string {
  return role ? commonT(`roles.${role}`) : commonT("roles.none");
}
