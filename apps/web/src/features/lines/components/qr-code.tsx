import { useId, useMemo } from 'react';
import QRCode from 'qrcode';

/** Modules of light border around the code, as scanners expect. */
const QUIET_ZONE = 4;

/** One path of unit squares, one for each dark module of the code. */
function modulePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

type QrCodeProps = {
  text: string;
  /** The text alternative: what the code holds and what it is for. */
  label: string;
  /** Rendered width and height in CSS pixels. */
  pixels?: number;
};

/** A QR code drawn as SVG in the page (no image request), named by its text alternative. */
export function QrCode({ text, label, pixels = 200 }: QrCodeProps) {
  const titleId = useId();
  const { size, path } = useMemo(() => modulePath(text), [text]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-labelledby={titleId}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <title id={titleId}>{label}</title>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
