import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../shared/constants';

export type ToastVariant = 'success' | 'danger' | 'info';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => undefined);

/** Show a toast: up to 3 at once, each for 4000 ms (spec 9). */
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback((t: ToastInput) => {
    const id = nextId.current++;
    setItems((current) => [...current, { ...t, id }].slice(-TOAST_LIMIT));
  }, []);
  const dismiss = (id: number) => setItems((current) => current.filter((t) => t.id !== id));
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" aria-atomic="false" className="toast-region">
        <ToastContainer position="bottom-end" className="p-3" containerPosition="fixed">
          {items.map((t) => (
            <Toast
              key={t.id}
              onClose={() => dismiss(t.id)}
              delay={TOAST_DURATION_MS}
              autohide
              className={`toast-${t.variant ?? 'info'}`}
              role={t.variant === 'danger' ? 'alert' : 'status'}
              data-testid="toast"
            >
              <Toast.Header closeLabel="Close notification">
                <strong className="me-auto">{t.title}</strong>
              </Toast.Header>
              {t.description ? <Toast.Body>{t.description}</Toast.Body> : null}
            </Toast>
          ))}
        </ToastContainer>
      </div>
    </ToastContext.Provider>
  );
}
