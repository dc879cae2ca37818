import { z } from "zod";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AdminMediaLibraryScreen } from "#app/features/media/admin-media-library-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  mediaQuerySchema,
  mediaSelectionSchema,
  mediaTextSchema,
} from "#contracts/media-schema.ts";
import { refuseUnknownIntent, replySaved, submitForm } from "#server/http/form-submission.ts";
import { deleteMedia, listMedia, updateMediaText } from "#server/media/media-library.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/media-library";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.website.media;

export const meta: Route.MetaFunction = () => staffPageMeta(t.metaTitle);

/** One page of the library, as its address asks (search, kind, sort, page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "media:manage");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = mediaQuerySchema.parse(params);
  return { query, ...(await listMedia(db, query)) };
}

const textFormSchema = mediaTextSchema.extend({ id: z.string().min(1).max(64) });

/** An item's alt texts and captions; deleting one item or a selection of unused ones. */
export async function action({ context, request }: Route.ActionArgs) {
  const { user: actor } = requireStaffWithDb(context, request, "media:manage");
  const services = context.get(servicesContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "text":
      return submitForm(form, {
        schema: textFormSchema,
        save: ({ id, ...text }) => updateMediaText(services.db, actor, id, text),
        saved: (item, submission) =>
          replySaved(submission, { message: t.savedText, answers: intent, result: item }),
        answers: intent,
      });
    case "delete":
      return submitForm(form, {
        schema: mediaSelectionSchema,
        save: ({ ids }) => deleteMedia(services, actor, ids),
        saved: (result, submission) =>
          replySaved(submission, {
            message: [
              result.deleted.length === 1 ? t.deletedOne : t.deletedMany(result.deleted.length),
              result.refused.length > 0 ? t.refusedSome(result.refused.length) : "",
            ]
              .filter(Boolean)
              .join(" "),
            answers: intent,
            result,
          }),
        answers: intent,
      });
    default:
      return refuseUnknownIntent();
  }
}

export default function AdminMediaLibrary({ loaderData }: Route.ComponentProps) {
  return <AdminMediaLibraryScreen {...loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
