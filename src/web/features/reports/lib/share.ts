/** The Share via Email addresses (spec 2 §2.2): split on commas, semicolons and new lines; blanks and repeats dropped. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses typed, valid ones (each once, case-insensitively) and the ones that are not addresses. */
export function parseEmails(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[,;\n\r]+/)) {
    const email = raw.trim();
    if (email === "") continue;
    if (!EMAIL.test(email)) {
      invalid.push(email);
      continue;
    }
    if (seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    valid.push(email);
  }
  return { valid, invalid };
}
