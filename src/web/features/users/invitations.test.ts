import { describe, expect, it } from "vitest";
import { emailsError, expiryLabel, inviterLabel, isExpired, isValidEmail, outcomeLabel, outcomeSummary, parsedSummary, parseEmails, sentLabel } from "./invitations.ts";

describe("pasted address lists", () => {
  it("splits on commas, semicolons, spaces and new lines, keeping the order", () => {
    expect(parseEmails("a@x.co, b@x.co;c@x.co\nd@x.co\te@x.co   f@x.co\r\n").emails).toEqual(["a@x.co", "b@x.co", "c@x.co", "d@x.co", "e@x.co", "f@x.co"]);
    expect(parseEmails("").emails).toEqual([]);
    expect(parseEmails(" ,;\n ").emails).toEqual([]);
  });

  it("counts each address once, whatever its case", () => {
    const parsed = parseEmails("Sam@x.co, sam@x.co, SAM@X.CO, riley@x.co");
    expect(parsed.emails).toEqual(["Sam@x.co", "riley@x.co"]);
    expect(parsed.repeated).toBe(2);
  });

  it("unwraps what mail clients copy: names, angle brackets, quotes", () => {
    expect(parseEmails(`Jane Doe <jane@x.co>, "bob@x.co"; (carol@x.co).`).emails).toEqual(["jane@x.co", "bob@x.co", "carol@x.co"]);
    expect(parseEmails(`"O'Brien, Pat" <pat@x.co>\nDee <dee@x.co>`).emails).toEqual(["pat@x.co", "dee@x.co"]);
  });

  it("keeps invalid addresses (the server reports each) and names them", () => {
    const parsed = parseEmails("ok@x.co, nope@, missing.at.sign.com not-an-address");
    expect(parsed.emails).toEqual(["ok@x.co", "nope@", "missing.at.sign.com", "not-an-address"]);
    expect(parsed.invalid).toEqual(["nope@", "missing.at.sign.com", "not-an-address"]);
  });

  it("summarises what was parsed", () => {
    expect(parsedSummary(parseEmails("a@x.co"))).toBe("1 address");
    expect(parsedSummary(parseEmails("a@x.co b@x.co a@x.co nope@"))).toBe("3 addresses · 1 repeat ignored · 1 doesn't look valid");
  });

  it("refuses an empty list and more than the server takes at once", () => {
    expect(emailsError(parseEmails(""))).toBe("Enter at least one email address.");
    expect(emailsError(parseEmails("a@x.co"))).toBeNull();
    const many = Array.from({ length: 101 }, (_, i) => `p${i}@x.co`).join("\n");
    expect(emailsError(parseEmails(many))).toBe("At most 100 addresses at a time.");
  });

  it("uses the server's address rule", () => {
    expect(isValidEmail("sam@demo.facetwise.test")).toBe(true);
    expect(isValidEmail("sam@")).toBe(false);
    expect(isValidEmail("sam demo@x.co")).toBe(false);
  });
});

describe("roles and outcomes", () => {
  it("words each outcome and sums them up", () => {
    expect(outcomeLabel("invited")).toBe("Invited");
    expect(outcomeLabel("already_member")).toBe("Already a member");
    expect(outcomeLabel("already_invited")).toBe("Already invited");
    expect(outcomeLabel("invalid_email")).toBe("Not a valid address");
    expect(outcomeSummary(["invited", "invited", "already_member", "invalid_email"])).toBe("2 invited · 1 already a member · 1 not valid");
    expect(outcomeSummary(["already_member", "already_member"])).toBe("2 already members");
  });
});

describe("pending invitations", () => {
  const now = new Date("2025-03-10T12:00:00.000Z");
  it("says when it was sent, and how many times", () => {
    expect(sentLabel({ createdAt: "2025-03-01T10:00:00.000Z", lastSentAt: null, sendCount: 1 }, "en-GB")).toBe("1 Mar 2025");
    expect(sentLabel({ createdAt: "2025-03-01T10:00:00.000Z", lastSentAt: "2025-03-04T10:00:00.000Z", sendCount: 3 }, "en-GB")).toBe("4 Mar 2025 (3 times)");
  });

  it("says who sent it", () => {
    expect(inviterLabel({ invitedBy: { id: "me", name: "Avery Admin" } }, "me")).toBe("You");
    expect(inviterLabel({ invitedBy: { id: "m", name: "Morgan Manager" } }, "me")).toBe("Morgan Manager");
    expect(inviterLabel({ invitedBy: { id: "m", name: "" } }, "me")).toBe("—");
    expect(inviterLabel({ invitedBy: null }, "me")).toBe("Someone no longer in the organization");
  });

  it("says when it expires, or that it has", () => {
    expect(expiryLabel({ status: "pending", expiresAt: "2025-03-15T10:00:00.000Z" }, now, "en-GB")).toBe("15 Mar 2025");
    expect(expiryLabel({ status: "expired", expiresAt: "2025-03-15T10:00:00.000Z" }, now)).toBe("Expired");
    expect(isExpired({ status: "pending", expiresAt: "2025-03-09T10:00:00.000Z" }, now)).toBe(true);
    expect(isExpired({ status: "pending", expiresAt: "2025-03-11T10:00:00.000Z" }, now)).toBe(false);
  });
});
