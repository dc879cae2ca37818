import { data } from "react-router";
import { messages } from "../../lib/messages";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [
  { title: `404 · ${messages.common.brandName}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { common } = messages;
  return (
    <main
      id="main"
      className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-4 py-24"
    >
      <p className="font-bold text-brand-orange-dark">404</p>
      <h1 className="text-4xl font-extrabold">{common.notFoundTitle}</h1>
      <p className="max-w-prose text-muted">{common.notFoundBody}</p>
      <a href="/" className="rounded-full bg-brand-yellow px-6 py-3 font-bold text-ink">
        {common.notFoundHome}
      </a>
    </main>
  );
}
