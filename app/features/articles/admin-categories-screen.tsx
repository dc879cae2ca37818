import { Check, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { AdminCategory } from "../../../server/articles/category-writes.ts";
import {
  AdminPage,
  buttonStyles,
  Card,
  cx,
  EmptyTableRow,
  inputStyles,
  TableHead,
} from "../../components/admin/admin-ui";
import { RowDeleteDialogs, useRowDelete } from "../../components/admin/delete-dialogs";
import { ListRow } from "../../components/admin/list-table";
import { type StaffActionResult, useFetcherResult } from "../../components/admin/use-action-call";
import { toast } from "../../components/ui/lazy-toaster";
import { messages } from "../../lib/staff-messages";
import { OtherArticleViewLink } from "./article-views-link";

const t = messages.blog;

export function AdminCategoriesScreen({ categories }: { categories: AdminCategory[] }) {
  const fetcher = useFetcher<StaffActionResult>();
  const [editing, setEditing] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const rowDelete = useRowDelete<AdminCategory>();
  const busy = fetcher.state !== "idle";

  useFetcherResult(fetcher, (result) => {
    if (result.intent === "delete") {
      rowDelete.finish(result.ok);
      if (!result.ok) toast.error(t.categoriesFailed);
      return;
    }
    if (result.ok) {
      setEditing(null);
      toast.success(t.categoriesRenamed);
    } else if (result.fields?.name) setError(result.fields.name);
    else toast.error(t.categoriesFailed);
  });

  function rename(category: AdminCategory) {
    setError(null);
    fetcher.submit({ intent: "rename", uid: category.uid, name }, { method: "post" });
  }

  return (
    <AdminPage
      title={t.categoriesTitle}
      intro={t.categoriesIntro}
      actions={<OtherArticleViewLink current="categories" />}
    >
      <Card>
        <div className="overflow-auto">
          <table className="w-full min-w-[640px] border-collapse text-left text-sm">
            <TableHead
              labels={[t.categoriesName, t.categoriesSlug, t.categoriesCount, t.adminColActions]}
              actionsLast
            />
            <tbody>
              {categories.length === 0 ? (
                <EmptyTableRow columns={4}>{t.categoriesEmpty}</EmptyTableRow>
              ) : (
                categories.map((category) => (
                  <ListRow key={category.uid}>
                    <td className="px-4 py-2.5 font-semibold">
                      {editing === category.uid ? (
                        <form
                          className="flex items-start gap-2"
                          onSubmit={(event) => {
                            event.preventDefault();
                            rename(category);
                          }}
                        >
                          <div className="flex flex-col gap-1">
                            <label htmlFor={`rename-${category.uid}`} className="sr-only">
                              {t.categoriesName}
                            </label>
                            <input
                              id={`rename-${category.uid}`}
                              value={name}
                              maxLength={60}
                              // biome-ignore lint/a11y/noAutofocus: the field the user just asked to edit
                              autoFocus
                              onChange={(event) => setName(event.target.value)}
                              onKeyDown={(event) => event.key === "Escape" && setEditing(null)}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `rename-${category.uid}-error` : undefined}
                              className={cx(inputStyles, "py-1.5")}
                            />
                            {error ? (
                              <p
                                id={`rename-${category.uid}-error`}
                                className="text-xs text-(--admin-danger)"
                              >
                                {error}
                              </p>
                            ) : null}
                          </div>
                          <button
                            type="submit"
                            className={buttonStyles.icon}
                            aria-label={t.categoriesSave}
                            disabled={busy}
                          >
                            <Check aria-hidden="true" className="size-4" />
                          </button>
                          <button
                            type="button"
                            className={buttonStyles.icon}
                            aria-label={t.categoriesCancel}
                            onClick={() => setEditing(null)}
                          >
                            <X aria-hidden="true" className="size-4" />
                          </button>
                        </form>
                      ) : (
                        category.name
                      )}
                    </td>
                    <td className="px-4 py-2.5 font-mono text-xs text-(--admin-muted)">
                      {category.slug}
                    </td>
                    <td className="px-4 py-2.5 tabular-nums">{category.count}</td>
                    <td className="px-4 py-2.5">
                      <div className="flex justify-end gap-1">
                        <button
                          type="button"
                          className={buttonStyles.icon}
                          aria-label={`${t.categoriesRename}: ${category.name}`}
                          title={t.categoriesRename}
                          onClick={() => {
                            setEditing(category.uid);
                            setName(category.name);
                            setError(null);
                          }}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          className={cx(buttonStyles.icon, "text-(--admin-danger)")}
                          aria-label={`${t.categoriesDelete}: ${category.name}`}
                          title={t.categoriesDelete}
                          onClick={() => rowDelete.ask(category)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </button>
                      </div>
                    </td>
                  </ListRow>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Card>
      <RowDeleteDialogs
        flow={rowDelete}
        busy={busy}
        texts={{
          ...t.deleteDialog,
          confirmText: rowDelete.pending
            ? t.categoriesDeleteText(rowDelete.pending.name, rowDelete.pending.count)
            : t.deleteDialog.confirmText,
          deletedText: t.categoriesDeleted,
        }}
        onConfirm={(category) =>
          fetcher.submit({ intent: "delete", uid: category.uid }, { method: "post" })
        }
      />
    </AdminPage>
  );
}
