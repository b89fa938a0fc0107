/**
 * A sentence with one part that never breaks across lines: a reference number such as
 * "CB-2026-007315" would otherwise break after a hyphen on a phone, and a visitor copies or reads it
 * out as one. The part is marked `translate="no"` too: a browser's translator leaves it as it is.
 */
export function KeepTogether({ text, keep }: { text: string; keep: string }) {
  const at = keep ? text.indexOf(keep) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span data-keep-together="" translate="no" className="whitespace-nowrap">
        {keep}
      </span>
      {text.slice(at + keep.length)}
    </>
  );
}
