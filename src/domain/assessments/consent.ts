/**
 * Consent before the first answer. The wording the respondent agrees to lives in the web catalog
 * (src/web/locales/en/taking.ts, `consent.*`) and is identified by this version, which the server records
 * with the response (assessment_response.consent_version, with consent_at). Any change to that wording
 * must come with a new version: src/web/locales/consent-version.test.ts fails until it does.
 */
export const CONSENT_VERSION = "2026-11-consent-v1";
