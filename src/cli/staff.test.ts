/**
 * `facetwise staff grant|revoke` and `facetwise set-password` work whether or not a server holds the embedded
 * database: through the running server (its control file, mode 0600, and the local routes), else on the database
 * itself once the server has stopped (and removed its control file).
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT_DIR } from "../server/config.ts";
import { CONTROL_FILE } from "../server/http/local-control.ts";
import { launchServer, type ServerProcess } from "../../tests/support/server-process.ts";
import { TEMPLATE_ENV } from "../../tests/support/global-setup.ts";

const ENV = { NODE_ENV: "test", FACETWISE_SEED: "true", FACETWISE_SEED_RESPONDENTS: "0", LOG_LEVEL: "warn", RATE_LIMIT_ENABLED: "false" };
let dataDir: string;
let server: ServerProcess | null = null;

/** Runs `facetwise <args>` from source on the data directory; resolves with its exit code and output. */
function facetwise(args: string[], input = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, ...ENV, FACETWISE_DATA_DIR: dataDir, PORT: "1" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.stdin.end(input);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const ceoLogin = (email: string, password: string) =>
  fetch(`${server!.baseURL}/api/auth/ceo`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "facetwise-cli-staff-"));
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  server = await launchServer({ name: "cli staff server", entry: "source", env: ENV, dataDir });
  await server.ready(300_000);
}, 320_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("facetwise staff", () => {
  it("grants, sets a password and revokes through the running server", async () => {
    const file = path.join(dataDir, CONTROL_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const email = `cli-${Date.now().toString(36)}@platform.example.com`;
    const granted = await facetwise(["staff", "grant", email, "ceo"]);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toBe(`${email} is now ceo; account created: they sign in with a magic link (by the running server)\n`);
    const password = await facetwise(["set-password", email], "Cli-horse-42\n");
    expect(password.code, password.stderr).toBe(0);
    expect(password.stdout).toContain("(by the running server)");
    // the server itself sees the new CEO at once
    const signedIn = await ceoLogin(email, "Cli-horse-42");
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { user: { role: string } }).user.role).toBe("ceo");
    const revoked = await facetwise(["staff", "revoke", email]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toBe(`${email} is no longer ceo (by the running server)\n`);
    expect((await ceoLogin(email, "Cli-horse-42")).status).toBe(401);
    // the server's refusals reach the command line with the server's message
    const last = await facetwise(["staff", "revoke", "operator@demo.facetwise.test"]);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain("last platform admin");
  }, 120_000);

  it("works on the database itself once no server runs", async () => {
    await server!.stop();
    server = null;
    expect(existsSync(path.join(dataDir, CONTROL_FILE))).toBe(false);
    const email = `offline-${Date.now().toString(36)}@platform.example.com`;
    const granted = await facetwise(["staff", "grant", email, "sales"]);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toBe(`${email} is now sales; account created: they sign in with a magic link\n`);
    const changed = await facetwise(["staff", "grant", email, "marketer"]);
    expect(changed.stdout).toBe(`${email} is now marketer (was sales)\n`);
    const revoked = await facetwise(["staff", "revoke", email]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toBe(`${email} is no longer marketer\n`);
    const usage = await facetwise(["staff", "grant", email, "owner"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Unknown role: owner");
  }, 180_000);
});
