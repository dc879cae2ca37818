import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { STAFF_ROLES, type StaffRole } from "../../../contracts/permissions";
import {
  AdminPage,
  Badge,
  buttonStyles,
  Card,
  cx,
  describedBy,
  Field,
  InputField,
  inputStyles,
  NewPasswordField,
  Options,
  ScrollRegion,
  SubmitButton,
  TableHead,
} from "../../components/admin/admin-ui";
import { FormDialog } from "../../components/admin/form-dialog";
import { SelectableCard, SelectableCards } from "../../components/admin/list-table";
import { useIntentFetcher } from "../../components/admin/use-action-call";
import { formatDateTime } from "../../lib/format-staff-date";
import { getStaffLocale, messages } from "../../lib/staff-messages";
import { translateError } from "../../lib/translate-error";

const t = messages.admin.staff;

type StaffRow = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  lastSeenAt: string | null;
};
/** A refusal with field errors shows them in the form; any other is toasted. */
const describeFailure = (failure: { message: string; fields?: Record<string, string> }) =>
  failure.fields ? null : `${t.failed}: ${translateError(failure.message)}`;

const formatDate = (value: string | null) =>
  value ? formatDateTime(value, getStaffLocale()) : "—";

function CreateStaffDialog() {
  const [open, setOpen] = useState(false);
  const { fetcher, fields, busy } = useIntentFetcher(describeFailure, () => setOpen(false));
  return (
    <>
      <button type="button" className={buttonStyles.primary} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t.add}
      </button>
      <FormDialog title={t.add} closeLabel={t.cancel} open={open} onOpenChange={setOpen}>
        <fetcher.Form method="post" noValidate className="mt-5 flex flex-col gap-4">
          <input type="hidden" name="intent" value="create" />
          <InputField id="staff-name" label={t.name} error={fields.name} name="name" required />
          <InputField
            id="staff-email"
            label={t.email}
            error={fields.email}
            name="email"
            type="email"
            required
            autoComplete="off"
          />
          <Field id="staff-role" label={t.role} error={fields.role} hint={t.roleHelp}>
            <select
              id="staff-role"
              name="role"
              defaultValue="editor"
              className={inputStyles}
              {...describedBy("staff-role", fields.role, t.roleHelp)}
            >
              <Options values={STAFF_ROLES} label={(role) => t.roles[role]} />
            </select>
          </Field>
          <NewPasswordField
            id="staff-password"
            label={t.password}
            hint={t.passwordHint}
            error={fields.password}
          />
          <SubmitButton busy={busy}>{t.create}</SubmitButton>
        </fetcher.Form>
      </FormDialog>
    </>
  );
}

function ResetPasswordDialog({ member }: { member: StaffRow }) {
  const [open, setOpen] = useState(false);
  const { fetcher, fields, busy } = useIntentFetcher(describeFailure, () => setOpen(false));
  const id = `reset-${member.id}`;
  return (
    <>
      <button type="button" className={buttonStyles.ghost} onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" className="size-4" />
        {t.resetPassword}
        <span className="sr-only">: {member.name}</span>
      </button>
      <FormDialog
        title={t.resetTitle(member.name)}
        closeLabel={t.cancel}
        open={open}
        onOpenChange={setOpen}
      >
        <fetcher.Form method="post" noValidate className="mt-5 flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="id" value={member.id} />
          <NewPasswordField
            id={id}
            label={t.password}
            hint={t.passwordHint}
            error={fields.password}
          />
          <SubmitButton busy={busy}>{t.resetSubmit}</SubmitButton>
        </fetcher.Form>
      </FormDialog>
    </>
  );
}

type MemberProps = { member: StaffRow; isSelf: boolean };

/** A member's role: a badge for oneself (it cannot be changed), else a select and its button. */
function RoleControl({ member, isSelf, layout }: MemberProps & { layout: "table" | "card" }) {
  const { fetcher, busy } = useIntentFetcher(describeFailure);
  const card = layout === "card";
  // Both layouts are in the page (one hidden), so each has its own ids.
  const roleId = card ? `role-card-${member.id}` : `role-${member.id}`;
  if (isSelf) {
    const badge = <Badge>{t.roles[member.role]}</Badge>;
    return card ? (
      <p className="flex items-center gap-2 text-sm">
        <span className="text-(--admin-muted)">{t.role}</span>
        {badge}
      </p>
    ) : (
      badge
    );
  }
  return (
    <fetcher.Form method="post" className={cx("flex items-center gap-2", card && "flex-wrap")}>
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={member.id} />
      <label htmlFor={roleId} className={card ? "text-sm text-(--admin-muted)" : "sr-only"}>
        {t.role}
        <span className={card ? "sr-only" : undefined}>: {member.name}</span>
      </label>
      <select
        id={roleId}
        name="role"
        defaultValue={member.role}
        key={member.role}
        className={cx(
          "rounded-lg border border-(--admin-border) bg-(--admin-surface) px-2 text-sm",
          card ? "py-2.5" : "py-1.5",
        )}
      >
        <Options values={STAFF_ROLES} label={(role) => t.roles[role]} />
      </select>
      <button
        type="submit"
        className={card ? cx(buttonStyles.ghost, "px-3") : cx(buttonStyles.ghost, "px-2 py-1.5")}
        disabled={busy}
      >
        {t.changeRole}
        <span className="sr-only">: {member.name}</span>
      </button>
    </fetcher.Form>
  );
}

/** Disable or Enable (never for oneself), then Reset password. */
function MemberActions({ member, isSelf, className }: MemberProps & { className: string }) {
  const { fetcher, busy } = useIntentFetcher(describeFailure);
  return (
    <div className={className}>
      {!isSelf ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={member.disabled ? "enable" : "disable"} />
          <input type="hidden" name="id" value={member.id} />
          <button
            type="submit"
            className={cx(buttonStyles.ghost, !member.disabled && "text-(--admin-danger)")}
            disabled={busy}
          >
            {member.disabled ? t.enable : t.disable}
            <span className="sr-only">: {member.name}</span>
          </button>
        </fetcher.Form>
      ) : null}
      <ResetPasswordDialog member={member} />
    </div>
  );
}

function MemberName({ member, isSelf }: MemberProps) {
  return (
    <>
      <p className="font-semibold">
        {member.name}
        {isSelf ? <span className="ml-2 text-xs text-(--admin-muted)">({t.you})</span> : null}
      </p>
      <p className="break-words text-xs text-(--admin-muted)">{member.email}</p>
    </>
  );
}

const StatusBadge = ({ member }: { member: StaffRow }) => (
  <Badge tone={member.disabled ? "danger" : "success"}>
    {member.disabled ? t.disabled : t.active}
  </Badge>
);

function StaffRowView({ member, isSelf }: MemberProps) {
  return (
    <tr className="border-t border-(--admin-border) align-middle">
      <td className="px-4 py-3">
        <MemberName member={member} isSelf={isSelf} />
      </td>
      <td className="px-4 py-3">
        <RoleControl member={member} isSelf={isSelf} layout="table" />
      </td>
      <td className="px-4 py-3">
        <StatusBadge member={member} />
      </td>
      <td className="px-4 py-3 text-sm text-(--admin-muted) whitespace-nowrap">
        {formatDate(member.lastSeenAt)}
      </td>
      <td className="px-4 py-3">
        <MemberActions member={member} isSelf={isSelf} className="flex justify-end gap-1" />
      </td>
    </tr>
  );
}

/** Under 640px: one card per member, the role and the actions at the left edge within reach. */
function StaffCardView({ member, isSelf }: MemberProps) {
  return (
    <SelectableCard>
      <MemberName member={member} isSelf={isSelf} />
      <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="sr-only">{t.status}</dt>
          <dd>
            <StatusBadge member={member} />
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-(--admin-muted)">{t.lastSeen}</dt>
          <dd>{formatDate(member.lastSeenAt)}</dd>
        </div>
      </dl>
      <div className="mt-2">
        <RoleControl member={member} isSelf={isSelf} layout="card" />
      </div>
      <MemberActions member={member} isSelf={isSelf} className="-ml-3 mt-1 flex flex-wrap gap-1" />
    </SelectableCard>
  );
}

export function StaffScreen({
  staff,
  currentUserId,
}: {
  staff: StaffRow[];
  currentUserId: number;
}) {
  return (
    <AdminPage title={t.title} intro={t.intro} actions={<CreateStaffDialog />}>
      <Card>
        <SelectableCards label={t.title} testId="staff-cards" rowCount={staff.length}>
          {staff.map((member) => (
            <StaffCardView key={member.id} member={member} isSelf={member.id === currentUserId} />
          ))}
        </SelectableCards>
        <div className="hidden sm:block">
          <ScrollRegion label={t.title}>
            <table className="w-full min-w-[760px] text-left text-sm">
              <TableHead labels={[t.name, t.role, t.status, t.lastSeen, t.actions]} actionsLast />
              <tbody>
                {staff.map((member) => (
                  <StaffRowView
                    key={member.id}
                    member={member}
                    isSelf={member.id === currentUserId}
                  />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </Card>
    </AdminPage>
  );
}
