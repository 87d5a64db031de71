import { ZNotificationKind, ZNotificationList, ZNotificationParams, type TNotification } from "../../../contracts/notifications.ts";
import { notFound } from "../../http/errors.ts";
import { markAllRead, markRead, recentFor, unreadCount } from "../../notifications/repo.ts";
import type { AppModule } from "../module.ts";
import { subscribeNotifications } from "./subscribers.ts";

/** How many notifications the bell lists. */
const LIST_LIMIT = 30;

/**
 * The bell: the caller's newest notifications in their organization, and marking them read; and the notices
 * themselves, written from the domain events (subscribers.ts).
 */
export const notificationsModule: AppModule = {
  name: "notifications",
  register({ core, route }) {
    const db = core.database.db;
    subscribeNotifications({ db, notifier: core.notifier, bus: core.bus, baseURL: core.baseURL });
    const tags = ["notifications"];
    route(
      { method: "GET", url: "/api/notifications", summary: "My newest notifications and the unread count", access: "member", response: ZNotificationList, tags },
      async ({ actor }) => {
        const [rows, unread] = await Promise.all([recentFor(db, actor.organizationId, actor.userId, LIST_LIMIT), unreadCount(db, actor.organizationId, actor.userId)]);
        const notifications: TNotification[] = rows.flatMap((r) => {
          const kind = ZNotificationKind.safeParse(r.kind);
          if (!kind.success) return [];
          return [{ id: r.id, kind: kind.data, data: r.data, link: r.link, readAt: r.readAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() }];
        });
        return { notifications, unread };
      },
    );
    route(
      {
        method: "POST",
        url: "/api/notifications/:notificationId/read",
        summary: "Mark one notification read",
        access: "member",
        params: ZNotificationParams,
        response: "empty",
        tags,
      },
      async ({ actor, params }) => {
        if (!(await markRead(db, actor.organizationId, actor.userId, params.notificationId, new Date()))) throw notFound("Notification");
      },
    );
    route({ method: "POST", url: "/api/notifications/read-all", summary: "Mark all my notifications read", access: "member", response: "empty", tags }, async ({ actor }) => {
      await markAllRead(db, actor.organizationId, actor.userId, new Date());
    });
  },
};
