import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { attachRealtime } from "./realtime/socket.ts";
import { startupMessage } from "./startup-message.ts";
import { loopbackUrl } from "./http/local-control.ts";
import { DEMO_USERS } from "./seed.ts";
import { findUserByEmail } from "./modules/auth/repo.ts";

/**
 * Starts the server: builds the app (migrate, seed), attaches the socket, listens, and shuts down
 * gracefully on SIGINT/SIGTERM (in-flight requests finish, the database closes cleanly) and when the process
 * that started it is gone (a parent such as `npm start` killed without passing the signal on would otherwise
 * leave the server holding the port and the database lock).
 */
export async function startServer(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config);
  await attachRealtime(app);
  await app.listen({ port: config.port, host: config.host });
  let unpublish = () => {};
  // local commands (`facetwise staff`, `set-password`) reach this server while it holds the embedded database
  if (app.deps.database.kind === "pglite") {
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    unpublish = app.localControl.publish(config.dataDir, loopbackUrl(config.host, port));
  }
  const demo = Boolean(await findUserByEmail(app.deps.database.db, DEMO_USERS[0].email));
  process.stdout.write(`${startupMessage(config, demo)}\n`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    unpublish(); // local commands open the database themselves once the server is gone
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (e) => {
        app.log.error({ err: e }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // Orphaned: the parent exited and this process was handed to another (init or a subreaper).
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) shutdown("parent exited");
  }, 1000);
  watch.unref();
  return app;
}
