import { createContext, useCallback, useContext, useMemo, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useDeferredModule } from '@/lib/use-deferred-module';
import type { CallbackOpening } from './CallbackModal';

interface CallbackControls {
  /** Opens the call-back form (its code is loaded on first use). */
  open: (opening?: CallbackOpening) => void;
  /** Starts loading the form's code (e.g. when a pointer comes near a button). */
  preload: () => void;
}

const CallbackContext = createContext<CallbackControls>({ open: () => undefined, preload: () => undefined });

const loadModal = () => import('./CallbackModal');

/**
 * One call-back form for the whole site. Every entry point (hero box, header, action
 * bar, cards, claims, contact, 404) opens the same modal through this provider; its
 * code is loaded on first use, so no page pays for it up front.
 */
export function CallbackProvider({ children }: { children: ReactNode }) {
  const [module, load] = useDeferredModule(loadModal);
  const [state, setState] = useState<{ open: boolean; opening: CallbackOpening }>({ open: false, opening: {} });
  const open = useCallback(
    (opening: CallbackOpening = {}) => {
      void load().then(() => setState({ open: true, opening }));
    },
    [load],
  );
  const preload = useCallback(() => void load(), [load]);
  const controls = useMemo(() => ({ open, preload }), [open, preload]);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return (
    <CallbackContext.Provider value={controls}>
      {children}
      {module ? <module.CallbackModal open={state.open} opening={state.opening} onClose={close} /> : null}
    </CallbackContext.Provider>
  );
}

export function useCallbackForm(): CallbackControls {
  return useContext(CallbackContext);
}

/**
 * A button that opens the call-back form, optionally with a product chosen. `onOpen` runs in the
 * same click, just before: a menu that holds the button closes there, not in a capture handler,
 * since the menu's update is drawn between the capture and the bubble phase and the click would
 * then reach no handler of a button already gone.
 */
export function CallbackButton({
  opening,
  onOpen,
  children,
  ...button
}: { opening?: CallbackOpening; onOpen?: () => void; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>) {
  const { open, preload } = useCallbackForm();
  return (
    <button
      type="button"
      {...button}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        onOpen?.();
        open(opening);
      }}
    >
      {children}
    </button>
  );
}
