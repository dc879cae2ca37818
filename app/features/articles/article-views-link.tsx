import { Link } from "react-router";
import { buttonStyles } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";

/** The staff blog has two views, its articles and their categories: each links to the other. */
export function OtherArticleViewLink({ current }: { current: "articles" | "categories" }) {
  const other =
    current === "articles"
      ? { to: "/admin/categories", label: messages.blog.navCategories }
      : { to: "/admin/article", label: messages.blog.navArticles };
  return (
    <Link to={other.to} className={buttonStyles.secondary}>
      {other.label}
    </Link>
  );
}
