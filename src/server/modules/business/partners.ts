/**
 * The partners table (the CEO charts' partners: active, pipeline, against the target range staff saved or the
 * spec's 5–10). Platform records: staff with business.manage change them, business.read reads them.
 */
import type { Db } from "../../db/client.ts";
import { AppError, msg, notFound } from "../../http/errors.ts";
import type { TCreatePartner, TPartner, TPartnersView, TUpdatePartner } from "../../../contracts/business-signals.ts";
import { MAX_PARTNERS, partnersStatus } from "../../../domain/business/launch.ts";
import { DEFAULT_PARTNERS } from "../../../domain/business/targets.ts";
import * as repo from "./partners-repo.ts";

/** What leaves the server of a partner row. */
function present(r: repo.PartnerRow): TPartner {
  return {
    id: r.id,
    name: r.name,
    status: r.status as TPartner["status"],
    note: r.note,
    simulated: r.simulated,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The table with its counts and the target range (saved, else the spec's default). */
export async function partnersView(db: Db): Promise<TPartnersView> {
  const [rows, saved] = await Promise.all([repo.listPartners(db), repo.savedTargets(db)]);
  const active = rows.filter((r) => r.status === "active").length;
  const target = saved ? { min: saved.partnersMin, max: saved.partnersMax, source: "saved" as const } : { ...DEFAULT_PARTNERS, source: "default" as const };
  return { partners: rows.map(present), active, pipeline: rows.length - active, target, status: partnersStatus(active, target), simulated: rows.some((r) => r.simulated) };
}

/** Adds a partner; 409 once MAX_PARTNERS exist. */
export async function addPartner(db: Db, body: TCreatePartner): Promise<TPartner> {
  const row = await repo.insertPartner(db, { name: body.name, status: body.status, note: body.note ?? null });
  if (!row) throw new AppError(409, "CONFLICT", msg("business.tooManyPartners", { max: MAX_PARTNERS }));
  return present(row);
}

/** Changes a partner's name, status or note; 404 for an unknown id. */
export async function changePartner(db: Db, id: string, body: TUpdatePartner): Promise<TPartner> {
  const row = await repo.updatePartner(db, id, body);
  if (!row) throw notFound("Partner");
  return present(row);
}

/** Removes a partner; 404 for an unknown id. */
export async function removePartner(db: Db, id: string): Promise<void> {
  if (!(await repo.deletePartner(db, id))) throw notFound("Partner");
}
