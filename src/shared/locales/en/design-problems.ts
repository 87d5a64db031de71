/**
 * What is wrong with a designed assessment type's definition, by the domain's problem code
 * (src/domain/design/type-definition.ts validateDefinition): the one English catalog both sides read — the web app's
 * type manager (`assessment-design` namespace, under `problems`) and the server's refusal (`errors` namespace, under
 * `assessments.definition`). A fact that is itself a code (a question type, a module type, a trait) is worded from
 * `words` first.
 */
export default {
  noModules: "Add at least one module.",
  moduleIdMissing: "The module needs an id.",
  moduleIdTaken: 'Another module already has the id "{{id}}".',
  bankModuleTwice: "Only one {{moduleType}} module is allowed.",
  moduleWeightNegative: "The module weight must be 0 or more.",
  questionsNotAllowed: "Only custom modules have their own questions.",
  noQuestions: "A custom module needs at least one question.",
  questionIdMissing: "The question needs an id.",
  questionIdTaken: 'Another question of this module already has the id "{{id}}".',
  questionText: "The question needs a text.",
  optionsNotAllowed: "A {{questionType}} question takes no options.",
  optionCount: "A {{questionType}} question needs {{min}} to {{max}} options.",
  optionValuesWhole: "Option values must be whole numbers.",
  optionValuesDistinct: "Each option needs a different value.",
  optionLabels: "Every option needs a label.",
  scaleOrder: "The scale's maximum must be greater than its minimum.",
  rankingItemCount: "A ranking question needs {{min}} to {{max}} items.",
  rankingItemsDistinct: "Each item to rank must be different.",
  moduleWeightsZero: "At least one module needs a weight above 0.",
  noRequiredModule: "At least one module must be required.",
  benchmarkGood: "The Good benchmark must be below Excellent.",
  benchmarkAverage: "The Average benchmark must be below Good.",
  benchmarkBelowAverage: "The Below Average benchmark must be below Average.",
  oceanWeightRange: "The {{trait}} weight must be between 0 and {{max}}.",
  oceanWeightsZero: "At least one OCEAN weight must be above 0 when the type has an OCEAN module.",
  noNodes: "Select at least one competency.",
  unknownNode: '"{{id}}" is not a competency of the tree.',
  /** The coded facts' words, as the sentences above use them (lower case, inside a sentence). */
  words: {
    questionType: { likert: "likert", text: "text", multiple_choice: "multiple-choice", scenario: "scenario" },
    moduleType: { ocean: "ocean", executive: "executive", emotional: "emotional", darkside: "darkside" },
    trait: { openness: "openness", conscientiousness: "conscientiousness", extraversion: "extraversion", agreeableness: "agreeableness", neuroticism: "neuroticism" },
  },
} as const;
