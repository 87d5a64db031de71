/**
 * Our own flow questions for the three pillars (spec §2 Assessment flow: multiple_choice, ranking, scale,
 * text, scenario). Facetwise content, NOT a published or normed instrument (`normed: false` on every item):
 * option values 1-5 are our judgement of effectiveness, scale answers are rescaled to 1-5, and ranking and
 * text answers are recorded for the report but never scored.
 */
import type { AnswerOption, ItemInput, Pillar } from "./item-types.ts";
import { QUESTION_CARD_TEXT_MAX, SCALE_DEFAULT_MAX, SCALE_DEFAULT_MIN } from "./item-types.ts";
import { EXECUTIVE_SCENARIOS } from "./executive-scenarios.ts";
import { displayOrder } from "./option-order.ts";

/** Item bank id and version of our flow questions. */
export const FLOW_BANK = "facetwise-flow";

/** One of our flow questions. */
export interface FlowQuestion {
  readonly id: string;
  readonly pillar: Pillar;
  /** A pillar domain id from pillars.ts. */
  readonly domain: string;
  readonly text: string;
  readonly input: ItemInput;
  /** Spec §3 executiveContext flag. */
  readonly executiveContext?: boolean;
}

/** Options valued 1..5 from labels listed least to most effective. */
export function graded(...labels: [string, string, string, string, string]): readonly AnswerOption[] {
  return labels.map((label, i) => ({ value: i + 1, label }));
}

const scale = (minLabel: string, maxLabel: string): ItemInput => ({ type: "scale", min: SCALE_DEFAULT_MIN, max: SCALE_DEFAULT_MAX, minLabel, maxLabel });
const text: ItemInput = { type: "text", maxLength: QUESTION_CARD_TEXT_MAX };
const mc = (...l: [string, string, string, string, string]): ItemInput => ({ type: "multiple_choice", options: graded(...l) });
const scenario = (...l: [string, string, string, string, string]): ItemInput => ({ type: "scenario", options: graded(...l) });
const ranking = (...items: string[]): ItemInput => ({ type: "ranking", items });

const q = (id: string, pillar: Pillar, domain: string, t: string, input: ItemInput): FlowQuestion => {
  const full = `flow.${pillar}.${id}`;
  const shown = input.type === "multiple_choice" || input.type === "scenario" ? { ...input, options: displayOrder(full, input.options) } : input;
  return { id: full, pillar, domain, text: t, input: shown };
};

/** Our general flow questions, grouped by pillar. */
export const FLOW_QUESTIONS: readonly FlowQuestion[] = [
  q(
    "wellbeing.energy",
    "sustainable",
    "wellbeing",
    "Over the last month, how often did you end the working day with energy left for the rest of your life?",
    scale("Almost never", "Almost always"),
  ),
  q(
    "wellbeing.recovery",
    "sustainable",
    "wellbeing",
    "After an intense period at work, how do you usually recover?",
    mc(
      "I rarely get the chance before the next push",
      "Only when I am forced to, for example by illness",
      "I take time off once things calm down",
      "I plan recovery time after demanding periods",
      "Recovery is built into my routine, so intense periods do not drain me",
    ),
  ),
  q("wellbeing.sustain", "sustainable", "wellbeing", "What would most help you sustain your performance over the next year?", text),
  q(
    "resilience.setback",
    "sustainable",
    "resilience",
    "A project you led for six months is cancelled a week before launch. What are you most likely to do in the first few days?",
    scenario(
      "Dwell on it and find it hard to focus on other work",
      "Vent to colleagues about the decision",
      "Accept it quietly and move on without discussing it",
      "Ask for the reasons and note what you can learn",
      "Ask for the reasons, help the team absorb it and redirect effort to the next priority",
    ),
  ),
  q("resilience.pressure", "sustainable", "resilience", "When deadlines pile up, how well do you keep your judgment clear?", scale("I lose track easily", "I stay clear-headed")),
  q(
    "self-regulation.criticism",
    "sustainable",
    "self-regulation",
    "In a meeting, a colleague sharply criticises your work in front of others. What do you do?",
    scenario(
      "Respond sharply in kind",
      "Go quiet and stay upset for the rest of the day",
      "Defend every point on the spot",
      "Acknowledge the point and suggest discussing details afterwards",
      "Stay calm, ask what specifically concerns them and follow up privately",
    ),
  ),
  q("self-regulation.frustration", "sustainable", "self-regulation", "Describe a recent situation at work that frustrated you, and what you did to manage your reaction.", text),
  q(
    "relationships.support",
    "sustainable",
    "relationships",
    "When a colleague is struggling, what do you typically do?",
    mc(
      "Assume they will ask if they need help",
      "Notice, but leave it to their manager",
      "Offer help if it does not affect my own work",
      "Check in with them and offer concrete help",
      "Check in, help, and make sure they have support beyond me",
    ),
  ),
  q(
    "relationships.values",
    "sustainable",
    "relationships",
    "Rank what matters most to you in a working relationship.",
    ranking("Trust", "Open communication", "Shared goals", "Mutual respect", "Reliability"),
  ),
  q("execution.follow-through", "performance", "execution", "How often do you finish what you commit to on time, without reminders?", scale("Rarely", "Always")),
  q(
    "execution.competing-requests",
    "performance",
    "execution",
    "Three stakeholders send urgent requests and you have time for only one today. What do you do?",
    scenario(
      "Work on whichever request arrived first",
      "Try to do a little of all three",
      "Do the one from the most senior person",
      "Compare impact and deadlines, then pick one",
      "Compare impact and deadlines, pick one, and tell the other two when they will hear back",
    ),
  ),
  q("execution.achievement", "performance", "execution", "Describe an achievement at work you are proud of and what you personally contributed.", text),
  q(
    "reliability.quality-check",
    "performance",
    "reliability",
    "How do you check important work before you hand it over?",
    mc(
      "I rarely check; others will catch mistakes",
      "I check only if I have time left",
      "I read it through once",
      "I check it against the requirements",
      "I check it against the requirements and ask for a review of the critical parts",
    ),
  ),
  q(
    "reliability.mistake",
    "performance",
    "reliability",
    "You discover an error in a report you already sent to a client. What do you do?",
    scenario(
      "Hope nobody notices",
      "Fix it silently in the next version",
      "Mention it if the client asks",
      "Tell your manager and correct it",
      "Tell the client and your manager promptly, send a correction and explain how you will prevent a repeat",
    ),
  ),
  q(
    "drive.goals",
    "performance",
    "drive",
    "How demanding are the goals you set yourself, compared with what your role requires?",
    scale("Much less demanding", "Much more demanding"),
  ),
  q(
    "drive.obstacle",
    "performance",
    "drive",
    "When an important goal meets an unexpected obstacle, you usually…",
    mc(
      "drop it and move on to something else",
      "wait for someone else to remove the obstacle",
      "keep trying the same approach",
      "look for a different route to the goal",
      "look for a different route and enlist the people who can help",
    ),
  ),
  q(
    "drive.motivators",
    "performance",
    "drive",
    "Rank what motivates you most at work.",
    ranking("Achieving difficult goals", "Recognition", "Learning", "Helping others succeed", "Financial reward"),
  ),
  q(
    "learning-agility.feedback",
    "potential",
    "learning-agility",
    "Your manager gives you critical feedback that you believe is partly unfair. What do you do?",
    scenario(
      "Dismiss it",
      "Argue each point",
      "Accept it without comment",
      "Ask for examples to understand it",
      "Ask for examples, decide what is valid, and agree what you will change",
    ),
  ),
  q(
    "learning-agility.new-area",
    "potential",
    "learning-agility",
    "How quickly do you usually become effective in an unfamiliar task or area?",
    scale("Very slowly", "Very quickly"),
  ),
  q(
    "learning-agility.stretch",
    "potential",
    "learning-agility",
    "When offered an assignment well outside your experience, you…",
    mc("decline it", "accept only if it is required", "accept, but worry about failing", "accept and plan how to learn what you need", "look for such assignments deliberately"),
  ),
  q("learning-agility.next-year", "potential", "learning-agility", "What is the most important thing you want to learn in the next year, and why?", text),
  q(
    "creativity.process",
    "potential",
    "creativity",
    "You notice that a process your team uses every week wastes time. What do you do?",
    scenario(
      "Nothing; it is not my process",
      "Complain about it",
      "Work around it myself",
      "Propose an improvement to whoever owns it",
      "Propose an improvement, offer to pilot it and measure the result",
    ),
  ),
  q("creativity.frequency", "potential", "creativity", "How often do you suggest new ways of doing things at work?", scale("Never", "Very often")),
  q("creativity.idea", "potential", "creativity", "Describe an idea you would like to try in your work in the next six months.", text),
  q(
    "leadership-emergence.no-lead",
    "potential",
    "leadership-emergence",
    "Your team needs direction and nobody has taken the lead. You…",
    mc(
      "wait for someone to be appointed",
      "follow whoever speaks first",
      "suggest a direction if asked",
      "propose a direction and invite views",
      "propose a direction, agree roles and keep the group moving",
    ),
  ),
  q(
    "leadership-emergence.aspiration",
    "potential",
    "leadership-emergence",
    "Rank the roles you would most like to grow into.",
    ranking("Leading a team", "Deep expertise in my field", "Leading change across the organization", "Building client or partner relationships", "Starting new initiatives"),
  ),
  ...EXECUTIVE_SCENARIOS,
];

const BY_ID = new Map(FLOW_QUESTIONS.map((f) => [f.id, f]));

/** A flow question by id; throws on an unknown id (module definitions must name real questions). */
export function flowQuestion(id: string): FlowQuestion {
  const f = BY_ID.get(id);
  if (!f) throw new Error(`unknown flow question "${id}"`);
  return f;
}

/** True when a flow input type is scored into a 1-5 pillar value (multiple choice, scenario, scale). */
export function isScoredInput(input: ItemInput): boolean {
  return input.type === "multiple_choice" || input.type === "scenario" || input.type === "scale" || input.type === "likert";
}
