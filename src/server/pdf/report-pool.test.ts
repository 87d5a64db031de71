import { afterEach, describe, expect, it } from "vitest";
import { ReportPool, ReportPoolBusyError, ReportTimeoutError, ReportWorkerError } from "./report-pool.ts";
import { sampleResults } from "./sample-results.ts";
import { pdfPageCount, pdfText } from "./testing/pdf-inspect.ts";
import type { TResults } from "../../contracts/assessments.ts";

const FAKE = new URL("./testing/fake-worker.mjs", import.meta.url);
/** An input the fake worker reacts to by its response id. */
const as = (id: string) => ({ response: { id } }) as unknown as TResults;
const text = (b: Buffer) => b.toString("latin1");

let pools: ReportPool[] = [];
const pool = (opts: ConstructorParameters<typeof ReportPool>[0]) => {
  const p = new ReportPool(opts);
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

describe("ReportPool with the real worker", () => {
  it("warms its workers and renders reports in parallel, off the main thread", async () => {
    const p = pool({ size: 2 });
    await p.warm();
    expect(p.stats()).toMatchObject({ workers: 2, ready: 2, busy: 0, queued: 0 });
    const inputs = (["individual", "executive", "organizational"] as const).map((t, i) => sampleResults(t, i + 1, { name: `Person ${i}`, email: `p${i}@example.com` }));
    const pdfs = await Promise.all(inputs.map((r) => p.render(r, { compress: false })));
    pdfs.forEach((pdf, i) => {
      expect(text(pdf.subarray(0, 5))).toBe("%PDF-");
      expect(pdfPageCount(pdf)).toBeGreaterThan(1);
      expect(pdfText(pdf)).toContain(`Person ${i}`);
    });
    expect(p.stats()).toMatchObject({ busy: 0, queued: 0 });
  }, 60_000);
});

describe("ReportPool scheduling and failures", () => {
  it("queues renders beyond the workers and answers each with its own bytes", async () => {
    const p = pool({ size: 1, workerUrl: FAKE });
    const out = await Promise.all(["a", "slow", "b", "c"].map((id) => p.render(as(id))));
    expect(out.map(text)).toEqual(["%PDF-fake a", "%PDF-fake slow", "%PDF-fake b", "%PDF-fake c"]);
  });

  it("refuses renders beyond the queue limit (back-pressure)", async () => {
    const p = pool({ size: 1, maxQueue: 2, workerUrl: FAKE });
    await p.warm();
    const running = p.render(as("slow"));
    const queued = [p.render(as("q1")), p.render(as("q2"))];
    await expect(p.render(as("q3"))).rejects.toBeInstanceOf(ReportPoolBusyError);
    expect(text(await running)).toBe("%PDF-fake slow");
    expect((await Promise.all(queued)).map(text)).toEqual(["%PDF-fake q1", "%PDF-fake q2"]);
  });

  it("fails a render over the time limit with a clear error, replaces the worker and carries on", async () => {
    const p = pool({ size: 1, timeoutMs: 300, workerUrl: FAKE });
    await p.warm();
    const started = Date.now();
    const hung = p.render(as("hang"));
    const next = p.render(as("after"));
    await expect(hung).rejects.toBeInstanceOf(ReportTimeoutError);
    await expect(hung).rejects.toThrow(/took longer than 300 ms and was stopped/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(text(await next)).toBe("%PDF-fake after");
    expect(p.stats().workers).toBe(1);
  });

  it("reports a render error and a crashed worker, and keeps serving", async () => {
    const p = pool({ size: 1, workerUrl: FAKE });
    await p.warm();
    await expect(p.render(as("fail"))).rejects.toThrow(/Rendering the report failed: boom/);
    await expect(p.render(as("crash"))).rejects.toBeInstanceOf(ReportWorkerError);
    expect(text(await p.render(as("again")))).toBe("%PDF-fake again");
  });

  it("fails what waits when closed, and refuses new renders", async () => {
    const p = pool({ size: 1, workerUrl: FAKE });
    await p.warm();
    const outcomes = Promise.allSettled([p.render(as("slow")), p.render(as("w"))]);
    await p.close();
    for (const o of await outcomes) expect(o.status === "rejected" && o.reason).toBeInstanceOf(ReportWorkerError);
    await expect(p.render(as("x"))).rejects.toThrow(/closed/);
  });

  it("fails waiting renders when a worker cannot start", async () => {
    const p = pool({ size: 1, workerUrl: new URL("./testing/no-such-worker.mjs", import.meta.url) });
    await expect(p.render(as("x"))).rejects.toBeInstanceOf(ReportWorkerError);
  });
});
