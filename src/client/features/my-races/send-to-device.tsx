import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { deviceLink, QR_MAX_BYTES } from '../../../domain/my-races/device-link';
import { useT } from '../../i18n/language-store';
import { useMyRaces } from '../../shared/my-races/my-races-store';

/** The QR code's modules, dark or light; 'too-long' when the link cannot fit in one. */
type Qr = boolean[][] | 'too-long' | null;

/** A QR code drawn as one path; dark on light in both liveries, as scanners expect. */
function QrCode({ modules, label }: { modules: boolean[][]; label: string }) {
  const size = modules.length;
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="my-races__qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * "Send to another device": a link, and its QR code, carrying the marks in the fragment
 * (its rules in src/domain/my-races/device-link.ts). The QR library loads only when the fan opens this, so no route's
 * first load carries it.
 */
export function SendToDevice() {
  const t = useT();
  const mine = useMyRaces();
  const { pathname } = useLocation();
  const panelId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [qr, setQr] = useState<Qr>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setCopied(false);
    void (async () => {
      const next = await deviceLink(window.location.origin, pathname, mine);
      if (!live) return;
      setLink(next);
      if (new TextEncoder().encode(next).length > QR_MAX_BYTES) {
        setQr('too-long');
        return;
      }
      try {
        const { encode } = await import('uqr');
        if (live) setQr(encode(next, { ecc: 'L', border: 4 }).data);
      } catch {
        // Offline before the QR code's chunk was cached: the link alone still works.
        if (live) setQr(null);
      }
    })();
    return () => {
      live = false;
    };
  }, [open, pathname, mine]);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard here (plain http, or refused): the link is selected to copy by hand.
      field.current?.select();
    }
  };

  return (
    <div className="my-races__send">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('myRaces.link.send')}
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <>
            <p>{t('myRaces.link.note', { product: PRODUCT_NAME })}</p>
            {link === null ? (
              <p>{t('myRaces.link.preparing')}</p>
            ) : (
              <>
                {qr === 'too-long' && <p>{t('myRaces.link.tooLongForQr')}</p>}
                {Array.isArray(qr) && <QrCode modules={qr} label={t('myRaces.link.qr')} />}
                <label className="my-races__field">
                  {t('myRaces.link.field')}
                  <input
                    ref={field}
                    type="text"
                    readOnly
                    value={link}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                </label>
                <button type="button" onClick={() => void copy()}>
                  {t('myRaces.link.copy')}
                </button>
              </>
            )}
            <p role="status" className="my-races__file-note">
              {copied ? t('myRaces.link.copied') : ''}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
