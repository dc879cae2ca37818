import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormDialog } from "../../components/admin/form-dialog";
import { SessionRenewalContext } from "../../components/admin/session-renewal";
import { messages } from "../../lib/staff-messages";
import { LoginForm, type LoginResult } from "./login-form";

const t = messages.admin.signInAgain;
const ID = "sign-in-again";

/** What /login answers the dialog: the login page's result, or ok once signed in. */
type LoginAnswer = LoginResult & { ok?: true };

/**
 * Gives the staff screens below it the sign-in dialog of an ended session (useSessionRenewal):
 * one dialog however many submissions wait for it; they all go on once the member is back.
 */
export function SessionRenewalProvider({
  email,
  children,
}: {
  email: string;
  children: ReactNode;
}) {
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);
  const [open, setOpen] = useState(false);

  const renew = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      }),
    [],
  );
  const settle = useCallback((signedIn: boolean) => {
    const resolves = waiting.current;
    waiting.current = [];
    setOpen(false);
    for (const resolve of resolves) resolve(signedIn);
  }, []);
  const value = useMemo(() => ({ renew }), [renew]);

  return (
    <SessionRenewalContext.Provider value={value}>
      {children}
      <FormDialog
        title={t.title}
        description={t.intro}
        closeLabel={t.close}
        open={open}
        onOpenChange={(next) => {
          if (!next) settle(false);
        }}
        // The email is most likely the member's own: the password is what is asked for.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(`${ID}-password`)?.focus();
        }}
      >
        <SignInAgainForm email={email} onSignedIn={() => settle(true)} />
      </FormDialog>
    </SessionRenewalContext.Provider>
  );
}

/**
 * Posts to the login page's action (the same sign-in, throttle and session cookie), which
 * answers `{ ok: true }` instead of a redirect for `intent=renew`: the page stays as it is.
 * Mounted with the dialog's content, so each opening starts without the last one's errors.
 */
function SignInAgainForm({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const fetcher = useFetcher<LoginAnswer>();
  const handled = useRef<LoginAnswer | null>(null);
  const latest = useRef(onSignedIn);
  latest.current = onSignedIn;
  const answer = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== "idle" || !answer?.ok || handled.current === answer) return;
    handled.current = answer;
    latest.current();
  }, [fetcher.state, answer]);

  return (
    <fetcher.Form method="post" action="/login" noValidate className="mt-5">
      <input type="hidden" name="intent" value="renew" />
      <LoginForm
        id={ID}
        email={email}
        result={answer?.ok ? undefined : answer}
        submitting={fetcher.state !== "idle"}
        submitLabel={t.submit}
      />
    </fetcher.Form>
  );
}
