/** A loading message with three bouncing dots (still when reduced motion is asked for). */
export function BouncingDots({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[70vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <span className="flex gap-2" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            data-testid="bouncing-dot"
            className="h-3 w-3 animate-bounce rounded-full bg-brand-600 motion-reduce:animate-none dark:bg-brand-300"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <p className="text-lg font-medium text-slate-700 dark:text-slate-200">{label}</p>
    </div>
  );
}
