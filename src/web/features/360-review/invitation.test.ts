import { describe, expect, it } from "vitest";
import { projectFixture } from "./fixtures.test-support.ts";
import { addRater, addRatersBody, namedCounts, nominationWarnings, previewEmail, relationshipText, takenEmails, templateValues, type AddedRater } from "./invitation.ts";

const fields = (o: Partial<{ name: string; email: string; relationship: "peer" | "direct_report" | "manager" | "other"; customRelationship: string }> = {}) => ({
  name: "Ray Rater",
  email: "ray@acme.test",
  relationship: "peer" as const,
  customRelationship: "",
  ...o,
});

describe("addRater: the spec's checks and messages, word for word", () => {
  it("adds a valid rater, trimmed", () => {
    expect(addRater(fields({ name: "  Ray  ", email: " ray@acme.test " }), [])).toEqual({
      ok: true,
      rater: { name: "Ray", email: "ray@acme.test", relationship: "peer", customRelationship: null },
    });
  });

  it("name and email required, email format", () => {
    expect(addRater(fields({ name: " ", email: "" }), [])).toEqual({ ok: false, errors: { name: "Name is required", email: "Email is required" } });
    expect(addRater(fields({ email: "ray@acme" }), [])).toEqual({ ok: false, errors: { email: "Invalid email format" } });
  });

  it("an email already added here or on the project is refused, case-insensitively", () => {
    const project = projectFixture();
    const added: AddedRater[] = [{ name: "A", email: "a@acme.test", relationship: "peer", customRelationship: null }];
    const taken = takenEmails(project.raters, added);
    expect(addRater(fields({ email: "A@ACME.test" }), taken)).toEqual({ ok: false, errors: { email: "This email has already been added" } });
    expect(addRater(fields({ email: "quinn@acme.TEST" }), taken)).toEqual({ ok: false, errors: { email: "This email has already been added" } });
  });

  it("the subject sees no emails: only the list added here is checked (the server checks the rest)", () => {
    const raters = projectFixture().raters.map((r) => ({ ...r, email: null, status: null }));
    expect(takenEmails(raters, [])).toEqual([]);
  });

  it("Other needs the relationship spelled out; it is sent only for Other", () => {
    expect(addRater(fields({ relationship: "other" }), [])).toEqual({ ok: false, errors: { customRelationship: "Please specify the relationship" } });
    const ok = addRater(fields({ relationship: "other", customRelationship: " Client " }), []);
    expect(ok).toMatchObject({ ok: true, rater: { relationship: "other", customRelationship: "Client" } });
    expect(addRater(fields({ relationship: "peer", customRelationship: "Client" }), [])).toMatchObject({ ok: true, rater: { customRelationship: null } });
  });
});

describe("group sizes as the user nominates", () => {
  const project = projectFixture({
    counts: {
      peer: { named: 2, completed: 1, declined: 0 },
      direct_report: { named: 3, completed: 0, declined: 1 },
      manager: { named: 1, completed: 0, declined: 0 },
      other: { named: 0, completed: 0, declined: 0 },
    },
  });
  const peer: AddedRater = { name: "P", email: "p@x.test", relationship: "peer", customRelationship: null };

  it("counts the project's raters who have not declined plus the ones added", () => {
    expect(namedCounts(project.counts, [peer])).toEqual({ peer: 3, direct_report: 2, manager: 1, other: 0 });
  });

  it("warns in the catalog's sentences for anonymous groups under the minimum, and stops once reached", () => {
    const before = nominationWarnings(project.counts, [], 3);
    expect(before).toHaveLength(2);
    expect(before[0]).toContain("Peer / Colleague: 2 named, fewer than the minimum of 3.");
    expect(before[0]).toContain('"Others"');
    const after = nominationWarnings(project.counts, [peer], 3);
    expect(after).toEqual([expect.stringContaining("Direct Report: 2 named")]);
    expect(after[0]).toContain("Not enough responses");
  });
});

describe("invitation preview", () => {
  const project = projectFixture();
  const values = templateValues(project, { raterName: "Ray Rater", link: "(personal link sent with the email)", deadline: "14 June 2030" });

  it("fills every fact into every template, with no placeholder left", () => {
    for (const key of ["default", "peer", "manager"] as const) {
      const email = previewEmail(key, values);
      expect(email.subject + email.body).not.toMatch(/\{\{|\}\}|invite\.mail/);
      expect(email.subject).toContain("Dana Reyes");
      expect(email.body).toContain("Dear Ray Rater,");
      expect(email.body).toContain("(personal link sent with the email)");
      expect(email.body).toContain("14 June 2030");
      expect(email.body).toContain("Acme Corp");
      expect(email.body).toContain(project.title);
      expect(email.body).toContain("15-20 minutes");
    }
    expect(previewEmail("manager", values).body).toContain("not anonymously");
  });

  it("names who asked: the project's creator, or the subject when they asked themselves", () => {
    const byOther = previewEmail("default", { ...values, subject: "Morgan Manager", requester: "Alex Admin" });
    expect(byOther.body).toContain("Alex Admin has asked for your feedback on Morgan Manager in ");
    const bySelf = previewEmail("default", { ...values, subject: "Morgan Manager", requester: null });
    expect(bySelf.body).toContain("Morgan Manager has asked for your feedback in ");
    expect(bySelf.body).not.toContain("Alex Admin");
  });
});

describe("relationshipText and the request body", () => {
  it("labels", () => {
    expect(relationshipText("direct_report", null)).toBe("Direct Report");
    expect(relationshipText("manager", null)).toBe("Manager / Supervisor");
    expect(relationshipText("other", "Client")).toBe("Other: Client");
    expect(relationshipText("other", null)).toBe("Other");
  });

  it("sends the raters as the contract has them", () => {
    const added: AddedRater[] = [{ name: "C", email: "c@x.test", relationship: "other", customRelationship: "Client" }];
    expect(addRatersBody(added)).toEqual({ raters: [{ name: "C", email: "c@x.test", relationship: "other", customRelationship: "Client" }] });
  });
});
