import { messages } from "../../lib/staff-messages";

/** Staff texts of the lead pipeline, in the member's language (contracts/messages/lead-pipeline.ts). */
export const leadMessages = messages.pipeline;
