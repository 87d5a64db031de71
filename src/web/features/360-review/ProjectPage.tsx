import { Link, useParams } from "react-router";
import { Card } from "../../components/Card.tsx";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useReview360T } from "./i18n.ts";
import { InviteRaters } from "./invite/InviteRaters.tsx";
import { REVIEW360_PATH } from "./paths.ts";
import { ProgressCard } from "./project/ProgressCard.tsx";
import { ProjectHeader } from "./project/ProjectHeader.tsx";
import { RatersCard } from "./project/RatersCard.tsx";
import { RemindersCard } from "./project/RemindersCard.tsx";
import { LoadingLine } from "./ui.tsx";
import { useProject } from "./use-feedback360.ts";

function BackLink() {
  const t = useReview360T();
  return (
    <Link to={REVIEW360_PATH} className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
      <Icon name="arrow-left" className="h-4 w-4" /> {t("project.back")}
    </Link>
  );
}

/**
 * /dashboard/360-review/:projectId: status, deadline, self-rating, completed raters per group (the subject sees
 * overall progress only, once enough raters finished), reminder schedule, the actions the project's policies
 * allow, and the rater invitations (spec 2 §2.13).
 */
export function ProjectPage() {
  const { projectId = "" } = useParams();
  const t = useReview360T();
  const project = useProject(projectId);
  useDocumentTitle(project.data?.title ?? t("project.loading"));

  if (project.isPending) return <LoadingLine label={t("project.loading")} />;
  if (project.isError) {
    const gone = project.error instanceof ApiError && (project.error.statusCode === 404 || project.error.statusCode === 403);
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <BackLink />
        {gone ? (
          <PanelMessage icon="search" title={t("project.loadFailed")}>
            <p>{t("project.notFound")}</p>
          </PanelMessage>
        ) : (
          <LoadFailedPanel
            title={t("project.loadFailed")}
            message={errorMessage(project.error)}
            retrying={project.isFetching}
            onRetry={() => void project.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        )}
      </div>
    );
  }

  const p = project.data;
  const inviting = p.status === "open" && (p.policies.manage || p.policies.nominate);
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <BackLink />
      <ProjectHeader project={p} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ProgressCard project={p} showWarnings={!inviting} />
        <RemindersCard project={p} />
      </div>
      <RatersCard project={p} />
      {inviting && (
        <Card title={t("invite.title")} description={t("invite.description", { subject: p.subject.name })}>
          <InviteRaters project={p} />
        </Card>
      )}
    </div>
  );
}
