import { randomBytes } from "node:crypto";

/** A new opaque row id: 192 random bits, base64url (unguessable, so an id alone never grants access). */
export function newId(): string {
  return randomBytes(24).toString("base64url");
}
