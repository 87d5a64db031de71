import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";

/** `<name>inner</name>` (no nesting) or `<name/>`. */
const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\/>/g;
/** An i18next placeholder left in place by `t(key)` without values: `{{name}}`. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function interpolate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (match, name: string) => values[name] ?? match);
}

/**
 * Renders a translated sentence with markup: `<name>text</name>` becomes `tags[name]` with that text as its
 * children, `<name/>` becomes `tags[name]` as it is, and `{{name}}` becomes `values[name]`. A tag not in `tags` stays
 * as text. The sentence is split on its tags before values are put in, so a value is always text, never markup.
 *
 * The light stand-in for react-i18next's Trans on the pages of the first visit (/login, /signup, /dashboard):
 * Trans brings an HTML parser those pages cannot afford in their script budget (tests/bundle-budget.test.ts).
 */
export function RichText({ text, tags, values = {} }: { text: string; tags: Readonly<Record<string, ReactElement<object>>>; values?: Readonly<Record<string, string>> }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner, selfClosing] = match;
    const tag = tags[name ?? selfClosing];
    if (!tag) continue;
    if (match.index > last) nodes.push(interpolate(text.slice(last, match.index), values));
    const key = nodes.length;
    nodes.push(name === undefined ? <Fragment key={key}>{tag}</Fragment> : cloneElement(tag, { key }, interpolate(inner, values)));
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(interpolate(text.slice(last), values));
  return <>{nodes}</>;
}
