/**
 * The competency tree's words (src/domain/design/competency-tree.ts holds its ids and numbers): the 5 groups, the 20
 * nodes with the reason for each of their facet links (by IPIP-NEO facet code), the 3 quick templates, and where the
 * links come from. One English catalog both sides read: the web app's creator and designed results (`competency-tree`
 * namespace); a node or group the catalog does not know keeps its id.
 */
export default {
  /** Where the links come from, in plain words (shown beside the creator's coverage preview and under a node-based result). */
  mappingSource:
    "These competency-to-facet links are Facetwise's documented judgement, made from the facet definitions (the NEO PI-R facet descriptions as used by Johnson's IPIP-NEO). They are not validated research findings and their correlations and confidences are not empirical coefficients.",
  groups: {
    leadership: "Leadership",
    thinking: "Thinking & Problem Solving",
    interpersonal: "Interpersonal",
    drive: "Drive & Execution",
    resilience: "Resilience & Adaptability",
  },
  nodes: {
    "strategic-vision": {
      label: "Strategic vision",
      description: "Sets a direction from a grasp of complex ideas and of where things could go.",
      links: {
        O5: "Ideas (O5) is the appetite for abstract, complex thinking that long-range direction-setting rests on.",
        O1: "Fantasy (O1) is imagining possibilities that do not exist yet, which envisioning a future needs.",
        O4: "Actions (O4) is openness to new ways of doing things; it supports a vision of change but is not vision itself.",
        C4: "Achievement Striving (C4) adds ambitious goals, though striving can be short-term as easily as strategic.",
      },
    },
    "taking-charge": {
      label: "Taking charge",
      description: "Steps forward to lead, makes the call and carries people with it.",
      links: {
        E3: "Assertiveness (E3) is taking charge, directing others and speaking up: the core of stepping into a lead.",
        C1: "Competence (C1) is feeling capable and effective, the self-belief needed to make and own decisions.",
        N4: "Self-Consciousness (N4) is unease and embarrassment in front of others, which holds people back from leading.",
        E4: "Activity (E4) is a fast, energetic tempo; it helps drive things forward but does not make someone lead.",
      },
    },
    "developing-others": {
      label: "Developing others",
      description: "Invests in other people's growth through support, patience and encouragement.",
      links: {
        A3: "Altruism (A3) is an active concern for others' welfare and readiness to help them, the motive for developing people.",
        A6: "Tender-Mindedness (A6) is sympathy for others' needs, which makes a developer notice what a person needs.",
        E1: "Warmth (E1) is friendliness and interest in people, which builds the relationship coaching depends on.",
        A1: "Trust (A1) is assuming others mean well; giving people stretch work needs some of it, but the link is loose.",
      },
    },
    integrity: {
      label: "Integrity",
      description: "Is honest and keeps commitments, so others can rely on what is said and promised.",
      links: {
        A2: "Straightforwardness (A2) is frankness and not manipulating others: honesty in dealings.",
        C3: "Dutifulness (C3) is adhering to ethical principles and keeping promises.",
        A5: "Modesty (A5) is not claiming more than one's due; it fits ethical leadership but is a different quality.",
      },
    },
    "analytical-thinking": {
      label: "Analytical thinking",
      description: "Breaks problems down, weighs evidence and reasons through to a conclusion.",
      links: {
        O5: "Ideas (O5) is enjoying puzzles, abstract ideas and intellectual debate, the disposition behind analysis.",
        C6: "Deliberation (C6) is thinking carefully before acting, which makes analysis thorough rather than hasty.",
        C2: "Order (C2) is a liking for method and organisation; it can help structure a problem but is mostly about tidiness.",
      },
    },
    creativity: {
      label: "Creativity & innovation",
      description: "Generates original ideas and new ways of doing things.",
      links: {
        O1: "Fantasy (O1) is a vivid imagination, the source of original ideas.",
        O5: "Ideas (O5) is intellectual curiosity and openness to unconventional ideas.",
        O4: "Actions (O4) is a preference for variety and trying new things, which puts ideas into new practice.",
        O2: "Aesthetics (O2) is appreciation of art and beauty; it goes with creativity in some fields only.",
      },
    },
    "sound-judgement": {
      label: "Sound judgement",
      description: "Makes deliberate, considered decisions rather than rash ones.",
      links: {
        C6: "Deliberation (C6) is thinking through possibilities and consequences before acting: the core of considered decisions.",
        N5: "Impulsiveness (N5) is giving in to urges; more of it means more rash choices, though the facet is about cravings rather than decisions.",
        O5: "Ideas (O5) adds willingness to weigh complex information instead of settling for the first answer.",
        C1: "Competence (C1) is feeling capable; confident judgement needs it, but it does not make judgement sound.",
      },
    },
    "learning-agility": {
      label: "Learning agility",
      description: "Seeks out new experiences and learns quickly from them.",
      links: {
        O4: "Actions (O4) is willingness to try new activities and leave the familiar, the first step of learning from experience.",
        O5: "Ideas (O5) is curiosity and the enjoyment of learning and new ideas.",
        C4: "Achievement Striving (C4) is the wish to improve, which keeps learning going after the novelty fades.",
        O6: "Values (O6) is readiness to re-examine views; it may help unlearning, but the facet is mainly about social and political values.",
      },
    },
    collaboration: {
      label: "Collaboration",
      description: "Works with others towards shared goals, resolving disagreement without hostility.",
      links: {
        A4: "Compliance (A4) is deferring in conflict and not retaliating, which keeps joint work going.",
        A1: "Trust (A1) is believing that others are honest and well-meaning, the basis of relying on a team.",
        E1: "Warmth (E1) is friendliness that makes others want to work together.",
        A5: "Modesty (A5) is not seeking the limelight; it helps sharing credit but is not collaboration itself.",
      },
    },
    communication: {
      label: "Communication & influence",
      description: "Expresses views clearly and confidently and persuades others.",
      links: {
        E3: "Assertiveness (E3) is speaking up and influencing others.",
        E1: "Warmth (E1) makes a communicator approachable and easier to listen to.",
        N4: "Self-Consciousness (N4) is shyness and fear of embarrassment, which hold back speaking up.",
        E2: "Gregariousness (E2) is liking crowds and company; it helps with presence in groups but says little about clarity.",
      },
    },
    empathy: {
      label: "Empathy",
      description: "Notices and cares about how others feel and responds to it.",
      links: {
        A6: "Tender-Mindedness (A6) is sympathy and concern for others, the caring side of empathy.",
        O3: "Feelings (O3) is awareness of emotions, one's own and by extension others', the noticing side of empathy.",
        A3: "Altruism (A3) is acting on concern for others by helping them.",
        E1: "Warmth (E1) shows care outwardly; warm people are not always empathic, and the reverse.",
      },
    },
    "relationship-building": {
      label: "Relationship building",
      description: "Builds and keeps a wide network of working relationships.",
      links: {
        E1: "Warmth (E1) is making friends easily and genuinely liking people.",
        E2: "Gregariousness (E2) is seeking the company of others, which widens a network.",
        E6: "Positive Emotions (E6) is cheerfulness, which makes contact pleasant; it is a support, not the skill.",
        A1: "Trust (A1) lets relationships deepen, though it also needs judgement of whom to trust.",
      },
    },
    "achievement-drive": {
      label: "Achievement drive",
      description: "Sets demanding goals and works hard to reach them.",
      links: {
        C4: "Achievement Striving (C4) is high aspiration and working hard to reach goals.",
        E4: "Activity (E4) is energy and a fast pace, which turns ambition into effort.",
        C1: "Competence (C1) is feeling capable, which makes demanding goals seem reachable.",
        N3: "Depression (N3) is low mood and discouragement, which can sap drive; the link to effort at work is loose.",
      },
    },
    "planning-organising": {
      label: "Planning & organising",
      description: "Plans work, keeps it in order and follows the plan.",
      links: {
        C2: "Order (C2) is neatness, method and liking a plan.",
        C5: "Self-Discipline (C5) is getting on with tasks and finishing them, which carries a plan through.",
        C6: "Deliberation (C6) is thinking ahead before acting, part of planning though mostly about caution.",
      },
    },
    reliability: {
      label: "Reliability",
      description: "Does what was agreed, on time and to standard.",
      links: {
        C3: "Dutifulness (C3) is keeping promises and meeting obligations.",
        C5: "Self-Discipline (C5) is following through on tasks despite boredom or distraction.",
        A2: "Straightforwardness (A2) is honesty; reliable people also say plainly when they cannot deliver.",
      },
    },
    initiative: {
      label: "Initiative",
      description: "Acts without being asked and keeps things moving.",
      links: {
        E4: "Activity (E4) is being busy, energetic and always on the go.",
        E3: "Assertiveness (E3) is taking the lead rather than waiting for direction.",
        C4: "Achievement Striving (C4) is going beyond what is required.",
        E5: "Excitement-Seeking (E5) is a taste for stimulation; it can prompt action but also risk for its own sake.",
      },
    },
    composure: {
      label: "Composure under pressure",
      description: "Stays calm and effective when stakes are high.",
      links: {
        N6: "Vulnerability (N6) is feeling unable to cope and panicking under stress; more of it means less composure.",
        N1: "Anxiety (N1) is worry and tension; more of it means less calm under pressure.",
        N2: "Angry Hostility (N2) is irritability and temper, which break composure when things go wrong.",
      },
    },
    "self-control": {
      label: "Self-control",
      description: "Keeps emotions and urges in check at work.",
      links: {
        N2: "Angry Hostility (N2) is how readily anger and frustration show; more of it means less self-control.",
        N5: "Impulsiveness (N5) is giving in to cravings and urges; more of it means less self-control.",
        C5: "Self-Discipline (C5) is making oneself do what needs doing, the task side of self-control.",
      },
    },
    adaptability: {
      label: "Adaptability",
      description: "Adjusts readily to change and new situations.",
      links: {
        O4: "Actions (O4) is preferring variety to routine and welcoming change.",
        N6: "Vulnerability (N6) is being overwhelmed by stress, which makes change harder to absorb.",
        O6: "Values (O6) is readiness to re-examine traditions; it may ease accepting new ways, but it is about social values.",
      },
    },
    optimism: {
      label: "Optimism",
      description: "Keeps a positive outlook and bounces back from setbacks.",
      links: {
        E6: "Positive Emotions (E6) is cheerfulness and optimism.",
        N3: "Depression (N3) is sadness, hopelessness and discouragement; more of it means less optimism.",
        C1: "Competence (C1) is confidence in one's ability, which supports expecting things to work out.",
      },
    },
  },
  templates: {
    "leadership-potential": {
      name: "Leadership potential",
      description: "Direction, taking charge, developing people and staying composed: the core of stepping into leadership.",
    },
    "team-collaboration": { name: "Team collaboration", description: "How someone works with others: collaborating, communicating, empathy and reliability." },
    "individual-contributor": { name: "Individual contributor", description: "Getting one's own work done well: drive, organisation, analysis and adapting to change." },
  },
} as const;
