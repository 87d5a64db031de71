/**
 * The observer (360) form's wording: IPIP items turned into the third person with the IPIP's own published
 * rules — "Converting Items into Third-Person Format to Obtain Assessments of Others" (International
 * Personality Item Pool, ipip.ori.org/Third-Person-Items.htm):
 *   1. add an "s" to the initial verb (Act → Acts, Believe → Believes, Love → Loves …);
 *   2. where the first- and third-person forms differ, use the third-person form (Am → Is, Do → Does,
 *      Don't → Doesn't, Have → Has, Try → Tries);
 *   3. change first-person pronouns to third-person ones (I → He/She, me → Him/Her, my → His/Her).
 * The IPIP gives the pronouns as "He/She", "Him/Her", "His/Hers"; we write them in lower case inside a
 * sentence and use "his/her" for the possessive before a noun ("Keeps his/her promises") and
 * "himself/herself" for "myself". Items keep their keys and scoring (Simms et al. 2010, European Journal of
 * Personality 24, 207–221: first-to-third-person conversion is the traditional informant method).
 */

/** Verbs whose third-person form is not the verb plus "s" or "es" (the IPIP's listed exceptions). */
const IRREGULAR: Readonly<Record<string, string>> = { am: "is", do: "does", "don't": "doesn't", have: "has", go: "goes" };

/** Adverbs that may stand before the initial verb in IPIP items ("Often feel blue", "Rarely overindulge"). */
const LEADING_ADVERB = /^(?:often|rarely|only|easily|always|never|seldom|usually|sometimes|frequently|readily|generally|really|just)$/i;

/** The third-person singular of a verb (rule 1 and 2), keeping its initial capital. */
export function thirdPersonVerb(verb: string): string {
  const lower = verb.toLowerCase();
  let out: string;
  if (IRREGULAR[lower]) out = IRREGULAR[lower];
  else if (/[^aeiou]y$/.test(lower)) out = lower.slice(0, -1) + "ies";
  else if (/(?:s|sh|ch|x|z|o)$/.test(lower)) out = lower + "es";
  else out = lower + "s";
  return verb[0] === verb[0].toUpperCase() ? out[0].toUpperCase() + out.slice(1) : out;
}

/** First-person pronouns and contractions → third person (rule 3). Order matters: longer forms first. */
const PRONOUNS: readonly [RegExp, string | ((m: string, verb: string) => string)][] = [
  [/\bI'm\b/g, "he/she is"],
  [/\bI've\b/g, "he/she has"],
  // "things that I know" → "things that he/she knows", "I am" → "he/she is": the verb after I agrees too
  [/\bI ([a-z']+)/g, (_m, verb: string) => `he/she ${thirdPersonVerb(verb)}`],
  [/\bI\b/g, "he/she"],
  [/\bmyself\b/gi, "himself/herself"],
  [/\bmy\b/gi, "his/her"],
  [/\bmine\b/gi, "his/hers"],
  [/\bme\b/gi, "him/her"],
];

/**
 * An IPIP first-person item in the third person: the initial verb (after any leading adverb) takes its
 * third-person form, then pronouns are changed. "Worry about things" → "Worries about things"; "Am always
 * prepared" → "Is always prepared"; "Often feel blue" → "Often feels blue"; "Believe that I am better than
 * others" → "Believes that he/she is better than others".
 */
export function toThirdPerson(item: string): string {
  const words = item.trim().split(/\s+/);
  let v = 0;
  while (v < words.length - 1 && LEADING_ADVERB.test(words[v])) v++;
  words[v] = thirdPersonVerb(words[v]);
  let text = words.join(" ");
  for (const [re, to] of PRONOUNS) text = typeof to === "string" ? text.replace(re, to) : text.replace(re, to);
  return text;
}

/** First-person words an observer item must no longer contain (for checking a converted form). */
export const FIRST_PERSON = /\b(?:I|I'm|I've|me|my|mine|myself)\b/;
