/**
 * Explanatory text on the results pages: what each derailer looks like and how to mitigate it, and
 * development actions per executive competency. Words only (Facetwise content, not scores); which of these
 * apply to a person is decided by the score the server returns (src/domain rules).
 */
import type { DarkSideTrait } from "../../../domain/psychometrics/dimension-map.ts";
import type { ExecutiveCompetency } from "../../../domain/psychometrics/executive.ts";
import type { RegulationDimension } from "../../../domain/psychometrics/regulation.ts";

export interface DerailerText {
  /** What the trait is, in one sentence. */
  readonly about: string;
  /** How it tends to affect others and results when it shows. */
  readonly impact: string;
  /** Things that help keep it in check. */
  readonly mitigation: readonly string[];
}

export const DERAILERS: Readonly<Record<DarkSideTrait, DerailerText>> = {
  narcissism: {
    about: "A strong need to be admired and seen as exceptional (CAT-PD Grandiosity and Exhibitionism).",
    impact: "Under pressure it can show as taking credit, discounting others' ideas and reacting badly to criticism, which erodes trust and keeps bad news from reaching you.",
    mitigation: [
      "Name the contributions of others explicitly, in the meetings where results are discussed.",
      "Ask for critical feedback on a specific decision each month, and thank the person who gives it.",
      "Before presenting, check that the story is about the outcome and the team, not about you.",
      "Invite a trusted colleague to tell you when you dominate a discussion.",
    ],
  },
  machiavellianism: {
    about: "A readiness to influence people by manipulation or concealment to get ahead (CAT-PD Manipulativeness).",
    impact: "When it shows, colleagues sense hidden agendas; cooperation becomes transactional and people protect themselves instead of sharing information.",
    mitigation: [
      "State your goals and interests openly at the start of negotiations and discussions.",
      "Apply a simple test before acting: would I be comfortable if everyone involved saw how I did this?",
      "Build alliances on shared goals that you name, not on favours owed.",
      "Keep commitments visible, for example in a shared decision log.",
    ],
  },
  psychopathy: {
    about: "Low concern for others' feelings combined with thrill seeking and unreliability (CAT-PD Callousness, Risk Taking and Irresponsibility).",
    impact: "It can show as bold but careless decisions, broken commitments and indifference to the people affected, which creates risk and damages loyalty.",
    mitigation: [
      "Run significant decisions past someone whose job is to look for risks, and take their objections seriously.",
      "Before announcing a change, list who is affected and how, and talk to the most affected first.",
      "Track your commitments in one place and review them every week.",
      "Agree limits on risk with your manager or board in advance, not during the decision.",
    ],
  },
  perfectionism: {
    about: "Demanding flawless work from yourself and others (CAT-PD Perfectionism).",
    impact: "It can slow delivery, make it hard to delegate and leave people feeling that nothing is ever good enough, which lowers initiative and morale.",
    mitigation: [
      "Agree what 'good enough' means for each deliverable before work starts.",
      "Separate the few tasks that must be perfect from the many that need to be done.",
      "Time-box reviews and limit yourself to a set number of comments.",
      "Praise progress and effort, not only flawless results.",
    ],
  },
  micromanagement: {
    about: "A need to control how others work and a belief that there is one right way (CAT-PD Domineering and Rigidity).",
    impact: "It can leave people waiting for approval, stop them learning and make you a bottleneck; capable people may leave.",
    mitigation: [
      "Delegate outcomes with clear success criteria, and let people choose the method.",
      "Agree check-in points in advance instead of checking in whenever you feel uneasy.",
      "When you disagree with an approach that would still work, let it go ahead.",
      "Ask your team once a quarter where you could step back.",
    ],
  },
};

/** Development actions per executive competency (shown for the development priorities). */
export const EXECUTIVE_ACTIONS: Readonly<Record<ExecutiveCompetency, readonly string[]>> = {
  strategicThinking: [
    "Set aside time each week to study trends in your market and write down what they mean for your area.",
    "Before major decisions, describe at least two alternative futures and how each option fares in them.",
  ],
  decisionMaking: [
    "For important decisions, write down the options, criteria and the information you are missing before choosing.",
    "Review past decisions after three months: what did you know, what did you assume, what would you do differently?",
  ],
  changeLeadership: [
    "Volunteer to lead a change initiative outside your comfort zone, with a mentor who has done it before.",
    "Explain the reason for a change and what will stay the same before explaining what will change.",
  ],
  executivePresence: [
    "Practise opening meetings and presentations with your conclusion, then the reasons.",
    "Ask a trusted peer for feedback on how you come across in senior meetings, and work on one point at a time.",
  ],
  stakeholderManagement: [
    "Map your key stakeholders, what each needs from you, and how often you speak with them.",
    "Meet one stakeholder you rarely talk to each month to understand their priorities.",
  ],
  teamDevelopment: [
    "Hold regular development conversations with each direct report about their goals, not only their tasks.",
    "Delegate one stretch assignment per quarter and coach the person through it.",
  ],
  resultsOrientation: [
    "Translate goals into a few measurable outcomes with owners and dates, and review them every week.",
    "Finish or drop open initiatives before starting new ones.",
  ],
  innovationDrive: [
    "Run small, cheap experiments on new ideas and decide on evidence from them.",
    "Ask your team regularly which process they would change, and act on at least one suggestion.",
  ],
};

/** One line per regulation dimension on what it covers. */
export const REGULATION_ABOUT: Readonly<Record<RegulationDimension, string>> = {
  selfAwareness: "Noticing and understanding your own feelings as they arise.",
  selfManagement: "Regulating what you feel and do, including irritation and urges.",
  socialAwareness: "Sensing and caring about what others feel.",
  relationshipManagement: "Showing warmth and handling disagreement without hostility.",
  stressTolerance: "Staying calm and effective under pressure.",
  impulseControl: "Thinking before acting or speaking, and resisting urges.",
  emotionalStability: "An even mood that recovers quickly from setbacks.",
};
