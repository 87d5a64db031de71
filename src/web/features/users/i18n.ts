import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import users from "../../locales/en/users.ts";

addCatalog("users", users);

/** The Users pages' translate function (components). */
export const useUsersT = () => useT("users");

/** The users namespace's translate function outside React (member list helpers). */
export const usersT = tNs("users");
