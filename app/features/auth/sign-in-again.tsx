import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormDialog } from "#app/components/admin/form-dialog.tsx";
import { SessionRenewalContext } from "#app/components/admin/session-renewal.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { useReplyEffect } from "#app/lib/use-schema-form.ts";
import { isSaved } from "#contracts/form-reply.ts";
import { LoginForm, type LoginReply } from "./login-form.tsx";

const t = messages.admin.signInAgain;
const ID = "sign-in-again";

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
 * answers a saved reply instead of a redirect for `intent=renew`: the page stays as it is.
 * Mounted with the dialog's content, so each opening starts without the last one's errors.
 */
function SignInAgainForm({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const fetcher = useFetcher<LoginReply>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useReplyEffect(reply, (answer) => {
    if (isSaved(answer)) onSignedIn();
  });

  return (
    <LoginForm
      as={fetcher.Form}
      action="/login"
      className="mt-5"
      id={ID}
      email={email}
      reply={reply}
      submitting={fetcher.state !== "idle"}
      submitLabel={t.submit}
    >
      <input type="hidden" name="intent" value="renew" />
    </LoginForm>
  );
}
