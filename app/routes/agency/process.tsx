export default function Page() {
  return <h1>agency/process</h1>;
}
