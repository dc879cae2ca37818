import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
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
} from "#app/components/admin/admin-ui.tsx";
import { FormDialog } from "#app/components/admin/form-dialog.tsx";
import { SelectableCard, SelectableCards } from "#app/components/admin/list-table.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import { staffInputSchema, staffPasswordFormSchema } from "#contracts/auth-schema.ts";
import { type FormReply, readFieldErrors, readFormError } from "#contracts/form-reply.ts";
import { STAFF_ROLES, type StaffRole } from "#contracts/permissions.ts";

const t = messages.admin.staff;

type StaffRow = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  secondFactor: boolean;
  createdAt: string;
  lastSeenAt: string | null;
};

/** A refusal about a field is shown at the field; any other is toasted. */
const describeFailure = (reply: FormReply) =>
  Object.keys(readFieldErrors(reply)).length > 0
    ? null
    : `${t.failed}: ${readFormError(reply) ?? ""}`;

const formatDate = (value: string | null) =>
  value ? formatDateTime(value, getStaffLocale()) : "—";

/**
 * A dialog's form over one schema, posting `intent` through its own fetcher: mounted with the
 * dialog's content, so each opening starts empty; closes the dialog once saved.
 */
function useDialogForm<S extends Parameters<typeof useSchemaForm>[0]>(
  schema: S,
  id: string,
  onSaved: () => void,
  defaultValue?: Record<string, unknown>,
) {
  const { fetcher, reply, busy } = useReplyFetcher({ describeFailure, onSaved });
  const [form, fields] = useSchemaForm(schema, { id, lastResult: reply, defaultValue });
  return { fetcher, form, fields, busy };
}

function CreateStaffForm({ onSaved }: { onSaved: () => void }) {
  const { fetcher, form, fields, busy } = useDialogForm(staffInputSchema, "staff", onSaved, {
    role: "editor",
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-5 flex flex-col gap-4">
      <input type="hidden" name="intent" value="create" />
      <InputField
        {...getInputProps(fields.name, { type: "text", ariaAttributes: false })}
        id="staff-name"
        label={t.name}
        error={fields.name.errors?.[0]}
      />
      <InputField
        {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
        id="staff-email"
        label={t.email}
        error={fields.email.errors?.[0]}
        autoComplete="off"
      />
      <Field id="staff-role" label={t.role} error={fields.role.errors?.[0]} hint={t.roleHelp}>
        <select
          {...getSelectProps(fields.role, { ariaAttributes: false })}
          id="staff-role"
          className={inputStyles}
          {...describedBy("staff-role", fields.role.errors?.[0], t.roleHelp)}
        >
          <Options values={STAFF_ROLES} label={(role) => t.roles[role]} />
        </select>
      </Field>
      <NewPasswordField
        id="staff-password"
        label={t.password}
        hint={t.passwordHint}
        error={fields.password.errors?.[0]}
      />
      <SubmitButton busy={busy}>{t.create}</SubmitButton>
    </fetcher.Form>
  );
}

function CreateStaffDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonStyles.primary} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t.add}
      </button>
      <FormDialog title={t.add} closeLabel={t.cancel} open={open} onOpenChange={setOpen}>
        <CreateStaffForm onSaved={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function ResetPasswordForm({ member, onSaved }: { member: StaffRow; onSaved: () => void }) {
  const id = `reset-${member.id}`;
  const { fetcher, form, fields, busy } = useDialogForm(
    staffPasswordFormSchema,
    `${id}-form`,
    onSaved,
  );
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-5 flex flex-col gap-4">
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="id" value={member.id} />
      <NewPasswordField
        id={id}
        label={t.password}
        hint={t.passwordHint}
        error={fields.password.errors?.[0]}
      />
      <SubmitButton busy={busy}>{t.resetSubmit}</SubmitButton>
    </fetcher.Form>
  );
}

function ResetPasswordDialog({ member }: { member: StaffRow }) {
  const [open, setOpen] = useState(false);
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
        <ResetPasswordForm member={member} onSaved={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

type MemberProps = { member: StaffRow; isSelf: boolean };

/** A member's role: a badge for oneself (it cannot be changed), else a select and its button. */
function RoleControl({ member, isSelf, layout }: MemberProps & { layout: "table" | "card" }) {
  const { fetcher, busy } = useReplyFetcher({ describeFailure });
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
  const { fetcher, busy } = useReplyFetcher({ describeFailure });
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
      {!isSelf && member.secondFactor ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="reset-factors" />
          <input type="hidden" name="id" value={member.id} />
          <button type="submit" className={buttonStyles.ghost} disabled={busy}>
            {t.resetFactors}
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
  <span className="inline-flex flex-wrap gap-1">
    <Badge tone={member.disabled ? "danger" : "success"}>
      {member.disabled ? t.disabled : t.active}
    </Badge>
    {member.secondFactor ? <Badge tone="info">{t.factorsOn}</Badge> : null}
  </span>
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
