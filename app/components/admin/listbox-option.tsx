import type { ReactNode } from "react";
import { cx } from "./admin-ui.tsx";

/**
 * One option of a combobox's listbox (the focus stays in the text box, which points at the
 * active option with aria-activedescendant): the pointer makes it active and chooses it
 * without taking the focus from the box.
 */
export function ListboxOption({
  id,
  active,
  onActivate,
  onChoose,
  className,
  activeClassName,
  children,
}: {
  id: string;
  active: boolean;
  onActivate: () => void;
  onChoose: () => void;
  className: string;
  activeClassName: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      onMouseEnter={onActivate}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      // The keys are the text box's: it keeps the focus.
      onKeyDown={() => undefined}
      className={cx(
        "flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm",
        className,
        active && activeClassName,
      )}
    >
      {children}
    </div>
  );
}
