// Placeholder: built in its own issue.
export default function LeadDetail() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">LeadDetail</h1>
    </main>
  );
}
