/**
 * The dark-side analysis in the reader's words: the server sends codes and numbers (src/contracts/dark-side.ts),
 * these helpers word them from the shared content catalog (dark-side-content), the psychometric names and the
 * dashboard's measure names, with numbers in the reader's language. A recorded action from before the analysis sent
 * codes holds its English sentence: it is shown as stored.
 */
import type { TActionCode, TCompensatoryBehavior, TDarkSideBasis, TDarkSideInsight, TRecordedAction, TStressPattern } from "../../../contracts/dark-side.ts";
import { DARK_SIDE_TRAITS, type DarkSideTrait } from "../../../domain/psychometrics/dark-side-traits.ts";
import type { FacetKey } from "../../../domain/psychometrics/facets.ts";
import { ordinal } from "../../components/results/results-view.ts";
import { formatNumber } from "../../lib/display-preferences.ts";
import { darkSideName, facetIpipName, facetName, regulationName } from "../../lib/psychometrics/labels.ts";
import { contentT, darkSideT } from "./i18n.ts";

/** A number with a fixed count of decimals, in the reader's language. */
export const fixed = (x: number, digits: number): string => formatNumber(x, { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A number as the 360 rows show it: up to one decimal. */
const upToOne = (x: number): string => formatNumber(x, { maximumFractionDigits: 1 });
/** A self − others difference with one decimal, signed when positive. */
const signed = (x: number): string => formatNumber(x, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" });

const list = (xs: readonly string[]) => xs.join(contentT("join.list"));
/** "Anger (N2)" style name of a 360 facet: its IPIP-NEO label where it differs from the NEO one. */
const ipipName = (facet: FacetKey) => facetIpipName(facet) ?? facetName(facet);
const isTrait = (x: string): x is DarkSideTrait => (DARK_SIDE_TRAITS as readonly string[]).includes(x);

/** A derailer's impact areas by index. */
export function impactAreaTexts(trait: DarkSideTrait, items: readonly number[]): string[] {
  return items.map((i) => contentT(`derailer.${trait}.impactAreas.${i}`));
}

/** An immediate action's sentence. */
export function actionText(action: TActionCode): string {
  return action === "stress" ? contentT("stressAction") : contentT(`derailer.${action}.action`);
}

/** A recorded action's sentence: today's words for an action code, an older record's sentence as stored. */
export function recordedActionText(action: TRecordedAction["action"]): string {
  return action === "stress" || isTrait(action) ? actionText(action) : action;
}

/** A timeframe (or an older record's words as stored). */
export function timeframeText(timeframe: string): string {
  return timeframe === "twoWeeks" || timeframe === "thirtyDays" ? contentT(`timeframe.${timeframe}`) : timeframe;
}

/** A development goal's words: target behaviour, methods and timeline. */
export function goalTexts(goal: { trait: DarkSideTrait; methods: readonly number[]; timeline: "threeMonths" | "sixMonths" }): {
  targetBehavior: string;
  methods: string[];
  timeline: string;
} {
  return {
    targetBehavior: contentT(`derailer.${goal.trait}.targetBehavior`),
    methods: goal.methods.map((i) => contentT(`derailer.${goal.trait}.methods.${i}`)),
    timeline: contentT(`timeline.${goal.timeline}`),
  };
}

/** A support structure's words. */
export const supportText = (item: string): string => contentT(`support.${item}`);

/** A maladaptive pattern with its scale and value. */
export function stressPatternText(p: TStressPattern): string {
  return p.kind === "facet"
    ? contentT("stressPattern.withFacet", { pattern: contentT(`stressPattern.facet.${p.facet}`), facet: facetName(p.facet), code: p.code, ordinal: ordinal(p.percentile) })
    : contentT("stressPattern.withRegulation", { pattern: contentT(`stressPattern.regulation.${p.dimension}`), scale: regulationName(p.dimension), score: formatNumber(p.score) });
}

/** A compensatory behaviour with its derailer level and stress facet. */
export function compensationText(c: TCompensatoryBehavior): string {
  return contentT("compensation.withFacts", {
    behaviour: contentT(`compensation.${c.trait}`),
    derailer: darkSideName(c.trait),
    level: contentT(`level.${c.level}`),
    facet: facetName(c.facet),
    code: c.code,
    ordinal: ordinal(c.percentile),
  });
}

/** An insight's title and description. */
export function insightText(i: TDarkSideInsight): { title: string; description: string } {
  switch (i.code) {
    case "overallRisk": {
      const groups = i.groups.map((g) =>
        contentT("insight.overallRisk.group", {
          level: contentT(`levelHeading.${g.level}`),
          derailers: list(g.derailers.map((d) => contentT("insight.overallRisk.derailer", { name: darkSideName(d.trait), score: formatNumber(d.score) }))),
        }),
      );
      const detail = groups.length ? groups.join(contentT("join.groups")) : contentT("insight.overallRisk.none", { moderate: formatNumber(i.moderateAt) });
      return { title: contentT("insight.overallRisk.title", { level: contentT(`level.${i.level}`) }), description: contentT("insight.overallRisk.description", { detail }) };
    }
    case "topDerailer": {
      const names = i.traits.map((t) => darkSideName(t));
      const facts = { score: formatNumber(i.score), level: contentT(`level.${i.level}`), count: formatNumber(i.endorsed) };
      return {
        title:
          names.length > 1 ? contentT("insight.topDerailer.titleMany", { names: names.join(contentT("join.and")) }) : contentT("insight.topDerailer.titleOne", { name: names[0] }),
        description: contentT(i.endorsed ? "insight.topDerailer.descriptionEndorsed" : "insight.topDerailer.description", facts),
      };
    }
    case "stress":
      return { title: contentT(`insight.stress.title.${i.band}`), description: contentT("insight.stress.description", { level: fixed(i.level, 1) }) };
    case "selfOther": {
      const facets = i.facets
        .map((f) => contentT("insight.selfOther.facet", { name: `${ipipName(f.facet)} (${f.code})`, self: upToOne(f.self), others: upToOne(f.others) }))
        .join(contentT("join.pairs"));
      return { title: contentT(i.watch ? "insight.selfOther.titleWatch" : "insight.selfOther.title"), description: contentT("insight.selfOther.description", { facets }) };
    }
  }
}

/** The names the Overview card gives the interpersonal measures (the dashboard's catalog). */
const measureName = (measure: string) => darkSideT(`measure.${measure}`, { defaultValue: measure });

/** How one field was made, in a sentence. */
export function basisText(field: keyof TDarkSideBasis, basis: TDarkSideBasis): string {
  const n = formatNumber;
  switch (field) {
    case "overallRisk": {
      const b = basis.overallRisk;
      return contentT("basis.overallRisk", {
        scored: n(b.scored),
        ...Object.fromEntries(Object.entries(b.counts).map(([k, v]) => [k, n(v)])),
        level: contentT(`level.${b.level}`),
      });
    }
    case "traitRisks":
      return contentT("basis.traitRisks", {
        derailers: list(basis.traitRisks.derailers.map((d) => contentT("basis.derailer", { name: darkSideName(d.trait), score: n(d.score), level: contentT(`level.${d.level}`) }))),
      });
    case "compensatoryBehaviors":
      return contentT("basis.compensatoryBehaviors", { found: n(basis.compensatoryBehaviors.found) });
    case "stressProneness": {
      const b = basis.stressProneness;
      if (!b) return contentT("basis.stressPronenessMissing");
      return contentT(b.approximate ? "basis.stressPronenessApproximate" : "basis.stressProneness", {
        anxiety: ordinal(b.anxiety),
        vulnerability: ordinal(b.vulnerability),
        value: fixed(b.value, 1),
      });
    }
    case "adaptiveCapacity": {
      const b = basis.adaptiveCapacity;
      if (!b) return contentT("basis.adaptiveCapacityMissing");
      const parts = b.parts.map((p) =>
        p.part === "emotionalStability" || p.part === "selfManagement"
          ? contentT("basis.capacityPart.regulation", { scale: regulationName(p.part), score: n(p.score) })
          : contentT(`basis.capacityPart.${p.part}`, { score: n(p.score) }),
      );
      return contentT("basis.adaptiveCapacity", { parts: list(parts), value: n(b.value) });
    }
    case "maladaptivePatterns": {
      const b = basis.maladaptivePatterns;
      return contentT(b.regulationAsked ? "basis.maladaptivePatterns" : "basis.maladaptivePatternsNoRegulation", { found: n(b.found) });
    }
    case "selfOtherFacets": {
      const b = basis.selfOtherFacets;
      if (!b) return contentT("basis.selfOtherFacetsMissing");
      const facets = b.facets.map((f) =>
        contentT("basis.selfOtherFacet", { name: ipipName(f.facet), code: f.code, self: fixed(f.self, 1), others: fixed(f.others, 1), difference: signed(f.difference) }),
      );
      return contentT("basis.selfOtherFacets", { facets: list(facets) });
    }
    case "impactOnOthers": {
      const b = basis.impactOnOthers;
      if (!b) return contentT("basis.notAvailable");
      const parts = b.parts.map((p) => {
        const facts = { name: measureName(p.measure), score: n(p.score) };
        if (p.source.kind === "facet") return contentT(p.source.reversed ? "basis.impactPart.facetReversed" : "basis.impactPart.facet", { ...facts, code: p.source.code });
        return contentT(`basis.impactPart.${p.source.kind}`, facts);
      });
      return contentT("basis.impactOnOthers", { parts: list(parts) });
    }
    case "interventionRecommendations": {
      const b = basis.interventionRecommendations;
      const elevated = b.elevated.length
        ? list(b.elevated.map((e) => contentT("basis.derailerLevel", { name: darkSideName(e.trait), level: contentT(`level.${e.level}`) })))
        : contentT("basis.noneElevated");
      return contentT("basis.interventionRecommendations", { elevated, actions: n(b.actions), goals: n(b.goals) });
    }
  }
}
