import { CornerDownLeft, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { cx, inputStyles } from "#app/components/admin/admin-ui.tsx";
import { FormDialog } from "#app/components/admin/form-dialog.tsx";
import { ListboxOption } from "#app/components/admin/listbox-option.tsx";
import { messages } from "#app/lib/staff-messages.ts";

const t = messages.website.team;

type Candidate = { id: number; name: string; position: string };

/** The member's form of an employee: a new member there is saved with version 0. */
export const memberHref = (employeeId: number) => `/admin/team/${employeeId}`;

/**
 * "Add a team member": a search over the employees who are not on the team yet (the list's
 * loader with ?find=), as a combobox: typing searches, the arrow keys move through the
 * results, Enter (or a click) opens the chosen employee's form.
 */
export function AddTeamMemberDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const search = useFetcher<{ candidates: Candidate[] | null }>();
  const ids = useId();

  useEffect(() => {
    if (!open) {
      setTerm("");
      setActive(0);
    }
  }, [open]);

  // The first page of candidates at once, then a moment after typing stops.
  const { load } = search;
  useEffect(() => {
    if (!open) return;
    const query = term.trim();
    const timer = setTimeout(
      () => load(`/admin/team?find=${encodeURIComponent(query)}`),
      query ? 200 : 0,
    );
    return () => clearTimeout(timer);
  }, [open, term, load]);

  const candidates = search.data?.candidates ?? [];
  const searching = search.state !== "idle";
  const loaded = search.data !== undefined;

  useEffect(() => {
    if (active >= candidates.length) setActive(Math.max(0, candidates.length - 1));
  }, [candidates.length, active]);

  const choose = (candidate: Candidate | undefined) => {
    if (!candidate) return;
    onOpenChange(false);
    navigate(memberHref(candidate.id));
  };

  const listId = `${ids}-list`;
  const inputId = `${ids}-input`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const status = searching
    ? t.pickerLoading
    : !loaded
      ? ""
      : candidates.length === 0
        ? t.pickerNone
        : t.pickerCount(candidates.length);

  return (
    <FormDialog
      title={t.pickerTitle}
      description={t.pickerIntro}
      closeLabel={t.pickerClose}
      open={open}
      onOpenChange={onOpenChange}
    >
      <div className="mt-5">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {t.pickerSearch}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-(--admin-muted)"
          />
          <input
            id={inputId}
            type="search"
            role="combobox"
            aria-expanded={candidates.length > 0}
            aria-controls={listId}
            aria-activedescendant={candidates.length > 0 ? optionId(active) : undefined}
            aria-autocomplete="list"
            aria-describedby={`${ids}-hint`}
            autoComplete="off"
            maxLength={100}
            placeholder={t.pickerPlaceholder}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown") {
                event.preventDefault();
                setActive((index) => (candidates.length ? (index + 1) % candidates.length : 0));
              } else if (event.key === "ArrowUp") {
                event.preventDefault();
                setActive((index) =>
                  candidates.length ? (index - 1 + candidates.length) % candidates.length : 0,
                );
              } else if (event.key === "Enter") {
                event.preventDefault();
                choose(candidates[active]);
              }
            }}
            className={cx(inputStyles, "pl-9")}
          />
        </div>
        <p id={`${ids}-hint`} className="mt-1.5 text-xs text-(--admin-muted)">
          {t.pickerHint}
        </p>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t.pickerResults}
        aria-busy={searching}
        className={cx(
          "mt-3 max-h-[45vh] overflow-y-auto rounded-xl",
          candidates.length > 0 && "border border-(--admin-border) p-1",
        )}
      >
        {candidates.map((candidate, index) => (
          <ListboxOption
            key={candidate.id}
            id={optionId(index)}
            active={index === active}
            onActivate={() => setActive(index)}
            onChoose={() => choose(candidate)}
            className="rounded-lg ring-inset"
            activeClassName="bg-(--admin-surface-2) ring-2 ring-brand-orange"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{candidate.name}</span>
              <span className="block truncate text-xs text-(--admin-muted)">
                {candidate.position}
              </span>
            </span>
            {index === active ? (
              <CornerDownLeft aria-hidden="true" className="size-4 text-(--admin-muted)" />
            ) : null}
          </ListboxOption>
        ))}
      </div>
      <p className="mt-3 min-h-5 text-xs text-(--admin-muted)" aria-live="polite">
        {status}
      </p>
    </FormDialog>
  );
}
