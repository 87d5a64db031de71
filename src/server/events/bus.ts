/**
 * The domain event bus: producers publish what happened, in their own transaction; subscribers declare what
 * they react to. A producer never knows its consumers.
 *
 * - `in-transaction` subscribers run inside publish(), in the producer's transaction, so what they write
 *   commits or rolls back with it (only for what must stay exact: the analytics rollups).
 * - `after-commit` subscribers run as jobs on the persisted queue (a transactional outbox): publish() enqueues
 *   one `events.deliver` job per subscriber in the producer's transaction, so an event of a rolled-back
 *   transaction is never delivered, and one subscriber's failure retries only that subscriber. Delivery is
 *   at least once: a handler must be idempotent (the event's `id` is the same on every attempt).
 */
import type { FastifyBaseLogger } from "fastify";
import { ZDomainEvent, type TDomainEvent, type TDomainEventType, type TEventOf } from "../../contracts/events.ts";
import type { Db } from "../db/client.ts";
import { newId } from "../db/ids.ts";
import type { Job, JobQueue } from "../jobs/queue.ts";

/** The queue after-commit deliveries run on. */
export const EVENT_QUEUE = "events.deliver";

/** An event as delivered: the producer's event with its id (stable across retries) and when it was published. */
export type Published<K extends TDomainEventType = TDomainEventType> = TEventOf<K> & { id: string; occurredAt: string };

/** What a subscriber declares: the event, a unique name (it names the delivery job), how it runs and its handler. */
export type Subscriber<K extends TDomainEventType = TDomainEventType> =
  | { event: K; name: string; mode: "in-transaction"; handle(event: Published<K>, tx: Db): Promise<void> }
  | { event: K; name: string; mode: "after-commit"; handle(event: Published<K>, delivery: { attempt: number }): Promise<void> };

/** The payload of one `events.deliver` job. */
type Delivery = { subscriber: string; event: TDomainEvent & { id: string; occurredAt: string } };

export type EventBusDeps = { db: Db; jobs: JobQueue; log: Pick<FastifyBaseLogger, "warn">; now?: () => Date };

/** The registry of subscribers and the publishing side of the outbox. One per app (core.bus). */
export class EventBus {
  private readonly byEvent = new Map<TDomainEventType, Subscriber[]>();
  private readonly byName = new Map<string, Subscriber>();
  private readonly published = new WeakSet<object>();

  constructor(private readonly d: EventBusDeps) {
    d.jobs.work<Delivery>(EVENT_QUEUE, (job) => this.deliver(job), { concurrency: 4 });
  }

  /** Registers a subscriber (names are unique); answers a function that removes it. */
  subscribe<K extends TDomainEventType>(sub: Subscriber<K>): () => void {
    if (this.byName.has(sub.name)) throw new Error(`An event subscriber named "${sub.name}" is already registered`);
    const s = sub as unknown as Subscriber;
    this.byName.set(sub.name, s);
    this.byEvent.set(sub.event, [...(this.byEvent.get(sub.event) ?? []), s]);
    return () => {
      this.byName.delete(sub.name);
      this.byEvent.set(
        sub.event,
        (this.byEvent.get(sub.event) ?? []).filter((x) => x !== s),
      );
    };
  }

  /** The subscribers of an event type, in registration order. */
  subscribersOf(type: TDomainEventType): readonly { name: string; mode: Subscriber["mode"] }[] {
    return (this.byEvent.get(type) ?? []).map(({ name, mode }) => ({ name, mode }));
  }

  /**
   * Publishes an event in the producer's transaction `tx`: runs the in-transaction subscribers there (their
   * failure fails the producer's transaction) and enqueues one delivery job per after-commit subscriber in it.
   * A malformed event is our bug and throws before anything is written.
   */
  async publish(tx: Db, event: TDomainEvent): Promise<void> {
    const parsed = ZDomainEvent.parse(event);
    const e = { ...parsed, id: newId(), occurredAt: (this.d.now?.() ?? new Date()).toISOString() };
    for (const s of this.byEvent.get(e.type) ?? []) {
      if (s.mode === "in-transaction") await s.handle(e, tx);
      else await this.d.jobs.send<Delivery>(EVENT_QUEUE, { subscriber: s.name, event: e }, { db: tx, organizationId: e.organizationId });
    }
    this.published.add(tx);
  }

  /**
   * Runs `fn` in a transaction of the app's database and, once it committed, wakes the job queue when `fn`
   * published, so after-commit subscribers run now rather than at the next idle poll.
   */
  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    let used: Db | undefined;
    const out = await this.d.db.transaction((tx) => fn((used = tx)));
    if (used && this.published.has(used)) this.d.jobs.wake();
    return out;
  }

  private async deliver(job: Job<Delivery>): Promise<void> {
    const sub = this.byName.get(job.payload.subscriber);
    // a subscriber this process does not have (yet): failing retries it, perhaps in a process that has it
    if (!sub) throw new Error(`no event subscriber named "${job.payload.subscriber}" in this process`);
    if (sub.mode !== "after-commit") throw new Error(`event subscriber "${sub.name}" runs in transactions, not after commit`);
    const event = { ...ZDomainEvent.parse(job.payload.event), id: job.payload.event.id, occurredAt: job.payload.event.occurredAt };
    if (event.type !== sub.event) throw new Error(`event subscriber "${sub.name}" was sent a ${event.type} event`);
    await sub.handle(event, { attempt: job.attempt });
  }
}
