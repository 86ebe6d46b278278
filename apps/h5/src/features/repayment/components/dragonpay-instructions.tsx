// The payment-gateway instruction page (spec 2 §2.14): paying through two e-wallets (Pay Bills, then Payment
// Solutions, then the gateway, then the reference number) and at offline stores (tell the cashier, give the
// reference number). Images enlarge on tap.
import { useState } from 'react';
import { Overlay } from '../../../components/ui/overlay/overlay';
import { instructionsText as text } from '../../../i18n/en/payment-instructions';
import './repayment.css';

type Figure = { src: string; alt: string };

export function DragonpayInstructions() {
  const [open, setOpen] = useState<Figure | undefined>(undefined);
  const figure = (f: Figure) => (
    <button
      key={f.alt}
      type="button"
      className="pi-figure"
      aria-label={`${text.enlarge}: ${f.alt}`}
      onClick={() => setOpen(f)}
    >
      <img src={f.src} alt="" width={64} height={64} />
    </button>
  );
  return (
    <div className="repay pi">
      <p className="repay-notice">{text.intro}</p>
      {text.ewallets.map((w) => (
        <section key={w.name} className="repay-card" aria-labelledby={`pi-${w.id}`}>
          <div className="pi-head">
            {figure({ src: w.logo, alt: w.name })}
            <h2 id={`pi-${w.id}`} className="repay-card-title">
              {w.heading}
            </h2>
          </div>
          <ol className="repay-tips">
            {text.ewalletSteps(w.name).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
      ))}
      <section className="repay-card" aria-labelledby="pi-otc">
        <div className="pi-head">
          {text.stores.map((s) => figure({ src: s.logo, alt: s.name }))}
          <h2 id="pi-otc" className="repay-card-title">
            {text.otcHeading}
          </h2>
        </div>
        <ol className="repay-tips">
          {text.otcSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
      {open && (
        <Overlay
          className="pi-viewer"
          label={open.alt}
          onMask={() => setOpen(undefined)}
          onEscape={() => setOpen(undefined)}
        >
          <button
            type="button"
            className="pi-viewer-close"
            aria-label={text.close}
            onClick={() => setOpen(undefined)}
          >
            <img src={open.src} alt={open.alt} width={256} height={256} />
          </button>
        </Overlay>
      )}
    </div>
  );
}
