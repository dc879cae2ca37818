// Placeholder: built in its own issue.
export default function EmployeeList() {
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">EmployeeList</h1>
    </main>
  );
}
