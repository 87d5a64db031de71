/**
 * The 360 rater invitation as the web previews it and as the server sends it come from two catalogs (the web
 * app's review360 `invite.mail`, the server's emails `rater`): the English of each paragraph is the same.
 */
import { describe, expect, it } from "vitest";
import { en } from "../src/server/locales/en/index.ts";
import review360 from "../src/web/locales/en/review360.ts";

describe("the rater invitation's words", () => {
  it("the web's preview and the server's email say the same, paragraph by paragraph", () => {
    const server = en.emails.rater;
    const web = review360.invite.mail;
    for (const key of ["greeting", "asked", "askedBySelf", "thanks"] as const) expect(web[key], key).toBe(server[key]);
    for (const template of ["default", "peer", "manager"] as const) {
      expect(Object.keys(web[template]).sort()).toEqual(Object.keys(server[template]).sort());
      for (const part of Object.keys(server[template]) as (keyof (typeof server)["default"])[]) expect(web[template][part], `${template}.${part}`).toBe(server[template][part]);
    }
  });
});
