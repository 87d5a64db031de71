/**
 * Explanatory text on the results pages and the results PDF: what each derailer looks like and how to mitigate it,
 * development actions per executive competency, what each regulation dimension covers, the EQ quadrants' balance
 * sentence and the result's notes on how the numbers were made. Facetwise content, not scores. One catalog for
 * both sides: the web's `results-content` namespace and the server's (src/server/locales/en/index.ts).
 */
export default {
  derailer: {
    narcissism: {
      about: "A strong need to be admired and seen as exceptional (CAT-PD Grandiosity and Exhibitionism).",
      impact: "Under pressure it can show as taking credit, discounting others' ideas and reacting badly to criticism, which erodes trust and keeps bad news from reaching you.",
      mitigation: {
        m1: "Name the contributions of others explicitly, in the meetings where results are discussed.",
        m2: "Ask for critical feedback on a specific decision each month, and thank the person who gives it.",
        m3: "Before presenting, check that the story is about the outcome and the team, not about you.",
        m4: "Invite a trusted colleague to tell you when you dominate a discussion.",
      },
    },
    machiavellianism: {
      about: "A readiness to influence people by manipulation or concealment to get ahead (CAT-PD Manipulativeness).",
      impact: "When it shows, colleagues sense hidden agendas; cooperation becomes transactional and people protect themselves instead of sharing information.",
      mitigation: {
        m1: "State your goals and interests openly at the start of negotiations and discussions.",
        m2: "Apply a simple test before acting: would I be comfortable if everyone involved saw how I did this?",
        m3: "Build alliances on shared goals that you name, not on favours owed.",
        m4: "Keep commitments visible, for example in a shared decision log.",
      },
    },
    psychopathy: {
      about: "Low concern for others' feelings combined with thrill seeking and unreliability (CAT-PD Callousness, Risk Taking and Irresponsibility).",
      impact: "It can show as bold but careless decisions, broken commitments and indifference to the people affected, which creates risk and damages loyalty.",
      mitigation: {
        m1: "Run significant decisions past someone whose job is to look for risks, and take their objections seriously.",
        m2: "Before announcing a change, list who is affected and how, and talk to the most affected first.",
        m3: "Track your commitments in one place and review them every week.",
        m4: "Agree limits on risk with your manager or board in advance, not during the decision.",
      },
    },
    perfectionism: {
      about: "Demanding flawless work from yourself and others (CAT-PD Perfectionism).",
      impact: "It can slow delivery, make it hard to delegate and leave people feeling that nothing is ever good enough, which lowers initiative and morale.",
      mitigation: {
        m1: "Agree what 'good enough' means for each deliverable before work starts.",
        m2: "Separate the few tasks that must be perfect from the many that need to be done.",
        m3: "Time-box reviews and limit yourself to a set number of comments.",
        m4: "Praise progress and effort, not only flawless results.",
      },
    },
    micromanagement: {
      about: "A need to control how others work and a belief that there is one right way (CAT-PD Domineering and Rigidity).",
      impact: "It can leave people waiting for approval, stop them learning and make you a bottleneck; capable people may leave.",
      mitigation: {
        m1: "Delegate outcomes with clear success criteria, and let people choose the method.",
        m2: "Agree check-in points in advance instead of checking in whenever you feel uneasy.",
        m3: "When you disagree with an approach that would still work, let it go ahead.",
        m4: "Ask your team once a quarter where you could step back.",
      },
    },
  },
  /** Development actions per executive competency (shown for the development priorities). */
  executiveActions: {
    strategicThinking: {
      a1: "Set aside time each week to study trends in your market and write down what they mean for your area.",
      a2: "Before major decisions, describe at least two alternative futures and how each option fares in them.",
    },
    decisionMaking: {
      a1: "For important decisions, write down the options, criteria and the information you are missing before choosing.",
      a2: "Review past decisions after three months: what did you know, what did you assume, what would you do differently?",
    },
    changeLeadership: {
      a1: "Volunteer to lead a change initiative outside your comfort zone, with a mentor who has done it before.",
      a2: "Explain the reason for a change and what will stay the same before explaining what will change.",
    },
    executivePresence: {
      a1: "Practise opening meetings and presentations with your conclusion, then the reasons.",
      a2: "Ask a trusted peer for feedback on how you come across in senior meetings, and work on one point at a time.",
    },
    stakeholderManagement: {
      a1: "Map your key stakeholders, what each needs from you, and how often you speak with them.",
      a2: "Meet one stakeholder you rarely talk to each month to understand their priorities.",
    },
    teamDevelopment: {
      a1: "Hold regular development conversations with each direct report about their goals, not only their tasks.",
      a2: "Delegate one stretch assignment per quarter and coach the person through it.",
    },
    resultsOrientation: {
      a1: "Translate goals into a few measurable outcomes with owners and dates, and review them every week.",
      a2: "Finish or drop open initiatives before starting new ones.",
    },
    innovationDrive: {
      a1: "Run small, cheap experiments on new ideas and decide on evidence from them.",
      a2: "Ask your team regularly which process they would change, and act on at least one suggestion.",
    },
  },
  /** One line per regulation dimension on what it covers. */
  regulationAbout: {
    selfAwareness: "Noticing and understanding your own feelings as they arise.",
    selfManagement: "Regulating what you feel and do, including irritation and urges.",
    socialAwareness: "Sensing and caring about what others feel.",
    relationshipManagement: "Showing warmth and handling disagreement without hostility.",
    stressTolerance: "Staying calm and effective under pressure.",
    impulseControl: "Thinking before acting or speaking, and resisting urges.",
    emotionalStability: "An even mood that recovers quickly from setbacks.",
  },
  /** The EQ quadrants' balance sentence, by the domain's `balance` code (eqQuadrants). */
  quadrantBalance: {
    balanced: "Your internal (self) and external (social) emotional skills are in balance.",
    "self-leaning": "You manage your own emotions more readily than you read and respond to others' emotions.",
    "social-leaning": "You read and respond to others' emotions more readily than you manage your own.",
    unknown: "Not enough answers to compare the self and social sides.",
  },
  /** How the numbers were made: the result's notes by code (src/domain/psychometrics/result.ts resultNoteCodes); {{traits}} names the prorated traits. */
  notes: {
    shortForm:
      "This form asks fewer IPIP-NEO-120 items than the full 120, so {{traits}} raw scores were prorated to the full-form scale (item mean × 24, facets × 4) before norming. Percentiles from prorated scores are approximate: a mean of fewer items spreads wider than a full-form score.",
    skipped:
      "Some {{traits}} items were left unanswered, so those raw scores were prorated from the items answered (item mean × 24, facets × 4); their percentiles are approximate.",
    norms: "Big Five percentiles compare you with Johnson's IPIP-NEO-120 norm group named here; the norms were collected with 'Very Inaccurate … Very Accurate' answer labels.",
    minimum:
      "A trait needs at least 12 of its 24 items answered, and a facet 2 of its 4 (half of the full IPIP-NEO-120 scale), before it gets a percentile; with fewer it shows 'not enough answers' and is left out of the lists, profile type and archetypes.",
    lists:
      "Strongest Traits lists up to three traits at the 75th percentile or higher in their desirable direction, Development Areas up to three below the 25th; for Neuroticism the low end is the desirable one, so a high Neuroticism percentile counts as a development area and is coloured as a concern. A trait is never in both lists, and either list may be short or empty.",
    unnormed:
      "Emotional regulation, executive, derailment and pillar scores have no published norms: they are shown 0-100 as percent of the maximum possible score, not as percentiles. Their bands, benchmarks and 'top 10% / top 25%' lines are fixed reference points, not norms.",
    darkSide:
      "Derailer levels follow the 0-100 score: moderate from 62.5, high from 75 (agreeing on average with the derailer's statements), critical from 87.5. A derailer needs at least half of its screen items answered. Narcissism, Machiavellianism and Psychopathy here are Facetwise's groupings of CAT-PD-SF scales, not validated Dark Triad measures.",
  },
} as const;
