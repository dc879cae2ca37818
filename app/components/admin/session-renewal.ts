import { createContext, useContext, useEffect, useRef, useState } from "react";
import {
  type DataStrategyResult,
  data,
  type FetcherSubmitOptions,
  isRouteErrorResponse,
  type Params,
  useFetcher,
} from "react-router";
import { messages } from "#app/lib/staff-messages.ts";
import type { FormReply } from "#contracts/form-reply.ts";

/**
 * What a staff action answers in the browser when the member's session has ended: a refusal in
 * the one reply shape, marked so a screen can offer to sign in again.
 */
export type SignedOut = FormReply & { signedOut: true };

export const isSignedOut = (value: unknown): value is SignedOut =>
  typeof value === "object" &&
  value !== null &&
  (value as { signedOut?: unknown }).signedOut === true;

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status <= 399;

/** The server's "sign in first": its redirect to /login (require-staff), or a 401. */
function isSignInAnswer(value: unknown) {
  if (isRouteErrorResponse(value)) return value.status === 401;
  if (!isRedirect(value)) return false;
  const location = value.headers.get("Location");
  return location !== null && new URL(location, "http://x.invalid").pathname === "/login";
}

type Results = Record<string, DataStrategyResult>;
type MiddlewareArgs = { request: Request; params: Params };

/**
 * A staff route's client middleware (`export const clientMiddleware = [...]`): a submission
 * answered "sign in first" comes back as a 401 SignedOut answer, for the screen to handle in
 * place, instead of a navigation to the login page that would throw the typed form away. A
 * 4xx answer also skips the revalidation, which would redirect the same way.
 */
export async function keepSignedOutSubmissionsInPlace(
  { request }: MiddlewareArgs,
  next: () => Promise<Results>,
): Promise<Results> {
  const results = await next();
  if (request.method === "GET" || request.method === "HEAD") return results;
  for (const [routeId, outcome] of Object.entries(results)) {
    if (!isSignInAnswer(outcome.result)) continue;
    const answer: SignedOut = {
      status: "error",
      error: { "": [messages.admin.signInAgain.notSaved] },
      signedOut: true,
    };
    results[routeId] = { type: "data", result: data(answer, { status: 401 }) };
  }
  return results;
}

/**
 * A client middleware that runs `onSaved` once the server answered a submission with a redirect
 * (how a staff form's save says "saved": back to its list), before the page moves there.
 */
export function whenSaved(onSaved: (args: MiddlewareArgs) => void) {
  return async (args: MiddlewareArgs, next: () => Promise<Results>): Promise<Results> => {
    const results = await next();
    if (args.request.method === "GET" || args.request.method === "HEAD") return results;
    const redirected = Object.values(results).some(
      ({ result }) => isRedirect(result) && !isSignInAnswer(result),
    );
    if (redirected) onSaved(args);
    return results;
  };
}

type SessionRenewal = {
  /** Asks the member to sign in again; true once they did, false when they closed the dialog. */
  renew: () => Promise<boolean>;
};

/** Given by the staff layout (the sign-in dialog); without it nobody is asked. */
export const SessionRenewalContext = createContext<SessionRenewal>({
  renew: () => Promise.resolve(false),
});

export const useSessionRenewal = () => useContext(SessionRenewalContext);

type Sent = {
  formData: FormData;
  action: string;
  method: NonNullable<FetcherSubmitOptions["method"]>;
  encType: FetcherSubmitOptions["encType"];
};

/**
 * A fetcher whose submissions outlive an ended session (its route needs
 * keepSignedOutSubmissionsInPlace): a SignedOut answer opens the sign-in dialog, and once the
 * member is signed in again the same submission is sent again. Until then the fetcher counts as
 * busy and `data` does not show that answer; if the member closes the dialog instead, `data` is
 * the SignedOut answer, a failure with its message.
 */
export function useRenewingFetcher<T>() {
  const fetcher = useFetcher<T | SignedOut>();
  const { renew } = useSessionRenewal();
  const sent = useRef<Sent | null>(null);
  const [declined, setDeclined] = useState<SignedOut | null>(null);
  const { state, data: answer, formData, formAction, formMethod, formEncType, submit } = fetcher;

  // What is being sent, to send it again after the sign-in.
  useEffect(() => {
    if (state !== "submitting" || !formData || !formAction || !formMethod) return;
    sent.current = { formData, action: formAction, method: formMethod, encType: formEncType };
  }, [state, formData, formAction, formMethod, formEncType]);

  // Each SignedOut answer once: sign in, then the same submission again.
  const asked = useRef<SignedOut | null>(null);
  useEffect(() => {
    if (state !== "idle" || !isSignedOut(answer) || asked.current === answer) return;
    asked.current = answer;
    void renew().then((signedIn) => {
      const again = sent.current;
      if (!signedIn || !again) return setDeclined(answer);
      void submit(again.formData, {
        action: again.action,
        method: again.method,
        encType: again.encType,
      });
    });
  }, [state, answer, renew, submit]);

  const asking = isSignedOut(answer) && answer !== declined;
  return {
    Form: fetcher.Form,
    submit,
    /** Signing in again counts as submitting: the submission is not finished. */
    state: asking ? ("submitting" as const) : state,
    data: asking ? undefined : (answer as T | SignedOut | undefined),
  };
}
