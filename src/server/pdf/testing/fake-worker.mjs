// A stand-in report worker for the pool tests: behaves according to results.response.id.
//   "hang"  → blocks its thread (a runaway render)      "crash" → the thread exits
//   "fail"  → answers with an error                     "slow"  → answers after 150 ms
//   other   → answers at once with bytes "%PDF-fake <id>"
import { parentPort } from "node:worker_threads";

parentPort.postMessage({ ready: true });
parentPort.on("message", (m) => {
  const id = m.results?.response?.id;
  const answer = () => {
    const bytes = new TextEncoder().encode(`%PDF-fake ${id}`);
    parentPort.postMessage({ id: m.id, ok: true, pdf: bytes.buffer }, [bytes.buffer]);
  };
  if (id === "hang") {
    const until = Date.now() + 60_000;
    while (Date.now() < until);
  } else if (id === "crash") process.exit(3);
  else if (id === "fail") parentPort.postMessage({ id: m.id, ok: false, error: "boom" });
  else if (id === "slow") setTimeout(answer, 150);
  else answer();
});
