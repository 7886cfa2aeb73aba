export default function Page() {
  return <h1>public/agency-terms</h1>;
}
