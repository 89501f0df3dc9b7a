import { Icon } from '../components/icon';
import { labels } from '../../shared/messages';
import { chatUrl } from '../../shared/content/site';

/** Floating messaging-app button (spec 1): a plain link, no script. */
export function ChatButton() {
  return (
    <a className="chat-button" href={chatUrl} target="_blank" rel="noopener noreferrer" aria-label={labels.chat}>
      <Icon name="whatsapp" size={28} />
    </a>
  );
}
