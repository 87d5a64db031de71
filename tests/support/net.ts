import { createServer } from "node:net";

/** A free TCP port on localhost, chosen by the OS (for servers a test or benchmark starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const a = probe.address();
      const port = typeof a === "object" && a ? a.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
