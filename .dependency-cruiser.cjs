/**
 * Import boundaries (docs/architecture.md "Layers"), checked on resolved paths by dependency-cruiser:
 * `npm run lint` runs `depcruise src tests bench scripts`. Static, dynamic (`import()`), re-export and
 * type-only imports all count. A rule's `$1` in `to` is the folder captured by its `from.path`.
 *
 * ALLOWLIST: files that break a rule today and are someone else's to fix. Each entry is temporary:
 * remove it once the file complies (the rule then guards it like every other file).
 */
const ALLOW = {
  // better-auth's Drizzle adapter is handed the schema: its configuration is database access by design.
  schemaOutsideRepos: ["^src/server/auth/better-auth\\.ts$"],
  // file → the other module's repo.ts it imports.
  otherModulesRepo: {
    // checks the rollups the simulated import wrote, decoded by the analytics repo (the recorder's read side),
    // against the generated answers; it moved with src/server/analytics into the analytics module
    "src/server/modules/assessments/simulated/simulated.test.ts": ["src/server/modules/analytics/repo.ts"],
  },
  // file → the files of other features it imports (none today).
  featureToFeature: {},
};

// LINT_NO_ALLOWLIST=1 npm run lint shows what the allowlist hides (what is left to fix).
if (process.env.LINT_NO_ALLOWLIST === "1") for (const key of Object.keys(ALLOW)) ALLOW[key] = Array.isArray(ALLOW[key]) ? [] : {};

const exact = (file) => `^${file.replace(/[.]/g, "\\.")}$`;

/**
 * A rule between folders src/<x>/<y>/<a>/ (a module, a feature), plus the same rule once per
 * allowlisted file with only that file's listed targets allowed: an allowlisted file still may not add
 * a new import of the same kind.
 */
function withAllowlist(rule, allow) {
  const files = Object.keys(allow);
  const main = { ...rule, from: { ...rule.from, pathNot: files.map(exact) } };
  const perFile = files.map((file) => ({
    ...rule,
    from: { path: exact(file) },
    // the file's own folder, spelled out ($1 needs a capturing from.path)
    to: { ...rule.to, pathNot: [`^${file.split("/").slice(0, 4).join("/")}/`, ...allow[file].map(exact)] },
  }));
  return [main, ...perFile];
}

const TESTS = "\\.test\\.tsx?$";

/**
 * SCHEMA OWNERSHIP: each schema file (src/server/db/schema/<file>) and the areas whose repos may import it. An
 * area reads another's tables through the owner's port (a module's api.ts; the people directory's
 * src/server/people/api.ts), never by importing the owner's schema. src/server/db itself (the schema files
 * reference each other's keys; steps.ts), tests and test factories aside; schema/index.ts is for them and
 * drizzle-kit only.
 */
const SCHEMA_OWNERS = {
  // the people directory: better-auth's users, organizations, memberships and invitations. Core auth owns
  // them (sign-up, the session resolver, better-auth's adapter), with the directory that serves everyone else
  // (people/), invitations, and the modules that manage people: sign-in routes (auth), the member directory
  // (members: roles, departments, removal) and a person's own profile (profile). preferences/ looks a person
  // up by address for their mail language.
  // platform staff (modules/staff) and organization suspension (the operator console, modules/operator) live here too.
  "auth.ts": ["^src/server/(auth|people|invitations|preferences)/", "^src/server/modules/(auth|members|profile|staff|operator)/"],
  // core infrastructure: instance settings (auth secret), audit log, mail outbox and external-mail counter,
  // notifications, idempotency keys, preferences, process metrics
  "platform.ts": ["^src/server/(auth|audit|mail|notifications|idempotency|preferences|monitoring)/"],
  "settings.ts": ["^src/server/modules/settings/"],
  // assignments follow the assessment rows managers gave (and count their reminders): the assessments area
  "assessments.ts": ["^src/server/modules/(assessments|assignments)/"],
  "design.ts": ["^src/server/modules/(assessments|assignments)/"],
  "analytics.ts": ["^src/server/modules/analytics/"],
  "feedback360.ts": ["^src/server/modules/feedback360/"],
  "reports.ts": ["^src/server/modules/reports/"],
  "jobs.ts": ["^src/server/jobs/"],
  "integrations.ts": ["^src/server/integrations/"],
  // subscriptions, invoices and spend: the billing module (the vendor's business metrics read them there)
  "billing.ts": ["^src/server/modules/billing/"],
  // the CEO dashboard's own records: targets, partners, the launch checklist
  "business.ts": ["^src/server/modules/business/"],
};

/** Files that import another area's schema file, with the reason (keep this list short and explained). */
const SCHEMA_EXCEPTIONS = {
  // The start-up clean-up of untouched self-starts must spare an assessment a 360 project points to (its
  // self-rating): one NOT EXISTS on feedback_project.self_assessment_id inside the DELETE, atomic with it.
  "src/server/modules/assessments/repo.ts": ["feedback360.ts"],
};

const schemaRules = [
  ...Object.entries(SCHEMA_OWNERS).map(([file, owners]) => ({
    name: "schema-owned-by-area",
    comment: `src/server/db/schema/${file} is read and written only by the repos of its area (SCHEMA_OWNERS); other areas ask the owner's port.`,
    severity: "error",
    from: {
      pathNot: [
        ...owners,
        "^src/server/db/",
        TESTS,
        "^tests/",
        ...Object.entries(SCHEMA_EXCEPTIONS)
          .filter(([, files]) => files.includes(file))
          .map(([from]) => exact(from)),
      ],
    },
    to: { path: exact(`src/server/db/schema/${file}`) },
  })),
  {
    name: "schema-index-only-for-db-and-tests",
    comment: "src/server/db/schema/index.ts (every table) is for drizzle-kit, src/server/db and tests: a repo imports its own area's schema file(s).",
    severity: "error",
    from: { pathNot: ["^src/server/db/", TESTS, "^tests/"] },
    to: { path: "^src/server/db/schema/index\\.ts$" },
  },
  {
    name: "people-through-port",
    comment: "The people directory (src/server/people/) is used through its api.ts only (MembersApi).",
    severity: "error",
    from: { pathNot: ["^src/server/people/", TESTS] },
    to: { path: "^src/server/people/", pathNot: "^src/server/people/api\\.ts$" },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-imports-only-domain",
      comment: "src/domain is pure rules: it imports only src/domain (no I/O, no framework, no package). Its tests may use test tools.",
      severity: "error",
      from: { path: "^src/domain/", pathNot: TESTS },
      to: { pathNot: "^src/domain/" },
    },
    {
      name: "shared-imports-only-pure-libraries",
      comment:
        "src/shared holds pure code the server, the web and the command line all use (CSV, chart scales): it imports only src/shared, src/domain and the pure libraries listed here — no I/O, no framework.",
      severity: "error",
      from: { path: "^src/shared/", pathNot: TESTS },
      to: { pathNot: ["^src/(shared|domain)/", "(^|/)node_modules/(@types/)?(papaparse|d3-scale)/"] },
    },
    {
      name: "contracts-import-only-zod-and-domain",
      comment: "src/contracts imports only zod, src/contracts and src/domain.",
      severity: "error",
      from: { path: "^src/contracts/" },
      to: { pathNot: ["^src/(contracts|domain)/", "(^|/)node_modules/zod/"] },
    },
    {
      name: "web-not-server-or-database",
      comment: "src/web (the browser) never imports src/server or a database package.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: ["^src/server/", "(^|/)node_modules/(drizzle-orm|drizzle-kit|pg|pg-[^/]+|@electric-sql/pglite|ioredis|@socket\\.io/redis-adapter)/"] },
    },
    {
      name: "schema-only-in-repos",
      comment:
        "Only repo files (repo.ts, or <part>-repo.ts in a module split by responsibility) read the database schema (src/server/db/schema); src/server/db itself, tests (which check what was stored) and tests/support (factories) aside.",
      severity: "error",
      from: {
        pathNot: ["(^|/|-)repo\\.ts$", "^src/server/db/", "\\.test\\.ts$", "^tests/support/", ...ALLOW.schemaOutsideRepos],
      },
      to: { path: "^src/server/db/schema/" },
    },
    ...schemaRules,
    {
      name: "modules-meet-through-ports",
      comment:
        "A module (src/server/modules/<a>/) uses another only through that module's port, its api.ts (the services behind it are built once by the composition root and reach it as core.services). Tests may reach further to build their world.",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/", pathNot: TESTS },
      to: { path: "^src/server/modules/[^/]+/", pathNot: ["^src/server/modules/$1/", "^src/server/modules/[^/]+/api\\.ts$", "^src/server/modules/(module|services)\\.ts$"] },
    },
    {
      name: "notices-from-events-only",
      comment:
        "Producers publish domain events and never tell people themselves: only the notifications module (its event subscribers) and the composition root (core.ts) reach the Notifier.",
      severity: "error",
      from: { pathNot: ["^src/server/modules/notifications/", "^src/server/core\\.ts$", "^src/server/notifications/", TESTS] },
      to: { path: "^src/server/notifications/notifier\\.ts$" },
    },
    {
      name: "policies-one-entry-point",
      comment:
        "The policy module (src/server/auth/policies/) is entered through its index.ts only: routes and services ask can/presentPolicies, never a resource's rule file or the helpers.",
      severity: "error",
      from: { pathNot: "^src/server/auth/policies/" },
      to: { path: "^src/server/auth/policies/", pathNot: "^src/server/auth/policies/index\\.ts$" },
    },
    ...withAllowlist(
      {
        name: "no-other-modules-repo",
        comment: "A module (src/server/modules/<a>/) reaches another module's data through that module's service, never its repo.ts.",
        severity: "error",
        from: { path: "^src/server/modules/([^/]+)/" },
        to: { path: "^src/server/modules/[^/]+/([^/]+-|)repo\\.ts$", pathNot: "^src/server/modules/$1/" },
      },
      ALLOW.otherModulesRepo,
    ),
    {
      name: "no-circular",
      comment:
        "No import cycle that exists at run time (a cycle closed only by `import type` is erased by the compiler and allowed): a cycle makes module order decide what is initialised, and it is how the shell and the features ended up depending on each other.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "web-app-is-the-top",
      comment:
        "src/web/app composes the features into the router and the shell; nothing below it imports it (features ask for the destinations through lib/navigation-context.ts). A feature's tests may, to check how the app composes it.",
      severity: "error",
      from: { path: "^src/web/(features|components|data|lib)/", pathNot: TESTS },
      to: { path: "^src/web/app/" },
    },
    {
      name: "web-components-below-features",
      comment: "Shared components (src/web/components) serve every feature and import none.",
      severity: "error",
      from: { path: "^src/web/components/" },
      to: { path: "^src/web/features/" },
    },
    {
      name: "web-data-below-components",
      comment: "Shared data hooks (src/web/data: server state read and written through TanStack Query) render nothing: no components, features or app.",
      severity: "error",
      from: { path: "^src/web/data/" },
      to: { path: "^src/web/(components|features|app)/" },
    },
    {
      name: "web-lib-is-the-base",
      comment: "src/web/lib (the API client, i18n, auth session, formatting, small hooks) imports no other web layer.",
      severity: "error",
      from: { path: "^src/web/lib/" },
      to: { path: "^src/web/(data|components|features|app)/" },
    },
    ...withAllowlist(
      {
        name: "web-features-independent",
        comment: "Web features (src/web/features/<a>/) do not import each other: shared code goes to src/web/components or src/web/lib.",
        severity: "error",
        from: { path: "^src/web/features/([^/]+)/" },
        to: { path: "^src/web/features/[^/]+/", pathNot: "^src/web/features/$1/" },
      },
      ALLOW.featureToFeature,
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^dist/", "^src/server/db/migrations/", "^bench/results/"] },
    // type-only imports are dependencies too (a contract may not lean on a server type)
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
  },
};
