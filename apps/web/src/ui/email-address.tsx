import { Fragment } from 'react';

/**
 * An e-mail address that wraps at its seams rather than mid-word: a line-break opportunity (`<wbr>`)
 * follows the '@' and precedes each dot of the domain, as style guides break addresses and URLs.
 * Server markup only, no JavaScript.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const labels = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}
      {labels.map((label, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the labels of one address never reorder
        <Fragment key={index}>
          <wbr />
          {index > 0 ? `.${label}` : label}
        </Fragment>
      ))}
    </>
  );
}
