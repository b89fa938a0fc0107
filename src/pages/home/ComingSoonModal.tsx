import { Modal } from '@/components/Modal';
import * as homeEn from '@/content/home';
import { useCopy } from '@/lib/i18n';

/** Exists as in the original site, though no card opens it (part 1 §2.2). */
export function ComingSoonModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { insuranceSolutions } = useCopy('home', homeEn);
  return (
    <Modal open={open} onClose={onClose} title={insuranceSolutions.comingSoon.title}>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{insuranceSolutions.comingSoon.text}</p>
    </Modal>
  );
}
