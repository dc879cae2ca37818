import { z } from "zod";
import { msg } from "./messages/message.ts";

/** The shape of every article and category uid: anything else names no row, without a query. */
export const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** PostgreSQL's integer maximum: the largest serial id or employee number a column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's numeric id as a form posts it. */
export const rowIdSchema = z
  .number({ error: msg("unknownRow") })
  .int(msg("unknownRow"))
  .min(1, msg("unknownRow"))
  .max(MAX_ROW_ID, msg("unknownRow"));

/** An article's or a category's uid as a form posts it. */
export const rowUidSchema = z
  .string({ error: msg("unknownRow") })
  .regex(UID_PATTERN, msg("unknownRow"));
