import { CornerDownLeft, Search } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useMemo, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { ListboxOption } from "#app/components/admin/listbox-option.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { can, type Permission, type StaffRole } from "#contracts/permissions.ts";
import type { PaletteHit } from "#server/admin/palette-search.ts";

const t = messages.admin.palette;

export type PaletteScreen = { to: string; label: string; permission?: Permission };
type Item = { key: string; label: string; hint: string; href: string; group: string };

/** Ctrl+K / Cmd+K: jump to any screen, or find an employee, article or lead by name. */
export function CommandPalette({
  role,
  screens,
}: {
  role: StaffRole;
  screens: readonly PaletteScreen[];
}) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const search = useFetcher<{ term: string; hits: PaletteHit[] }>();
  const ids = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen((current) => !current);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (!open) {
      setTerm("");
      setActive(0);
    }
  }, [open]);

  // Records are looked up a moment after typing stops; screens filter at once.
  const { load } = search;
  useEffect(() => {
    const query = term.trim();
    if (query.length < 2) return;
    const timer = setTimeout(() => load(`/admin/search?q=${encodeURIComponent(query)}`), 200);
    return () => clearTimeout(timer);
  }, [term, load]);

  const items = useMemo<Item[]>(() => {
    const needle = term.trim().toLowerCase();
    const jump = screens
      .filter((screen) => can(role, screen.permission))
      .filter((screen) => !needle || screen.label.toLowerCase().includes(needle))
      .map((screen) => ({
        key: screen.to,
        label: screen.label,
        hint: t.goTo,
        href: screen.to,
        group: t.screens,
      }));
    const hits =
      needle.length >= 2 && search.data?.term.trim().toLowerCase() === needle
        ? search.data.hits.map((hit) => ({
            key: hit.href,
            label: hit.label,
            hint: hit.hint,
            href: hit.href,
            group: t.kinds[hit.kind],
          }))
        : [];
    return [...jump, ...hits];
  }, [screens, role, term, search.data]);

  useEffect(() => {
    if (active >= items.length) setActive(Math.max(0, items.length - 1));
  }, [items.length, active]);

  const go = (item: Item | undefined) => {
    if (!item) return;
    setOpen(false);
    navigate(item.href);
  };

  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const searching = search.state !== "idle";
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={`${ids}-help`}
          className="fixed left-1/2 top-[12vh] z-50 w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-2xl bg-(--admin-surface) text-(--admin-text) shadow-2xl"
        >
          <Dialog.Title className="sr-only">{t.title}</Dialog.Title>
          <p id={`${ids}-help`} className="sr-only">
            {t.help}
          </p>
          <div className="flex items-center gap-2 border-b border-(--admin-border) px-4">
            <Search aria-hidden="true" className="size-4 text-(--admin-muted)" />
            <input
              role="combobox"
              aria-expanded={items.length > 0}
              aria-controls={listId}
              aria-activedescendant={items.length > 0 ? optionId(active) : undefined}
              aria-autocomplete="list"
              aria-label={t.inputLabel}
              placeholder={t.placeholder}
              value={term}
              onChange={(event) => {
                setTerm(event.target.value);
                setActive(0);
              }}
              onKeyDown={(event) => {
                if (event.key === "ArrowDown") {
                  event.preventDefault();
                  setActive((index) => Math.min(items.length - 1, index + 1));
                } else if (event.key === "ArrowUp") {
                  event.preventDefault();
                  setActive((index) => Math.max(0, index - 1));
                } else if (event.key === "Enter") {
                  event.preventDefault();
                  go(items[active]);
                }
              }}
              className="h-14 flex-1 bg-transparent text-base outline-none placeholder:text-(--admin-muted)"
            />
          </div>
          <div
            id={listId}
            role="listbox"
            aria-label={t.results}
            className="max-h-[50vh] overflow-y-auto p-2"
          >
            {items.map((item, index) => (
              <ListboxOption
                key={item.key}
                id={optionId(index)}
                active={index === active}
                onActivate={() => setActive(index)}
                onChoose={() => go(item)}
                className="rounded-xl"
                activeClassName="bg-(--admin-surface-2)"
              >
                <span className="w-20 shrink-0 text-xs font-bold uppercase tracking-wide text-(--admin-muted)">
                  {item.group}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{item.label}</span>
                  {item.hint ? (
                    <span className="block truncate text-xs text-(--admin-muted)">{item.hint}</span>
                  ) : null}
                </span>
                {index === active ? (
                  <CornerDownLeft aria-hidden="true" className="size-4 text-(--admin-muted)" />
                ) : null}
              </ListboxOption>
            ))}
          </div>
          <p
            className="border-t border-(--admin-border) px-4 py-2 text-xs text-(--admin-muted)"
            aria-live="polite"
          >
            {items.length === 0 && !searching ? t.empty : searching ? t.searching : t.footer}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
