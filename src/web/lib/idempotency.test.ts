import { describe, expect, it } from "vitest";
import { IntentKeys, newIdempotencyKey } from "./idempotency.ts";

describe("intent keys (one click, one thing)", () => {
  it("repeats the key for the same input until renewed, and makes a new one for other input", () => {
    const keys = new IntentKeys();
    const first = keys.keyFor({ typeId: "individual", assigneeIds: ["a"] });
    expect(keys.keyFor({ typeId: "individual", assigneeIds: ["a"] })).toBe(first); // double click, retry
    const other = keys.keyFor({ typeId: "individual", assigneeIds: ["a", "b"] });
    expect(other).not.toBe(first); // changed the form: a new intent
    keys.renew(); // succeeded
    expect(keys.keyFor({ typeId: "individual", assigneeIds: ["a", "b"] })).not.toBe(other);
  });

  it("keys are random 32-hex strings the server accepts (8-200 printable characters)", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
