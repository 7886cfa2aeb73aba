export default function Page() {
  return <h1>dashboard/dashboard</h1>;
}
