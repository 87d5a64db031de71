/**
 * The contracts' own validation messages, by code: English with {{placeholders}}. zod carries the English text
 * (what the web's forms show); the server answers a request in the caller's language by the code (its errors
 * catalog holds the same texts under `validation.contract.<code>`), so adding a language never touches a contract.
 * A check's message made with `contractMessage` is found again by its text; a custom issue carries its code
 * in `params` (`contractIssue`).
 */
export const CONTRACT_MESSAGES = {
  shareMaxRecipients: "Share with at most {{max, number}} addresses at a time",
  sendMaxRecipients: "Send to at most {{max, number}} addresses at a time",
  consentRequired: "Consent is required: agree to how your results are used before starting",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailFormat: "Invalid email format",
  emailValid: "Enter a valid email address",
  ratersRequired: "Please add at least one rater",
  timeZoneShape: "a time zone is a name such as Europe/Berlin",
  timeZoneUnknown: "not a time zone this server knows (use a name such as Europe/Berlin)",
  nameNotEmpty: "a name cannot be empty",
  competencyCode: "Codes are 1-40 capital letters, digits and hyphens, e.g. EXEC-LEAD",
  titleEnter: "Enter a title",
  nodesRequired: "Select at least one competency node",
  templateNameRequired: "Template name is required",
  titleRequired: "Title is required",
  commentRequired: "Write a comment first",
  distributionListNameRequired: "Distribution list name is required",
  linkMinDays: "A link lives at least {{min, number}} day",
  linkMaxDays: "A link lives at most {{max, number}} days",
  addressRequired: "Add at least one address",
  reportNameRequired: "The report needs a name",
  emailAddressRequired: "Add at least one email address",
  cronRequired: "A custom schedule needs a cron expression",
  sandboxMaxAnswers: "At most {{max, number}} answers",
  periodEndsBeforeStart: "The period cannot end before it starts",
  reportPeriodMax: "A report period is at most {{max, number}} days",
  dayShape: "Use a date as YYYY-MM-DD",
  dayOrInstantShape: "Send a date as YYYY-MM-DD (or an ISO timestamp) from {{first}} to {{last}}",
  instantOutOfRange: "The time must fall between {{first}} and {{last}}",
  dateNotADate: "The date must be a date as YYYY-MM-DD",
  dateNotOnCalendar: "The date {{day}} is not a date on the calendar",
  dateOutOfRange: "The date must be between {{first}} and {{last}}",
  rangeEndsBeforeStart: "{{what}} cannot end before it starts",
  rangeTooLong: "{{what}} is at most {{max, number}} days",
  sectionTypeOnce: "Each section type can be added once per template",
  sectionsMax: "At most {{max, number}} sections",
  sectionIdsUnique: "Section ids must be unique",
  rangeWhat: { dateRange: "A date range", reportPeriod: "A report period", period: "A period" },
} as const;

type Leaves<T, P extends string = ""> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`> }[keyof T & string];
/** A message's code (dotted for a nested one: `rangeWhat.dateRange`). */
export type ContractMessageCode = Leaves<typeof CONTRACT_MESSAGES>;
/** The values a message fills in. */
export type ContractMessageParams = Readonly<Record<string, string | number>>;

/** The English template of a code. */
export function contractTemplate(code: ContractMessageCode): string {
  return code.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], CONTRACT_MESSAGES) as string;
}

const englishNumber = new Intl.NumberFormat("en");

/** A template with its {{placeholders}} filled; `{{max, number}}` groups the number as English writes it ("3,660"). */
export function fillMessage(template: string, params: ContractMessageParams = {}): string {
  return template.replace(/\{\{(\w+)(, number)?\}\}/g, (m, k: string, asNumber?: string) => {
    if (!(k in params)) return m;
    const v = params[k];
    return asNumber && typeof v === "number" ? englishNumber.format(v) : String(v);
  });
}

const byText = new Map<string, { code: ContractMessageCode; params: ContractMessageParams }>();

/** A check's message by code (`z.string().min(1, contractMessage("nameRequired"))`), remembered by its text. */
export function contractMessage(code: ContractMessageCode, params: ContractMessageParams = {}): string {
  const text = fillMessage(contractTemplate(code), params);
  byText.set(text, { code, params });
  return text;
}

/** A custom issue's message and params: the English text, and the code with its values for the server. */
export function contractIssue(code: ContractMessageCode, params: ContractMessageParams = {}): { message: string; params: { code: ContractMessageCode } & ContractMessageParams } {
  return { message: fillMessage(contractTemplate(code), wordsOf(params)), params: { ...params, code } };
}

/** The English words of the values that are codes themselves (`what`: a range's name under `rangeWhat`). */
function wordsOf(params: ContractMessageParams): ContractMessageParams {
  return typeof params.what === "string" ? { ...params, what: contractTemplate(`rangeWhat.${params.what}` as ContractMessageCode) } : params;
}

/** The code and values behind a message a contract check produced, or null for zod's own. */
export function contractMessageOf(text: string): { code: ContractMessageCode; params: ContractMessageParams } | null {
  return byText.get(text) ?? null;
}
