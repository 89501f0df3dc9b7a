import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_LIMIT } from '../../shared/constants';

// react-bootstrap's Toast arrives with the first toast, not with every page.
const ToastStack = lazy(() => import('./toast-stack'));

export type ToastVariant = 'success' | 'danger' | 'info';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => undefined);

/** Show a toast: up to 3 at once, each for 4000 ms. */
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
        {items.length > 0 ? (
          <Suspense fallback={null}>
            <ToastStack items={items} onDismiss={dismiss} />
          </Suspense>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
