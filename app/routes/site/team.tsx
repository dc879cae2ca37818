// Placeholder: built in its own issue.
export default function Team() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Team</h1>
    </main>
  );
}
