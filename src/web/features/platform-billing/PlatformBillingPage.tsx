import { useMe } from "../../lib/auth.tsx";
import { Icon } from "../../components/Icon.tsx";
import { InvoicesCard } from "./InvoicesCard.tsx";
import { SpendCard } from "./SpendCard.tsx";
import { usePlatformBillingT } from "./i18n.ts";

/**
 * Platform → Billing (platform admins, operateBilling): the notice that there is no payment processor yet, every
 * organization's invoices with Mark paid, and the sales and marketing spend records (added by those who may
 * manage the business: the CEO and platform admins). Each card shows only to those whose platform policies allow it
 * (the server refuses the others anyway).
 */
export function PlatformBillingPage() {
  const t = usePlatformBillingT();
  const { platform } = useMe();
  return (
    <div className="space-y-6">
      <div role="note" className="flex gap-3 rounded-2xl border border-sky-200 bg-sky-50 px-5 py-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100">
        <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-semibold">{t("noProcessor.title")}</p>
          <p className="mt-1">{t("noProcessor.body")}</p>
        </div>
      </div>
      {platform?.policies.operateBilling && <InvoicesCard />}
      {platform?.policies.readBusiness && <SpendCard canAdd={platform.policies.manageBusiness} />}
    </div>
  );
}
