import { messages } from "#app/lib/staff-messages.ts";
import type { Lead } from "#contracts/lead-schema.ts";
import { leadMessages as m } from "./lead-messages.ts";

type Changed = readonly ("status" | "owner" | "followUp")[];

/** The toast after the pipeline's Save: what it changed, in the member's language. */
export function describePipelineSave(
  changed: Changed,
  lead: Pick<Lead, "nextFollowUp">,
  noted = false,
) {
  if (changed.length === 0) return noted ? m.noteSaved : m.unchanged;
  const said = {
    status: messages.admin.leads.statusSaved,
    owner: m.ownerSaved,
    followUp: lead.nextFollowUp ? m.followUpSaved : m.followUpCleared,
  };
  return [...changed.map((field) => said[field]), ...(noted ? [m.noteSaved] : [])].join(" · ");
}
