// Placeholder: built in its own issue.
export default function Dashboard() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Dashboard</h1>
    </main>
  );
}
