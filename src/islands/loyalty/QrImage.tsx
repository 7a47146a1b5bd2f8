/** A QR code drawn with the `qrcode` package as an image of `size` px, with a text alternative. */
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export default function QrImage({ value, size, alt, testId }: { value: string; size: number; alt: string; testId?: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? <img className="ly-qr" src={src} width={size} height={size} alt={alt} data-testid={testId} /> : <span className="ly-qr" style={{ width: size, height: size }} role="img" aria-label={alt} />;
}
