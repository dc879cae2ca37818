// Placeholder: built in its own issue.
export default function ArticleForm() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">ArticleForm</h1>
    </main>
  );
}
