import './colour-field.css';
// A colour as the editors take it: a swatch picker beside the hex text (the text is what is saved, so a value
// the server refuses can still be seen and corrected).
export function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <span className="colour-field">
        <input
          type="color"
          aria-hidden="true"
          tabIndex={-1}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
        <input value={value} maxLength={7} onChange={(e) => onChange(e.target.value)} />
      </span>
    </label>
  );
}
