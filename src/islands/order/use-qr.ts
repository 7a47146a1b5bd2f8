/** QR codes of the order screens (orders-and-payments.md §2.5, §2.11, §9 "QR sizes … 200"), drawn by npm qrcode loaded on demand. */
import { useEffect, useState } from 'react';

/** QR code sizes of the order status and order QR screens (§9). */
export const ORDER_QR_SIZE = 200;

/** An SVG QR code of `text`, `size` pixels wide (npm qrcode, loaded on demand). */
export function useQrSvg(text: string, size = ORDER_QR_SIZE): string {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    void import('qrcode').then((QR) =>
      QR.toString(text, { type: 'svg', width: size, margin: 1, errorCorrectionLevel: 'M' }).then((s) => {
        if (!cancelled) setSvg(s.replace('<svg ', `<svg width="${size}" height="${size}" focusable="false" aria-hidden="true" `));
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [text, size]);
  return svg;
}

