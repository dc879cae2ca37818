// Placeholder: built in its own issue.
export default function Clients() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Clients</h1>
    </main>
  );
}
