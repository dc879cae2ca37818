// Placeholder: built in its own issue.
export default function Categories() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Categories</h1>
    </main>
  );
}
