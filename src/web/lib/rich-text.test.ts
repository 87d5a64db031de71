import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text.tsx";

const html = (...args: Parameters<typeof RichText>) => renderToStaticMarkup(createElement(RichText, args[0]));

describe("RichText", () => {
  it("puts a tag's text into its element, keeping the sentence around it", () => {
    expect(html({ text: "New here? <signup>Create an account</signup> today.", tags: { signup: createElement("a", { href: "/signup" }) } })).toBe(
      'New here? <a href="/signup">Create an account</a> today.',
    );
  });

  it("renders several tags and self-closing ones as the given nodes", () => {
    const tags = { terms: createElement("a", { href: "/terms" }), org: createElement("strong", null, "Acme"), role: createElement("strong", null, "Admin") };
    expect(html({ text: "Read <terms>the terms</terms>. You are in <org/> as <role/>.", tags })).toBe(
      'Read <a href="/terms">the terms</a>. You are in <strong>Acme</strong> as <strong>Admin</strong>.',
    );
  });

  it("puts values in as text, inside and outside tags, never as markup", () => {
    const tags = { email: createElement("code"), b: createElement("b") };
    expect(html({ text: "Sign in as <email>{{email}}</email>, {{ who }}.", tags, values: { email: "a@b.test", who: "<b>x</b>" } })).toBe(
      "Sign in as <code>a@b.test</code>, &lt;b&gt;x&lt;/b&gt;.",
    );
  });

  it("leaves unknown tags and missing values as text", () => {
    expect(html({ text: "<x>y</x> and {{missing}}", tags: {} })).toBe("&lt;x&gt;y&lt;/x&gt; and {{missing}}");
  });
});
