import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles, cx } from "./admin-ui.tsx";

/**
 * A list row's Edit and Delete: icon buttons at the end of a table row, or icon and word at
 * the left edge of a phone card, within reach of a thumb (wrapping within its width). Labels
 * name the row.
 */
export function RowActions({
  layout,
  editHref,
  editLabel,
  editText,
  deleteLabel,
  deleteText,
  onDelete,
  children,
}: {
  layout: "table" | "card";
  editHref: string;
  /** The accessible names, e.g. "Edit Ayu Lestari". */
  editLabel: string;
  deleteLabel: string;
  /** The visible words (a card) or tooltips (a table). */
  editText: string;
  deleteText: string;
  onDelete: () => void;
  /** Further actions before Edit (a table row's public link, say). */
  children?: ReactNode;
}) {
  const card = layout === "card";
  return (
    <div className={card ? "-ml-3 mt-1 flex flex-wrap gap-1" : "flex justify-end gap-1"}>
      {children}
      <Link
        to={editHref}
        className={card ? cx(buttonStyles.ghost, "px-3") : buttonStyles.icon}
        aria-label={editLabel}
        title={card ? undefined : editText}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {card ? editText : null}
      </Link>
      <button
        type="button"
        className={cx(
          card ? cx(buttonStyles.ghost, "px-3") : buttonStyles.icon,
          "text-(--admin-danger)",
        )}
        aria-label={deleteLabel}
        title={card ? undefined : deleteText}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {card ? deleteText : null}
      </button>
    </div>
  );
}
