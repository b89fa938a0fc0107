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

/** Running text whose e-mail addresses and web addresses may wrap at their joints (see Breakable). */
export function TextWithAddresses({ text }: { text: string }) {
  const parts = text.split(/([^\s()]+@[^\s()]+[^\s().,;:]|https?:\/\/[^\s()]+[^\s().,;:])/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <Breakable key={i} text={part} /> : <Fragment key={i}>{part}</Fragment>))}</>;
}
