/// <reference types="vite/client" />

/** package.json version, injected by vite.config.ts `define`. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** "1" in the end-to-end tests' build: the pseudo-locale switch (src/web/main.tsx) is kept; production builds leave it out. */
  readonly VITE_PSEUDO_LOCALE?: string;
}
