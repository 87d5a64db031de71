/**
 * The English catalogs against the code that uses them:
 *  1. every literal key passed to a namespace's translate function (`t("…")`, `t(\`band.${x}\`)`,
 *     `<Trans t={t} i18nKey="…">`) anywhere in src/web exists in that namespace's English catalog (plural and
 *     ordinal forms count), and every `$t(…)` nesting inside a catalog resolves;
 *  2. feature code (src/web/features) holds no hard-coded user-visible English: JSX text with letters,
 *     string literals in visible attributes (aria-label, title, placeholder, label…) or directly rendered in
 *     JSX, visible object properties (`label: "Start"`), and sentence-like literals anywhere else.
 * The namespace of a translate function comes from how it is made: `useT("ns")`, `tNs("ns")`, or a feature's
 * `export const useXT = () => useT("ns")` / `export const xT = tNs("ns")`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { Catalog } from "../lib/i18n.ts";

const WEB = path.resolve(import.meta.dirname, "..");
const FEATURES = path.join(WEB, "features");
const LOCALES = path.join(WEB, "locales", "en");

/** Texts that may stay literal in feature JSX (names and paths that are not translated). */
const ALLOWED_TEXT = new Set(["Facetwise", "/dev/mailbox"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.test-support\.tsx?$|\.d\.ts$/.test(name) ? [p] : [];
  });
}

const rel = (file: string) => path.relative(WEB, file);

/** A source file and its text. */
interface SourceText {
  file: string;
  text: string;
}

const read = (file: string): SourceText => ({ file, text: readFileSync(file, "utf8") });

function flatten(catalog: Catalog, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(catalog)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

async function loadCatalogs(): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const name of readdirSync(LOCALES).filter((n) => n.endsWith(".ts"))) {
    const mod = (await import(path.join(LOCALES, name))) as { default: Catalog };
    out.set(name.replace(/\.ts$/, ""), flatten(mod.default));
  }
  return out;
}

/**
 * True when the key is in the catalog, or one of its plural, ordinal or context forms (`key_one`,
 * `key_ordinal_two`, `key_good`); a template key's `${…}` matches anything.
 */
function hasKey(keys: ReadonlyMap<string, string>, key: string, template: boolean): boolean {
  const escaped = template
    ? key
        .split(/\$\{[^}]*\}/)
        .map(escapeRegExp)
        .join(".+")
    : escapeRegExp(key);
  const pattern = new RegExp(`^${escaped}(_[a-z_]+)?$`);
  return [...keys.keys()].some((k) => pattern.test(k));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const STRING_ARG = String.raw`\(\s*(?:"([^"\n]*)"|'([^'\n]*)'|\`([^\`\n]*)\`)`;

/** Translate functions made once and imported by name (`export const xT = tNs("ns")`, `export const useXT = () => useT("ns")`). */
function sharedTranslators(files: readonly SourceText[]): { hooks: Map<string, string>; fns: Map<string, string>; clashes: string[] } {
  const hooks = new Map<string, string>();
  const fns = new Map<string, string>();
  const clashes: string[] = [];
  const note = (map: Map<string, string>, name: string, ns: string) => {
    if (map.has(name) && map.get(name) !== ns) clashes.push(`${name} is bound to both "${map.get(name)}" and "${ns}"`);
    map.set(name, ns);
  };
  for (const { text } of files) {
    for (const m of text.matchAll(/export const (\w+) = \(\) => useT\(\s*"([\w-]+)"\s*\)/g)) note(hooks, m[1], m[2]);
    for (const m of text.matchAll(/export const (\w+) = tNs\(\s*"([\w-]+)"\s*\)/g)) note(fns, m[1], m[2]);
  }
  return { hooks, fns, clashes };
}

/** The `<Trans>` elements of a TSX file: their literal i18nKey, and the translate function (t={…}) or ns="…" they use. */
function transElements(file: string, text: string): Array<{ line: number; key?: string; t?: string; ns?: string }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Array<{ line: number; key?: string; t?: string; ns?: string }> = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText(source) === "Trans") {
      const found: { line: number; key?: string; t?: string; ns?: string } = { line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 };
      for (const attr of node.attributes.properties) {
        if (!ts.isJsxAttribute(attr) || !attr.initializer) continue;
        const name = attr.name.getText(source);
        const init = attr.initializer;
        if (name === "i18nKey" && ts.isStringLiteral(init)) found.key = init.text;
        if (name === "ns" && ts.isStringLiteral(init)) found.ns = init.text;
        if (name === "t" && ts.isJsxExpression(init) && init.expression && ts.isIdentifier(init.expression)) found.t = init.expression.text;
      }
      out.push(found);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every `t("…")`-style call in src/web whose namespace is known, and the calls whose namespace is not. */
function translationCalls(files: readonly SourceText[]) {
  const { hooks, fns, clashes } = sharedTranslators(files);
  const calls: Array<{ at: string; ns: string; key: string; template: boolean }> = [];
  const unbound: string[] = [];
  for (const { file, text } of files) {
    const lineOf = (i: number) => text.slice(0, i).split("\n").length;
    const bound = new Map(fns);
    for (const m of text.matchAll(/const (\w+) = (\w+)\(\)/g)) if (hooks.has(m[2])) bound.set(m[1], hooks.get(m[2])!);
    for (const m of text.matchAll(/const (\w+) = (?:useT|tNs)\(\s*"([\w-]+)"\s*\)/g)) bound.set(m[1], m[2]);
    for (const m of text.matchAll(new RegExp(String.raw`(?<![\w.])(\w+)${STRING_ARG}`, "g"))) {
      const name = m[1];
      const key = m[2] ?? m[3] ?? m[4];
      const ns = bound.get(name);
      if (ns) calls.push({ at: `${rel(file)}:${lineOf(m.index)}`, ns, key, template: m[4] !== undefined });
      else if ((name === "t" || /^[a-z]\w*T$/.test(name)) && !name.startsWith("use")) unbound.push(`${rel(file)}:${lineOf(m.index)}: ${name}(…) has no known namespace`);
    }
    if (file.endsWith(".tsx")) {
      for (const trans of transElements(file, text)) {
        const ns = trans.t ? bound.get(trans.t) : trans.ns;
        if (trans.key && ns) calls.push({ at: `${rel(file)}:${trans.line}`, ns, key: trans.key, template: false });
        else unbound.push(`${rel(file)}:${trans.line}: <Trans> needs a literal i18nKey and t={…} (or ns="…")`);
      }
    }
  }
  return { calls, unbound, clashes };
}

/* ---------------------------------------------------------------------------------------------------- */
/* Hard-coded text in feature files. */

/** JSX attributes a person reads or hears. */
const VISIBLE_ATTRIBUTE =
  /^(aria-label|aria-valuetext|aria-roledescription|aria-description|title|placeholder|alt|label|caption|description|subtitle|message|empty|updated|footer)$|(Label|Text|Title|Message)$/;
/** Object properties that carry display text. */
const VISIBLE_PROPERTY = /^(label|title|text|hint|message|body|description|caption|placeholder|emptyState|summary|note)$/;
/** A sentence-like literal: a capitalised word followed by more words, or words ending in sentence punctuation. */
const PROSE = /^[\s"“(]*\p{Lu}[\p{Ll}'’-]+[,:;]?\s+\p{L}|\p{L}{2,}\s+\p{L}{2,}.*[.!?…]$/u;
const HAS_LETTER = /\p{L}/u;

function literalParts(node: ts.Node): Array<{ node: ts.Node; text: string }> {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ node, text: node.text }];
  if (ts.isTemplateExpression(node))
    return [{ node: node.head, text: node.head.text }, ...node.templateSpans.flatMap((s) => [...literalParts(s.expression), { node: s.literal, text: s.literal.text }])];
  if (ts.isParenthesizedExpression(node)) return literalParts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalParts(node.whenTrue), ...literalParts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    // Only what can end up rendered: both sides of + || ??, the right side of &&; comparisons render nothing.
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalParts(node.right);
    if (op === ts.SyntaxKind.PlusToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...literalParts(node.left), ...literalParts(node.right)];
  }
  return [];
}

function isAllowedContext(node: ts.Node): boolean {
  // A property name ("Needs Development": "bg-…") is a lookup key, not text.
  if ((ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) && node.parent.name === node) return true;
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isLiteralTypeNode(p)) return true;
    if (ts.isNewExpression(p) && /Error$/.test(p.expression.getText())) return true;
    if (ts.isCallExpression(p)) {
      const callee = p.expression.getText();
      // Keys of translate calls, console messages, selectors and media queries.
      if (/^(t|\w+T|console\.\w+|tNs|useT|.*\.(closest|querySelector|querySelectorAll|matchMedia)|useMediaQuery)$/.test(callee)) return true;
    }
    if (ts.isJsxAttribute(p) && /^(className|i18nKey|ns|to|href|id|data-[\w-]+)$/.test(p.name.getText())) return true;
    if (ts.isPropertyAssignment(p) && /^(className|queryKey|mutationKey)$/.test(p.name.getText())) return true;
  }
  return false;
}

/** Hard-coded user-visible text in one feature file (its text given, or read). */
function hardCodedText(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const seen = new Set<ts.Node>();
  const report = (node: ts.Node, what: string, text: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (seen.has(node) || !HAS_LETTER.test(clean) || ALLOWED_TEXT.has(clean)) return;
    seen.add(node);
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${rel(file)}:${line + 1}: ${what} "${clean.slice(0, 70)}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, "JSX text", node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const part of literalParts(node.expression)) report(part.node, "rendered literal", part.text);
    } else if (ts.isJsxAttribute(node) && node.initializer && VISIBLE_ATTRIBUTE.test(node.name.getText())) {
      const init = node.initializer;
      const parts = ts.isStringLiteral(init) ? [{ node: init, text: init.text }] : ts.isJsxExpression(init) && init.expression ? literalParts(init.expression) : [];
      for (const part of parts) report(part.node, `${node.name.getText()}=`, part.text);
    } else if (ts.isPropertyAssignment(node) && VISIBLE_PROPERTY.test(node.name.getText()) && !isAllowedContext(node)) {
      for (const part of literalParts(node.initializer)) report(part.node, `${node.name.getText()}:`, part.text);
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) &&
      PROSE.test(node.text) &&
      !isAllowedContext(node)
    ) {
      report(node, "sentence-like literal", node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("English catalogs", () => {
  const webFiles = sourceFiles(WEB).map(read);

  it("every translation key used in src/web exists in its namespace's English catalog", async () => {
    const catalogs = await loadCatalogs();
    const { calls, unbound, clashes } = translationCalls(webFiles);
    expect(clashes).toEqual([]);
    expect(unbound).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
    const missing = calls.filter((c) => !catalogs.get(c.ns) || !hasKey(catalogs.get(c.ns)!, c.key, c.template)).map((c) => `${c.at}: ${c.ns}:${c.key}`);
    expect(missing).toEqual([]);
  });

  it("the key check catches what it should", async () => {
    const catalogs = await loadCatalogs();
    const missing = (code: string) => {
      const { calls, unbound } = translationCalls([
        { file: path.join(FEATURES, "probe", "i18n.ts"), text: `export const useProbeT = () => useT("results");\nexport const probeT = tNs("psychometrics");` },
        { file: path.join(FEATURES, "probe", "Probe.tsx"), text: code },
      ]);
      return [...unbound, ...calls.filter((c) => !hasKey(catalogs.get(c.ns)!, c.key, c.template)).map((c) => c.key)];
    };
    expect(missing(`const t = useProbeT(); t("tabs.overview"); t("number.ordinal", { count: 2, ordinal: true }); t("howMade.coverage", { context: "good" });`)).toEqual([]);
    expect(missing(`probeT(\`trait.\${trait}\`); const c = useT("common"); c("actions.retry");`)).toEqual([]);
    expect(missing(`const t = useProbeT(); t("tabs.nope"); <Trans t={t} i18nKey="header.nope" />;`)).toEqual(["tabs.nope", "header.nope"]);
    expect(missing(`probeT(\`nope.\${x}\`); const c = useT("common"); c("actions.nope");`)).toEqual(["nope.${x}", "actions.nope"]);
    expect(missing(`t("orphan");`)).toHaveLength(1);
  });

  it("every $t(…) nesting inside a catalog resolves in the same namespace", async () => {
    const broken: string[] = [];
    for (const [ns, keys] of await loadCatalogs()) {
      for (const [key, value] of keys) {
        for (const m of value.matchAll(/\$t\(([\w.-]+)/g)) if (!hasKey(keys, m[1], false)) broken.push(`${ns}:${key} → ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("no catalog string uses an HTML void element as a Trans tag (the parser closes <link> at once and drops its text)", async () => {
    const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
    const bad: string[] = [];
    for (const [ns, keys] of await loadCatalogs()) {
      for (const [key, value] of keys) for (const m of value.matchAll(/<(\w+)>/g)) if (VOID.has(m[1].toLowerCase())) bad.push(`${ns}:${key} <${m[1]}>`);
    }
    expect(bad).toEqual([]);
  });

  it("no catalog string shows users our internal words (the spec, its sections)", async () => {
    const INTERNAL = /\bspec(?:'s|s|ification)?\b/i;
    const found: string[] = [];
    for (const [ns, keys] of await loadCatalogs()) for (const [key, value] of keys) if (INTERNAL.test(value)) found.push(`${ns}:${key}: ${value}`);
    expect(found).toEqual([]);
  });

  it("feature and component files hold no hard-coded user-visible text", () => {
    const found = [...sourceFiles(FEATURES), ...sourceFiles(path.join(WEB, "components"))].flatMap((file) => hardCodedText(file));
    expect(found).toEqual([]);
  });

  it("the hard-coded text check catches what it should", () => {
    const probe = (code: string) => hardCodedText(path.join(FEATURES, "probe.tsx"), code).length;
    // Caught: text, visible attributes and props, rendered literals, sentences in helpers.
    expect(probe(`const x = <p>Your answers are saved.</p>;`)).toBe(1);
    expect(probe(`const x = <p>{ready ? "Copied" : "Copy"}</p>;`)).toBe(2);
    expect(probe(`const x = <input placeholder="Name or email" aria-label={\`Role for \${name}\`} />;`)).toBe(2);
    expect(probe(`const x = <Card title="Profile" />;`)).toBe(1);
    expect(probe(`const tabs = [{ id: "a", label: "Overview" }];`)).toBe(1);
    expect(probe(`function f() { return "Couldn't load the members"; }`)).toBe(1);
    expect(probe(`const m = \`Assigned to \${n} members\`;`)).toBe(1);
    // Not caught: translated text, punctuation, class names, keys, console and Error messages.
    expect(probe(`const x = <p className="flex items-center gap-2">{t("saved")} · {count}%</p>;`)).toBe(0);
    expect(probe(`const x = <Trans t={t} i18nKey="intro" components={{ b: <strong /> }} />;`)).toBe(0);
    expect(probe(`console.error("Error checking authentication", e); throw new Error("useMe needs RequireAuth");`)).toBe(0);
    expect(probe(`const label = t(\`band.\${code}\`);`)).toBe(0);
  });
});
