import { z } from "zod";
import { msg } from "./messages/message.ts";
import { rowIdSchema } from "./row-keys.ts";

/** One client's delete on the staff list (the spec's dialogs). */
export const clientDeleteSchema = z.object({ id: rowIdSchema });

/** The staff list's quick switch: publish a client, or take it back to a draft. */
export const clientPublishSchema = z.object({
  id: rowIdSchema,
  published: z
    .enum(["true", "false"], { error: msg("publishedOrDraft") })
    .transform((value) => value === "true"),
});
