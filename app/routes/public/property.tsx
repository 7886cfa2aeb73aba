export default function Page() {
  return <h1>public/property</h1>;
}
