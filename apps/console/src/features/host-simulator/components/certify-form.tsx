// The server-driven form of a profile step: each CertifyItem rendered by its category, the same item engine as bind
// bank (spec 1 §3: text, enum, day, city-select) plus an image taken with the camera. Each item carries the privacy
// notice of the point it is asked (NPC Circular 2022-02) and, after a refused save, its own message.
import { useId, useState } from 'react';
import type { CertifyImageKind, CertifyItem, CertifyOption } from '@pautang/contract/origination';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';

export type CertifyFieldsProps = {
  items: CertifyItem[];
  values: Record<string, string>;
  /** Item code → the server's message for it. */
  errors: Record<string, string>;
  onChange: (code: string, value: string) => void;
  /** Stores an image and answers its id (the image item's value) and where to show it. */
  onUpload: (kind: CertifyImageKind, file: File) => Promise<{ imageId: string; url: string }>;
};

export function CertifyFields({ items, values, errors, onChange, onUpload }: CertifyFieldsProps) {
  return (
    <div className="certify-fields">
      {items.map((item) => (
        <CertifyField
          key={item.code}
          item={item}
          value={values[item.code] ?? ''}
          options={optionsNow(item, values)}
          error={errors[item.code]}
          onChange={(value) => onChange(item.code, value)}
          onUpload={onUpload}
        />
      ))}
    </div>
  );
}

/** The other items' answers: the options an option may belong under (a city's province). */
function answersBesides(values: Record<string, string>, code: string): Set<string> {
  return new Set(Object.entries(values).flatMap(([c, v]) => (c !== code && v !== '' ? [v] : [])));
}

/** An item's options the borrower may pick now: those under no other option, or under one chosen elsewhere. */
export function optionsNow(item: CertifyItem, values: Record<string, string>): CertifyOption[] {
  const chosen = answersBesides(values, item.code);
  return item.note.filter((option) => option.parent === '' || chosen.has(option.parent));
}

/**
 * The answers with every pick whose parent is no longer chosen cleared (a city after its province changed). A name
 * may stand under several parents (Naga City in Camarines Sur and in Cebu): the pick stays while any of them is chosen.
 */
export function withoutOrphans(items: CertifyItem[], values: Record<string, string>): Record<string, string> {
  const next = { ...values };
  for (const item of items) {
    const picked = item.note.filter((option) => option.type === next[item.code]);
    if (picked.length === 0) continue;
    const chosen = answersBesides(next, item.code);
    if (!picked.some((option) => option.parent === '' || chosen.has(option.parent))) next[item.code] = '';
  }
  return next;
}

/** Which picture an image item asks for: the selfie, or else the ID's photo. */
export const imageKindOf = (item: CertifyItem): CertifyImageKind =>
  /selfie/i.test(item.code) ? 'selfie' : 'id';

function CertifyField({
  item,
  value,
  options,
  error,
  onChange,
  onUpload,
}: {
  item: CertifyItem;
  value: string;
  options: CertifyOption[];
  error: string | undefined;
  onChange: (value: string) => void;
  onUpload: CertifyFieldsProps['onUpload'];
}) {
  const id = useId();
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  const described =
    [item.notice ? noticeId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control = { id, 'aria-describedby': described, 'aria-invalid': error ? true : undefined } as const;
  return (
    <div className="certify-field" data-code={item.code}>
      <label className="certify-field__title" htmlFor={id}>
        {item.title}
        {item.required === 0 && <span className="certify-field__optional"> {t('certifyOptional')}</span>}
      </label>
      <Control
        item={item}
        value={value}
        options={options}
        control={control}
        onChange={onChange}
        onUpload={onUpload}
      />
      {item.notice && (
        <p className="certify-field__notice" id={noticeId}>
          {item.notice}
        </p>
      )}
      {error && (
        <p className="certify-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type ControlProps = {
  item: CertifyItem;
  value: string;
  /** The options to offer now (see optionsNow). */
  options: CertifyOption[];
  control: { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };
  onChange: (value: string) => void;
  onUpload: CertifyFieldsProps['onUpload'];
};

/** An enum's or a city-select's picker: the item's options, its placeholder first. */
function OptionSelect({ item, value, options, control, onChange }: Omit<ControlProps, 'onUpload'>) {
  return (
    <select
      {...control}
      className="certify-field__input"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{item.subtitle || t('certifyChoose')}</option>
      {options.map((option) => (
        <option key={option.type} value={option.type}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

function Control({ item, value, options, control, onChange, onUpload }: ControlProps) {
  switch (item.category) {
    case 'enum':
      return (
        <OptionSelect item={item} value={value} options={options} control={control} onChange={onChange} />
      );
    case 'day':
      return (
        <input
          {...control}
          className="certify-field__input"
          type="date"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'city-select':
      return item.note.length > 0 ? (
        <CitySelect item={item} value={value} options={options} control={control} onChange={onChange} />
      ) : (
        <TextInput item={item} value={value} control={control} onChange={onChange} />
      );
    case 'image':
      return (
        <ImageInput item={item} value={value} control={control} onChange={onChange} onUpload={onUpload} />
      );
    case 'text':
      return <TextInput item={item} value={value} control={control} onChange={onChange} />;
  }
}

function TextInput({ item, value, control, onChange }: Omit<ControlProps, 'onUpload' | 'options'>) {
  const numeric = item.numeric === 1;
  return (
    <input
      {...control}
      className="certify-field__input"
      value={value}
      placeholder={item.subtitle}
      // Digits are kept before the cut, so a pasted '0917-123 4567' stays whole.
      maxLength={numeric || item.maxLength <= 0 ? undefined : item.maxLength}
      inputMode={numeric ? 'numeric' : 'text'}
      autoComplete="off"
      onChange={(e) => {
        const typed = e.target.value;
        if (!numeric) return onChange(typed);
        const digits = typed.replace(/\D/g, '');
        onChange(item.maxLength > 0 ? digits.slice(0, item.maxLength) : digits);
      }}
    />
  );
}

/** A long list of places (provinces, cities): a search box narrows the picker's options. */
function CitySelect({ item, value, options, control, onChange }: Omit<ControlProps, 'onUpload'>) {
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  const found = options.filter(
    (option) => option.type === value || wanted === '' || option.name.toLowerCase().includes(wanted),
  );
  return (
    <div className="certify-field__city">
      <input
        className="certify-field__input"
        type="search"
        aria-label={t('certifySearch', { title: item.title })}
        placeholder={t('certifySearchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <OptionSelect item={item} value={value} options={found} control={control} onChange={onChange} />
    </div>
  );
}

/** A photo from the camera (or a file): uploaded at once, the item's value is the stored image's id. */
function ImageInput({ item, value, control, onChange, onUpload }: Omit<ControlProps, 'options'>) {
  const kind = imageKindOf(item);
  const [state, setState] = useState<{ busy: boolean; preview: string; error: string }>({
    busy: false,
    preview: '',
    error: '',
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, preview: '', error: '' });
    try {
      const stored = await onUpload(kind, file);
      onChange(stored.imageId);
      setState({ busy: false, preview: stored.url, error: '' });
    } catch (e) {
      setState({ busy: false, preview: '', error: errorText(e) });
    }
  };
  return (
    <div className="certify-field__image">
      <input
        {...control}
        className="certify-field__file"
        type="file"
        accept="image/*"
        // The phone opens its camera: the front one for a selfie, the back one for the ID.
        capture={kind === 'selfie' ? 'user' : 'environment'}
        disabled={state.busy}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {state.busy && <p role="status">{t('certifyUploading')}</p>}
      {!state.busy && value !== '' && (
        <p role="status" className="certify-field__uploaded">
          {t('certifyUploaded')}
        </p>
      )}
      {state.preview && (
        <img
          className="certify-field__preview"
          src={state.preview}
          alt={t('certifyPreview', { title: item.title })}
        />
      )}
      {state.error && (
        <p role="alert" className="certify-field__error">
          {t('uploadFailed', { error: state.error })}
        </p>
      )}
    </div>
  );
}
