import { Trans } from "../../lib/trans.tsx";
import { Link } from "react-router";
import { useLegalT } from "./i18n.ts";
import { LegalLayout } from "./LegalLayout.tsx";

/** /terms: the Terms of Service. */
export function TermsPage() {
  const t = useLegalT();
  return (
    <LegalLayout title={t("terms.title")} updated={t("terms.updated")}>
      <p>{t("terms.intro")}</p>

      <h2>{t("terms.account.title")}</h2>
      <ul>
        <li>{t("terms.account.link")}</li>
        <li>{t("terms.account.accurate")}</li>
        <li>{t("terms.account.misuse")}</li>
      </ul>

      <h2>{t("terms.organizations.title")}</h2>
      <p>{t("terms.organizations.body")}</p>

      <h2>{t("terms.nature.title")}</h2>
      <p>{t("terms.nature.body")}</p>

      <h2>{t("terms.acceptableUse.title")}</h2>
      <ul>
        <li>{t("terms.acceptableUse.honest")}</li>
        <li>{t("terms.acceptableUse.anonymity")}</li>
        <li>{t("terms.acceptableUse.abuse")}</li>
        <li>{t("terms.acceptableUse.discrimination")}</li>
      </ul>

      <h2>{t("terms.content.title")}</h2>
      <p>
        <Trans t={t} i18nKey="terms.content.body" components={{ privacy: <Link to="/privacy" /> }} />
      </p>

      <h2>{t("terms.availability.title")}</h2>
      <p>{t("terms.availability.body")}</p>

      <h2>{t("terms.liability.title")}</h2>
      <p>{t("terms.liability.body")}</p>

      <h2>{t("terms.ending.title")}</h2>
      <p>{t("terms.ending.body")}</p>

      <h2>{t("terms.changes.title")}</h2>
      <p>{t("terms.changes.body")}</p>

      <h2>{t("terms.contact.title")}</h2>
      <p>{t("terms.contact.body")}</p>
    </LegalLayout>
  );
}
