import { useLocation, useNavigation } from "react-router";
import { useMessages } from "#app/lib/messages.ts";
import { stripLocale } from "#contracts/locale.ts";
import { Spinner } from "./spinner.tsx";

const DETAIL_PATH = /^\/article\/(?!all$)[^/]+$/;

/** While an article page is loading (spec: "while loading, a spinner shows"). */
export function ArticleNavigationSpinner() {
  const { blog } = useMessages();
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location?.pathname;
  if (navigation.state !== "loading" || !target || !DETAIL_PATH.test(stripLocale(target)))
    return null;
  if (target === location.pathname) return null;
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-paper/70 backdrop-blur-[2px]">
      <Spinner label={blog.loadingArticle} className="rounded-full bg-white p-4 shadow-xl" />
    </div>
  );
}
