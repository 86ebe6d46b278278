// The footer both confirmation screens share (V3 and V32): the agreement line, then the button that goes on only
// while the box is ticked and no push is in flight.
import type { Agreement } from '@pautang/contract/loans';
import { Button } from '../../../components/ui/button/button';
import { AgreementLine } from './agreement-line';

export interface ConfirmFooterProps {
  agreements: Agreement[];
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onOpenAgreement: (position: number) => void;
  pending: boolean;
  label: string;
  track: string;
  onConfirm: () => void;
}

export function ConfirmFooter(props: ConfirmFooterProps) {
  return (
    <>
      <AgreementLine
        agreements={props.agreements}
        checked={props.agreed}
        onChange={props.onAgreedChange}
        onOpen={props.onOpenAgreement}
      />
      <Button
        variant="primary"
        block
        disabled={!props.agreed || props.pending}
        data-track={props.track}
        onClick={props.onConfirm}
      >
        {props.label}
      </Button>
    </>
  );
}
