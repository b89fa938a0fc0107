import { Fragment } from 'react';

/**
 * An e-mail address, host or URL that may wrap on a narrow screen at its natural
 * joints (after @ and /, before a dot) instead of pushing the page sideways.
 * Pair it with `wrap-anywhere` on the element for a last resort; ordinary words
 * around it are never broken.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[@/])|(?=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
