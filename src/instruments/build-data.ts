/**
 * Copies the psychometric reference data the product needs from the shared research folder into
 * src/domain/psychometrics/data/*.ts, so the product never reads ../shared at run time or in tests.
 *
 *   node --import tsx src/instruments/build-data.ts [--from ../shared/data/psychometrics]
 *
 * Sources (see src/domain/psychometrics/data/README.md): Johnson's IPIP-NEO-120 norms, facet_map.tsv,
 * the CAT-PD-SF v1.1 scales, Barchard (2001) emotional-intelligence scales and the IPIP leadership scales.
 * Output is deterministic (same input, same bytes); re-run it when the shared data changes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "src/domain/psychometrics/data");

interface Row {
  [column: string]: string;
}

function readTsv(file: string): Row[] {
  const [head, ...lines] = readFileSync(file, "utf8").replace(/\r/g, "").trim().split("\n");
  const cols = head.split("\t");
  return lines.map((l) => Object.fromEntries(l.split("\t").map((v, i) => [cols[i], v])));
}

/** Explicit, reviewed ids for every scale name in the TSVs; an unknown name stops the build. */
const SCALE_IDS: Record<string, string> = {
  "CAT-PD-SF v1.1 Grandiosity": "catpd.grandiosity",
  "CAT-PD-SF v1.1 Exhibitionism": "catpd.exhibitionism",
  "CAT-PD-SF v1.1 Manipulativeness": "catpd.manipulativeness",
  "CAT-PD-SF v1.1 Callousness": "catpd.callousness",
  "CAT-PD-SF v1.1 Risk Taking": "catpd.risk-taking",
  "CAT-PD-SF v1.1 Irresponsibility": "catpd.irresponsibility",
  "CAT-PD-SF v1.1 Perfectionism": "catpd.perfectionism",
  "CAT-PD-SF v1.1 Domineering": "catpd.domineering",
  "CAT-PD-SF v1.1 Rigidity": "catpd.rigidity",
  "CAT-PD-SF v1.1 Affective Lability": "catpd.affective-lability",
  "CAT-PD-SF v1.1 Non-Planfulness": "catpd.non-planfulness",
  "Barchard2001 Positive Expressivity": "barchard.positive-expressivity",
  "Barchard2001 Negative Expressivity": "barchard.negative-expressivity",
  "Barchard2001 Attention to Emotions": "barchard.attention-to-emotions",
  "Barchard2001 Emotion-based Decision-Making": "barchard.emotion-based-decision-making",
  "Barchard2001 Responsive Joy": "barchard.responsive-joy",
  "Barchard2001 Responsive Distress": "barchard.responsive-distress",
  "Barchard2001 Empathic Concern": "barchard.empathic-concern",
  "CPI-analog Assertiveness (CPI: Dominance [Do]; alpha .80)": "cpi.assertiveness",
  "16PF-analog Assertiveness (16PF Factor E: Dominance; alpha .81)": "16pf.assertiveness",
  "16PF-analog Emotional Stability (16PF Factor C: Emotional Stability; alpha .85)": "16pf.emotional-stability",
  "6FPQ-analog Extraversion (6FPQ: Extraversion; alpha .85)": "6fpq.extraversion",
  "JPI-analog Ingenuity (JPI: Innovation [Inv]; alpha .84)": "jpi.ingenuity",
  "PAS-analog Self-Esteem (alpha .84)": "pas.self-esteem",
  "6FPQ-analog [Tedone construct label: Leadership] (alpha .85)": "6fpq.leadership",
  "6FPQ-analog [Tedone construct label: Achievement-striving] (alpha .82)": "6fpq.achievement-striving",
  "6FPQ-analog [Tedone construct label: Resourcefulness] (alpha .81)": "6fpq.resourcefulness",
  "AB5C [Tedone construct label: Impulse-Control] (alpha .78)": "ab5c.impulse-control",
  "MPQ-analog [Tedone construct label: Planfulness] (alpha .78) COMPLETENESS NOT VERIFIED": "mpq.planfulness",
  "IPIP-NEO Self-Efficacy (C1)": "ipip-neo-300.c1",
  "IPIP-NEO Assertiveness (E3)": "ipip-neo-300.e3",
  "IPIP-NEO Achievement-Striving (C4)": "ipip-neo-300.c4",
  "IPIP-NEO Cautiousness (C6)": "ipip-neo-300.c6",
  "IPIP-NEO Vulnerability (N6)": "ipip-neo-300.n6",
  "IPIP-VIA-R Leadership": "via-r.leadership",
  "IPIP-VIA-R Originality/Creativity": "via-r.originality",
  "IPIP-VIA-R Prudence": "via-r.prudence",
  "IPIP-VIA-R Self-Regulation": "via-r.self-regulation",
  "IPIP-VIA-R Judgment": "via-r.judgment",
  "IPIP-VIA-R Perseverance": "via-r.perseverance",
};

const CATPD_ALPHAS: Record<string, string> = {
  // README.md of the shared data: published alphas community/patient (Simms et al.).
  Grandiosity: ".85/.81",
  Exhibitionism: ".82/.83",
  Manipulativeness: ".88/.85",
  Callousness: ".85/.83",
  "Risk Taking": ".84/.84",
  Irresponsibility: ".82/.85",
  Perfectionism: ".81/.85",
  Domineering: ".83/.84",
  Rigidity: ".77/.80",
};

function scaleLabel(name: string): string {
  return name
    .replace(/^CAT-PD-SF v1\.1 |^Barchard2001 /, "")
    .replace(/\s*\(.*$/, "")
    .replace(/\[Tedone construct label: (.*)\]/, "$1")
    .trim();
}

function buildScales(from: string, file: string, bank: string, verify: Map<string, string>): string {
  const rows = readTsv(path.join(from, file));
  const order: string[] = [];
  const byScale = new Map<string, Row[]>();
  for (const r of rows) {
    if (!SCALE_IDS[r.scale]) throw new Error(`${file}: unknown scale name "${r.scale}" — add it to SCALE_IDS`);
    if (!byScale.has(r.scale)) (order.push(r.scale), byScale.set(r.scale, []));
    byScale.get(r.scale)!.push(r);
  }
  const lines = order.map((name) => {
    const items = byScale.get(name)!;
    const label = scaleLabel(name);
    const alpha = /alpha (\.\d+)/.exec(name)?.[1] ?? CATPD_ALPHAS[name.replace("CAT-PD-SF v1.1 ", "")] ?? null;
    const sources = [...new Set(items.map((i) => i.source))];
    const itemLines = items.map((i) => {
      const check = verify.get(`${file.split("_")[0]}|${label}|${i.item_number}`) ?? verify.get(`${name}|${i.item_number}`) ?? "";
      return `      { n: ${Number(i.item_number)}, keyed: ${JSON.stringify(i.keyed === "+" ? "plus" : "minus")}, text: ${JSON.stringify(i.text)}, check: ${JSON.stringify(check)} },`;
    });
    return [
      `  {`,
      `    id: ${JSON.stringify(SCALE_IDS[name])}, bank: ${JSON.stringify(bank)}, name: ${JSON.stringify(name)}, label: ${JSON.stringify(label)},`,
      `    alpha: ${JSON.stringify(alpha)}, sources: ${JSON.stringify(sources)},`,
      `    items: [`,
      ...itemLines,
      `    ],`,
      `  },`,
    ].join("\n");
  });
  return lines.join("\n");
}

function verificationIndex(from: string): Map<string, string> {
  const map = new Map<string, string>();
  const prefix: Record<string, string> = { catpd: "catpd", ei: "barchard2001", lead: "leadership" };
  for (const r of readTsv(path.join(from, "verification_log.tsv"))) {
    const check = `${r.tedone_check}; ${r.alpha_list_check}`;
    if (r.file === "lead") map.set(`${r.scale}|${r.item_number}`, check);
    else map.set(`${prefix[r.file]}|${r.scale}|${r.item_number}`, check);
  }
  return map;
}

const HEADER = (what: string) =>
  `/* Generated by src/instruments/build-data.ts from the shared psychometrics data (${what}); do not edit by hand. See README.md beside this file for sources. */\n`;

function writeScalesFile(from: string, verify: Map<string, string>): void {
  const parts: Array<[string, string, string]> = [
    ["catpd_sf_v1.1_scales.tsv", "catpd-sf-v1.1", "catpd-scales.ts"],
    ["barchard2001_emotional_intelligence.tsv", "barchard-2001", "barchard-scales.ts"],
    ["leadership_executive_scales.tsv", "ipip-leadership", "leadership-scales.ts"],
  ];
  for (const [file, bank, out] of parts) {
    const constName = out.replace(".ts", "").replace(/-/g, "_").toUpperCase();
    const body = `${HEADER(file)}import type { PublishedScale } from "../scale-types.ts";\n\n/** Published IPIP scales from ${file} (public domain, ipip.ori.org). */\nexport const ${constName}: readonly PublishedScale[] = [\n${buildScales(from, file, bank, verify)}\n];\n`;
    writeFileSync(path.join(OUT, out), body);
  }
}

function writeFacetMap(from: string): void {
  const rows = readTsv(path.join(from, "facet_map.tsv"));
  const lines = rows.map((r) => {
    const [plus, minus] = r["keyed(+/-)_in_ipip120"].split("/").map(Number);
    const alpha = r["alpha_ipip120(ES sample, ipip.ori.org/IPIP300-120ComparisonTable.htm)"];
    return `  { key: ${JSON.stringify(r.product_key)}, code: ${JSON.stringify(r.ipip120_code)}, ipipLabel: ${JSON.stringify(r["ipip_label(Johnson/Alheimsins)"])}, neoLabel: ${JSON.stringify(r.neo_pi_r_label)}, plus: ${plus}, minus: ${minus}, alpha: ${JSON.stringify(/^\.\d+$/.test(alpha) ? alpha : null)} },`;
  });
  const body = `${HEADER("facet_map.tsv")}import type { FacetMapRow } from "../scale-types.ts";\n\n/** The product's 30 facet keys (spec §3) mapped to IPIP-NEO-120 facet codes, with IPIP keying counts and published alphas. */\nexport const FACET_MAP: readonly FacetMapRow[] = [\n${lines.join("\n")}\n];\n`;
  writeFileSync(path.join(OUT, "facet-map.ts"), body);
}

interface NormGroupJson {
  domain_mean: Record<string, number>;
  domain_sd: Record<string, number>;
  facet_mean: Record<string, number>;
  facet_sd: Record<string, number>;
}

const NORM_GROUPS: Array<{ label: string; id: string; sex: "male" | "female"; ageMin: number; ageMax: number | null; sourceLabel?: string }> = [
  // Age cuts as coded in five-factor-e ipipneo/norm.py: < 21, 21-40, 41-60, > 60 for both sexes. The source labels
  // one group "women between 41 and 61 years old" although its code uses age < 61; our label says the ages we put
  // in the group (41-60) and `sourceLabel` keeps the source's key for the lookup.
  { label: "men under 21 years old", id: "male-under-21", sex: "male", ageMin: 0, ageMax: 20 },
  { label: "men between 21 and 40 years old", id: "male-21-40", sex: "male", ageMin: 21, ageMax: 40 },
  { label: "men between 41 and 60 years of age", id: "male-41-60", sex: "male", ageMin: 41, ageMax: 60 },
  { label: "men over 60 years old", id: "male-over-60", sex: "male", ageMin: 61, ageMax: null },
  { label: "women under 21 years old", id: "female-under-21", sex: "female", ageMin: 0, ageMax: 20 },
  { label: "women between 21 and 40 years old", id: "female-21-40", sex: "female", ageMin: 21, ageMax: 40 },
  { label: "women between 41 and 60 years old", sourceLabel: "women between 41 and 61 years old", id: "female-41-60", sex: "female", ageMin: 41, ageMax: 60 },
  { label: "women over 60 years old", id: "female-over-60", sex: "female", ageMin: 61, ageMax: null },
];

function writeNorms(from: string): void {
  const json = JSON.parse(readFileSync(path.join(from, "ipipneo_norms_johnson.json"), "utf8")) as {
    source: string;
    norms: { "120": Record<string, NormGroupJson> };
  };
  const groups = NORM_GROUPS.map((g) => {
    const key = g.sourceLabel ?? g.label;
    const n = json.norms["120"][key];
    if (!n) throw new Error(`norm group "${key}" missing from ipipneo_norms_johnson.json`);
    return [
      `  {`,
      `    id: ${JSON.stringify(g.id)}, label: ${JSON.stringify(g.label)},${g.sourceLabel ? ` sourceLabel: ${JSON.stringify(g.sourceLabel)},` : ""} sex: ${JSON.stringify(g.sex)}, ageMin: ${g.ageMin}, ageMax: ${g.ageMax},`,
      `    domainMean: ${JSON.stringify(n.domain_mean)},`,
      `    domainSd: ${JSON.stringify(n.domain_sd)},`,
      `    facetMean: ${JSON.stringify(n.facet_mean)},`,
      `    facetSd: ${JSON.stringify(n.facet_sd)},`,
      `  },`,
    ].join("\n");
  });
  const body = `${HEADER("ipipneo_norms_johnson.json")}import type { PublishedNormGroup } from "../scale-types.ts";\n\n/** Where these numbers come from (raw-sum norms, 120-item form). */\nexport const IPIP_NEO_120_NORM_SOURCE = ${JSON.stringify(json.source)};\n\n/** Johnson's IPIP-NEO-120 raw-sum norms for 8 sex x age groups (domain 24-120, facet 4-20). */\nexport const IPIP_NEO_120_NORM_GROUPS: readonly PublishedNormGroup[] = [\n${groups.join("\n")}\n];\n`;
  writeFileSync(path.join(OUT, "ipip-neo-120-norms.ts"), body);
}

function main(argv: string[]): void {
  const i = argv.indexOf("--from");
  const from = path.resolve(ROOT, i >= 0 ? argv[i + 1] : "../shared/data/psychometrics");
  const verify = verificationIndex(from);
  writeNorms(from);
  writeFacetMap(from);
  writeScalesFile(from, verify);
  process.stdout.write(`psychometric data copied from ${from} to ${path.relative(ROOT, OUT)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
