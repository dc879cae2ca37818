import {
  BarChart3,
  BriefcaseBusiness,
  Building2,
  ChevronDown,
  Compass,
  FileText,
  Folders,
  Images,
  Inbox,
  Languages,
  LayoutGrid,
  LineChart,
  LockKeyhole,
  LogOut,
  Menu,
  Moon,
  ScrollText,
  ShieldCheck,
  Signpost,
  Sun,
  Users,
  UsersRound,
  X,
} from "lucide-react";
import { Dialog, Popover, Tooltip, VisuallyHidden } from "radix-ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { cx } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { SECURITY_PATH, type StaffLocale } from "#contracts/auth-schema.ts";
import { can, type Permission, type StaffRole } from "#contracts/permissions.ts";
import { CommandPalette } from "./command-palette.tsx";
import {
  type AdminTheme,
  applyTheme,
  DARK_THEME,
  LIGHT_THEME,
  readTheme,
  storeTheme,
} from "./theme.ts";

const t = messages.admin.layout;

/** permission: what the screen's loader requires (none: every staff member). */
type NavItem = { to: string; label: string; icon: typeof Users; permission?: Permission };
type NavGroup = { label: string; items: NavItem[] };

// Labels are getters: read when shown, in the language of the member being served.
const navGroup = (key: keyof typeof t.groups, items: NavItem[]): NavGroup => ({
  get label() {
    return t.groups[key];
  },
  items,
});
const navItem = (
  to: string,
  key: keyof typeof t.links,
  icon: typeof Users,
  permission?: Permission,
): NavItem => ({
  to,
  get label() {
    return t.links[key];
  },
  icon,
  permission,
});

/** Each link names its screen's permission, so nobody sees a link to a 403. */
export const NAV_GROUPS: NavGroup[] = [
  navGroup("dashboards", [
    navItem("/admin/dashboard", "dashboard", BarChart3),
    navItem("/admin/analytics", "analytics", LineChart, "analytics:content"),
    navItem("/admin/dashboard/sources", "sources", Compass, "leads:manage"),
    navItem("/admin/employee", "employee", Users, "employees:manage"),
  ]),
  navGroup("articles", [
    navItem("/admin/article", "articles", FileText, "articles:manage"),
    navItem("/admin/categories", "categories", Folders, "articles:manage"),
  ]),
  navGroup("leads", [navItem("/admin/leads", "leads", Inbox, "leads:manage")]),
  navGroup("website", [
    navItem("/admin/team", "team", UsersRound, "site:manage"),
    navItem("/admin/clients", "clients", BriefcaseBusiness, "site:manage"),
    navItem("/admin/services", "services", LayoutGrid, "site:manage"),
    navItem("/admin/company", "company", Building2, "site:manage"),
    navItem("/admin/media-library", "media", Images, "media:manage"),
    navItem("/admin/redirects", "redirects", Signpost, "site:manage"),
  ]),
  navGroup("staff", [
    navItem("/admin/staff", "staff", ShieldCheck, "staff:manage"),
    navItem("/admin/audit", "audit", ScrollText, "audit:read"),
  ]),
];

/** The sidebar link of the screen at this path (the longest match: /admin/leads/7 is the inbox). */
export function screenOf(pathname: string): NavItem | undefined {
  let found: NavItem | undefined;
  for (const item of NAV_GROUPS.flatMap((group) => group.items)) {
    const matches = pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (matches && (!found || item.to.length > found.to.length)) found = item;
  }
  return found;
}

/** newLeads: the count of leads with status new, shown as a badge on the inbox link. */
export type ShellUser = {
  name: string;
  email: string;
  role: StaffRole;
  newLeads?: number;
  locale?: StaffLocale;
};

/** A short tooltip under its trigger, which keeps its own accessible name. */
function Hint({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="bottom"
          sideOffset={6}
          className="z-[60] rounded-lg bg-ink px-3 py-1.5 text-xs font-semibold text-white shadow-lg ring-1 ring-white/15"
        >
          {text}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Hint text={messages.common.productTitle}>
      <Link
        to="/overview"
        onClick={onNavigate}
        className="inline-flex items-center gap-2 rounded-lg px-1 py-1 text-xl font-extrabold tracking-tight text-white"
      >
        <span
          aria-hidden="true"
          className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-brand-yellow to-brand-orange text-base font-black text-ink"
        >
          P
        </span>
        {messages.common.brandName}{" "}
        <span className="rounded-md bg-brand-yellow px-1.5 py-0.5 text-[11px] font-bold leading-none text-ink">
          {t.versionBadge}
        </span>
        {/* The name starts with the visible text (WCAG 2.5.3); this only adds where it goes. */}
        <span className="sr-only">{t.logoLabelSuffix}</span>
      </Link>
    </Hint>
  );
}

function SidebarNav({
  role,
  newLeads = 0,
  onNavigate,
}: {
  role: StaffRole;
  newLeads?: number;
  onNavigate?: () => void;
}) {
  // The sidebar and the phone drawer can both be in the page: each needs its own ids.
  const idPrefix = useId();
  return (
    <nav aria-label={t.navLabel} className="flex flex-col gap-6">
      {NAV_GROUPS.map((group) => {
        const items = group.items.filter((item) => can(role, item.permission));
        if (items.length === 0) return null;
        return (
          <div key={group.label}>
            <p className="mb-2 px-3 text-[11px] font-bold uppercase tracking-[0.16em] text-(--admin-sidebar-muted)">
              {group.label}
            </p>
            <ul className="flex flex-col gap-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={onNavigate}
                    aria-describedby={
                      item.to === "/admin/leads" && newLeads > 0
                        ? `${idPrefix}-new-leads`
                        : undefined
                    }
                    className={({ isActive }) =>
                      cx(
                        "group flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors",
                        isActive
                          ? "bg-brand-yellow text-ink"
                          : "text-(--admin-sidebar-text) hover:bg-white/10",
                      )
                    }
                  >
                    <item.icon aria-hidden="true" className="size-4.5 shrink-0" />
                    {item.label}
                    {item.to === "/admin/leads" && newLeads > 0 ? (
                      // The link keeps its name ("Inbox"); the count is its description.
                      <>
                        <span
                          aria-hidden="true"
                          className="ml-auto rounded-full bg-brand-orange px-2 py-0.5 text-xs font-bold leading-none text-ink"
                        >
                          {newLeads > 99 ? "99+" : newLeads}
                        </span>
                        {/* Hidden, yet read as the link's description through aria-describedby. */}
                        <span id={`${idPrefix}-new-leads`} hidden>
                          {t.newLeads(newLeads)}
                        </span>
                      </>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

type ShellTone = "bar" | "sidebar";

/** The shell's small text buttons (theme, language, sign out), on the top bar or the dark sidebar. */
const shellButtonClass = (tone: ShellTone) =>
  cx(
    "inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold transition-colors",
    tone === "bar"
      ? "text-(--admin-text) hover:bg-(--admin-surface-2)"
      : "text-(--admin-sidebar-text) hover:bg-white/10",
  );

function ThemeToggle({
  theme,
  onToggle,
  tone,
}: {
  theme: AdminTheme;
  onToggle: () => void;
  tone: ShellTone;
}) {
  const dark = theme === DARK_THEME;
  return (
    <button type="button" onClick={onToggle} aria-pressed={dark} className={shellButtonClass(tone)}>
      {dark ? (
        <Sun aria-hidden="true" className="size-4" />
      ) : (
        <Moon aria-hidden="true" className="size-4" />
      )}
      {dark ? t.themeToLight : t.themeToDark}
    </button>
  );
}

/**
 * Switches this member's staff area to the other language: saved on the account, then the
 * same page loads again in it (a whole document, so every screen reads the new catalogue).
 */
function LanguageSwitch({ locale, tone }: { locale: StaffLocale; tone: ShellTone }) {
  const location = useLocation();
  return (
    <Form method="post" action="/admin/locale" reloadDocument>
      <input type="hidden" name="locale" value={locale === "id" ? "en" : "id"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        lang={locale === "id" ? "en" : "id"}
        data-testid="staff-language-switch"
        className={shellButtonClass(tone)}
      >
        <Languages aria-hidden="true" className="size-4" />
        {t.languageSwitch}
      </button>
    </Form>
  );
}

/**
 * The account's own language, named as such: beside editors with English and Indonesian
 * content tabs, a bare "Bahasa Indonesia" button was taken for one of them (issue 42).
 */
function AccountLanguage({ locale, tone }: { locale: StaffLocale; tone: ShellTone }) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0">
      <legend
        className={cx(
          "mb-1 px-3 pt-1 text-xs font-bold",
          tone === "bar" ? "text-(--admin-muted)" : "text-(--admin-sidebar-muted)",
        )}
      >
        {t.staffLanguage}
      </legend>
      <LanguageSwitch locale={locale} tone={tone} />
      <p
        id={hintId}
        className={cx(
          "px-3 pb-1 text-xs",
          tone === "bar" ? "text-(--admin-muted)" : "text-(--admin-sidebar-muted)",
        )}
      >
        {t.staffLanguageHint}
      </p>
    </fieldset>
  );
}

/** The member's name on the top bar opens their menu, which holds their staff-area language. */
function AccountMenu({ user }: { user: ShellUser }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={t.accountMenu(user.name)}
        data-testid="account-menu"
        className="inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm hover:bg-(--admin-surface-2)"
      >
        <span className="font-bold">{user.name}</span>
        <span className="text-(--admin-muted)">{user.role}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t.accountMenu(user.name)}
          align="end"
          sideOffset={6}
          className="z-50 flex w-72 flex-col gap-1 rounded-xl border border-(--admin-border) bg-(--admin-surface) p-2 text-(--admin-text) shadow-xl"
        >
          <AccountLanguage locale={user.locale ?? "id"} tone="bar" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function SecurityLink({ tone }: { tone: ShellTone }) {
  return (
    <Link to={SECURITY_PATH} className={shellButtonClass(tone)}>
      <LockKeyhole aria-hidden="true" className="size-4" />
      {/* The top bar is crowded below 1280 px: the icon alone, its name for screen readers. */}
      <span className={tone === "bar" ? "sr-only xl:not-sr-only" : undefined}>
        {messages.admin.security.menuLink}
      </span>
    </Link>
  );
}

function SignOutButton({ tone }: { tone: ShellTone }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={shellButtonClass(tone)}>
        <LogOut aria-hidden="true" className="size-4" />
        {t.signOut}
      </button>
    </Form>
  );
}

function SidebarBody({
  user,
  onNavigate,
  footer,
}: {
  user: ShellUser;
  onNavigate?: () => void;
  footer?: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col gap-8 overflow-y-auto bg-(--admin-sidebar) px-4 py-6">
      <div className="px-2">
        <Logo onNavigate={onNavigate} />
      </div>
      <SidebarNav role={user.role} newLeads={user.newLeads} onNavigate={onNavigate} />
      <div className="mt-auto flex flex-col gap-1 border-t border-white/10 pt-4">
        <p className="px-3 pb-2 text-xs text-(--admin-sidebar-muted)">
          {t.signedInAs(user.name, user.role)}
        </p>
        {footer}
      </div>
    </div>
  );
}

export function AdminShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [theme, setTheme] = useState<AdminTheme>(LIGHT_THEME);
  const location = useLocation();
  const screen = screenOf(location.pathname);

  useEffect(() => {
    const stored = readTheme();
    setTheme(stored);
    applyTheme(stored);
    return () => document.documentElement.classList.remove("dark");
  }, []);

  // Any navigation (link, back button, redirect after a save) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const toggleTheme = () => {
    const next = theme === DARK_THEME ? LIGHT_THEME : DARK_THEME;
    setTheme(next);
    storeTheme(next);
  };
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Tooltip.Provider delayDuration={200}>
      <CommandPalette role={user.role} screens={NAV_GROUPS.flatMap((group) => group.items)} />
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <div className="min-h-screen bg-(--admin-bg) text-(--admin-text)">
          <a
            href="#admin-main"
            className="sr-only z-[70] rounded-lg bg-brand-yellow px-4 py-2 font-bold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            {messages.common.skipToContent}
          </a>
          <aside
            className="fixed inset-y-0 left-0 z-30 hidden w-72 lg:block"
            aria-label={t.navLabel}
          >
            <SidebarBody user={user} />
          </aside>

          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-[2px] lg:hidden" />
            <Dialog.Content
              className="fixed inset-y-0 left-0 z-50 w-[min(20rem,86vw)] shadow-2xl outline-none lg:hidden"
              aria-describedby={undefined}
            >
              <VisuallyHidden.Root>
                <Dialog.Title>{t.navLabel}</Dialog.Title>
              </VisuallyHidden.Root>
              <SidebarBody
                user={user}
                onNavigate={closeDrawer}
                footer={
                  <>
                    <ThemeToggle theme={theme} onToggle={toggleTheme} tone="sidebar" />
                    <AccountLanguage locale={user.locale ?? "id"} tone="sidebar" />
                    <SecurityLink tone="sidebar" />
                    <SignOutButton tone="sidebar" />
                  </>
                }
              />
              <Dialog.Close
                className="absolute right-3 top-6 inline-flex size-9 items-center justify-center rounded-lg text-white hover:bg-white/10"
                aria-label={t.closeMenu}
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>

          <div className="lg:pl-72">
            <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-(--admin-border) bg-(--admin-surface)/90 px-4 backdrop-blur sm:px-6">
              <Hint text={t.toggleMenu}>
                <Dialog.Trigger
                  aria-label={t.toggleMenu}
                  className="inline-flex size-10 items-center justify-center rounded-xl text-(--admin-text) hover:bg-(--admin-surface-2) lg:hidden"
                >
                  <Menu aria-hidden="true" className="size-5" />
                </Dialog.Trigger>
              </Hint>
              {/* On a phone the sidebar is folded away: the bar says where you are. */}
              <p
                className="flex min-w-0 items-center gap-2 text-base font-bold lg:hidden"
                data-testid="admin-screen-name"
              >
                {screen ? (
                  <screen.icon aria-hidden="true" className="size-4.5 shrink-0 opacity-70" />
                ) : null}
                <span className="truncate">{screen?.label ?? messages.common.brandName}</span>
              </p>
              <div className="ml-auto hidden items-center gap-1 lg:flex">
                <Link
                  to="/"
                  className="rounded-xl px-3 py-2 text-sm font-semibold text-(--admin-muted) hover:bg-(--admin-surface-2)"
                >
                  {t.viewSite}
                </Link>
                <ThemeToggle theme={theme} onToggle={toggleTheme} tone="bar" />
                <span className="mx-2 h-6 w-px bg-(--admin-border)" aria-hidden="true" />
                <AccountMenu user={user} />
                <SecurityLink tone="bar" />
                <SignOutButton tone="bar" />
              </div>
            </header>
            <main
              id="admin-main"
              tabIndex={-1}
              className="px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8"
            >
              {children}
            </main>
          </div>
        </div>
      </Dialog.Root>
    </Tooltip.Provider>
  );
}
