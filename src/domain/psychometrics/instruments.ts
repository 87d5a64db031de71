/**
 * The published instruments Facetwise's items and norms come from, with their references, for the public pages
 * and the documentation. Every entry is one of the item sets in the shared psychometrics data (see
 * data/README.md beside this folder for the files and how each item was checked against IPIP's own tables).
 */
export interface Instrument {
  /** A stable key (the web app's words for it are under this key). */
  readonly id: "ipip-neo-120" | "catpd-sf" | "barchard-ei" | "ipip-leadership";
  /** The instrument's published name. */
  readonly name: string;
  /** The reference to cite. */
  readonly reference: string;
  /** Where the items are published. */
  readonly url: string;
}

/** The instruments in the order the product uses them: personality first, then what builds on it. */
export const INSTRUMENTS: readonly Instrument[] = [
  {
    id: "ipip-neo-120",
    name: "IPIP-NEO-120",
    reference:
      "Johnson, J. A. (2014). Measuring thirty facets of the Five Factor Model with a 120-item public domain inventory: Development of the IPIP-NEO-120. Journal of Research in Personality, 51, 78–89.",
    url: "https://ipip.ori.org/",
  },
  {
    id: "catpd-sf",
    name: "CAT-PD-SF v1.1",
    reference:
      "Simms, L. J., et al. (2011). Computerized adaptive assessment of personality disorder: Introducing the CAT-PD project. Journal of Personality Assessment, 93(4), 380–389.",
    url: "https://ipip.ori.org/newCAT-PD-SFv1.1Keys.htm",
  },
  {
    id: "barchard-ei",
    name: "IPIP emotional-intelligence scales",
    reference: "Barchard, K. A. (2001). IPIP scales of emotional intelligence, as keyed at ipip.ori.org.",
    url: "https://ipip.ori.org/newEmotionalIntelligenceKey.htm",
  },
  {
    id: "ipip-leadership",
    name: "IPIP scales for executive competencies",
    reference: "International Personality Item Pool scales, among them 6FPQ Leadership, JPI Innovation, 16PF Assertiveness and IPIP-VIA-R Judgment, Prudence and Leadership.",
    url: "https://ipip.ori.org/",
  },
];

/** How the norms are described wherever they are named: what the tables are, and what is not known about them. */
export const NORM_SOURCE =
  "Percentiles compare answers with Johnson's published IPIP-NEO scoring norms from self-selected Internet respondents, grouped by sex and age; the sample behind the tables is not stated further.";
