// 'I have read and agree' plus the agreement titles. The titles are buttons outside the checkbox label, so tapping
// one opens the agreement instead of toggling the box. Hidden when there are no agreements.
import type { Agreement } from '@pautang/contract/loans';
import { Checkbox } from '../../../components/ui/checkbox/checkbox';
import { loanConfirmText } from '../../../i18n/en/loan-confirm';
import './agreement-line.css';

export interface AgreementLineProps {
  agreements: Agreement[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Called with the title's position in the list. */
  onOpen: (position: number) => void;
}

// 'Loan Agreement, Disclosure Statement and X': the titles read as a list, not as one run-on phrase.
function separatorAfter(position: number, count: number): string {
  if (position === count - 1) return '';
  return position === count - 2
    ? loanConfirmText.agreementsLastSeparator
    : loanConfirmText.agreementsSeparator;
}

export function AgreementLine({ agreements, checked, onChange, onOpen }: AgreementLineProps) {
  if (agreements.length === 0) return null;
  return (
    <div className="loan-confirm-agreements">
      <Checkbox checked={checked} onChange={onChange}>
        {loanConfirmText.agreeTo}
      </Checkbox>
      {agreements.map((agreement, position) => (
        <span key={agreement.id} className="loan-confirm-agreement-item">
          <button
            type="button"
            className="loan-confirm-agreement-link"
            data-track="loan-confirm-agreement"
            onClick={() => onOpen(position)}
          >
            {agreement.title}
          </button>
          {separatorAfter(position, agreements.length)}
        </span>
      ))}
    </div>
  );
}
