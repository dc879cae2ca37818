import { History, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import type { ArticleLanguage } from "#contracts/article-schema.ts";
import {
  ARTICLE_LANGUAGES,
  type ArticleVersion,
  isBlankVersion,
} from "#contracts/article-schema.ts";
import { readsAsOtherLanguage } from "#contracts/language-guess.ts";
import { LANGUAGE_NAMES } from "./article-version-fields.tsx";

const t = messages.editorial;

/**
 * Before a save: a version whose text reads as the other language (Indonesian typed into the
 * English fields) is named, so it is not published under the wrong edition.
 */
export function LanguageWarning({
  versions,
}: {
  versions: Record<ArticleLanguage, ArticleVersion>;
}) {
  const wrong = ARTICLE_LANGUAGES.filter(
    (language) =>
      !isBlankVersion(versions[language]) && readsAsOtherLanguage(language, versions[language]),
  );
  return (
    <div role="status" data-testid="language-warning">
      {wrong.map((language) => (
        <p
          key={language}
          className="mb-2 flex items-start gap-2 rounded-xl border border-brand-orange bg-(--admin-surface-2) text-(--admin-accent-text) px-4 py-3 text-sm font-semibold"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.languageWarning(
            LANGUAGE_NAMES[language],
            LANGUAGE_NAMES[language === "en" ? "id" : "en"],
          )}
        </p>
      ))}
    </div>
  );
}

/** The editor's way to the article's revisions and preview links. */
export function ArticleHistoryLink({ uid }: { uid: string }) {
  return (
    <Link to={`/admin/article/history/${uid}`} className={buttonStyles.secondary}>
      <History aria-hidden="true" className="size-4" />
      {t.historyLink}
    </Link>
  );
}
