import { describe, expect, it } from "vitest";
import { roleChangeRefusal } from "./role-change.ts";

describe("roleChangeRefusal", () => {
  it("lets an admin change any role while another admin remains", () => {
    expect(roleChangeRefusal({ actorRole: "admin", currentRole: "admin", newRole: "user", adminCount: 2 })).toBeNull();
    expect(roleChangeRefusal({ actorRole: "admin", currentRole: "user", newRole: "admin", adminCount: 1 })).toBeNull();
  });
  it("never removes the last admin", () => {
    expect(roleChangeRefusal({ actorRole: "admin", currentRole: "admin", newRole: "manager", adminCount: 1 })).toBe("last_admin");
  });
  it("keeps managers away from admin rights", () => {
    expect(roleChangeRefusal({ actorRole: "manager", currentRole: "user", newRole: "admin", adminCount: 1 })).toBe("only_admins_manage_admins");
    expect(roleChangeRefusal({ actorRole: "manager", currentRole: "admin", newRole: "user", adminCount: 3 })).toBe("only_admins_manage_admins");
    expect(roleChangeRefusal({ actorRole: "manager", currentRole: "user", newRole: "manager", adminCount: 1 })).toBeNull();
  });
  it("treats the analyst like any role below admin", () => {
    expect(roleChangeRefusal({ actorRole: "admin", currentRole: "user", newRole: "analyst", adminCount: 1 })).toBeNull();
    expect(roleChangeRefusal({ actorRole: "manager", currentRole: "analyst", newRole: "user", adminCount: 1 })).toBeNull();
    expect(roleChangeRefusal({ actorRole: "manager", currentRole: "analyst", newRole: "admin", adminCount: 1 })).toBe("only_admins_manage_admins");
    expect(roleChangeRefusal({ actorRole: "admin", currentRole: "admin", newRole: "analyst", adminCount: 1 })).toBe("last_admin");
  });
});
