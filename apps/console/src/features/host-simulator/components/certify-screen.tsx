// The profile (certify): the list of steps with the state of each, and one step's form. A saved step goes on to
// the step the server names next; a refused one shows each item's own message where it was asked.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CertifyForm, CertifyStep } from '@pautang/contract/origination';
import type { SessionParams } from '@pautang/contract/session';
import { t } from '../../../i18n/messages';
import { borrowerSession } from '../../../lib/app-call';
import { errorText } from '../../../lib/request';
import { useCertifyList } from '../api/get-certify-list';
import { fieldErrorsOf, saveCertifyStep, useCertifyStep } from '../api/certify-step';
import { uploadCertifyImage } from '../api/upload-certify-image';
import { ownH5Url } from '../utils/h5-url';
import { CertifyFields, withoutOrphans } from './certify-form';
import { ResourceState } from './resource-state';

export type CertifyListScreenProps = {
  session: SessionParams;
  onStep: (step: CertifyStep) => void;
  onHome: () => void;
};

export function CertifyListScreen({ session, onStep, onHome }: CertifyListScreenProps) {
  const list = useCertifyList(borrowerSession(session));
  return (
    <div className="native-screen">
      <ResourceState resource={list} loading={t('loadingProfile')}>
        {(data) => (
          <>
            <p className="native-screen__note">{data.complete ? t('certifyComplete') : t('certifyIntro')}</p>
            <ol className="native-screen__list" aria-label={t('certifyStepsLabel')}>
              {data.steps.map((step) => (
                <li key={step.step}>
                  <button
                    type="button"
                    className="native-screen__row"
                    data-step={step.step}
                    aria-label={`${step.title}: ${step.state === 'done' ? t('certifyDone') : t('certifyTodo')}`}
                    onClick={() => onStep(step.step)}
                  >
                    <span>{step.title}</span>
                    <span className={`native-screen__state native-screen__state--${step.state}`}>
                      {step.state === 'done' ? t('certifyDone') : t('certifyTodo')}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            {data.next ? (
              <button
                type="button"
                className="native-screen__action native-screen__primary"
                onClick={() => data.next && onStep(data.next)}
              >
                {t('certifyContinue')}
              </button>
            ) : (
              <button type="button" className="native-screen__action native-screen__primary" onClick={onHome}>
                {t('decisionHome')}
              </button>
            )}
          </>
        )}
      </ResourceState>
    </div>
  );
}

export type CertifyStepScreenProps = {
  session: SessionParams;
  step: CertifyStep;
  /** The step saved: the next one, or null when the profile is complete. */
  onSaved: (next: CertifyStep | null) => void;
};

export function CertifyStepScreen({ session, step, onSaved }: CertifyStepScreenProps) {
  const form = useCertifyStep(borrowerSession(session), step);
  return (
    <div className="native-screen">
      <ResourceState resource={form} loading={t('loadingProfile')}>
        {(data) => <StepForm key={step} session={session} form={data} onSaved={onSaved} />}
      </ResourceState>
    </div>
  );
}

function StepForm({
  session,
  form,
  onSaved,
}: {
  session: SessionParams;
  form: CertifyForm;
  onSaved: CertifyStepScreenProps['onSaved'];
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(form.items.map((item) => [item.code, item.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save, the first refused item takes the focus (and scrolls into view), with its message read.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const saved = await saveCertifyStep(borrowerSession(session), form.step, values);
      setErrors({});
      onSaved(saved.next || null);
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      setProblem(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} className="certify-form" onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="native-screen__heading">{form.title}</h3>
      {form.notice && <p className="certify-form__notice">{form.notice}</p>}
      <CertifyFields
        items={form.items}
        values={values}
        errors={errors}
        onChange={(code, value) => {
          setValues((v) => withoutOrphans(form.items, { ...v, [code]: value }));
          // A changed answer's old message no longer applies.
          setErrors((current) => {
            const next = { ...current };
            delete next[code];
            return next;
          });
        }}
        onUpload={async (kind, file) => {
          const stored = await uploadCertifyImage(borrowerSession(session), kind, file);
          // The photo opens only for its owner: our own path, with the session, as the H5 shows complaint images.
          return { ...stored, url: ownH5Url(stored.url, session) };
        }}
      />
      {problem && (
        <p role="alert" className="native-screen__reason">
          {problem}
        </p>
      )}
      <button type="submit" className="native-screen__action native-screen__primary" disabled={saving}>
        {saving ? t('certifySaving') : t('certifySave')}
      </button>
    </form>
  );
}
