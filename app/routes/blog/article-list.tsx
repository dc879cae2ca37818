// Placeholder: built in its own issue.
export default function ArticleList() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">ArticleList</h1>
    </main>
  );
}
