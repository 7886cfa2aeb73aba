export default function Page() {
  return <h1>public/for-agencies</h1>;
}
