import { KeyRound, Plus, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { STAFF_ROLES, type StaffRole } from "../../../contracts/permissions";
import {
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
  PageHeader,
  ScrollRegion,
  SubmitButton,
  TableHead,
} from "../../components/admin/admin-ui";
import { useIntentFetcher } from "../../components/admin/use-action-call";
import { formatDateTime } from "../../lib/format-date";
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

function ModalShell({
  title,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[min(30rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-2xl bg-(--admin-surface) p-6 text-(--admin-text) shadow-2xl"
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-extrabold">{title}</Dialog.Title>
            <Dialog.Close className={buttonStyles.icon} aria-label={t.cancel}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateStaffDialog() {
  const [open, setOpen] = useState(false);
  const { fetcher, fields, busy } = useIntentFetcher(describeFailure, () => setOpen(false));
  return (
    <>
      <button type="button" className={buttonStyles.primary} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t.add}
      </button>
      <ModalShell title={t.add} open={open} onOpenChange={setOpen}>
        <fetcher.Form method="post" noValidate className="flex flex-col gap-4">
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
      </ModalShell>
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
      <ModalShell title={t.resetTitle(member.name)} open={open} onOpenChange={setOpen}>
        <fetcher.Form method="post" noValidate className="flex flex-col gap-4">
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
      </ModalShell>
    </>
  );
}

function StaffRowView({ member, isSelf }: { member: StaffRow; isSelf: boolean }) {
  const { fetcher: roleFetcher, busy: roleBusy } = useIntentFetcher(describeFailure);
  const { fetcher: toggleFetcher, busy: toggleBusy } = useIntentFetcher(describeFailure);
  const roleId = `role-${member.id}`;
  return (
    <tr className="border-t border-(--admin-border) align-middle">
      <td className="px-4 py-3">
        <p className="font-semibold">
          {member.name}
          {isSelf ? <span className="ml-2 text-xs text-(--admin-muted)">({t.you})</span> : null}
        </p>
        <p className="text-xs text-(--admin-muted)">{member.email}</p>
      </td>
      <td className="px-4 py-3">
        {isSelf ? (
          <Badge>{t.roles[member.role]}</Badge>
        ) : (
          <roleFetcher.Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={member.id} />
            <label htmlFor={roleId} className="sr-only">
              {t.role}: {member.name}
            </label>
            <select
              id={roleId}
              name="role"
              defaultValue={member.role}
              key={member.role}
              className="rounded-lg border border-(--admin-border) bg-(--admin-surface) px-2 py-1.5 text-sm"
            >
              <Options values={STAFF_ROLES} label={(role) => t.roles[role]} />
            </select>
            <button
              type="submit"
              className={cx(buttonStyles.ghost, "px-2 py-1.5")}
              disabled={roleBusy}
            >
              {t.changeRole}
              <span className="sr-only">: {member.name}</span>
            </button>
          </roleFetcher.Form>
        )}
      </td>
      <td className="px-4 py-3">
        <Badge tone={member.disabled ? "danger" : "success"}>
          {member.disabled ? t.disabled : t.active}
        </Badge>
      </td>
      <td className="px-4 py-3 text-sm text-(--admin-muted) whitespace-nowrap">
        {formatDate(member.lastSeenAt)}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap justify-end gap-1">
          {!isSelf ? (
            <toggleFetcher.Form method="post">
              <input type="hidden" name="intent" value={member.disabled ? "enable" : "disable"} />
              <input type="hidden" name="id" value={member.id} />
              <button
                type="submit"
                className={cx(buttonStyles.ghost, !member.disabled && "text-(--admin-danger)")}
                disabled={toggleBusy}
              >
                {member.disabled ? t.enable : t.disable}
                <span className="sr-only">: {member.name}</span>
              </button>
            </toggleFetcher.Form>
          ) : null}
          <ResetPasswordDialog member={member} />
        </div>
      </td>
    </tr>
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
    <div>
      <PageHeader title={t.title} intro={t.intro} actions={<CreateStaffDialog />} />
      <Card>
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
      </Card>
    </div>
  );
}
