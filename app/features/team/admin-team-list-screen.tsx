import { Eye, EyeOff, Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AdminPage, Badge, buttonStyles, Card, cx } from "#app/components/admin/admin-ui.tsx";
import { RowDeleteDialogs, useRowDelete } from "#app/components/admin/delete-dialogs.tsx";
import { ListRow, ListTable, SelectableCards } from "#app/components/admin/list-table.tsx";
import { RowActions } from "#app/components/admin/row-actions.tsx";
import { useRowDeleteCall, useSavedToast } from "#app/components/admin/use-list-actions.ts";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { SitePicture } from "#app/components/ui/site-picture.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { readFormError } from "#contracts/form-reply.ts";
import type { TeamMemberRecord } from "#contracts/site-content-schemas.ts";
import { AddTeamMemberDialog, memberHref } from "./admin-team-picker.tsx";

const t = messages.website.team;

/** The job title in the staff member's language, else the English one. */
const jobTitleOf = (member: TeamMemberRecord) =>
  member.versions[getStaffLocale()].jobTitle || member.versions.en.jobTitle;

function Thumbnail({ member }: { member: TeamMemberRecord }) {
  return (
    <SitePicture
      image={member.portrait}
      alt=""
      sizes="48px"
      imgClassName="size-12 shrink-0 rounded-xl bg-(--admin-surface-2) object-cover"
    />
  );
}

/** Shown or hidden, in words and an icon (never by colour alone). */
function VisibilityBadge({ visible }: { visible: boolean }) {
  const Icon = visible ? Eye : EyeOff;
  return (
    <Badge tone={visible ? "success" : "neutral"}>
      <Icon aria-hidden="true" className="mr-1 size-3.5" />
      {visible ? t.shown : t.hidden}
    </Badge>
  );
}

/**
 * The row's show/hide button: posts the opposite of what the row shows, at the version the
 * list loaded (a colleague's save in between is refused, not overwritten). While the change
 * travels, the row already shows it.
 */
function VisibilityToggle({
  member,
  layout,
}: {
  member: TeamMemberRecord;
  layout: "table" | "card";
}) {
  const { fetcher, busy } = useReplyFetcher({
    describeFailure: (reply) => readFormError(reply) ?? t.toggleFailed,
  });
  const pending = fetcher.formData ? fetcher.formData.get("visible") === "on" : null;
  const visible = pending ?? member.visible;
  const Icon = visible ? EyeOff : Eye;
  return (
    <fetcher.Form method="post" className="contents">
      <input type="hidden" name="intent" value="visibility" />
      <input type="hidden" name="employeeId" value={member.employeeId} />
      <input type="hidden" name="version" value={member.version} />
      {visible ? null : <input type="hidden" name="visible" value="on" />}
      <button
        type="submit"
        disabled={busy}
        aria-label={visible ? t.hideNamed(member.name) : t.showNamed(member.name)}
        title={layout === "table" ? (visible ? t.hide : t.show) : undefined}
        className={layout === "card" ? cx(buttonStyles.ghost, "px-3") : buttonStyles.icon}
      >
        <Icon aria-hidden="true" className="size-4" />
        {layout === "card" ? (visible ? t.hide : t.show) : null}
      </button>
    </fetcher.Form>
  );
}

type RowProps = { members: TeamMemberRecord[]; onRemove: (member: TeamMemberRecord) => void };

/**
 * A member's show/hide, Edit and "Remove from website": icon buttons named after the member at
 * the end of a table row, icon and word on a phone card.
 */
function MemberActions({
  member,
  layout,
  onRemove,
}: {
  member: TeamMemberRecord;
  layout: "table" | "card";
  onRemove: RowProps["onRemove"];
}) {
  return (
    <RowActions
      layout={layout}
      editHref={memberHref(member.employeeId)}
      editLabel={t.editNamed(member.name)}
      editText={t.edit}
      deleteLabel={t.removeNamed(member.name)}
      deleteText={t.remove}
      onDelete={() => onRemove(member)}
    >
      <VisibilityToggle member={member} layout={layout} />
    </RowActions>
  );
}

/** Phones: one card per member. */
function MemberCards({ members, onRemove }: RowProps) {
  return (
    <SelectableCards
      label={t.listLabel}
      testId="team-cards"
      rowCount={members.length}
      empty={t.empty}
    >
      {members.map((member) => (
        <li key={member.employeeId} className="px-4 py-3" data-member={member.name}>
          <div className="flex items-start gap-3">
            <Thumbnail member={member} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{member.name}</p>
              <p className="text-sm text-(--admin-muted)">{jobTitleOf(member)}</p>
            </div>
          </div>
          <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-(--admin-muted)">{t.columns.role}</dt>
              <dd>{member.role}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-(--admin-muted)">{t.columns.order}</dt>
              <dd className="tabular-nums">{member.order}</dd>
            </div>
            <div>
              <dt className="sr-only">{t.columns.status}</dt>
              <dd>
                <VisibilityBadge visible={member.visible} />
              </dd>
            </div>
          </dl>
          <MemberActions member={member} layout="card" onRemove={onRemove} />
        </li>
      ))}
    </SelectableCards>
  );
}

/** From 640px: the table. */
function MemberTable({ members, onRemove }: RowProps) {
  const c = t.columns;
  return (
    <ListTable
      label={t.listLabel}
      columns={[c.portrait, c.name, c.jobTitle, c.role, c.order, c.status, c.actions]}
      rowCount={members.length}
      empty={t.empty}
      phoneCards
      wide
    >
      {members.map((member) => (
        <ListRow key={member.employeeId}>
          <td className="px-4 py-2">
            <Thumbnail member={member} />
          </td>
          <th scope="row" className="px-4 py-2 font-semibold">
            {member.name}
          </th>
          <td className="px-4 py-2">{jobTitleOf(member)}</td>
          <td className="px-4 py-2">{member.role}</td>
          <td className="px-4 py-2 tabular-nums">{member.order}</td>
          <td className="px-4 py-2">
            <VisibilityBadge visible={member.visible} />
          </td>
          <td className="px-4 py-2">
            <MemberActions member={member} layout="table" onRemove={onRemove} />
          </td>
        </ListRow>
      ))}
    </ListTable>
  );
}

/** /admin/team: every member, shown or hidden, with show/hide, edit, remove and "add". */
export function AdminTeamListScreen({ members }: { members: TeamMemberRecord[] }) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const rowRemove = useRowDelete<TeamMemberRecord>();
  const { busy, submitDelete } = useRowDeleteCall(rowRemove.finish, t.removeFailed);

  useSavedToast(t.saved, () =>
    navigate("/admin/team", { replace: true, preventScrollReset: true }),
  );

  return (
    <AdminPage
      title={t.title}
      intro={t.intro}
      actions={
        <button type="button" className={buttonStyles.primary} onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t.add}
        </button>
      }
    >
      <Card className="overflow-hidden">
        <MemberCards members={members} onRemove={rowRemove.ask} />
        <MemberTable members={members} onRemove={rowRemove.ask} />
      </Card>
      <AddTeamMemberDialog open={adding} onOpenChange={setAdding} />
      <RowDeleteDialogs
        flow={rowRemove}
        busy={busy}
        texts={{
          ...t.removeDialog,
          confirmText: rowRemove.pending
            ? t.removeText(rowRemove.pending.name)
            : t.removeDialog.confirmText,
        }}
        onConfirm={(member) => submitDelete({ employeeId: String(member.employeeId) })}
      />
    </AdminPage>
  );
}
