import { ButtonLink } from "#app/components/ui/button.tsx";
import { useLocalePath, useMessages } from "#app/lib/messages.ts";
import { metaFromLoader } from "#app/lib/page-meta.ts";
import { getMetaContext, notFoundAnswer } from "#server/http/public-page.ts";
import type { Route } from "./+types/not-found";

export async function loader(args: Route.LoaderArgs) {
  return notFoundAnswer(await getMetaContext(args));
}

export const meta = metaFromLoader;

export default function NotFound() {
  const messages = useMessages();
  const { common } = messages;
  const to = useLocalePath();
  const t = messages.site.notFound;
  return (
    <main
      id="main"
      tabIndex={-1}
      className="relative overflow-hidden bg-ink text-white outline-none"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -bottom-40 text-[22rem] leading-none font-extrabold text-white/[0.04] select-none"
      >
        404
      </div>
      <div className="container-page relative flex min-h-[65vh] flex-col items-start justify-center gap-5 py-24">
        <p className="rounded-full bg-brand-yellow px-3 py-1 text-sm font-extrabold text-ink">
          404
        </p>
        <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          {common.notFoundTitle}
        </h1>
        <p className="max-w-prose text-lg text-white/75">{common.notFoundBody}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={to("/")} size="lg">
            {common.notFoundHome}
          </ButtonLink>
          <ButtonLink to={to("/service")} size="lg" variant="outline-light">
            {t.services}
          </ButtonLink>
          <ButtonLink to={to("/article")} size="lg" variant="outline-light">
            {t.articles}
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
