import type { Db } from "../../db/client.ts";
import type { Actor, SessionResolver } from "../../auth/actor.ts";
import { notFound } from "../../http/errors.ts";
import { EMAILED_KINDS, type TProfile, type TUpdateProfile } from "../../../contracts/profile.ts";
import { readPreferences, writePreferences, type Preferences } from "../../preferences/repo.ts";
import * as repo from "./repo.ts";

/** The profile answer: the person, their preferences, and each emailed kind on or off. */
function present(person: { name: string; email: string }, p: Preferences): TProfile {
  const off = new Set(p.emailOff);
  return {
    name: person.name,
    email: person.email,
    locale: p.locale,
    timeZone: p.timeZone,
    emailed: Object.fromEntries(EMAILED_KINDS.map((kind) => [kind, !off.has(kind)])) as TProfile["emailed"],
  };
}

/** A person's own profile: read and changed by that person only (the actor is always the subject). */
export class ProfileService {
  constructor(private readonly d: { db: Db; sessions: SessionResolver; now?: () => Date }) {}

  async get(actor: Actor): Promise<TProfile> {
    const person = await repo.findUser(this.d.db, actor.userId);
    if (!person) throw notFound("Profile");
    return present(person, await readPreferences(this.d.db, actor.userId));
  }

  /** Changes what the body names; a name change reaches the person's other sessions on their next request. */
  async update(actor: Actor, body: TUpdateProfile): Promise<TProfile> {
    const now = this.d.now?.() ?? new Date();
    await this.d.db.transaction(async (tx) => {
      if (body.name !== undefined) await repo.setName(tx, actor.userId, body.name, now);
      if (body.locale === undefined && body.timeZone === undefined && body.emailed === undefined) return;
      const current = await readPreferences(tx, actor.userId);
      const off = new Set(current.emailOff);
      for (const [kind, on] of Object.entries(body.emailed ?? {})) {
        if (on) off.delete(kind);
        else off.add(kind);
      }
      await writePreferences(
        tx,
        actor.userId,
        {
          locale: body.locale ?? current.locale,
          timeZone: body.timeZone === undefined ? current.timeZone : body.timeZone,
          emailOff: EMAILED_KINDS.filter((kind) => off.has(kind)),
        },
        now,
      );
    });
    if (body.name !== undefined) this.d.sessions.forgetCached(actor.userId);
    return this.get(actor);
  }
}
