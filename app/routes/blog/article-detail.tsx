// Placeholder: built in its own issue.
export default function ArticleDetail() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">ArticleDetail</h1>
    </main>
  );
}
