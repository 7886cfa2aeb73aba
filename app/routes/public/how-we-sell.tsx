export default function Page() {
  return <h1>public/how-we-sell</h1>;
}
