import { admin } from "../../contracts/messages/admin";
import { messages as publicMessages } from "./messages";

/** The catalogue for staff screens: the public one plus the staff area's texts. */
export const messages = { ...publicMessages, admin } as const;
