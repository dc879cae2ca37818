// Placeholder: built in its own issue.
export default function AdminIndex() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">AdminIndex</h1>
    </main>
  );
}
