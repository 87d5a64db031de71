/** Entries that opening a start page used to leave behind are removed at start, once; real starts and assignments stay. */
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { systemSetting } from "../../db/schema/index.ts";
import { removeUntouchedSelfStartsOnce, UNTOUCHED_STARTS_STEP } from "./untouched-starts.ts";

let first: TestApp;
let app: FastifyInstance;
let dataDir: string;
let org: Awaited<ReturnType<typeof buildOrganization>>;

type Listed = { id: string; typeId: string; status: string; responseId: string | null };
const listOf = async (cookie: string) => (await app.inject({ method: "GET", url: "/api/assessments", headers: { cookie } })).json().assessments as Listed[];

beforeAll(async () => {
  first = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  dataDir = first.dataDir;
  org = await buildOrganization(first, "untouched-starts", ["admin", "user"]);
  const user = await signIn(first, org.byRole("user").email);
  const admin = await signIn(first, org.byRole("admin").email);
  const post = async (cookie: string, url: string, payload: object) => {
    const r = await first.inject({ method: "POST", url, headers: { cookie }, payload });
    expect(r.statusCode, r.body).toBeLessThan(300);
  };
  // the old Start: the assessment made at once, then left before consent
  await post(user, "/api/assessments", { typeId: "individual" });
  // a real start: begun with consent
  await post(user, "/api/assessments/begin", { typeId: "executive", consent: true });
  // an admin's assignment, not started yet
  await post(admin, "/api/assessments", { typeId: "organizational", assigneeIds: [org.byRole("user").id] });
  expect((await (await first.inject({ method: "GET", url: "/api/assessments", headers: { cookie: user } })).json()).assessments).toHaveLength(3);

  // a data directory from before the clean-up existed: the step not marked yet; then the server starts again on it
  await first.deps.database.db.delete(systemSetting).where(eq(systemSetting.key, UNTOUCHED_STARTS_STEP));
  await first.close();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", FACETWISE_DATA_DIR: dataDir, PORT: "3999", RATE_LIMIT_ENABLED: "false" });
  app = await buildApp(config, { seed: true });
});
afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("untouched self-starts at start", () => {
  it("are removed; the begun one and the assigned one stay", async () => {
    const mine = await listOf(await signIn(app, org.byRole("user").email));
    expect(mine.map((a) => a.typeId).sort()).toEqual(["executive", "organizational"]);
    expect(mine.find((a) => a.typeId === "executive")?.responseId).not.toBeNull();
    expect(mine.find((a) => a.typeId === "organizational")).toMatchObject({ status: "assigned", responseId: null });
  });

  it("the clean-up runs once: a later run does nothing", async () => {
    const user = await signIn(app, org.byRole("user").email);
    // made through the endpoint that still makes an assessment without a response (what Begin builds on)
    const r = await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie: user }, payload: { typeId: "individual" } });
    expect(r.statusCode, r.body).toBeLessThan(300);
    expect(await removeUntouchedSelfStartsOnce(app.deps.database.db)).toBeNull();
    expect((await listOf(user)).map((a) => a.typeId)).toContain("individual");
  });
});
