import { Tabs } from "radix-ui";
import { messages } from "../../lib/messages";

/** About Us: Our Value, Our Vision, Our Mission as accessible tabs (arrow keys move between them). */
export function AboutTabs() {
  const t = messages.site.home.about;
  return (
    <Tabs.Root defaultValue="value" className="flex flex-col gap-6">
      <Tabs.List
        aria-label={t.tabsLabel}
        className="inline-flex w-fit flex-wrap gap-1 rounded-full bg-ink/5 p-1"
      >
        {t.tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="rounded-full px-4 py-2.5 text-sm font-extrabold text-ink/70 transition-colors hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-white sm:px-5"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {t.tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink/10 sm:p-8"
        >
          <h3 className="text-2xl font-extrabold tracking-tight">{tab.title}</h3>
          <p className="mt-3 text-lg leading-relaxed text-muted">{tab.body}</p>
          <ul className="mt-5 grid gap-3 sm:grid-cols-3">
            {tab.points.map((point) => (
              <li
                key={point}
                className="flex gap-3 rounded-xl bg-paper p-4 text-[0.95rem] font-semibold"
              >
                <span
                  aria-hidden="true"
                  className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-orange"
                />
                {point}
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
