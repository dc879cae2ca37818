// Placeholder: built in its own issue.
export default function Overview() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Overview</h1>
    </main>
  );
}
