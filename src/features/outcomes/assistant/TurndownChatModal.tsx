import { useEffect, useRef } from 'react';
import copy from '../../../../schemas/copy/en-US.json';
import Modal from '../../../../widgets/Modal';
import { recordAction } from '../../../shared/analytics/actions';
import AiAgentChat from './AiAgentChat';

export type TurndownChatModalProps = {
  open: boolean;
  applicationUuid: string;
  onClose: () => void;
};

/** Supporting-areas §7 "Tracked event names": the assistant's events on the turndown page. */
export const turndownChatEvents = {
  modalView: 'turndown_aiAgentChatModal_view',
  modalClose: 'turndown_aiAgentChatModal_close',
  chatView: 'turndown_aiAgentChat_view',
} as const;

const properties = { page: 'turndown' };

/**
 * The turndown page's assistant (supporting-areas §2: "The turndown page hosts the assistant chat
 * modal"): the generic modal around the chat, recording when it opens, when it closes and when the
 * chat inside it starts.
 */
export default function TurndownChatModal({ open, applicationUuid, onClose }: TurndownChatModalProps) {
  // Once per opening, also when StrictMode runs the effect twice.
  const recordedOpen = useRef(false);
  useEffect(() => {
    if (open && !recordedOpen.current) recordAction(turndownChatEvents.modalView, properties);
    recordedOpen.current = open;
  }, [open]);

  const close = () => {
    recordAction(turndownChatEvents.modalClose, properties);
    onClose();
  };

  return (
    <Modal open={open} title={copy.assistant.modalTitle} onClose={close}>
      {open ? (
        <AiAgentChat
          applicationUuid={applicationUuid}
          currentPage="turndown"
          showClose={false}
          onChatStarted={() => recordAction(turndownChatEvents.chatView, properties)}
        />
      ) : null}
    </Modal>
  );
}
