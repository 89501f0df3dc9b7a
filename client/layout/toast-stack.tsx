import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { TOAST_DURATION_MS } from '../../shared/constants';
import type { ToastItem } from './toasts';
import { useT } from '../i18n';

/** The visible toasts (react-bootstrap), each hiding itself after 4000 ms. */
export default function ToastStack({
  items,
  onDismiss,
}: {
  items: readonly ToastItem[];
  onDismiss: (id: number) => void;
}) {
  const { labels } = useT();
  return (
    <ToastContainer className="p-3">
      {items.map((t) => (
        <Toast
          key={t.id}
          onClose={() => onDismiss(t.id)}
          delay={TOAST_DURATION_MS}
          autohide
          className={`toast-${t.variant ?? 'info'}`}
          role={t.variant === 'danger' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <Toast.Header closeLabel={labels.closeNotification}>
            <strong className="me-auto">{t.title}</strong>
          </Toast.Header>
          {t.description ? <Toast.Body>{t.description}</Toast.Body> : null}
        </Toast>
      ))}
    </ToastContainer>
  );
}
