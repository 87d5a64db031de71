import { describe, expect, it } from "vitest";
import { roleChangeRefusal } from "./role-change.ts";

const change = (actorManagesAdmins: boolean, fromAdmin: boolean, toAdmin: boolean, adminCount: number) => roleChangeRefusal({ actorManagesAdmins, fromAdmin, toAdmin, adminCount });

describe("roleChangeRefusal", () => {
  it("lets whoever manages admins change any role while another admin remains", () => {
    expect(change(true, true, false, 2)).toBeNull();
    expect(change(true, false, true, 1)).toBeNull();
    expect(change(true, false, false, 1)).toBeNull();
  });
  it("never removes the last admin", () => {
    expect(change(true, true, false, 1)).toBe("last_admin");
    expect(change(true, true, false, 0)).toBe("last_admin");
    // an admin staying an admin removes no one
    expect(change(true, true, true, 1)).toBeNull();
  });
  it("keeps those who do not manage admins away from admin rights, before the last-admin rule", () => {
    expect(change(false, false, true, 1)).toBe("only_admins_manage_admins");
    expect(change(false, true, false, 3)).toBe("only_admins_manage_admins");
    expect(change(false, true, false, 1)).toBe("only_admins_manage_admins");
    expect(change(false, false, false, 1)).toBeNull();
  });
});
