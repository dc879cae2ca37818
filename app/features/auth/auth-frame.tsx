import type { ReactNode } from "react";
import { messages } from "#app/lib/staff-messages.ts";

/** The two-panel frame of the sign-in and first-run pages. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const t = messages.admin.login;
  return (
    <div className="grid min-h-screen bg-(--admin-bg) text-(--admin-text) md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-ink p-12 text-white md:flex md:flex-col md:justify-between">
        <div
          aria-hidden="true"
          className="absolute -right-32 -top-32 size-[28rem] rounded-full bg-[radial-gradient(circle_at_center,#F68724_0%,#FDD12A_45%,transparent_70%)] opacity-60 blur-2xl"
        />
        <p className="relative text-xl font-extrabold tracking-tight">
          {messages.common.brandName}
          <span className="ml-2 rounded-md bg-brand-yellow px-1.5 py-0.5 text-xs font-bold text-ink">
            {messages.admin.layout.versionBadge}
          </span>
        </p>
        <div className="relative max-w-md">
          <p className="text-4xl font-extrabold leading-tight tracking-tight">
            {t.asideTitle.split(",")[0]},{" "}
            <span className="text-brand-yellow">{t.asideTitle.split(",").slice(1).join(",")}</span>
          </p>
          <p className="mt-4 text-lg text-white/75">{t.asideBody}</p>
        </div>
      </aside>
      <main className="flex items-center justify-center px-5 py-12 sm:px-10">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
