import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ChatBody, ChatPresence } from './chat-body.tsx';
import './support-chat.css';

/**
 * The chat dialog (§2.4's chat modal): live support over the page the visitor is on, opened
 * from the menus' customer-service entries; the same body as /chat. A floating window on wide
 * screens, the whole screen on a phone (the × is the way back).
 */
export function ChatDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('support-chat');
  return (
    <Dialog
      title={t('title')}
      description={<ChatPresence />}
      closeLabel={t('close')}
      onClose={onClose}
      className="chat-dialog"
      data-testid="chat-dialog"
    >
      <div className="chat-dialog__body">
        <ChatBody />
      </div>
    </Dialog>
  );
}
