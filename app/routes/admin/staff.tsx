// Placeholder: built in its own issue.
export default function Staff() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Staff</h1>
    </main>
  );
}
