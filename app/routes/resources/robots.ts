// Placeholder: built in its own issue.
export function loader() {
  return new Response("", { status: 404 });
}
