/**
 * The people directory's port (`MembersApi`): what other areas may ask about users, organizations and
 * memberships. Membership lives in core auth (better-auth's organization plugin writes `member`; sign-up,
 * invitations and the session resolver read it), so the directory is core, not a module: modules, core
 * services and other areas' repos all call it, with their own executor so the read joins their transaction.
 * Nothing outside src/server/people imports its repo, and no repo of another area imports schema/auth.ts (the
 * lint's `schema-owned-by-area` and `people-through-port`).
 */
import type * as directory from "./repo.ts";

export type { Contact } from "./repo.ts";
export {
  contact,
  contacts,
  countInDepartments,
  countUsersByAddress,
  countWithRoles,
  departmentOf,
  displayNameOf,
  emailOf,
  insertMembers,
  joinedByDay,
  listMembers,
  memberEmails,
  memberIds,
  memberJoins,
  membersOf,
  membersWithRoles,
  namedMembers,
  nameOf,
  organizationBySlug,
  organizationIds,
  organizationName,
  organizationNameOf,
  renameDepartment,
  shownName,
  userEmail,
} from "./repo.ts";

/** The port's shape; callers import it as a namespace: `import * as people from ".../people/api.ts"`. */
export type MembersApi = typeof directory;
