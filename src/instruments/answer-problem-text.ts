/** An answer problem in English, for the command line (the server words it from its catalog, `assessments.answer`). */
import type { AnswerProblem } from "../domain/assessments/answer-validation.ts";

export function answerProblemText(p: AnswerProblem): string {
  switch (p.code) {
    case "likert":
      return "must be an integer from 1 (Strongly Disagree) to 5 (Strongly Agree)";
    case "option":
      return `must be one of the option values ${p.options.join(", ")}`;
    case "scale":
      return `must be an integer from ${p.min} to ${p.max}`;
    case "textEmpty":
      return "must be non-empty text";
    case "textTooLong":
      return `must be at most ${p.max} characters (got ${p.length})`;
    case "rankAll":
      return `must rank all ${p.count} items`;
    case "rankUnknownItem":
      return "ranks an item that is not in the question";
    case "rankRange":
      return `ranks must be integers from 1 to ${p.count}`;
    case "rankTwice":
      return "each item needs its own rank";
  }
}
