// Placeholder: built in its own issue.
export default function Audit() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Audit</h1>
    </main>
  );
}
