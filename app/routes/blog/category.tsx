export default function Page() {
  return <h1>blog/category</h1>;
}
