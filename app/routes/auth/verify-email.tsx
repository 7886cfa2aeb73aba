export default function Page() {
  return <h1>auth/verify-email</h1>;
}
