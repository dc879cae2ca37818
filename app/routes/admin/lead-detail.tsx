import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { LeadDetailScreen } from "#app/features/leads/lead-detail-screen.tsx";
import { leadMessages as m } from "#app/features/leads/lead-messages.ts";
import { describePipelineSave } from "#app/features/leads/lead-pipeline-saved.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { agencyDay } from "#contracts/agency-clock.ts";
import {
  leadNoteInputSchema,
  leadPipelineInputSchema,
  leadRetryInputSchema,
} from "#contracts/lead-schema.ts";
import {
  loadOrRefuse,
  refuseUnknownIntent,
  replySaved,
  submitForm,
} from "#server/http/form-submission.ts";
import {
  addLeadNote,
  getLeadWorkspace,
  retryLeadDelivery,
  updateLeadPipeline,
} from "#server/leads/lead-pipeline.ts";
import type { Route } from "./+types/lead-detail";
import { readRowId } from "./row-id.ts";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.admin.leads;

export const meta: Route.MetaFunction = () => [{ title: `${t.detailTitle} · ${t.metaTitle}` }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user, services } = requireStaffWithDb(context, request, "leads:manage");
  const id = readRowId(params.id);
  const workspace = await loadOrRefuse(() => getLeadWorkspace(services, id));
  return {
    ...workspace,
    today: agencyDay(services.now()),
    staffName: user.name,
  };
}

/** The lead page's three forms, told apart by their intent: pipeline (one Save), note, retry. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, db, services } = requireStaffWithDb(context, request, "leads:manage");
  const id = readRowId(params.id);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  switch (intent) {
    case "pipeline":
      return submitForm(form, {
        schema: leadPipelineInputSchema,
        save: async ({ note, ...change }) => {
          const saved = await updateLeadPipeline(services, id, change, user);
          if (note) await addLeadNote(db, id, note, user, services.now());
          return { ...saved, noted: Boolean(note) };
        },
        saved: ({ lead, changed, noted }, submission) =>
          replySaved(submission, {
            message: describePipelineSave(changed, lead, noted),
            answers: intent,
          }),
      });
    case "note":
      return submitForm(form, {
        schema: leadNoteInputSchema,
        save: ({ body }) => addLeadNote(db, id, body, user, services.now()),
        saved: (_note, submission) =>
          replySaved(submission, { message: m.noteSaved, answers: intent }),
      });
    case "retry":
      return submitForm(form, {
        schema: leadRetryInputSchema,
        save: ({ deliveryId }) => retryLeadDelivery(services, id, deliveryId, user),
        saved: (_none, submission) =>
          replySaved(submission, { message: m.retryQueued, answers: intent }),
      });
    default:
      return refuseUnknownIntent();
  }
}

export default function LeadDetail({ loaderData }: Route.ComponentProps) {
  return <LeadDetailScreen workspace={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
