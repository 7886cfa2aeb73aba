export default function Page() {
  return <h1>auth/request-password-reset</h1>;
}
