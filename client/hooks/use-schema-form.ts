import { useEffect, useRef, useState } from 'react';
import { useToast } from '../layout/toasts';
import { useServerFormState } from './use-form-state';
import { useLang } from '../i18n';
import { useFormT } from './use-form-t';
import { formMessages } from '../../shared/schemas/form-messages';
import { formAction } from '../../shared/schemas/form-lang';
import type { FormName, ServerFormState } from '../../shared/ssr-data';

export type FieldErrors = Record<string, string[]>;

interface Answer {
  id?: string;
  error?: string;
  fieldErrors?: FieldErrors;
}

async function readJson(res: Response): Promise<Answer> {
  try {
    return (await res.json()) as Answer;
  } catch {
    return {};
  }
}

export interface SchemaFormOptions<F extends string> {
  form: FormName;
  /** The fields in form order: the first one in error gets the focus. */
  order: readonly string[];
  empty: Record<F, string>;
  /** Whether the server's echo of a no-JS post belongs to this form (e.g. the same job). */
  accepts?: (state: ServerFormState) => boolean;
}

export interface SubmitOptions {
  /** The shared schema's verdict (plus any check of its own, such as the file's bytes), as codes: the hook words them. */
  validate(): Promise<FieldErrors>;
  send(): Promise<Response>;
  onSuccess(answer: Answer): void;
  /** The toast title when the post fails for a reason that is not a field. */
  failureTitle: string;
}

/**
 * The steps the contact and application forms share: start
 * from the server's echo of a post without JavaScript, replace the
 * browser's bubbles with our messages once hydrated, check with the shared
 * schema before sending, show the server's field errors the same way, and
 * toast any other failure (with the server's hint when it is a rate limit).
 * Everything is in the page's language: the schema's codes are worded with
 * its dictionary and the forms' strings (useFormT), and the post carries it
 * (`lang`, `action`) so the server's answers are in it too.
 */
export function useSchemaForm<F extends string>(options: SchemaFormOptions<F>) {
  const t = useFormT();
  const lang = useLang();
  const state = useServerFormState(options.form);
  const echo = state && (options.accepts?.(state) ?? true) ? state : undefined;
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<F, string>>(() => {
    const start = { ...options.empty };
    for (const f of Object.keys(start) as F[]) {
      const v = echo?.values[f];
      if (typeof v === 'string') start[f] = v;
    }
    return start;
  });
  const [errors, setErrors] = useState<FieldErrors>(() => echo?.fieldErrors ?? {});
  const [submitting, setSubmitting] = useState(false);

  // Once hydrated, our own checks replace the browser's bubbles; without
  // JavaScript the `required` and `type` attributes still guard the post.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

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

  async function submit(run: SubmitOptions) {
    if (submitting) return;
    const found = formMessages(t, options.form, await run.validate());
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const failed = (description?: string) => toast({ title: run.failureTitle, description, variant: 'danger' });
    try {
      const res = await run.send();
      const body = await readJson(res);
      if (res.ok) {
        setValues(options.empty);
        run.onSuccess(body);
      } else if (
        [400, 413, 415, 422].includes(res.status) &&
        body.fieldErrors &&
        Object.keys(body.fieldErrors).length > 0
      ) {
        showErrors(body.fieldErrors);
      } else {
        // 429 and 408 carry a useful hint (wait a moment, check the connection), 410 says the job closed
        // (the text stays in the form); other errors do not.
        failed([400, 408, 410, 429].includes(res.status) ? body.error : undefined);
      }
    } catch {
      failed();
    } finally {
      setSubmitting(false);
    }
  }

  return {
    formRef,
    values,
    errors,
    setErrors,
    update,
    submit,
    submitting,
    serverError: echo?.error,
    echo,
    t,
    lang,
    /** The form's action and fetch URL in the page's language. */
    action: (path: string) => formAction(lang, path),
  };
}
