import { describe, expect, it } from "vitest";
import { LOGIN_BACKOFF, beginAttempt, lockMsAfter, type BackoffState } from "./login-backoff.ts";

describe("login backoff", () => {
  it("lets ten attempts through, then locks for 30 s, doubling up to an hour", () => {
    expect([1, 9, 10, 11, 12, 30].map((n) => lockMsAfter(n, LOGIN_BACKOFF))).toEqual([0, 0, 30_000, 60_000, 120_000, 3_600_000]);
  });

  it("refuses while locked without counting, and forgets an idle count", () => {
    let s: BackoffState | undefined;
    let t = 0;
    for (let i = 0; i < 10; i++) {
      const d = beginAttempt(s, LOGIN_BACKOFF, t);
      expect(d.allowed).toBe(true);
      s = d.state;
    }
    const refused = beginAttempt(s, LOGIN_BACKOFF, (t += 1000));
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 29_000 });
    expect(refused.state.attempts).toBe(10);
    expect(beginAttempt(s, LOGIN_BACKOFF, (t += 30_000)).state.attempts).toBe(11);
    expect(beginAttempt(s, LOGIN_BACKOFF, t + LOGIN_BACKOFF.forgetAfterMs).state.attempts).toBe(1);
  });
});
