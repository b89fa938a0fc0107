import type { ReactNode } from 'react';
import { useReveal, type RevealOptions } from '@/lib/use-reveal';

/** A block that fades in once when scrolled into view (see useReveal). */
export function Reveal({ children, className, ...options }: RevealOptions & { children: ReactNode; className?: string }) {
  const ref = useReveal<HTMLDivElement>(options);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
