import { ExternalLink, Plus } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { AdminPage, Badge, buttonStyles, Card, cx } from "#app/components/admin/admin-ui.tsx";
import { RowDeleteDialogs, useRowDelete } from "#app/components/admin/delete-dialogs.tsx";
import { ListRow, ListTable, SelectableCards } from "#app/components/admin/list-table.tsx";
import { RowActions } from "#app/components/admin/row-actions.tsx";
import { useRowDeleteCall, useSavedToast } from "#app/components/admin/use-list-actions.ts";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { ClientLogo } from "#app/components/client-logo.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { readFormError } from "#contracts/form-reply.ts";
import type { ClientLogoStyle, ClientMark, SiteImage } from "#contracts/site-content.ts";

const t = messages.website.clients;

/** A client as the staff list shows it. */
export type ClientListRow = {
  id: number;
  slug: string;
  name: string;
  industry: string;
  order: number;
  published: boolean;
  logo: { color: string; accent: string; shape: string; weight: number; tracking: number };
  logoImage: SiteImage | null;
};

const markOf = (client: ClientListRow): ClientMark => ({
  slug: client.slug,
  name: client.name,
  logo: client.logo as ClientLogoStyle,
  logoImage: client.logoImage,
});

const editHref = (client: ClientListRow) => `/admin/clients/form/${client.id}`;
const publicHref = (client: ClientListRow) =>
  `/clients/detail?client=${encodeURIComponent(client.slug)}`;

/** The logo on white, as the site shows it; the name beside it is what is read out. */
function LogoBox({ client }: { client: ClientListRow }) {
  return (
    <div
      aria-hidden="true"
      className="flex h-11 w-32 shrink-0 items-center justify-center rounded-lg bg-white px-2 ring-1 ring-(--admin-border)"
    >
      <ClientLogo client={markOf(client)} className="h-6 max-w-full" />
    </div>
  );
}

/**
 * Published or a draft, and the button that switches it at once (the row shows the new state
 * while the switch is saved).
 */
function PublishSwitch({ client }: { client: ClientListRow }) {
  const { fetcher, busy } = useReplyFetcher({
    describeFailure: (reply) => readFormError(reply) ?? t.publishFailed,
  });
  const pending = fetcher.formData?.get("published");
  const published = typeof pending === "string" ? pending === "true" : client.published;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={client.id} />
      <input type="hidden" name="published" value={String(!published)} />
      <Badge tone={published ? "success" : "neutral"}>{published ? t.published : t.draft}</Badge>
      <button
        type="submit"
        disabled={busy}
        aria-label={published ? t.unpublishNamed(client.name) : t.publishNamed(client.name)}
        className={cx(buttonStyles.secondary, "px-3 py-1.5 text-xs")}
      >
        {published ? t.unpublish : t.publish}
      </button>
    </fetcher.Form>
  );
}

function ViewLink({ client, withText }: { client: ClientListRow; withText?: boolean }) {
  if (!client.published) return null;
  return (
    <a
      href={publicHref(client)}
      target="_blank"
      rel="noreferrer"
      className={withText ? cx(buttonStyles.ghost, "px-3") : buttonStyles.icon}
      aria-label={t.viewNamed(client.name)}
      title={withText ? undefined : t.view}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      {withText ? t.view : null}
    </a>
  );
}

type RowsProps = { clients: ClientListRow[]; onDelete: (client: ClientListRow) => void };

function Actions({
  client,
  layout,
  onDelete,
}: {
  client: ClientListRow;
  layout: "table" | "card";
  onDelete: (client: ClientListRow) => void;
}) {
  return (
    <RowActions
      layout={layout}
      editHref={editHref(client)}
      editLabel={t.editNamed(client.name)}
      editText={t.edit}
      deleteLabel={t.deleteNamed(client.name)}
      deleteText={t.delete}
      onDelete={() => onDelete(client)}
    >
      <ViewLink client={client} withText={layout === "card"} />
    </RowActions>
  );
}

/** Phones: one card per client, its actions within reach of a thumb. */
function ClientCards({ clients, onDelete }: RowsProps) {
  return (
    <SelectableCards
      label={t.listLabel}
      testId="client-cards"
      rowCount={clients.length}
      empty={t.empty}
    >
      {clients.map((client) => (
        <li key={client.id} className="flex flex-col gap-3 px-4 py-4">
          <div className="flex items-center gap-3">
            <LogoBox client={client} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{client.name}</p>
              <p className="text-sm text-(--admin-muted)">
                {client.industry} · {t.orderShort(client.order)}
              </p>
            </div>
          </div>
          <PublishSwitch client={client} />
          <Actions client={client} layout="card" onDelete={onDelete} />
        </li>
      ))}
    </SelectableCards>
  );
}

/** From 600px: a table (scrolled sideways, by keyboard too, when the window is narrow). */
function ClientTable({ clients, onDelete }: RowsProps) {
  const c = t.columns;
  return (
    <ListTable
      label={t.listLabel}
      columns={[c.logo, c.name, c.industry, c.order, c.status, c.actions]}
      rowCount={clients.length}
      empty={t.empty}
      phoneCards
    >
      {clients.map((client) => (
        <ListRow key={client.id}>
          <td className="px-4 py-3">
            <LogoBox client={client} />
          </td>
          <td className="px-4 py-3">
            <p className="font-semibold">{client.name}</p>
            <p className="font-mono text-xs text-(--admin-muted)">{client.slug}</p>
          </td>
          <td className="px-4 py-3">{client.industry}</td>
          <td className="px-4 py-3 tabular-nums">{client.order}</td>
          <td className="px-4 py-3">
            <PublishSwitch client={client} />
          </td>
          <td className="px-4 py-3">
            <Actions client={client} layout="table" onDelete={onDelete} />
          </td>
        </ListRow>
      ))}
    </ListTable>
  );
}

export function AdminClientListScreen({ clients }: { clients: ClientListRow[] }) {
  const navigate = useNavigate();
  const rowDelete = useRowDelete<ClientListRow>();
  const { busy, submitDelete } = useRowDeleteCall(rowDelete.finish, t.deleteFailed);

  // Back from the form with ?saved=added|updated: one toast, then the list's own address.
  useSavedToast(t.saved, () =>
    navigate("/admin/clients", { replace: true, preventScrollReset: true }),
  );

  return (
    <AdminPage
      title={t.title}
      intro={t.intro}
      actions={
        <Link to="/admin/clients/form" className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          {t.add}
        </Link>
      }
    >
      <Card className="overflow-hidden">
        <ClientCards clients={clients} onDelete={rowDelete.ask} />
        <ClientTable clients={clients} onDelete={rowDelete.ask} />
      </Card>
      <RowDeleteDialogs
        flow={rowDelete}
        busy={busy}
        texts={{
          ...t.deleteDialog,
          confirmText: rowDelete.pending
            ? t.deleteText(rowDelete.pending.name)
            : t.deleteDialog.confirmText,
        }}
        onConfirm={(client) => submitDelete({ id: String(client.id) })}
      />
    </AdminPage>
  );
}
