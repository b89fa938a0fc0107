/** The company mark: a rising sun (crimson) over an arc of protection (saffron) on navy. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1e2a5a" />
      <circle cx="32" cy="30" r="12" fill="#c8102e" />
      <path d="M13 45c9-7 29-7 38 0" stroke="#f6b042" strokeWidth="4.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
