import { useEffect, useId, useState } from 'react';
import { t as translate } from '../../lib/i18n';
import './qr-code.css';

/** Modules of light border around the code, as scanners expect. */
const QUIET_ZONE = 4;

/**
 * One path of unit squares, one for each dark module of the code. The encoder loads with the
 * first code drawn, not with the dashboard that may show one (docs/decisions/015).
 */
async function modulePath(text: string): Promise<{ size: number; path: string }> {
  const { default: QRCode } = await import('qrcode');
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
  /** The text alternative: what the code holds and what it is for (English, shown in the page's language). */
  label: string;
  /** Rendered width and height in CSS pixels. */
  pixels?: number;
};

/**
 * A QR code drawn as SVG in the page (no image request), named by its text alternative. Until the
 * encoder has loaded it is a blank square of the same size, so nothing moves when the code appears.
 */
export function QrCode({ text, label, pixels = 200 }: QrCodeProps) {
  const titleId = useId();
  const [drawn, setDrawn] = useState<{ text: string; size: number; path: string }>();
  useEffect(() => {
    let current = true;
    void modulePath(text).then((code) => {
      if (current) setDrawn({ text, ...code });
    });
    return () => {
      current = false;
    };
  }, [text]);
  const code = drawn?.text === text ? drawn : undefined;
  const size = code?.size ?? 1;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-labelledby={titleId}
      aria-busy={code ? undefined : true}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <title id={titleId}>{translate(label)}</title>
      <rect width={size} height={size} fill="#ffffff" />
      {code && <path d={code.path} fill="#000000" />}
    </svg>
  );
}
