/**
 * English words of the analytics insights (domain/analytics/insights.ts answers codes and figures) where the
 * server writes them: the generated reports' performance insights. The dashboards word the same codes with the
 * web's analytics catalog (`insights.kinds`), from the same shared text (src/shared/locales/en/analytics-insights.ts).
 */
import { insightKinds } from "../../../shared/locales/en/analytics-insights.ts";

export const analytics = {
  /** The members with no department (a department of null). */
  noDepartment: "No department",
  traits: {
    openness: "Openness",
    conscientiousness: "Conscientiousness",
    extraversion: "Extraversion",
    agreeableness: "Agreeableness",
    neuroticism: "Neuroticism",
  },
  insights: insightKinds,
} as const;
