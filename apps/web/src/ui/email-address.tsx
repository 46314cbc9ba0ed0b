/**
 * An e-mail address that wraps after its '@' rather than mid-word: a line-break opportunity (`<wbr>`)
 * follows the '@'. Server markup only, no JavaScript.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
