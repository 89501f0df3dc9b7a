// The toasts islands raise: one stack per page, drawn by the site's own
// script (client/islands/toast.ts), so that a page whose only toast is the
// 404 notice or a copied link never loads React for it. The hook keeps the
// shape the forms call.
import { toast, type ToastInput } from './toast';

/** Show a toast: up to 3 at once, each for 4000 ms. */
export const useToast = (): ((t: ToastInput) => void) => toast;
