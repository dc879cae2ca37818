// Placeholder: built in its own issue.
export default function ArticleAll() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">ArticleAll</h1>
    </main>
  );
}
