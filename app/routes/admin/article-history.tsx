import { z } from "zod";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { ArticleHistoryScreen } from "#app/features/articles/article-history-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  previewLinkCreateSchema,
  revisionIdSchema,
  revisionRestoreSchema,
} from "#contracts/article-revision-schema.ts";
import { rowUidSchema } from "#contracts/row-keys.ts";
import {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
} from "#server/articles/article-preview-links.ts";
import { getArticleForEditing } from "#server/articles/article-queries.ts";
import { restoreRevision } from "#server/articles/article-revision-restore.ts";
import { compareRevision, listRevisions } from "#server/articles/article-revisions.ts";
import {
  loadOrRefuse,
  refuseUnknownIntent,
  replySaved,
  submitForm,
} from "#server/http/form-submission.ts";
import { servicesContext } from "#server/router-context.ts";
import { notFound } from "#server/shared/domain-errors.ts";
import { isUid } from "#server/shared/ids.ts";
import type { Route } from "./+types/article-history";
import { staffPageMeta } from "./staff-page-meta.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.editorial;

export const meta: Route.MetaFunction = () => staffPageMeta(t.revisionsTitle);

function readUid(params: Route.LoaderArgs["params"]) {
  if (!isUid(params.id)) throw notFound("Article");
  return params.id;
}

/** The article's revisions (one compared when `?revision=` names it) and live preview links. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "articles:manage");
  const now = context.get(servicesContext).now();
  const selected = revisionIdSchema.safeParse(new URL(request.url).searchParams.get("revision"));
  return loadOrRefuse(async () => {
    const uid = readUid(params);
    const article = await getArticleForEditing(db, uid);
    if (!article) throw notFound("Article");
    const [revisions, links, comparison] = await Promise.all([
      listRevisions(db, uid, now),
      listPreviewLinks(db, uid, now),
      selected.success ? compareRevision(db, uid, selected.data, now) : null,
    ]);
    return {
      article: { uid, title: article.title, versions: article.versions },
      revisions,
      links,
      comparison,
    };
  });
}

const revokeSchema = z.object({ link: rowUidSchema });

/** Restore a revision, create a preview link or revoke one; the screen reloads afterwards. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, services } = requireStaffWithDb(context, request, "articles:manage");
  const uid = await loadOrRefuse(async () => readUid(params));
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "restore":
      return submitForm(form, {
        schema: revisionRestoreSchema,
        save: ({ revision }) =>
          restoreRevision(services, uid, revision, {
            actor: user,
            siteHosts: [new URL(request.url).hostname],
          }),
        saved: (_, submission) =>
          replySaved(submission, { message: t.revisionsRestored, answers: intent }),
        answers: intent,
      });
    case "share":
      return submitForm(form, {
        schema: previewLinkCreateSchema,
        save: (input) =>
          createPreviewLink(services, uid, input, { actor: user, now: services.now() }),
        saved: (link, submission) =>
          replySaved(submission, {
            answers: intent,
            result: { url: `${new URL(request.url).origin}${link.path}`, link: link.uid },
          }),
        answers: intent,
      });
    case "revoke":
      return submitForm(form, {
        schema: revokeSchema,
        save: async ({ link }) => {
          await revokePreviewLink(services, uid, link, { actor: user, now: services.now() });
          return link;
        },
        saved: (link, submission) =>
          replySaved(submission, {
            message: t.previewLinksRevoked,
            answers: intent,
            result: { link },
          }),
        answers: intent,
      });
    default:
      return refuseUnknownIntent();
  }
}

export default function ArticleHistory({ loaderData }: Route.ComponentProps) {
  return <ArticleHistoryScreen {...loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
