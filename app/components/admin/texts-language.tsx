import type { Locale } from "../../../contracts/locale";
import { messages } from "../../lib/staff-messages";

const shared = messages.website.shared;

/** A language's name in the staff member's language: "English", "Bahasa Indonesia". */
export const languageName = (locale: Locale) =>
  locale === "en" ? shared.english : shared.indonesian;
