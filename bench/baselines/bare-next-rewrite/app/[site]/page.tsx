export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page behind a rewrite</h1>
      <p>Nothing but the framework and a host rewrite: one server component, no client code of its own.</p>
    </main>
  );
}
