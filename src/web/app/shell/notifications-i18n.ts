import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import notifications from "../../locales/en/notifications.ts";

// The list's words travel with the list's chunk (loaded when the bell is first opened), not with the shell.
addCatalog("notifications", notifications);

/** The notification list's translate function (components). */
export const useNotificationsT = () => useT("notifications");

/** The notifications namespace's translate function outside React (the text of a notification). */
export const notificationsT = tNs("notifications");
