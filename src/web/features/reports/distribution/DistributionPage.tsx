import { useMemo, useState, type FormEvent } from "react";
import type { TDistributionList } from "../../../../contracts/reports.ts";
import { Card } from "../../../components/Card.tsx";
import { Dialog } from "../../../components/Dialog.tsx";
import { EmptyState } from "../../../components/EmptyState.tsx";
import { LoadFailedPanel, PanelMessage } from "../../../components/PanelMessage.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/Tabs.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { dangerTextButtonClass, ghostButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useMe } from "../../../lib/auth.tsx";
import { ReportsTabs } from "../ReportsTabs.tsx";
import { useTemplates } from "../templates-api.ts";
import { useDistributionT } from "./i18n.ts";
import { useDeleteList, useDistribution, useDistributionAction, type DistributionTab } from "./distribution-api.ts";
import { browserTimeZone, displayLocale, displayTimeZone } from "../../../lib/display-preferences.ts";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";
const labelClass = "text-sm font-medium text-slate-700 dark:text-slate-300";

const tabClass =
  "-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-slate-400 dark:hover:text-white dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300";

/** Entries of a pasted subscriber list (the server drops blanks and repeats and refuses non-addresses). */
export function subscriberEntries(text: string): string[] {
  return text.split(/[\n,;]+/).map((s) => s.trim());
}

/** /dashboard/reports/distribution: lists, my subscriptions and the delivery history (spec 2 §2.9). */
export function DistributionPage() {
  const t = useDistributionT();
  const { organization } = useMe();
  const [tab, setTab] = useState<DistributionTab>("lists");
  if (!organization) {
    return (
      <div className="mx-auto max-w-6xl">
        <Card>
          <PanelMessage icon="alert" title={t("noOrganization")} />
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <ReportsTabs />
      <div>
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t("heading")}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("intro")}</p>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as DistributionTab)}>
        <TabsList label={t("heading")} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
          <TabsTrigger value="lists" className={tabClass}>
            {t("tabs.lists")}
          </TabsTrigger>
          <TabsTrigger value="subscriptions" className={tabClass}>
            {t("tabs.subscriptions")}
          </TabsTrigger>
          <TabsTrigger value="history" className={tabClass}>
            {t("tabs.history")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="lists">
          <ListsTab organizationId={organization.id} />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsTab organizationId={organization.id} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab organizationId={organization.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Loading() {
  const t = useDistributionT();
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400">
      <Spinner className="h-4 w-4" /> {t("loading")}
    </div>
  );
}

function Failed({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry(): void }) {
  const t = useDistributionT();
  return <LoadFailedPanel title={t("loadFailed")} message={errorMessage(error)} retrying={retrying} onRetry={onRetry} buttonClassName={secondaryButtonClass} />;
}

function ListsTab({ organizationId }: { organizationId: string }) {
  const t = useDistributionT();
  const toast = useToast();
  const query = useDistribution(organizationId, "lists");
  const remove = useDeleteList(organizationId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TDistributionList | null>(null);
  const manage = query.data?.policies.manage ?? false;

  return (
    <div className="space-y-4 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {query.data && !manage ? <p className="text-sm text-slate-600 dark:text-slate-400">{t("lists.cannotManage")}</p> : <span />}
        {manage ? (
          <button type="button" className={primaryButtonClass} onClick={() => setCreating(true)}>
            {t("lists.create")}
          </button>
        ) : null}
      </div>
      {query.isPending ? (
        <Card>
          <Loading />
        </Card>
      ) : query.isError ? (
        <Card>
          <Failed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        </Card>
      ) : (query.data.distribution_lists ?? []).length === 0 ? (
        <Card>
          <EmptyState icon="users" title={t("lists.empty.title")}>
            {t("lists.empty.body")}
          </EmptyState>
        </Card>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {(query.data.distribution_lists ?? []).map((l) => (
            <li key={l.id}>
              <Card>
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-semibold text-slate-900 dark:text-white">{l.name}</h3>
                    {l.description ? <p className="text-sm text-slate-600 dark:text-slate-400">{l.description}</p> : null}
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {t("lists.channels", { list: l.distribution_channels.map((c) => t(`form.channel.${c}`)).join(", ") })}
                    </p>
                    <p className="text-sm text-slate-700 dark:text-slate-300">{t("lists.subscribers", { count: l.subscribers.length })}</p>
                    {l.subscribers.length > 0 ? <p className="truncate text-xs text-slate-500 dark:text-slate-400">{l.subscribers.map((s) => s.email).join(", ")}</p> : null}
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {l.is_active ? t("lists.active") : t("lists.inactive")}
                      {l.schedule_configuration.enabled ? ` · ${t("lists.scheduled")}` : ""}
                    </p>
                  </div>
                  {l.policies.delete ? (
                    <button type="button" className={dangerTextButtonClass} aria-label={t("lists.deleteNamed", { name: l.name })} onClick={() => setDeleting(l)}>
                      {t("lists.delete")}
                    </button>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {creating ? <CreateListDialog organizationId={organizationId} onClose={() => setCreating(false)} /> : null}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("lists.confirmTitle")}
        description={t("lists.confirmBody")}
        footer={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setDeleting(null)}>
              {t("form.cancel")}
            </button>
            <button
              type="button"
              className={primaryButtonClass}
              disabled={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setDeleting(null);
                    toast.show(t("lists.deleted"));
                  },
                  onError: (e) => toast.show(errorMessage(e), "error"),
                })
              }
            >
              {t("lists.delete")}
            </button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{deleting?.name}</p>
      </Dialog>
    </div>
  );
}

function CreateListDialog({ organizationId, onClose }: { organizationId: string; onClose(): void }) {
  const t = useDistributionT();
  const toast = useToast();
  const action = useDistributionAction(organizationId);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [channels, setChannels] = useState<("email" | "slack" | "webhook")[]>(["email"]);
  const [subscribers, setSubscribers] = useState("");
  const [slackWebhookUrl, setSlack] = useState("");
  const [webhookUrl, setWebhook] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const toggle = (c: "email" | "slack" | "webhook") => setChannels((cur) => (cur.includes(c) ? cur.filter((x) => x !== c) : [...cur, c]));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setProblem(t("form.nameRequired"));
    setProblem(null);
    action.mutate(
      {
        action: "create_distribution_list",
        organizationId,
        name: name.trim(),
        description: description.trim(),
        distributionChannels: channels,
        subscribers: subscriberEntries(subscribers),
        slackWebhookUrl: channels.includes("slack") ? slackWebhookUrl.trim() : null,
        webhookUrl: channels.includes("webhook") ? webhookUrl.trim() : null,
      },
      {
        onSuccess: (r) => {
          toast.show(t("form.created"));
          if (r.webhook_secret) setSecret(r.webhook_secret);
          else onClose();
        },
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };

  if (secret) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t("form.secretTitle")}
        description={t("form.secretBody")}
        footer={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => void navigator.clipboard?.writeText(secret).then(() => toast.show(t("form.copied")))}>
              {t("form.copy")}
            </button>
            <button type="button" className={primaryButtonClass} onClick={onClose}>
              {t("form.done")}
            </button>
          </>
        }
      >
        <code className="block break-all rounded bg-slate-100 p-2 text-sm dark:bg-slate-900" data-testid="webhook-secret">
          {secret}
        </code>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} title={t("form.title")} size="lg">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <label className="block">
          <span className={labelClass}>{t("form.name")}</span>
          <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={problem === t("form.nameRequired")} />
        </label>
        <label className="block">
          <span className={labelClass}>{t("form.description")}</span>
          <input className={inputClass} value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <fieldset>
          <legend className={labelClass}>{t("form.channels")}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(["email", "slack", "webhook"] as const).map((c) => (
              <label key={c} className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                <input type="checkbox" checked={channels.includes(c)} onChange={() => toggle(c)} />
                {t(`form.channel.${c}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block">
          <span className={labelClass}>{t("form.subscribers")}</span>
          <textarea className={inputClass} rows={4} value={subscribers} onChange={(e) => setSubscribers(e.target.value)} />
          <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{t("form.subscribersHint")}</span>
        </label>
        {channels.includes("slack") ? (
          <label className="block">
            <span className={labelClass}>{t("form.slackUrl")}</span>
            <input className={inputClass} type="url" value={slackWebhookUrl} onChange={(e) => setSlack(e.target.value)} placeholder={t("form.slackPlaceholder")} />
          </label>
        ) : null}
        {channels.includes("webhook") ? (
          <label className="block">
            <span className={labelClass}>{t("form.webhookUrl")}</span>
            <input className={inputClass} type="url" value={webhookUrl} onChange={(e) => setWebhook(e.target.value)} placeholder={t("form.webhookPlaceholder")} />
          </label>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {t("form.cancel")}
          </button>
          <button type="submit" className={primaryButtonClass} disabled={action.isPending}>
            {action.isPending ? t("form.creating") : t("form.create")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function SubscriptionsTab({ organizationId }: { organizationId: string }) {
  const t = useDistributionT();
  const toast = useToast();
  const query = useDistribution(organizationId, "subscriptions");
  const lists = useDistribution(organizationId, "lists");
  const templates = useTemplates(organizationId);
  const action = useDistributionAction(organizationId);
  const here = useMemo(() => displayTimeZone() ?? browserTimeZone(), []);
  const [templateId, setTemplateId] = useState("");
  const [listId, setListId] = useState("");
  const [format, setFormat] = useState<"pdf" | "html" | "link">("pdf");
  const [frequency, setFrequency] = useState<"immediate" | "daily" | "weekly" | "monthly">("immediate");
  const [problem, setProblem] = useState<string | null>(null);
  const manage = lists.data?.policies.manage ?? false;

  const subscribe = (e: FormEvent) => {
    e.preventDefault();
    if (!listId && !templateId) return setProblem(t("subscriptions.chooseTemplate"));
    setProblem(null);
    action.mutate(
      {
        action: "subscribe",
        organizationId,
        templateId: templateId || null,
        distributionListId: listId || null,
        subscriptionType: listId ? "list" : "individual",
        deliveryPreferences: { format, frequency },
        timeZone: here,
      },
      { onSuccess: () => toast.show(t("subscriptions.subscribed")), onError: (err) => setProblem(errorMessage(err)) },
    );
  };

  return (
    <div className="space-y-4 pt-4">
      <Card>
        <form onSubmit={subscribe} className="grid gap-3 md:grid-cols-5 md:items-end" noValidate>
          <label className="block">
            <span className={labelClass}>{t("subscriptions.template")}</span>
            <select className={inputClass} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              <option value="">{t("subscriptions.allTemplates")}</option>
              {(templates.data?.templates ?? []).map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className={labelClass}>{t("subscriptions.list")}</span>
            <select className={inputClass} value={listId} onChange={(e) => setListId(e.target.value)} disabled={!manage}>
              <option value="">{t("subscriptions.justMe")}</option>
              {(lists.data?.distribution_lists ?? []).map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className={labelClass}>{t("subscriptions.format")}</span>
            <select className={inputClass} value={format} onChange={(e) => setFormat(e.target.value as typeof format)}>
              {(["pdf", "html", "link"] as const).map((f) => (
                <option key={f} value={f}>
                  {t(`subscriptions.formats.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className={labelClass}>{t("subscriptions.frequency")}</span>
            <select className={inputClass} value={frequency} onChange={(e) => setFrequency(e.target.value as typeof frequency)}>
              {(["immediate", "daily", "weekly", "monthly"] as const).map((f) => (
                <option key={f} value={f}>
                  {t(`subscriptions.frequencies.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={primaryButtonClass} disabled={action.isPending}>
            {t("subscriptions.subscribe")}
          </button>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-red-700 md:col-span-5 dark:text-red-300">
              {problem}
            </p>
          ) : null}
          {frequency !== "immediate" ? <p className="text-xs text-slate-600 md:col-span-5 dark:text-slate-400">{`${t("subscriptions.timeZone")}: ${here}`}</p> : null}
        </form>
      </Card>
      {query.isPending ? (
        <Card>
          <Loading />
        </Card>
      ) : query.isError ? (
        <Card>
          <Failed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        </Card>
      ) : (query.data.subscriptions ?? []).length === 0 ? (
        <Card>
          <EmptyState icon="file" title={t("subscriptions.empty.title")}>
            {t("subscriptions.empty.body")}
          </EmptyState>
        </Card>
      ) : (
        <ul className="space-y-2">
          {(query.data.subscriptions ?? []).map((s) => (
            <li key={s.id}>
              <Card>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="text-sm text-slate-800 dark:text-slate-200">
                    <span className="font-medium">{s.template?.name ?? t("subscriptions.allTemplates")}</span>
                    {" · "}
                    {s.subscription_type === "list" && s.distribution_list ? t("subscriptions.toList", { name: s.distribution_list.name }) : t("subscriptions.individual")}
                    {" · "}
                    {t(`subscriptions.formats.${s.delivery_preferences.format}`)}
                    {" · "}
                    {t(`subscriptions.frequencies.${s.delivery_preferences.frequency}`)}
                    {s.delivery_preferences.frequency !== "immediate" ? ` (${s.time_zone})` : ""}
                  </div>
                  {s.policies.unsubscribe ? (
                    <button
                      type="button"
                      className={ghostButtonClass}
                      disabled={action.isPending}
                      onClick={() =>
                        action.mutate(
                          { action: "unsubscribe", organizationId, subscriptionId: s.id },
                          { onSuccess: () => toast.show(t("subscriptions.unsubscribed")), onError: (e) => toast.show(errorMessage(e), "error") },
                        )
                      }
                    >
                      {t("subscriptions.unsubscribe")}
                    </button>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const STATUS_CLASS = {
  delivered: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
  pending: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
} as const;

function HistoryTab({ organizationId }: { organizationId: string }) {
  const t = useDistributionT();
  const toast = useToast();
  const query = useDistribution(organizationId, "history");
  const action = useDistributionAction(organizationId);
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(displayLocale(), { timeZone: displayTimeZone() }) : t("history.notRead"));
  return (
    <div className="pt-4">
      <Card>
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <Failed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : (query.data.delivery_history ?? []).length === 0 ? (
          <EmptyState icon="file" title={t("history.empty.title")}>
            {t("history.empty.body")}
          </EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="text-xs uppercase text-slate-500 dark:text-slate-400">
                <tr>
                  {(["report", "channel", "recipient", "status", "delivered", "read", "attempts", "actions"] as const).map((c) => (
                    <th key={c} scope="col" className="py-2 pr-4">
                      {t(`history.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {(query.data.delivery_history ?? []).map((d) => (
                  <tr key={d.id} className="align-top">
                    <td className="py-2 pr-4 font-medium text-slate-900 dark:text-white">{d.report.title}</td>
                    <td className="py-2 pr-4">{t(`form.channel.${d.delivery_channel}`)}</td>
                    <td className="py-2 pr-4 break-all">{d.recipient_address}</td>
                    <td className="py-2 pr-4">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[d.delivery_status]}`}>{t(`history.status.${d.delivery_status}`)}</span>
                      {d.last_error ? <div className="mt-1 text-xs text-red-700 dark:text-red-300">{d.last_error}</div> : null}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{when(d.delivery_timestamp)}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">{when(d.read_timestamp)}</td>
                    <td className="py-2 pr-4 tabular-nums">{d.attempts}</td>
                    <td className="py-2">
                      {d.policies.resend ? (
                        <button
                          type="button"
                          className={ghostButtonClass}
                          disabled={action.isPending}
                          onClick={() =>
                            action.mutate(
                              { action: "resend_delivery", organizationId, deliveryId: d.id },
                              { onSuccess: () => toast.show(t("history.resent")), onError: (e) => toast.show(errorMessage(e), "error") },
                            )
                          }
                        >
                          {t("history.resend")}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
