import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { AnimatePresence, motion, type PanInfo } from 'framer-motion';
import { Box, Button, Heading } from '@chakra-ui/react';
import copy from '../schemas/copy/en-US.json';
import { PrimaryButton, SecondaryButton } from './ActionButtons';

export type ModalProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  onClose?: () => void;
  /** Non-dismissable: no close button, no outside press, no Escape, no swipe. */
  dismissable?: boolean;
  closeOnOutsidePress?: boolean;
  primary?: { label: string; onClick: () => void };
  secondary?: { label: string; onClick: () => void };
  /** The body is a document to read (widgets/documents): a named region that takes keyboard focus, to scroll it. */
  reading?: boolean;
};

const tabletQuery = '(min-width: 768px)';
// Spec §9: enter 250 ms, leave 150 ms.
const enter = { duration: 0.25 };
const leave = { duration: 0.15 };

function useIsTabletUp(): boolean {
  // Without matchMedia (an old browser, a test DOM) the centred dialog is the safe choice.
  const [matches, setMatches] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(tabletQuery).matches : true,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(tabletQuery);
    const update = () => setMatches(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return matches;
}

/**
 * The generic modal (spec §2): a centred dialog on tablet and desktop, a draggable bottom sheet on
 * phones that closes on a swipe down or a drag past half its height. It renders at the end of the
 * body: opened from inside a step's form (the offer cards), its buttons and radios stay outside that
 * form, so neither a press nor Enter submits it.
 */
export default function Modal(props: ModalProps) {
  const {
    open,
    title,
    children,
    onClose,
    dismissable = true,
    closeOnOutsidePress = true,
    primary,
    secondary,
    reading = false,
  } = props;
  const titleId = useId();
  const tabletUp = useIsTabletUp();
  const panel = useRef<HTMLDivElement>(null);
  const close = () => {
    if (dismissable) onClose?.();
  };
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissable) onClose?.();
      if (event.key !== 'Tab' || !panel.current) return;
      // Keep keyboard focus inside the dialog (aria-modal): Tab and Shift+Tab wrap around.
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea'),
      ];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const inside = panel.current.contains(document.activeElement);
      if (
        event.shiftKey
          ? document.activeElement === first || !inside
          : document.activeElement === last || !inside
      ) {
        event.preventDefault();
        (event.shiftKey && inside ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [dismissable, onClose, open]);
  const onDragEnd = (_event: unknown, info: PanInfo) => {
    const height = panel.current?.offsetHeight ?? 0;
    if (info.offset.y > height / 2 || info.velocity.y > 600) close();
  };
  return createPortal(
    <AnimatePresence>
      {open ? (
        <Box
          position="fixed"
          inset="0"
          zIndex="modal"
          display="flex"
          alignItems={tabletUp ? 'center' : 'flex-end'}
          justifyContent="center"
        >
          <motion.div
            key="overlay"
            style={{ position: 'absolute', inset: 0, background: 'rgba(15, 23, 42, 0.55)' }}
            initial={{ opacity: 0 }}
            animate={{ opacity: 1, transition: enter }}
            exit={{ opacity: 0, transition: leave }}
            onClick={() => closeOnOutsidePress && close()}
          />
          <motion.div
            key="panel"
            ref={panel}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            // A document's sheet does not close on a swipe: a quick flick down to scroll back would close it.
            drag={!tabletUp && dismissable && !reading ? 'y' : false}
            dragConstraints={{ top: 0, bottom: 0 }}
            dragElastic={{ top: 0, bottom: 1 }}
            onDragEnd={onDragEnd}
            initial={tabletUp ? { opacity: 0, scale: 0.96 } : { y: '100%' }}
            animate={tabletUp ? { opacity: 1, scale: 1, transition: enter } : { y: 0, transition: enter }}
            exit={
              tabletUp ? { opacity: 0, scale: 0.96, transition: leave } : { y: '100%', transition: leave }
            }
            style={{
              position: 'relative',
              background: 'white',
              width: tabletUp ? 'min(480px, calc(100vw - 32px))' : '100%',
              borderRadius: tabletUp ? 16 : '16px 16px 0 0',
              padding: 24,
              boxShadow: '0 20px 45px rgba(15, 23, 42, 0.25)',
              // A long body (the amounts of "Other monthly payment options" on a small phone) scrolls
              // between the title and the buttons, which stay in view.
              maxHeight: 'calc(100dvh - 16px)',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            {!tabletUp && dismissable && !reading ? (
              <Box w="12" h="1.5" bg="gray.300" borderRadius="full" mx="auto" mb="4" aria-hidden />
            ) : null}
            <Box display="flex" alignItems="flex-start" justifyContent="space-between" gap="4" mb="3">
              <Heading as="h2" id={titleId} size="xl">
                {title}
              </Heading>
              {dismissable ? (
                <Button
                  variant="ghost"
                  size="sm"
                  minH="11"
                  minW="11"
                  onClick={close}
                  aria-label={copy.common.close}
                >
                  ✕
                </Button>
              ) : null}
            </Box>
            {/* The body scrolls on its own when long; a document's takes focus, so a keyboard scrolls it too. */}
            <Box
              mb="5"
              color="gray.700"
              fontSize="lg"
              overflowY="auto"
              minH="0"
              flex="1"
              p="2"
              mx="-2"
              {...(reading ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '-3px' }}
            >
              {children}
            </Box>
            {primary ? <PrimaryButton onClick={primary.onClick}>{primary.label}</PrimaryButton> : null}
            {secondary ? (
              <SecondaryButton mt="3" onClick={secondary.onClick}>
                {secondary.label}
              </SecondaryButton>
            ) : null}
          </motion.div>
        </Box>
      ) : null}
    </AnimatePresence>,
    document.body,
  );
}
