import { Icon } from '../components/icon';
import { chatUrlOf } from '../../shared/content/shell';
import { useSite, useT } from '../i18n';

/** Floating messaging-app button: a plain link, no script. */
export function ChatButton() {
  const { labels } = useT();
  return (
    <a
      className="chat-button"
      href={chatUrlOf(useSite())}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={labels.chat}
    >
      <Icon name="whatsapp" size={28} />
    </a>
  );
}
