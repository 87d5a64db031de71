/// <reference types="vite/client" />

/** package.json version, injected by vite.config.ts `define`. */
declare const __APP_VERSION__: string;
