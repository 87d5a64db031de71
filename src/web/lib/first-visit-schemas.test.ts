import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { ZMagicLinkRequest, ZMagicLinkResponse, ZMe, ZRedirectPath, ZSessionProbe } from "../../contracts/auth.ts";
import { ZNotificationList } from "../../contracts/notifications.ts";
import * as first from "./first-visit-schemas.ts";

interface Parser {
  safeParse(data: unknown): { success: boolean; data?: unknown; error?: { issues: readonly unknown[] } };
}

/** What a parse tells the caller: success, the parsed value, or the issues (code, path, message…). */
function outcome(schema: Parser, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { success: true, data: result.data } : { success: false, issues: JSON.parse(JSON.stringify(result.error?.issues)) as unknown };
}

const me = {
  user: { id: "u1", name: "Ada", email: "ada@example.com" },
  organization: { id: "o1", name: "Acme", slug: "acme", suspended: null },
  role: "manager",
  permissions: ["read", "write", "manage_users", "read_analytics", "create_reports"],
  policies: {
    readOrganization: true,
    assignAssessments: true,
    manageMembers: true,
    inviteMembers: true,
    invitableRoles: ["manager", "user"],
    viewOperations: false,
    manageSettings: false,
    readAnalytics: true,
  },
  session: { expiresAt: "2030-01-01T00:00:00.000Z" },
};

const notification = {
  id: "n1",
  kind: "assessment.assigned",
  data: { assessmentTitle: "Big Five", actorName: "Ada", dueAt: null },
  link: "/dashboard/assessments",
  readAt: null,
  createdAt: "2030-01-01T00:00:00.000Z",
};

/** Each first-visit schema beside its contract, with answers the route may send and ones it must not. */
const PAIRS: { name: string; mirror: Parser & z.core.$ZodType; contract: Parser & z.core.$ZodType; samples: unknown[] }[] = [
  {
    name: "ZSessionProbe",
    mirror: first.ZSessionProbe,
    contract: ZSessionProbe,
    samples: [{ me }, { me: null }, {}, { me: { ...me, role: "owner" } }, null],
  },
  {
    name: "ZMe",
    mirror: first.ZMe,
    contract: ZMe,
    samples: [
      me,
      { ...me, organization: null, role: null, permissions: [] },
      // a suspended organization's member: why and since when, no permissions
      { ...me, organization: { ...me.organization, suspended: { reason: "Unpaid invoices", since: "2030-01-01T00:00:00.000Z" } }, permissions: [] },
      { ...me, organization: { ...me.organization, suspended: { reason: 3 } } },
      { ...me, organization: { id: "o1", name: "Acme", slug: "acme" } },
      { ...me, extra: "dropped", user: { ...me.user, extra: 1 } },
      { ...me, role: "owner" },
      { ...me, permissions: ["*"] },
      { ...me, policies: { ...me.policies, invitableRoles: ["root"], readAnalytics: "yes" } },
      { ...me, session: undefined },
      { ...me, user: { id: 1 } },
      null,
      "me",
    ],
  },
  {
    name: "ZNotificationList",
    mirror: first.ZNotificationList,
    contract: ZNotificationList,
    samples: [
      { notifications: [notification], unread: 1 },
      {
        notifications: [
          { ...notification, data: {} },
          { ...notification, kind: "feedback360.closed", data: { dueAt: "2030-02-01" } },
        ],
        unread: 0,
      },
      { notifications: [], unread: 1.5 },
      { notifications: [], unread: Number.MAX_SAFE_INTEGER + 2 },
      { notifications: [{ ...notification, kind: "unknown" }], unread: 0 },
      { notifications: [{ ...notification, data: { dueAt: 3 }, link: undefined }], unread: 0 },
      { unread: 0 },
    ],
  },
  {
    name: "ZRedirectPath",
    mirror: first.ZRedirectPath,
    contract: ZRedirectPath,
    samples: ["/", "/dashboard/reports?tab=weekly", "//evil.example", "/\\evil", "/a b", "dashboard", `/${"a".repeat(2000)}`, "", 42],
  },
  {
    name: "ZMagicLinkRequest.shape.email",
    mirror: first.ZEmail,
    contract: ZMagicLinkRequest.shape.email,
    samples: ["ada@example.com", "a.b+c@sub.example.org", "ada", "ada@", "@example.com", "ada @example.com", `${"a".repeat(250)}@example.com`, "", null],
  },
  {
    name: "ZMagicLinkResponse",
    mirror: first.ZMagicLinkResponse,
    contract: ZMagicLinkResponse,
    samples: [{ sent: true }, { sent: true, extra: 1 }, { sent: false }, {}, undefined],
  },
];

describe("the first-visit schemas (zod/mini) mirror their contracts", () => {
  for (const { name, mirror, contract, samples } of PAIRS) {
    it(`${name}: the same JSON Schema`, () => {
      for (const io of ["input", "output"] as const) expect(z.toJSONSchema(mirror, { io })).toEqual(z.toJSONSchema(contract, { io }));
    });

    it(`${name}: the same parse results and issues`, () => {
      for (const sample of samples) expect(outcome(mirror, sample), JSON.stringify(sample)).toEqual(outcome(contract, sample));
    });
  }

  it("infer the contracts' types", () => {
    expectTypeOf<z.output<typeof first.ZMe>>().toEqualTypeOf<z.output<typeof ZMe>>();
    expectTypeOf<z.output<typeof first.ZSessionProbe>>().toEqualTypeOf<z.output<typeof ZSessionProbe>>();
    expectTypeOf<z.output<typeof first.ZNotificationList>>().toEqualTypeOf<z.output<typeof ZNotificationList>>();
    expectTypeOf<z.output<typeof first.ZRedirectPath>>().toEqualTypeOf<z.output<typeof ZRedirectPath>>();
    expectTypeOf<z.output<typeof first.ZEmail>>().toEqualTypeOf<z.output<typeof ZMagicLinkRequest.shape.email>>();
    expectTypeOf<z.output<typeof first.ZMagicLinkResponse>>().toEqualTypeOf<z.output<typeof ZMagicLinkResponse>>();
  });
});
