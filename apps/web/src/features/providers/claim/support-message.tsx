import { Anchor } from '@mantine/core';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)*)/;

/** The server's 'contact support at …' text with the address as a mailto link. */
export function SupportMessage({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <Anchor key={index} href={`mailto:${part}`} fw={600} inherit>
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </>
  );
}
