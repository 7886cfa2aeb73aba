export default function Page() {
  return <h1>sell/sell</h1>;
}
