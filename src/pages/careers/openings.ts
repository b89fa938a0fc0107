import type { Career } from '@/features/careers/api/get-careers';

/** A mailto link to the careers address with the job title as the subject. */
export function applyHref(email: string, job: Pick<Career, 'title'>): string {
  return `mailto:${email}?subject=${encodeURIComponent(job.title)}`;
}
