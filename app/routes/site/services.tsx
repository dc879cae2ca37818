// Placeholder: built in its own issue.
export default function Services() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Services</h1>
    </main>
  );
}
