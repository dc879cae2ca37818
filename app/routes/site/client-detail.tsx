// Placeholder: built in its own issue.
export default function ClientDetail() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">ClientDetail</h1>
    </main>
  );
}
