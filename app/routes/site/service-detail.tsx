// Placeholder: built in its own issue.
export default function ServiceDetail() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">ServiceDetail</h1>
    </main>
  );
}
