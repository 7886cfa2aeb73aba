export default function Page() {
  return <h1>blog/index</h1>;
}
