import { useEffect, useRef, useState } from 'react';
import { useToast } from '../islands/use-toast';
import { loadToastStack } from '../islands/toast';
import { useServerFormState } from './use-form-state';
import { draftKey, useDraft } from './form-draft';
import { useLang } from '../i18n';
import { useFormT } from './use-form-t';
import { formMessages } from '../../shared/schemas/form-messages';
import { formAction } from '../../shared/schemas/form-lang';
import type { FormName, ServerFormState } from '../../shared/ssr-data';

export type FieldErrors = Record<string, string[]>;

interface Answer {
  ok?: boolean;
  id?: string;
  error?: string;
  fieldErrors?: FieldErrors;
}

/**
 * How long a send may take before it is stopped and the visitor told: a
 * 5 MB CV at 1.6 Mbit/s (a good 3G line) takes about 26 s, so twice that
 * and more; past it the connection is as good as gone.
 */
const SEND_TIMEOUT_MS = 90_000;

/** Why a send failed in the browser, each with its own sentence (forms.send*). */
type SendFailure = 'offline' | 'timeout' | 'server';

async function readJson(res: Response): Promise<Answer | undefined> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as Answer) : undefined;
  } catch {
    return undefined;
  }
}

// Toasts are drawn by the site script (islands/toast.ts) with no chunk to
// wait for, so a failure is toasted at once, whatever the connection. A
// success's description is React markup drawn by the toasts' React part
// (islands/toast-stack.tsx): the forms warm it when the visitor starts on them.
const warmToasts = () =>
  loadToastStack().then(
    () => undefined,
    () => undefined,
  );

export interface SchemaFormOptions<F extends string> {
  form: FormName;
  /** The fields in form order: the first one in error gets the focus. */
  order: readonly string[];
  empty: Record<F, string>;
  /**
   * Values the form starts with instead of the empty ones (the service a
   * call to action chose). A draft does not replace them: the draft fills
   * only fields still at their empty value. The server's echo of a post
   * without JavaScript does.
   */
  start?: Partial<Record<F, string>>;
  /** Whether the server's echo of a no-JS post belongs to this form (e.g. the same job). */
  accepts?: (state: ServerFormState) => boolean;
  /** What the draft is for beyond the form and language (e.g. the job applied for). */
  draftScope?: string;
  /** Loads the shared schema; warmed when the visitor starts on the form. */
  loadSchema?: () => Promise<unknown>;
}

export interface SubmitOptions {
  /** The shared schema's verdict (plus any check of its own, such as the file's bytes), as codes: the hook words them. */
  validate(): Promise<FieldErrors>;
  send(signal: AbortSignal): Promise<Response>;
  onSuccess(answer: Answer & { id?: string }): void;
  /** The toast title when the post fails for a reason that is not a field. */
  failureTitle: string;
}

/**
 * The steps the contact and application forms share: start
 * from the server's echo of a post without JavaScript, keep what the visitor
 * types (typed before hydration, kept across a reload, until it is sent),
 * replace the browser's bubbles with our messages once hydrated, check with
 * the shared schema before sending, show the server's field errors the same
 * way, and say any other failure both in the form (it stays, with its text)
 * and in a toast. Everything is in the page's language: the schema's codes
 * are worded with its dictionary and the forms' strings (useFormT), and the
 * post carries it (`lang`, `action`) so the server's answers are in it too.
 */
export function useSchemaForm<F extends string>(options: SchemaFormOptions<F>) {
  const t = useFormT();
  const lang = useLang();
  const state = useServerFormState(options.form);
  const echo = state && (options.accepts?.(state) ?? true) ? state : undefined;
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<F, string>>(() => {
    const start = { ...options.empty, ...options.start };
    for (const f of Object.keys(start) as F[]) {
      const v = echo?.values[f];
      if (typeof v === 'string') start[f] = v;
    }
    return start;
  });
  const [errors, setErrors] = useState<FieldErrors>(() => echo?.fieldErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ why: SendFailure; text: string } | undefined>();
  const draft = useDraft({
    form: options.form,
    key: draftKey(options.form, lang, options.draftScope),
    empty: options.empty,
    values,
    setValues,
  });

  // Once hydrated, our own checks replace the browser's bubbles; without
  // JavaScript the `required` and `type` attributes still guard the post.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // "You are offline" is true only while it lasts: once the connection is
  // back, the notice goes (the text is still in the form, ready to send).
  const offline = failure?.why === 'offline';
  useEffect(() => {
    if (!offline) return;
    const back = () => setFailure((f) => (f?.why === 'offline' ? undefined : f));
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [offline]);

  const update = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = options.order.find((f) => found[f]?.length);
    const el = first ? formRef.current?.elements.namedItem(first) : null;
    if (el instanceof HTMLElement) el.focus();
  };

  /** What a send needs beyond the page: the schema and the toasts' chunk, fetched while the visitor types. */
  const warm = () => {
    void options.loadSchema?.().catch(() => undefined);
    void warmToasts();
  };

  async function submit(run: SubmitOptions) {
    if (submitting) return;
    setFailure(undefined);
    let problems: FieldErrors = {};
    try {
      problems = await run.validate();
    } catch {
      // The schema's chunk could not load (the connection dropped): the server checks the same.
    }
    const found = formMessages(t, options.form, problems);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const failed = (why: SendFailure, description?: string) => {
      const words = {
        offline: t.messages.forms.sendOffline,
        timeout: t.messages.forms.sendTimeout,
        server: t.messages.forms.sendServer,
      };
      setFailure({ why, text: description ?? words[why] });
      toast({ title: run.failureTitle, description, variant: 'danger' });
    };
    try {
      const res = await run.send(AbortSignal.timeout(SEND_TIMEOUT_MS));
      const body = await readJson(res);
      if (res.ok && body && (body.ok || body.id)) {
        // A success toast may be carried to the next page: its React part must be here to draw it first.
        await warmToasts();
        setValues(options.empty);
        draft.clear();
        run.onSuccess(body);
      } else if (
        [400, 413, 415, 422].includes(res.status) &&
        body?.fieldErrors &&
        Object.keys(body.fieldErrors).length > 0
      ) {
        showErrors(body.fieldErrors);
      } else {
        // 429 and 408 carry a useful hint (wait a moment, check the connection), 410 says the job closed
        // (the text stays in the form); other errors do not.
        // A success without our JSON is no success: a portal or a proxy answered, not this site.
        failed('server', [400, 408, 410, 429].includes(res.status) ? body?.error : undefined);
      }
    } catch (err) {
      // fetch rejects when no answer came at all: the connection, or our own time limit.
      failed(err instanceof DOMException && err.name === 'TimeoutError' ? 'timeout' : 'offline');
    } finally {
      setSubmitting(false);
    }
  }

  return {
    formRef,
    /** Spread on the form: its ref, and the name the draft finds its server HTML by. */
    formProps: { ref: formRef, 'data-form': options.form, onFocus: warm },
    values,
    errors,
    setErrors,
    update,
    /** A field's wiring for a TextField: its name, first error, value and handler. */
    bind: (field: F) => ({
      name: field,
      error: errors[field],
      value: values[field],
      onValue: (value: string) => update(field, value),
    }),
    submit,
    submitting,
    /** The server's sentence about a post without JavaScript. */
    serverError: echo?.error,
    /** Why the last send with JavaScript failed: shown beside the submit button (SendNotice). */
    failure: failure?.text,
    echo,
    t,
    lang,
    /** The form's action and fetch URL in the page's language. */
    action: (path: string) => formAction(lang, path),
  };
}
