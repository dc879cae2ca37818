// Placeholder: built in its own issue.
export default function Logout() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Logout</h1>
    </main>
  );
}
