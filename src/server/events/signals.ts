/**
 * In-process signals (core.events): what must reach this process's sockets at once and may not wait for a
 * job — a session that ended (logout, revocation, a switch of organization) or a person whose access
 * changed ends its sockets immediately, a security matter. The realtime layer (realtime/socket.ts)
 * listens; with REDIS_URL socket.io's adapter carries the resulting room actions to every process.
 * Domain events (what happened in an organization) go through the event bus (bus.ts) instead.
 */
import { EventEmitter } from "node:events";

/** A session ended (logout, revocation, another organization): its sockets are told and closed. */
export const SESSION_ENDED = "session-ended";
/** A person's role or membership changed: their sockets are closed (they reconnect with their new access). */
export const USER_ACCESS_CHANGED = "user-access-changed";
/** A person signed out: their other tabs hear it. */
export const SIGNED_OUT = "signed-out";
/** A person has a new in-app notification: their bell refetches. */
export const NOTIFIED = "notification";

export type SessionEnded = { sessionId: string };
export type UserAccessChanged = { userId: string };

/** Each signal and its one argument. */
export type AppSignals = {
  [SESSION_ENDED]: [SessionEnded];
  [USER_ACCESS_CHANGED]: [UserAccessChanged];
  [SIGNED_OUT]: [{ userId: string; sessionId: string }];
  [NOTIFIED]: [{ userId: string; kind: string }];
};

/** The typed in-process emitter of AppSignals. */
export type Signals = EventEmitter<AppSignals>;

/** A new emitter of the app's in-process signals. */
export function createSignals(): Signals {
  return new EventEmitter<AppSignals>();
}
