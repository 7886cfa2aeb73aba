export default function Page() {
  return <h1>public/portal</h1>;
}
