export default function Page() {
  return <h1>admin/admin</h1>;
}
