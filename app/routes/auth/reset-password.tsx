export default function Page() {
  return <h1>auth/reset-password</h1>;
}
