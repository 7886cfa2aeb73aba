export default function Page() {
  return <h1>public/home</h1>;
}
