/**
 * Password policy from spec 3 §9 "Admin defaults": minimum length 8, upper and lower case and
 * numbers required, symbols not required.
 */
export const PASSWORD_POLICY = { minLength: 8, requireUpper: true, requireLower: true, requireNumber: true, requireSymbol: false } as const;

/** A rule of the policy a password breaks (the server words each from its catalog, `auth.password`). */
export type PasswordProblem = "tooShort" | "upper" | "lower" | "number" | "symbol";

/** The rules a password breaks, as codes; empty when it satisfies the policy. */
export function passwordProblems(password: string, policy = PASSWORD_POLICY): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < policy.minLength) problems.push("tooShort");
  if (policy.requireUpper && !/[A-Z]/.test(password)) problems.push("upper");
  if (policy.requireLower && !/[a-z]/.test(password)) problems.push("lower");
  if (policy.requireNumber && !/[0-9]/.test(password)) problems.push("number");
  if (policy.requireSymbol && !/[^A-Za-z0-9]/.test(password)) problems.push("symbol");
  return problems;
}
