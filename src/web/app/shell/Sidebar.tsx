import { Link, useLocation } from "react-router";
import { Icon } from "../../components/Icon.tsx";
import { Logo } from "../../components/Logo.tsx";
import { initials } from "../../lib/format.ts";
import type { TMe } from "../../../contracts/auth.ts";
import { useT } from "../../lib/i18n.ts";
import { visibleItems, type NavSection } from "../../lib/nav.ts";
import { isActivePath, NAV_ITEMS, normalizePath } from "../navigation.ts";
import { useShellT } from "./i18n.ts";

const SECTIONS: readonly NavSection[] = ["workspace", "platform", "staff", "account"];

interface SidebarProps {
  me: TMe;
  /** Icon-only rail (desktop collapsed). The drawer variant is never collapsed. */
  collapsed: boolean;
  variant: "rail" | "drawer";
  onToggleCollapsed?: () => void;
  onClose?: () => void;
}

/** Sidebar content: logo, every destination with its children under the active entry, and the signed-in user. */
export function Sidebar({ me, collapsed, variant, onToggleCollapsed, onClose }: SidebarProps) {
  const t = useShellT();
  const navT = useT("nav");
  const { pathname } = useLocation();
  const current = normalizePath(pathname);

  return (
    <div className="flex h-full flex-col">
      <div className={`flex h-16 shrink-0 items-center border-b border-slate-200 dark:border-slate-800 ${collapsed ? "justify-center px-2" : "justify-between px-4"}`}>
        <Link to="/dashboard" className="rounded-lg" aria-label={t("sidebar.overviewLink")} onClick={onClose}>
          <Logo withText={!collapsed} />
        </Link>
        {variant === "drawer" && (
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            aria-label={t("sidebar.closeNavigation")}
          >
            <Icon name="close" />
          </button>
        )}
      </div>

      <nav aria-label={t("sidebar.main")} className="flex-1 overflow-x-hidden overflow-y-auto px-2 py-4">
        {SECTIONS.map((section) => {
          const items = visibleItems(NAV_ITEMS, me.policies, me.platform?.policies ?? null).filter((item) => item.section === section);
          if (items.length === 0) return null;
          return (
            <div key={section} className="mb-5 last:mb-0">
              {collapsed ? (
                <div className="mx-3 mb-2 border-t border-slate-200 first:hidden dark:border-slate-800" aria-hidden="true" />
              ) : (
                <p className="mb-1.5 px-3 text-[11px] font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">{navT(`sections.${section}`)}</p>
              )}
              <ul className="space-y-0.5">
                {items.map((item) => {
                  const active = isActivePath(item.path, current);
                  const exact = current === item.path;
                  const showChildren = active && !collapsed && item.children && item.children.length > 0;
                  return (
                    <li key={item.path}>
                      <Link
                        to={item.path}
                        onClick={onClose}
                        aria-current={exact ? "page" : active ? "true" : undefined}
                        title={collapsed ? item.label : undefined}
                        className={`group flex items-center gap-3 rounded-lg py-2 text-sm font-medium transition-colors ${collapsed ? "justify-center px-2" : "px-3"} ${
                          active
                            ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300"
                            : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                        }`}
                      >
                        <Icon
                          name={item.icon}
                          className={`h-5 w-5 shrink-0 ${active ? "text-indigo-600 dark:text-indigo-400" : "text-slate-400 group-hover:text-slate-600 dark:text-slate-500 dark:group-hover:text-slate-300"}`}
                        />
                        <span className={collapsed ? "sr-only" : "truncate"}>{item.label}</span>
                      </Link>
                      {showChildren && (
                        <ul className="mt-0.5 mb-1 ml-[1.375rem] space-y-0.5 border-l border-slate-200 pl-3 dark:border-slate-700">
                          {item.children?.map((child) => {
                            const childActive = isActivePath(child.path, current);
                            return (
                              <li key={child.path}>
                                <Link
                                  to={child.path}
                                  onClick={onClose}
                                  aria-current={current === child.path ? "page" : childActive ? "true" : undefined}
                                  className={`block rounded-md px-3 py-1.5 text-sm transition-colors ${
                                    childActive
                                      ? "font-medium text-indigo-700 dark:text-indigo-300"
                                      : "text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                                  }`}
                                >
                                  {child.label}
                                </Link>
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>

      <div className="shrink-0 border-t border-slate-200 p-2 dark:border-slate-800">
        {variant === "rail" && onToggleCollapsed && (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-expanded={!collapsed}
            aria-controls="sidebar"
            aria-label={collapsed ? t("sidebar.expand") : t("sidebar.collapse")}
            title={collapsed ? t("sidebar.expand") : undefined}
            className={`mb-1 flex w-full items-center gap-3 rounded-lg py-2 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white ${collapsed ? "justify-center px-2" : "px-3"}`}
          >
            <Icon name={collapsed ? "chevrons-right" : "chevrons-left"} className="h-5 w-5 shrink-0" />
            {!collapsed && <span aria-hidden="true">{t("sidebar.collapseShort")}</span>}
          </button>
        )}
        <Link
          to="/dashboard/profile"
          onClick={onClose}
          className={`flex items-center gap-3 rounded-lg py-2 hover:bg-slate-100 dark:hover:bg-slate-800 ${collapsed ? "justify-center px-0" : "px-2"}`}
          title={collapsed ? (me.user.name.trim() ? t("sidebar.userTitle", { name: me.user.name, email: me.user.email }) : me.user.email) : undefined}
        >
          <span
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300"
            aria-hidden="true"
          >
            {initials(me.user.name, me.user.email)}
          </span>
          <div className={collapsed ? "sr-only" : "min-w-0"} data-testid="sidebar-user">
            {me.user.name.trim() !== "" && <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{me.user.name}</p>}
            <p className={me.user.name.trim() !== "" ? "truncate text-xs text-slate-500 dark:text-slate-400" : "truncate text-sm font-medium text-slate-900 dark:text-white"}>
              {me.user.email}
            </p>
          </div>
        </Link>
      </div>
    </div>
  );
}
