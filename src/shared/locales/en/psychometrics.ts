/**
 * Names of what the scoring engine reports, keyed by the engine's stable codes: traits, facets (by IPIP-NEO
 * code), pillars and their domains, bands and levels, regulation, executive and dark-side dimensions,
 * archetypes, norm groups. The one English for these names (where the domain still carries a word, e.g. the score's
 * band words or the facet table, src/web/lib/psychometrics/labels.test.ts keeps the two equal); later languages
 * translate these keys. One catalog for both sides: the web registers it as its `psychometrics` namespace
 * (src/web/locales/en/psychometrics.ts) and the server as its own (src/server/locales/en/index.ts, the PDFs).
 */
export default {
  trait: {
    openness: "Openness",
    conscientiousness: "Conscientiousness",
    extraversion: "Extraversion",
    agreeableness: "Agreeableness",
    neuroticism: "Neuroticism",
  },
  traitDescription: {
    openness: "Imagination, curiosity and a liking for new ideas, art and experiences.",
    conscientiousness: "Organisation, persistence and self-discipline in pursuing goals.",
    extraversion: "Energy drawn from people and activity; sociability and assertiveness.",
    agreeableness: "Concern for cooperation and social harmony; trust and consideration for others.",
    neuroticism: "The tendency to experience negative emotions such as worry, anger and sadness.",
  },
  /** The spec's facet names (NEO PI-R wording), by IPIP-NEO-120 code. */
  facet: {
    N1: "Anxiety",
    N2: "Angry Hostility",
    N3: "Depression",
    N4: "Self-Consciousness",
    N5: "Impulsiveness",
    N6: "Vulnerability",
    E1: "Warmth",
    E2: "Gregariousness",
    E3: "Assertiveness",
    E4: "Activity",
    E5: "Excitement-Seeking",
    E6: "Positive Emotions",
    O1: "Fantasy",
    O2: "Aesthetics",
    O3: "Feelings",
    O4: "Actions",
    O5: "Ideas",
    O6: "Values",
    A1: "Trust",
    A2: "Straightforwardness",
    A3: "Altruism",
    A4: "Compliance",
    A5: "Modesty",
    A6: "Tender-Mindedness",
    C1: "Competence",
    C2: "Order",
    C3: "Dutifulness",
    C4: "Achievement Striving",
    C5: "Self-Discipline",
    C6: "Deliberation",
  },
  /** The IPIP-NEO-120 facet labels, by code. */
  facetIpip: {
    N1: "Anxiety",
    N2: "Anger",
    N3: "Depression",
    N4: "Self-Consciousness",
    N5: "Immoderation",
    N6: "Vulnerability",
    E1: "Friendliness",
    E2: "Gregariousness",
    E3: "Assertiveness",
    E4: "Activity Level",
    E5: "Excitement-Seeking",
    E6: "Cheerfulness",
    O1: "Imagination",
    O2: "Artistic Interests",
    O3: "Emotionality",
    O4: "Adventurousness",
    O5: "Intellect",
    O6: "Liberalism",
    A1: "Trust",
    A2: "Morality",
    A3: "Altruism",
    A4: "Cooperation",
    A5: "Modesty",
    A6: "Sympathy",
    C1: "Self-Efficacy",
    C2: "Orderliness",
    C3: "Dutifulness",
    C4: "Achievement-Striving",
    C5: "Self-Discipline",
    C6: "Cautiousness",
  },
  pillar: {
    sustainable: "Sustainable",
    performance: "Performance",
    potential: "Potential",
  },
  /** Pillar domains, by domain id. */
  domain: {
    wellbeing: "Wellbeing",
    resilience: "Resilience",
    "self-regulation": "Self-regulation",
    relationships: "Relationships",
    execution: "Execution",
    reliability: "Reliability",
    drive: "Drive",
    "learning-agility": "Learning agility",
    creativity: "Creativity",
    "leadership-emergence": "Leadership emergence",
  },
  /** Spec §9 percentile labels. */
  band: {
    exceptional: "Exceptional",
    veryHigh: "Very High",
    high: "High",
    average: "Average",
    low: "Low",
    veryLow: "Very Low",
  },
  /** Spec §9 emotional-regulation bands. */
  regulationBand: {
    exceptional: "Exceptional",
    strong: "Strong",
    developing: "Developing",
    needsDevelopment: "Needs Development",
  },
  /** Spec §9 executive competency levels. */
  level: {
    exceptional: "Exceptional",
    strong: "Strong",
    competent: "Competent",
    developing: "Developing",
  },
  readiness: {
    ready: "Ready",
    nearlyReady: "Nearly Ready",
    developing: "Developing",
  },
  /** Spec §9 profile balance. */
  balance: {
    high: "High",
    moderate: "Moderate",
    low: "Low",
  },
  profileType: {
    wellRounded: "Well-Rounded",
    specialized: "Specialized",
  },
  /** Where a pillar score stands against its benchmark. */
  standing: {
    top10: "at or above the “top 10%” line",
    top25: "at or above the “top 25%” line",
    aboveAverage: "at or above the “average” line",
    belowAverage: "below the “average” line",
  },
  /** Spec §9 pillar guidance. */
  priority: {
    high: "High priority",
    medium: "Medium priority",
    low: "Low priority",
  },
  /** Dark-side risk of one derailer (and overall). */
  risk: {
    high: "High risk",
    moderate: "Moderate risk",
    low: "Low risk",
  },
  /** Facet coverage bands. */
  coverage: {
    good: "Good coverage",
    fair: "Fair coverage",
    poor: "Poor coverage",
  },
  regulation: {
    selfAwareness: "Self-Awareness",
    selfManagement: "Self-Management",
    socialAwareness: "Social Awareness",
    relationshipManagement: "Relationship Management",
    stressTolerance: "Stress Tolerance",
    impulseControl: "Impulse Control",
    emotionalStability: "Emotional Stability",
  },
  executive: {
    strategicThinking: "Strategic Thinking",
    decisionMaking: "Decision Making",
    changeLeadership: "Change Leadership",
    executivePresence: "Executive Presence",
    stakeholderManagement: "Stakeholder Management",
    teamDevelopment: "Team Development",
    resultsOrientation: "Results Orientation",
    innovationDrive: "Innovation Drive",
  },
  darkSide: {
    narcissism: "Narcissism",
    machiavellianism: "Machiavellianism",
    psychopathy: "Psychopathy",
    perfectionism: "Perfectionism",
    micromanagement: "Micromanagement",
  },
  /** Johnson's IPIP-NEO-120 norm groups by id, as "Compared with: …" names them, and the pooled mix. */
  normGroup: {
    "male-under-21": "men under 21 years old",
    "male-21-40": "men between 21 and 40 years old",
    "male-41-60": "men between 41 and 60 years of age",
    "male-over-60": "men over 60 years old",
    "female-under-21": "women under 21 years old",
    "female-21-40": "women between 21 and 40 years old",
    "female-41-60": "women between 41 and 60 years old",
    "female-over-60": "women over 60 years old",
    general: "an equal-weight mix of Johnson's 8 sex × age norm groups",
  },
  /** Archetypes (Facetwise's definitions): name and one-line summary. */
  archetype: {
    innovator: { name: "Innovator", summary: "Curious and energetic; generates ideas and is willing to challenge consensus." },
    executor: { name: "Executor", summary: "Disciplined and steady under pressure; prefers proven methods and delivers." },
    leader: { name: "Leader", summary: "Takes charge and follows through; the trait pattern most associated with leadership (Judge et al. 2002)." },
    collaborator: { name: "Collaborator", summary: "Warm, sociable and cooperative; builds and holds teams together." },
    analyst: { name: "Analyst", summary: "Intellectually curious and thorough; prefers depth and careful work to the spotlight." },
    stabilizer: { name: "Stabilizer", summary: "Calm, patient and accommodating; a steadying presence in change and conflict." },
  },
} as const;
