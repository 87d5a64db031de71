import { Trans } from "../../lib/trans.tsx";
import { Link } from "react-router";
import { useLegalT } from "./i18n.ts";
import { LegalLayout } from "./LegalLayout.tsx";

/** /privacy: the Privacy Policy. */
export function PrivacyPage() {
  const t = useLegalT();
  const bold = { b: <strong /> };
  return (
    <LegalLayout title={t("privacy.title")} updated={t("privacy.updated")}>
      <p>{t("privacy.intro")}</p>

      <h2>{t("privacy.responsible.title")}</h2>
      <p>{t("privacy.responsible.body")}</p>

      <h2>{t("privacy.collect.title")}</h2>
      <ul>
        <li>
          <Trans t={t} i18nKey="privacy.collect.account" components={bold} />
        </li>
        <li>
          <Trans t={t} i18nKey="privacy.collect.assessment" components={bold} />
        </li>
        <li>
          <Trans t={t} i18nKey="privacy.collect.feedback" components={bold} />
        </li>
        <li>
          <Trans t={t} i18nKey="privacy.collect.technical" components={bold} />
        </li>
      </ul>

      <h2>{t("privacy.cookies.title")}</h2>
      <p>{t("privacy.cookies.body")}</p>

      <h2>{t("privacy.use.title")}</h2>
      <ul>
        <li>{t("privacy.use.signIn")}</li>
        <li>{t("privacy.use.deliver")}</li>
        <li>{t("privacy.use.analytics")}</li>
        <li>{t("privacy.use.reliability")}</li>
      </ul>
      <p>{t("privacy.use.noSale")}</p>

      <h2>{t("privacy.access.title")}</h2>
      <p>{t("privacy.access.body")}</p>

      <h2>{t("privacy.sharing.title")}</h2>
      <p>{t("privacy.sharing.body")}</p>

      <h2>{t("privacy.retention.title")}</h2>
      <p>{t("privacy.retention.body")}</p>

      <h2>{t("privacy.security.title")}</h2>
      <p>{t("privacy.security.body")}</p>

      <h2>{t("privacy.rights.title")}</h2>
      <p>{t("privacy.rights.body")}</p>

      <h2>{t("privacy.changes.title")}</h2>
      <p>
        <Trans t={t} i18nKey="privacy.changes.body" components={{ terms: <Link to="/terms" /> }} />
      </p>
    </LegalLayout>
  );
}
