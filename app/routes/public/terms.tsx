export default function Page() {
  return <h1>public/terms</h1>;
}
