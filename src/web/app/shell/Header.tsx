import { lazy, Suspense, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { useTheme } from "../../lib/theme-provider.tsx";
import { useShellT } from "./i18n.ts";
import { SearchBox } from "./SearchBox.tsx";

export const iconButtonClass =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white";

// The bell (its polling, its count and its list) loads just after the shell has rendered; until then a bell that
// opens the list once it is there.
const loadBell = () => import("./NotificationBell.tsx");
const NotificationBell = lazy(async () => ({ default: (await loadBell()).NotificationBell }));

/** The bell while its code arrives: the same button; a click is kept and opens the list when it is there. */
function BellPlaceholder({ className, onOpen }: { className: string; onOpen: () => void }) {
  const t = useShellT();
  return (
    <button type="button" onClick={onOpen} aria-label={t("notifications.title")} aria-haspopup="dialog" aria-expanded={false} className={className}>
      <Icon name="bell" />
    </button>
  );
}

interface HeaderProps {
  title: string;
  description: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/** The dashboard header: page title and description, page search, notifications, theme, settings and logout. */
export function Header({ title, description, drawerOpen, onOpenDrawer }: HeaderProps) {
  const t = useShellT();
  const { resolved, toggle } = useTheme();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [mobileSearch, setMobileSearch] = useState(false);
  const [bellOpenAsked, setBellOpenAsked] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const mobileSearchId = useId();

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-900/90 dark:supports-[backdrop-filter]:bg-slate-900/75">
      <div className="flex min-h-16 items-center gap-2 px-3 py-2 sm:px-4 md:gap-4 md:px-8">
        <button
          type="button"
          onClick={onOpenDrawer}
          aria-label={t("header.openNavigation")}
          aria-expanded={drawerOpen}
          aria-controls="mobile-nav"
          className={`${iconButtonClass} md:hidden`}
        >
          <Icon name="menu" />
        </button>

        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold text-slate-900 md:text-lg dark:text-white">{title}</h1>
          <p className="hidden text-sm leading-snug text-pretty text-slate-500 sm:block dark:text-slate-400">{description}</p>
        </div>

        <SearchBox className="hidden w-56 md:block lg:w-72" />

        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <button
            type="button"
            onClick={() => setMobileSearch((open) => !open)}
            aria-label={t("header.searchPages")}
            aria-expanded={mobileSearch}
            aria-controls={mobileSearchId}
            className={`${iconButtonClass} md:hidden`}
          >
            <Icon name="search" />
          </button>
          <Suspense fallback={<BellPlaceholder className={iconButtonClass} onOpen={() => setBellOpenAsked(true)} />}>
            <NotificationBell buttonClassName={iconButtonClass} initiallyOpen={bellOpenAsked} />
          </Suspense>
          <button
            type="button"
            onClick={toggle}
            aria-label={resolved === "dark" ? t("header.toLightTheme") : t("header.toDarkTheme")}
            title={resolved === "dark" ? t("header.lightTheme") : t("header.darkTheme")}
            className={iconButtonClass}
          >
            <Icon name={resolved === "dark" ? "sun" : "moon"} />
          </button>
          <button type="button" onClick={() => void navigate("/dashboard/profile")} aria-label={t("header.profile")} title={t("header.profile")} className={iconButtonClass}>
            <Icon name="user" />
          </button>
          <button type="button" onClick={() => void navigate("/dashboard/settings")} aria-label={t("header.settings")} title={t("header.settings")} className={iconButtonClass}>
            <Icon name="settings" />
          </button>
          <span className="mx-1 hidden h-6 w-px bg-slate-200 sm:block dark:bg-slate-700" aria-hidden="true" />
          <button
            type="button"
            disabled={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void logout();
            }}
            aria-label={t("header.logOut")}
            title={t("header.logOut")}
            className={iconButtonClass}
          >
            {loggingOut ? <Spinner className="h-4 w-4" /> : <Icon name="logout" />}
          </button>
        </div>
      </div>
      {mobileSearch && (
        <div id={mobileSearchId} className="border-t border-slate-200 px-3 py-3 md:hidden dark:border-slate-800">
          <SearchBox autoFocus onNavigate={() => setMobileSearch(false)} />
        </div>
      )}
    </header>
  );
}
