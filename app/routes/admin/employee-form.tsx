// Placeholder: built in its own issue.
export default function EmployeeForm() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">EmployeeForm</h1>
    </main>
  );
}
