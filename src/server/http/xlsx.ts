/**
 * A small XLSX (Office Open XML spreadsheet, ECMA-376 Part 1) writer: a store-only ZIP (zip.ts) of the few XML
 * parts a workbook needs — content types, package and workbook relationships, the workbook, a minimal style
 * sheet and one worksheet per sheet. Numbers are number cells; text is written as inline strings (no shared
 * string table); a null is an empty cell. The first row of each sheet is bold (its header).
 */
import { zipStore } from "./zip.ts";

export type XlsxCell = string | number | null;
export type XlsxSheet = { name: string; rows: readonly (readonly XlsxCell[])[] };

const NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The characters XML 1.0 allows (tab, line feed, carriage return, U+0020 on; whole surrogate pairs; not U+FFFE/U+FFFF). */
function xmlChars(s: string): string {
  let out = "";
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const allowed = c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000;
    if (allowed) out += ch;
  }
  return out;
}

/** Text safe inside XML: the five entities escaped, characters XML 1.0 forbids (most C0 controls, lone surrogates) dropped. */
export function xmlText(s: string): string {
  return xmlChars(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** The column letters of a 0-based column index (0 → A, 25 → Z, 26 → AA). */
export function columnName(index: number): string {
  let n = index + 1;
  let name = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** A sheet name Excel accepts: no []:*?/\ characters, 1–31 characters. */
function sheetName(name: string, index: number): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, " ")
    .trim()
    .slice(0, 31);
  return clean || `Sheet${index + 1}`;
}

function cellXml(value: XlsxCell, ref: string, header: boolean): string {
  const style = header ? ' s="1"' : "";
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : "";
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

function worksheetXml(rows: readonly (readonly XlsxCell[])[]): string {
  const body = rows.map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cellXml(v, `${columnName(c)}${r + 1}`, r === 0)).join("")}</row>`).join("");
  const widest = Math.max(1, ...rows.map((r) => r.length));
  const cols = Array.from({ length: widest }, (_, c) => {
    const chars = Math.max(8, ...rows.map((r) => String(r[c] ?? "").length));
    return `<col min="${c + 1}" max="${c + 1}" width="${Math.min(60, chars + 2)}" customWidth="1"/>`;
  }).join("");
  return `${XML_HEAD}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}"><cols>${cols}</cols><sheetData>${body}</sheetData></worksheet>`;
}

const STYLES = `${XML_HEAD}<styleSheet xmlns="${NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The workbook file (.xlsx bytes) of these sheets, in order. */
export function xlsxWorkbook(sheets: readonly XlsxSheet[], modified = new Date()): Buffer {
  if (sheets.length === 0) throw new Error("xlsxWorkbook: a workbook needs a sheet");
  const names = sheets.map((s, i) => sheetName(s.name, i));
  const contentTypes =
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
    sheets
      .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
      .join("") +
    `</Types>`;
  const rootRels = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook =
    `${XML_HEAD}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets>` +
    names.map((n, i) => `<sheet name="${xmlText(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("") +
    `</sheets></workbook>`;
  const workbookRels =
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
    sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join("") +
    `<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
  const utf8 = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));
  return zipStore(
    [
      { name: "[Content_Types].xml", data: utf8(contentTypes) },
      { name: "_rels/.rels", data: utf8(rootRels) },
      { name: "xl/workbook.xml", data: utf8(workbook) },
      { name: "xl/_rels/workbook.xml.rels", data: utf8(workbookRels) },
      { name: "xl/styles.xml", data: utf8(STYLES) },
      ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: utf8(worksheetXml(s.rows)) })),
    ],
    modified,
  );
}
