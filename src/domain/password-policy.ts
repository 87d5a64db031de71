/**
 * Password policy from spec 3 §9 "Admin defaults": minimum length 8, upper and lower case and
 * numbers required, symbols not required.
 */
export const PASSWORD_POLICY = { minLength: 8, requireUpper: true, requireLower: true, requireNumber: true, requireSymbol: false } as const;

/** The rules a password breaks, as sentences; empty when it satisfies the policy. */
export function passwordProblems(password: string, policy = PASSWORD_POLICY): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`Use at least ${policy.minLength} characters.`);
  if (policy.requireUpper && !/[A-Z]/.test(password)) problems.push("Include an upper-case letter.");
  if (policy.requireLower && !/[a-z]/.test(password)) problems.push("Include a lower-case letter.");
  if (policy.requireNumber && !/[0-9]/.test(password)) problems.push("Include a number.");
  if (policy.requireSymbol && !/[^A-Za-z0-9]/.test(password)) problems.push("Include a symbol.");
  return problems;
}
