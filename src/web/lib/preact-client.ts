/**
 * `react-dom/client` in the Preact build (vite.config.ts aliases it here; React builds never load this file).
 * It is Preact's createRoot, with one timing aligned on React's.
 */
import { options } from "preact";

export { createRoot, hydrateRoot } from "preact/compat/client";

// React runs the effects of a discrete input's update (a key press, a click) before the next event, so a listener
// an effect re-registers with new state (the question's keys after a move) is in place for the next key. Preact
// runs effects after the next frame; flush them in a microtask after the commit instead, as React does here.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
