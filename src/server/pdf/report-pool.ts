import { Worker } from "node:worker_threads";
import type { EventLoopUtilization } from "node:perf_hooks";
import { availableParallelism } from "node:os";
import type { TResults } from "../../contracts/assessments.ts";
import type { TComparison } from "../../contracts/feedback360.ts";
import type { TReportInstance } from "../../contracts/reports.ts";
import type { RenderOptions } from "./render-report.ts";
import type { BuilderDocument } from "./render-builder.ts";

/** A render that ran longer than the pool's limit; its worker was stopped and replaced. */
export class ReportTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Rendering the report took longer than ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`} and was stopped`);
    this.name = "ReportTimeoutError";
  }
}

/** The queue of waiting renders is full (back-pressure: the caller should retry later). */
export class ReportPoolBusyError extends Error {
  constructor(readonly queued: number) {
    super(`The report renderer is busy (${queued} reports waiting); try again shortly`);
    this.name = "ReportPoolBusyError";
  }
}

/** A render worker failed (crashed, could not start, or the pool was closed). */
export class ReportWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReportWorkerError";
  }
}

export interface ReportPoolOptions {
  /** Worker threads (default min(2, available cores)). */
  size?: number;
  /** A render running longer than this fails with ReportTimeoutError (default 30 s). */
  timeoutMs?: number;
  /** Renders allowed to wait for a worker; more fail with ReportPoolBusyError (default 64). */
  maxQueue?: number;
  /** The worker script (tests substitute their own). */
  workerUrl?: URL;
}

/** What a worker renders: an assessment result, a 360 comparison, a generated report, or a Reporting Center builder report. */
export type ReportDocument =
  | { kind: "results"; results: TResults }
  | { kind: "feedback360"; comparison: TComparison }
  | { kind: "report"; report: TReportInstance }
  | { kind: "builder"; builder: BuilderDocument };
type Job = { id: number; doc: ReportDocument; options: RenderOptions; resolve: (pdf: Buffer) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null; elu: EventLoopUtilization | null };
type WorkerMessage = { ready?: true; id?: number; ok?: boolean; pdf?: ArrayBuffer; error?: string };

/** Default worker script: from source (tests, development) through tsx; beside the bundle in dist/server. */
function defaultWorkerUrl(): URL {
  return new URL(import.meta.url.endsWith(".ts") ? "./report-worker-entry.mjs" : "./report-worker.js", import.meta.url);
}

/**
 * A small pool of worker threads rendering PDF reports off the event loop. Workers start on `warm()` or on
 * the first render; renders wait in a bounded FIFO queue for a free worker; a render over the time limit
 * fails and its worker is replaced, as is a worker that crashes. The PDF bytes are transferred, not copied.
 */
export class ReportPool {
  readonly size: number;
  readonly timeoutMs: number;
  readonly maxQueue: number;
  private readonly workerUrl: URL;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly readyWaiters: { resolve: () => void; reject: (e: Error) => void }[] = [];
  private nextId = 1;
  private closed = false;

  constructor(opts: ReportPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? Math.min(2, availableParallelism()));
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.maxQueue = opts.maxQueue ?? 64;
    this.workerUrl = opts.workerUrl ?? defaultWorkerUrl();
  }

  /** Starts every worker and resolves once all have rendered their warm-up document. */
  warm(): Promise<void> {
    if (this.closed) return Promise.reject(new ReportWorkerError("The report renderer is closed"));
    this.fill();
    if (this.slots.every((s) => s.ready)) return Promise.resolve();
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  /** Renders one result to PDF bytes in a worker. Rejects with ReportPoolBusyError when the queue is full. */
  render(results: TResults, options: RenderOptions = {}): Promise<Buffer> {
    return this.renderDocument({ kind: "results", results }, options);
  }

  /** Renders a 360 comparison report (the same pool, queue and limits). */
  renderFeedback(comparison: TComparison, options: RenderOptions = {}): Promise<Buffer> {
    return this.renderDocument({ kind: "feedback360", comparison }, options);
  }

  /** Renders a generated report of the reports area (the same pool, queue and limits). */
  renderReportInstance(report: TReportInstance, options: RenderOptions = {}): Promise<Buffer> {
    return this.renderDocument({ kind: "report", report }, options);
  }

  /** Renders a Reporting Center builder report (the same pool, queue and limits). */
  renderBuilder(builder: BuilderDocument, options: RenderOptions = {}): Promise<Buffer> {
    return this.renderDocument({ kind: "builder", builder }, options);
  }

  private renderDocument(doc: ReportDocument, options: RenderOptions): Promise<Buffer> {
    if (this.closed) return Promise.reject(new ReportWorkerError("The report renderer is closed"));
    this.fill();
    if (this.queue.length >= this.maxQueue) return Promise.reject(new ReportPoolBusyError(this.queue.length));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, doc, options, resolve, reject });
      this.pump();
    });
  }

  /** Workers, busy workers and waiting renders (for logs and the benchmark). */
  stats(): { workers: number; ready: number; busy: number; queued: number } {
    return { workers: this.slots.length, ready: this.slots.filter((s) => s.ready).length, busy: this.slots.filter((s) => s.job).length, queued: this.queue.length };
  }

  /**
   * Mean event-loop utilization (0-1) of the workers since the previous call: the share of time the render
   * threads were busy (rendering is CPU work, so this is close to their CPU use). 0 with no workers.
   */
  utilization(): number {
    if (!this.slots.length) return 0;
    let sum = 0;
    for (const s of this.slots) {
      const now = s.worker.performance.eventLoopUtilization();
      sum += (s.elu ? s.worker.performance.eventLoopUtilization(now, s.elu) : now).utilization || 0;
      s.elu = now;
    }
    return sum / this.slots.length;
  }

  /** Stops every worker; waiting and running renders fail. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const err = new ReportWorkerError("The report renderer was shut down");
    for (const job of this.queue.splice(0)) job.reject(err);
    for (const w of this.readyWaiters.splice(0)) w.reject(err);
    const slots = this.slots.splice(0);
    for (const s of slots) {
      if (s.timer) clearTimeout(s.timer);
      s.job?.reject(err);
      s.job = null;
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Starts workers until the pool has `size` of them. */
  private fill(): void {
    while (!this.closed && this.slots.length < this.size) this.spawn();
  }

  private spawn(): Slot {
    const worker = new Worker(this.workerUrl, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    const slot: Slot = { worker, ready: false, job: null, timer: null, elu: null };
    worker.unref(); // an idle worker never keeps the process alive; a busy one is ref'd in dispatch()
    worker.on("message", (m: WorkerMessage) => this.onMessage(slot, m));
    worker.on("error", (e) => this.onFailure(slot, e));
    worker.on("exit", (code) => this.onFailure(slot, new ReportWorkerError(`Report worker exited (code ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private onMessage(slot: Slot, m: WorkerMessage): void {
    if (m.ready) {
      slot.ready = true;
      if (this.slots.every((s) => s.ready)) for (const w of this.readyWaiters.splice(0)) w.resolve();
      this.pump();
      return;
    }
    const job = slot.job;
    if (!job || m.id !== job.id) return;
    this.release(slot);
    if (m.ok && m.pdf) job.resolve(Buffer.from(m.pdf));
    else job.reject(new ReportWorkerError(`Rendering the report failed: ${m.error ?? "unknown error"}`));
    this.pump();
  }

  /** A worker crashed or exited: fail its render and replace it (when it never started, fail the waiting renders instead). */
  private onFailure(slot: Slot, e: Error): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return; // already replaced (timeout) or closed
    this.slots.splice(i, 1);
    const job = slot.job;
    this.release(slot);
    void slot.worker.terminate();
    if (this.closed) return;
    const err = e instanceof ReportWorkerError ? e : new ReportWorkerError(`Report worker failed: ${e.message}`);
    job?.reject(err);
    if (!slot.ready) {
      // A worker that cannot even start would fail again at once: fail what waits, start again on the next render.
      for (const q of this.queue.splice(0)) q.reject(err);
      for (const w of this.readyWaiters.splice(0)) w.reject(err);
      return;
    }
    this.fill();
  }

  private dispatch(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => this.onTimeout(slot), this.timeoutMs);
    slot.worker.postMessage({ id: job.id, ...job.doc, options: job.options });
  }

  private release(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
  }

  /** A render ran over the limit: pdfkit cannot be interrupted, so the worker is stopped and a new one started. */
  private onTimeout(slot: Slot): void {
    const job = slot.job;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    this.release(slot);
    void slot.worker.terminate();
    job?.reject(new ReportTimeoutError(this.timeoutMs));
    this.fill();
    this.pump();
  }

  /** Hands waiting renders to idle, ready workers in arrival order. */
  private pump(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (slot.ready && !slot.job) this.dispatch(slot, this.queue.shift()!);
    }
  }
}
