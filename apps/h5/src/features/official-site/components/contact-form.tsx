// The Contact tab (spec 2 §2.12, §5): all four fields are required ('Please provide complete information!');
// a complete message is kept by the server and answered with 'Successful!'.
import { useState, type FormEvent } from 'react';
import { CONTACT_FIELD_MAX } from '@pautang/contract/site-limits';
import { toast } from '../../../components/ui/toast/toast';
import { siteText as text } from '../../../i18n/en/official-site';
import { ApiError } from '../../../lib/request';
import { sendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'telephone', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: '', telephone: '', email: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (FIELDS.some((f) => values[f].trim() === '')) return toast.fail(text.incomplete);
    setBusy(true);
    sendContactMessage(values)
      .then(
        () => {
          toast.success(text.sent);
          setValues(EMPTY);
        },
        (error: unknown) => {
          // The server's message is already shown; anything else is a network failure the request layer handled.
          if (!(error instanceof ApiError)) return;
        },
      )
      .finally(() => setBusy(false));
  };

  const input = (field: Exclude<Field, 'message'>, type: string, autoComplete: string) => (
    <label className="site-field">
      <span>{text[field]}</span>
      <input
        name={field}
        type={type}
        autoComplete={autoComplete}
        maxLength={CONTACT_FIELD_MAX[field]}
        value={values[field]}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
      />
    </label>
  );

  return (
    <form className="site-form" onSubmit={submit} noValidate>
      {input('name', 'text', 'name')}
      {input('telephone', 'tel', 'tel')}
      {input('email', 'email', 'email')}
      <label className="site-field">
        <span>{text.message}</span>
        <textarea
          name="message"
          rows={4}
          maxLength={CONTACT_FIELD_MAX.message}
          value={values.message}
          onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
        />
      </label>
      <button type="submit" className="site-button" aria-busy={busy}>
        {text.send}
      </button>
    </form>
  );
}
