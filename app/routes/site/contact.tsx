// Placeholder: built in its own issue.
export default function Contact() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Contact</h1>
    </main>
  );
}
