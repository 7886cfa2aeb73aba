export default function Page() {
  return <h1>admin/tools</h1>;
}
