export default function Page() {
  return <h1>admin/agency-final-fee</h1>;
}
