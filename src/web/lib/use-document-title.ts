import { useEffect } from "react";
import { useT } from "./i18n.ts";

/** Sets the browser tab title to "<title> · Facetwise" while the calling component is shown. */
export function useDocumentTitle(title: string): void {
  const t = useT("common");
  useEffect(() => {
    document.title = title ? t("documentTitle", { title }) : t("appName");
  }, [title, t]);
}
