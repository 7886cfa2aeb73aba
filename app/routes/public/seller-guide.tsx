export default function Page() {
  return <h1>public/seller-guide</h1>;
}
