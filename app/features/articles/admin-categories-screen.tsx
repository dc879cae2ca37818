import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  AdminPage,
  buttonStyles,
  Card,
  cx,
  EmptyTableRow,
  TableHead,
} from "#app/components/admin/admin-ui.tsx";
import { RowDeleteDialogs, useRowDelete } from "#app/components/admin/delete-dialogs.tsx";
import { ListRow } from "#app/components/admin/list-table.tsx";
import { useRowDeleteCall } from "#app/components/admin/use-list-actions.ts";
import { messages } from "#app/lib/staff-messages.ts";
import type { AdminCategory } from "#server/articles/category-writes.ts";
import { OtherArticleViewLink } from "./article-views-link.tsx";
import { CategoryNameForm } from "./category-name-form.tsx";

const t = messages.blog;

export function AdminCategoriesScreen({ categories }: { categories: AdminCategory[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const rowDelete = useRowDelete<AdminCategory>();
  const { busy, submitDelete } = useRowDeleteCall(rowDelete.finish, t.categoriesFailed);

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
                        <CategoryNameForm category={category} onDone={() => setEditing(null)} />
                      ) : (
                        <>
                          {category.name}
                          {category.nameId ? (
                            <span
                              lang="id"
                              className="block text-xs font-normal text-(--admin-muted)"
                            >
                              {category.nameId}
                            </span>
                          ) : null}
                        </>
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
                          onClick={() => setEditing(category.uid)}
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
        onConfirm={(category) => submitDelete({ uid: category.uid })}
      />
    </AdminPage>
  );
}
