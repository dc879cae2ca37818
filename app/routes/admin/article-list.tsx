// Placeholder: built in its own issue.
export default function AdminArticleList() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">AdminArticleList</h1>
    </main>
  );
}
