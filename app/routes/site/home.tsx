import { getNewsfeed } from "../../../server/articles/article-queries.ts";
import { servicesContext } from "../../../server/router-context.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { latest: await getNewsfeed(db) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Projingga · Digital growth, made in Indonesia" },
];

// Placeholder: built in its own issue.
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Projingga</h1>
      <ul>
        {loaderData.latest.map((article) => (
          <li key={article.uid}>
            <a href={`/article/${article.uid}`}>{article.title}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
