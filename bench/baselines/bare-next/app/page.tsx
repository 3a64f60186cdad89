export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>Nothing but the framework: one server component, no client code of its own.</p>
    </main>
  );
}
