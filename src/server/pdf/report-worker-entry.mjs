// Worker bootstrap: registers tsx's TypeScript loader in this thread, then runs the TypeScript worker.
// (Node 20 does not apply a parent's `--import tsx` to worker threads.)
import { register } from "tsx/esm/api";

register();
await import("./report-worker.ts");
