export default function Page() {
  return <h1>public/privacy</h1>;
}
