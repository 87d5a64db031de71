/**
 * The competency tree in the reader's words (the `competency-tree` catalog, by the domain's ids): group and node
 * labels, node descriptions, each facet link's reason, the quick templates, and where the links come from. The
 * node-based creator and the designed results both read them; an id the catalog does not know is shown as stored.
 */
import { addCatalog, tNs } from "../i18n.ts";
import tree from "../../locales/en/competency-tree.ts";

addCatalog("competency-tree", tree);

const treeT = tNs("competency-tree");

/** A group's label; its id when the catalog has none. */
export const groupLabel = (groupId: string): string => treeT(`groups.${groupId}`, { defaultValue: groupId });

/** A node's label; `stored` (the English a result scored before the catalog kept) or the id when the catalog has none. */
export const nodeLabel = (nodeId: string, stored?: string): string => treeT(`nodes.${nodeId}.label`, { defaultValue: stored ?? nodeId });

/** A node's one-line description ("" when the catalog has none). */
export const nodeDescription = (nodeId: string): string => treeT(`nodes.${nodeId}.description`, { defaultValue: "" });

/** Why a node links to a facet (by IPIP-NEO facet code, e.g. "C4"). */
export const linkReason = (nodeId: string, facetCode: string): string => treeT(`nodes.${nodeId}.links.${facetCode}`, { defaultValue: "" });

/** A quick template's name; its id when the catalog has none. */
export const templateName = (templateId: string): string => treeT(`templates.${templateId}.name`, { defaultValue: templateId });

/** A quick template's description. */
export const templateDescription = (templateId: string): string => treeT(`templates.${templateId}.description`, { defaultValue: "" });

/** Where the node-facet links come from: Facetwise's documented judgement, not validated research. */
export const mappingSource = (): string => treeT("mappingSource");
