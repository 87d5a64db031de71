/**
 * Our executive scenarios (spec §2: badges for executive-scenario questions). Facetwise content, not normed:
 * the option values 1-5 are our judgement of how effective each response is for a senior leader.
 */
import type { FlowQuestion } from "./flow-questions.ts";
import { displayOrder } from "./option-order.ts";
import type { AnswerOption, Pillar } from "./item-types.ts";

function options(...labels: [string, string, string, string, string]): readonly AnswerOption[] {
  return labels.map((label, i) => ({ value: i + 1, label }));
}

function scenario(id: string, pillar: Pillar, domain: string, text: string, labels: [string, string, string, string, string]): FlowQuestion {
  const full = `flow.executive.${id}`;
  return { id: full, pillar, domain, text, input: { type: "scenario", options: displayOrder(full, options(...labels)) }, executiveContext: true };
}

/** Six executive scenarios, two per pillar. */
export const EXECUTIVE_SCENARIOS: readonly FlowQuestion[] = [
  scenario("crisis-pace", "sustainable", "wellbeing", "Your leadership team has worked at crisis pace for three months and two members show signs of burnout. What do you do?", [
    "Keep the pace; results come first",
    "Tell them to take care of themselves",
    "Cut your own hours to set an example",
    "Reprioritise the work and agree recovery time with each person",
    "Reprioritise, agree recovery time, and fix the planning or staffing that created the crisis pace",
  ]),
  scenario("team-conflict", "sustainable", "relationships", "Two of your direct reports are in open conflict and it is slowing a key initiative. What do you do?", [
    "Let them sort it out themselves",
    "Side with the more senior of the two",
    "Split the work so they no longer need to interact",
    "Meet both and clarify the shared goal and who decides what",
    "Meet both, clarify goals and decision rights, agree expected behaviour and follow up on progress",
  ]),
  scenario("programme-slip", "performance", "execution", "A strategic programme you own is three months behind and its sponsor has not been told. What do you do?", [
    "Wait for the next scheduled review",
    "Ask the team to work harder to catch up",
    "Tell the sponsor and ask for more budget",
    "Tell the sponsor and present a recovery plan",
    "Tell the sponsor promptly with options and trade-offs, and fix the reporting that hid the slip",
  ]),
  scenario("bent-rules", "performance", "reliability", "Your top-performing salesperson turns out to have bent pricing rules to close deals. What do you do?", [
    "Ignore it; the results matter",
    "Have an informal word",
    "Act only if a customer complains",
    "Address it formally, whatever their results",
    "Address it formally, fix the incentive that encouraged it and restate the standard to the team",
  ]),
  scenario("resisted-change", "potential", "learning-agility", "Your organization must adopt a new operating model that your senior team resists. What do you do?", [
    "Delay until the resistance fades",
    "Mandate it and move on",
    "Let each leader adopt it at their own pace",
    "Explain the case for change and involve the team in the plan",
    "Explain the case, involve the team in the design, address concerns one by one and track adoption",
  ]),
  scenario("unproven-idea", "potential", "creativity", "A junior team proposes a promising but unproven idea outside your current strategy. What do you do?", [
    "Reject it to stay focused",
    "Ask them to raise it again next year",
    "Approve it without oversight",
    "Fund a small, time-boxed experiment",
    "Fund a time-boxed experiment with success criteria and a sponsor, and decide on the evidence",
  ]),
];
