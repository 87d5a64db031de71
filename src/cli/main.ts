/**
 * The `facetwise` command: start | migrate | seed | demo-data | staff | set-password | rotate-credentials-key | items | score.
 */
import { loadConfig } from "../server/config.ts";

const USAGE = `Usage: facetwise <command>

Commands:
  start                         build the web app if needed, migrate, seed an empty database, serve on PORT
  migrate                       apply database migrations and exit
  seed                          create the demo organization if the database is empty, and exit
  demo-data --organization <slug> --respondents <N> --months <M> [--seed <S>]
                                add simulated respondents to an organization, scored like real answers
  staff grant <email> <role>    give an address a platform role (platform_admin, ceo, marketer, sales),
                                creating the account when there is none
  staff revoke <email>          take an address's platform role away
  set-password <email>          set a user's password for the legacy login (reads it from stdin)
                                (staff and set-password go through the running server when one holds the
                                embedded database, else open the database themselves)
  rotate-credentials-key        re-encrypt integration credentials under FACETWISE_CREDENTIALS_KEY
                                (the old key in FACETWISE_CREDENTIALS_KEY_PREVIOUS), and exit
  items --type <typeId>         print the items of an assessment type as JSON
  score <file> [--type <id>]    score a JSON or CSV file of answers with the server's engine, print JSON
`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(USAGE);
    return command ? 0 : 2;
  }
  // research commands need no configuration or database
  if (command === "items") return (await import("./items.ts")).runItems(rest);
  if (command === "score") return (await import("./score.ts")).runScore(rest);
  const config = loadConfig();
  switch (command) {
    case "start": {
      const { ensureWebBuild } = await import("./web-build.ts");
      await ensureWebBuild();
      const { startServer } = await import("../server/main.ts");
      await startServer(config);
      return -1; // keep running
    }
    case "migrate": {
      const { openDatabase } = await import("../server/db/client.ts");
      const db = await openDatabase(config);
      try {
        await db.migrate();
        process.stdout.write(`migrations applied (${db.kind})\n`);
      } finally {
        await db.close();
      }
      return 0;
    }
    case "seed": {
      const { buildApp } = await import("../server/app.ts");
      const app = await buildApp({ ...config, logLevel: "warn" }, { seed: false, workJobs: false });
      try {
        const { seedDemo } = await import("../server/seed.ts");
        const seeded = await seedDemo(app.deps, app.log);
        process.stdout.write(seeded ? "seeded the demo organization\n" : "database not empty: nothing seeded\n");
      } finally {
        await app.close();
      }
      return 0;
    }
    case "demo-data":
      return (await import("./demo-data.ts")).runDemoData(rest, config);
    case "staff":
      return (await import("./staff.ts")).runStaff(rest, config);
    case "set-password": {
      const email = rest[0];
      if (!email) {
        process.stderr.write("set-password needs an email address\n");
        return 2;
      }
      const password = await readStdin();
      const { runLocal } = await import("./local-command.ts");
      const { via } = await runLocal(config, { method: "POST", path: "/api/local/password", body: { email, password } }, (app) =>
        app.deps.authService.setPassword(email, password),
      );
      process.stdout.write(`password set for ${email}${via === "server" ? " (by the running server)" : ""}\n`);
      return 0;
    }
    case "rotate-credentials-key": {
      const { buildApp } = await import("../server/app.ts");
      const { credentialKeyring } = await import("../server/integrations/credentials/cipher.ts");
      const { rotateCredentialsKey } = await import("../server/integrations/credentials/rotate-key.ts");
      const app = await buildApp({ ...config, logLevel: "warn" }, { seed: false, workJobs: false });
      try {
        const keyring = credentialKeyring({ configured: config.credentialsKey, previous: config.credentialsPreviousKeys, authSecret: app.deps.secret });
        const n = await rotateCredentialsKey(app.deps.database.db, keyring);
        process.stdout.write(`${n} credentials re-encrypted under key ${keyring.current.id}\n`);
      } finally {
        await app.close();
      }
      return 0;
    }
    default:
      process.stderr.write(`Unknown command: ${command}\n\n${USAGE}`);
      return 2;
  }
}

/**
 * Resolves once everything written to the stream so far has been handed to the OS: an empty write's callback
 * runs after the writes queued before it. A pipe to a slow reader (`facetwise items … | less`) keeps output
 * queued in the process; exiting before this would cut it at the pipe's buffer (64 KiB).
 */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || !stream.writable) resolve();
    else stream.write("", () => resolve());
  });
}

// A reader that closes early (`facetwise items … | head`) ends the command quietly, as it would a Unix tool.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code !== "EPIPE") throw e;
    process.exit(0);
  });
}

/** Exits with the code once stdout and stderr have drained. */
async function exitAfterOutput(code: number): Promise<never> {
  await Promise.all([drained(process.stdout), drained(process.stderr)]);
  process.exit(code);
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) void exitAfterOutput(code);
  },
  (e: Error) => {
    process.stderr.write(`facetwise: ${e.message}\n`);
    void exitAfterOutput(1);
  },
);
