import { Link } from "react-router";
import { CenteredMessage, primaryLinkClass } from "../../components/CenteredMessage.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useErrorsT } from "./i18n.ts";

/** A friendly 404 for any unknown address outside the dashboard. */
export function NotFoundPage() {
  const t = useErrorsT();
  useDocumentTitle(t("notFound.documentTitle"));
  return (
    <CenteredMessage
      icon="search"
      title={t("notFound.title")}
      actions={
        <Link to="/" className={primaryLinkClass}>
          <Icon name="home" className="h-4 w-4" />
          {t("notFound.home")}
        </Link>
      }
    >
      <p>{t("notFound.body")}</p>
    </CenteredMessage>
  );
}
