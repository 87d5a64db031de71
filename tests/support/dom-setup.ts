/**
 * Setup of the `dom` test project (vitest.config.ts). The page and the app it talks to run in one Node process:
 * the DOM comes from happy-dom, but only what Node lacks (document, window, elements, DOM events, storage…) is
 * taken from it. Node's own fetch, Request, Response, Headers, URL, AbortController and timers stay, so the
 * in-process server (better-auth reads Set-Cookie through Headers, which a browser's Headers hide) works as in
 * production.
 */
import { Window } from "happy-dom";
import { afterEach } from "vitest";

const window = new Window({ url: "http://localhost:3999/" });
/** DOM classes Node has too, whose happy-dom versions the DOM's own dispatching expects. */
const DOM_OWNED = new Set(["Event", "EventTarget", "CustomEvent", "MessageEvent", "DOMException"]);
const target = globalThis as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in target && !DOM_OWNED.has(key)) continue;
  const value = (window as unknown as Record<string, unknown>)[key];
  try {
    target[key] = typeof value === "function" && /^[a-z]/.test(key) ? (value as (...a: unknown[]) => unknown).bind(window) : value;
  } catch {
    // read-only globals (e.g. navigator in newer Node) are left as they are
  }
}
target.window = window;
target.document = window.document;
if (!("navigator" in target) || typeof (target.navigator as { userAgent?: string }).userAgent !== "string") target.navigator = window.navigator;
// React's act() environment: state updates flushed inside Testing Library's helpers without warnings
target.IS_REACT_ACT_ENVIRONMENT = true;

const { cleanup, configure } = await import("@testing-library/react");
await import("@testing-library/jest-dom/vitest");
// findBy…/waitFor wait on a real app answering in this process: its default second is too short on a busy machine
// (a wait ends as soon as what it looks for is there, so a longer bound costs nothing when the page is right)
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
