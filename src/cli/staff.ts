/** `facetwise staff grant <email> <role>` and `facetwise staff revoke <email>`: how the first platform admin is made. */
import type { FastifyInstance } from "fastify";
import type { Config } from "../server/config.ts";
import { PLATFORM_ROLES, ZPlatformRole } from "../contracts/roles.ts";
import { ZGrantOutcome, ZGrantStaff, ZRevokeOutcome, ZRevokeStaffByEmail } from "../contracts/staff.ts";
import { runLocal } from "./local-command.ts";

const USAGE = `Usage: facetwise staff grant <email> <role>   (role: ${PLATFORM_ROLES.join(", ")})
       facetwise staff revoke <email>\n`;

/** Runs the staff command; returns the exit code (2 for a usage error). */
export async function runStaff(args: string[], config: Config): Promise<number> {
  const [action, email, role] = args;
  const { StaffService } = await import("../server/modules/staff/api.ts");
  const service = (app: FastifyInstance) => new StaffService({ db: app.deps.database.db, sessions: app.deps.sessions });
  if (action === "grant" && email && role && args.length === 3) {
    if (!ZPlatformRole.safeParse(role).success) {
      process.stderr.write(`Unknown role: ${role}\n\n${USAGE}`);
      return 2;
    }
    const input = ZGrantStaff.safeParse({ email, role });
    if (!input.success) {
      process.stderr.write(`Not an email address: ${email}\n`);
      return 2;
    }
    const { via, result } = await runLocal(config, { method: "POST", path: "/api/local/staff", body: input.data }, (app) =>
      service(app).grant(input.data, { userId: null, via: "cli" }),
    );
    const out = ZGrantOutcome.parse(result);
    const change = out.previousRole && out.previousRole !== out.member.role ? ` (was ${out.previousRole})` : "";
    const created = out.accountCreated ? "; account created: they sign in with a magic link" : "";
    process.stdout.write(`${out.member.email} is now ${out.member.role}${change}${created}${via === "server" ? " (by the running server)" : ""}\n`);
    return 0;
  }
  if (action === "revoke" && email && args.length === 2) {
    const input = ZRevokeStaffByEmail.safeParse({ email });
    if (!input.success) {
      process.stderr.write(`Not an email address: ${email}\n`);
      return 2;
    }
    const { via, result } = await runLocal(config, { method: "DELETE", path: "/api/local/staff", body: input.data }, (app) =>
      service(app).revoke({ email: input.data.email }, { userId: null, via: "cli" }),
    );
    const out = ZRevokeOutcome.parse(result);
    process.stdout.write(`${out.email} is no longer ${out.revokedRole}${via === "server" ? " (by the running server)" : ""}\n`);
    return 0;
  }
  process.stderr.write(USAGE);
  return 2;
}
