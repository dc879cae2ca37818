// Placeholder: built in its own issue.
export default function LeadList() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">LeadList</h1>
    </main>
  );
}
