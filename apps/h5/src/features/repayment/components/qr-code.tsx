// A real QR code of a pay code, drawn as SVG from uqr's module matrix (no innerHTML). Loaded only by the
// /repaymentOfCode route, so no other page carries the encoder.
import { encode } from 'uqr';

export function QrCode({ value, label }: { value: string; label: string }) {
  if (!value) return null;
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className="repay-qr-svg"
      role="img"
      aria-label={label}
      data-testid="qr"
      data-modules={size}
      viewBox={`0 0 ${size} ${size}`}
      width={220}
      height={220}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
