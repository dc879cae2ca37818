// Placeholder: built in its own issue.
export default function Login() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">Login</h1>
    </main>
  );
}
