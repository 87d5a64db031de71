import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { takeToken, type BucketState } from "./token-bucket.ts";

const policy = { capacity: 200, refillPerMinute: 100 };

describe("takeToken", () => {
  it("allows a burst of exactly `capacity` requests at once, then refuses", () => {
    let state: BucketState | undefined;
    for (let i = 0; i < 200; i++) {
      const d = takeToken(state, policy, 1000);
      expect(d.allowed).toBe(true);
      state = d.state;
    }
    const refused = takeToken(state, policy, 1000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(600); // one token per 600 ms at 100/min
  });

  it("refills at the configured rate", () => {
    const empty: BucketState = { tokens: 0, updatedAtMs: 0 };
    expect(takeToken(empty, policy, 599).allowed).toBe(false);
    expect(takeToken(empty, policy, 600).allowed).toBe(true);
    // a full minute refills 100 tokens, never more than capacity
    expect(takeToken(empty, policy, 60_000).remaining).toBe(99);
    expect(takeToken(empty, policy, 10 * 60_000).remaining).toBe(199);
  });

  it("never lets more than capacity + rate × time through (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 400 }), (gaps) => {
        let state: BucketState | undefined;
        let now = 0;
        let allowed = 0;
        for (const g of gaps) {
          now += g;
          const d = takeToken(state, policy, now);
          state = d.state;
          if (d.allowed) allowed++;
        }
        expect(allowed).toBeLessThanOrEqual(policy.capacity + Math.floor((now * policy.refillPerMinute) / 60_000));
      }),
    );
  });
});
