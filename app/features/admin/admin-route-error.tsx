import { ShieldAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonStyles, Card } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";

const t = messages.admin.layout;

/** Error boundary of every admin screen: it renders inside the admin shell, so the menu stays. */
export function AdminRouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A loader may name what was missing ("Failed to fetch employee"); generic texts stay out.
  const detail =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? (error.data.message as string)
      : null;
  const [title, body] =
    status === 403
      ? [t.forbiddenTitle, t.forbiddenBody]
      : status === 404
        ? [t.notFoundTitle, t.notFoundBody]
        : [t.errorTitle, t.errorBody];
  return (
    <Card className="mx-auto mt-8 max-w-xl p-8 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-(--admin-accent-text)" />
      <p className="mt-4 text-sm font-bold text-(--admin-accent-text)">{status}</p>
      <h1 className="mt-1 text-2xl font-extrabold">{title}</h1>
      <p className="mt-2 text-(--admin-muted)">{body}</p>
      {detail && detail !== "Not found" ? (
        <p role="alert" className="mt-2 font-semibold">
          {detail}
        </p>
      ) : null}
      <Link to="/admin/dashboard" className={`${buttonStyles.primary} mt-6`}>
        {t.forbiddenBack}
      </Link>
    </Card>
  );
}
