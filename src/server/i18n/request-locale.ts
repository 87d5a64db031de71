/** The locale an HTTP answer is written in: the signed-in person's saved language, else Accept-Language, else English. */
import type { FastifyRequest } from "fastify";
import type { DbExecutor } from "../jobs/repo.ts";
import { readLocaleChoice } from "../preferences/repo.ts";
import { chooseLocale } from "./negotiate.ts";
import { translator, type ServerLocale, type Translator } from "./index.ts";
import type { MailLang } from "./mail-locale.ts";

export type RequestLocale = (req: FastifyRequest) => Promise<ServerLocale>;

/**
 * Resolves a request's locale (cached on the request). A failure to read the session or the preference (the
 * error being answered may be that very failure) falls back to the header: an error answer never fails itself.
 */
export function requestLocale(db: DbExecutor, allowPseudo: boolean): RequestLocale {
  const cache = new WeakMap<FastifyRequest, Promise<ServerLocale>>();
  const resolve = async (req: FastifyRequest): Promise<ServerLocale> => {
    let preferred = null;
    try {
      const actor = typeof req.actor === "function" ? await req.actor() : null;
      if (actor) preferred = (await readLocaleChoice(db, actor.userId))?.locale ?? null;
    } catch {
      preferred = null;
    }
    return chooseLocale(preferred, req.headers["accept-language"], allowPseudo);
  };
  return (req) => {
    let p = cache.get(req);
    if (!p) cache.set(req, (p = resolve(req)));
    return p;
  };
}

/**
 * The language and time zone a signed-in person reads what the server writes for them (a download, an export):
 * their saved language, else the request's Accept-Language, else English; their saved time zone, else UTC.
 */
export async function readerLang(db: DbExecutor, userId: string, acceptLanguage: string | undefined, allowPseudo: boolean): Promise<MailLang> {
  const saved = await readLocaleChoice(db, userId);
  return { locale: chooseLocale(saved?.locale ?? null, acceptLanguage, allowPseudo), timeZone: saved?.timeZone ?? null };
}

/** The words of a signed-in person's request (readerLang's language): what the server writes for them or in their name. */
export async function readerTranslator(db: DbExecutor, userId: string, acceptLanguage: string | undefined, allowPseudo: boolean): Promise<Translator> {
  return translator((await readerLang(db, userId, acceptLanguage, allowPseudo)).locale);
}
