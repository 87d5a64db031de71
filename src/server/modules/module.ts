import type { Core } from "../core.ts";
import type { RegisteredRoute, RouteFn } from "../http/route.ts";

/** What a module's registration receives: the shared core and the one door for its routes. */
export type ModuleContext = {
  core: Core;
  route: RouteFn;
  /** Every route registered so far (the API docs module reads it when asked). */
  routes: readonly RegisteredRoute[];
};

/**
 * A feature area of the server (src/server/modules/<area>): it builds its services from the core and
 * registers its routes. app.ts lists the modules once; no module imports app.ts or another module's repo.
 */
export type AppModule = {
  name: string;
  /** Development-only modules are not registered in production. */
  devOnly?: boolean;
  register(ctx: ModuleContext): void | Promise<void>;
};
