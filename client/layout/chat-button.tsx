import { Icon } from '../components/icon';
import { chatUrlOf } from '../../shared/content/shell';
import { useSite, useT } from '../i18n';

/**
 * Floating messaging-app button: a plain link, no script. Its place (in the
 * navbar's bar on narrow screens, a tab in the right margin on wide ones) is
 * the stylesheet's, so it never lies over text (client/styles/_layout.scss).
 */
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
      <Icon name="whatsapp" size={22} />
    </a>
  );
}
