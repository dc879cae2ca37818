// Placeholder: built in its own issue.
export default function Setup() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Setup</h1>
    </main>
  );
}
