export default function Page() {
  return <h1>auth/auth</h1>;
}
