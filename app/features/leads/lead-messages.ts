import { messages } from "#app/lib/staff-messages.ts";

/** Staff texts of the lead pipeline, in the member's language (contracts/messages/lead-pipeline.ts). */
export const leadMessages = messages.pipeline;
