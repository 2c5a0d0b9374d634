import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import {
  type DeviceLinkRefusal,
  decodeDeviceLinkData,
  deviceLinkDataOf,
  summarizeMyRaces,
} from '../../../domain/my-races/device-link';
import type { MyRaces } from '../../../domain/my-races/watch-marks';
import { useT } from '../../i18n/language-store';
import { myRaces } from '../../shared/my-races-store';
import { SCOPE_WORDS } from './shield-settings';

const REFUSAL_WORDS: Record<DeviceLinkRefusal, MessageId> = {
  'link-too-long': 'catchup.link.tooLong',
  'link-damaged': 'catchup.link.damaged',
  'too-large': 'catchup.link.tooLarge',
  'not-json': 'catchup.link.notOurs',
  'not-ours': 'catchup.link.notOurs',
  version: 'catchup.link.version',
  invalid: 'catchup.link.invalid',
};

type Step =
  | { step: 'offer'; myRaces: MyRaces }
  | { step: 'refused'; reason: DeviceLinkRefusal }
  | { step: 'imported'; count: number }
  | null;

/**
 * A link from "Send to another device" opened here: what it holds, imported only on the
 * fan's tap. Once imported, cancelled or refused, the fragment leaves the address, so a
 * reload does not offer it again.
 */
export function DeviceLinkImport() {
  const t = useT();
  const headingId = useId();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const data = deviceLinkDataOf(hash);
  const [step, setStep] = useState<Step>(null);

  useEffect(() => {
    if (data === null) return;
    let live = true;
    void decodeDeviceLinkData(data).then((result) => {
      if (!live) return;
      if (result.ok) {
        setStep({ step: 'offer', myRaces: result.myRaces });
        return;
      }
      setStep({ step: 'refused', reason: result.reason });
      navigate({ pathname, search }, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [data, navigate, pathname, search]);

  const forgetLink = () => navigate({ pathname, search }, { replace: true });

  if (step?.step === 'refused') {
    return (
      <p role="alert" className="my-races__file-error">
        {t(REFUSAL_WORDS[step.reason], { product: PRODUCT_NAME })}
      </p>
    );
  }
  if (step?.step === 'imported') {
    return (
      <p role="status" className="my-races__file-note">
        {t('catchup.file.imported', { count: step.count })}
      </p>
    );
  }
  if (step?.step !== 'offer') return null;

  const held = summarizeMyRaces(step.myRaces);
  const accept = () => {
    myRaces.replace(step.myRaces);
    setStep({ step: 'imported', count: held.races });
    forgetLink();
  };
  const cancel = () => {
    setStep(null);
    forgetLink();
  };
  return (
    <section className="my-races__link-import" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catchup.link.heading')}</h2>
      <p>{t('catchup.link.holds', held)}</p>
      <p>{t('catchup.link.shield', { scope: t(SCOPE_WORDS[step.myRaces.shield]) })}</p>
      <p>{t('catchup.link.replaces')}</p>
      <div className="my-races__link-actions">
        <button type="button" onClick={accept}>
          {t('catchup.link.import')}
        </button>
        <button type="button" onClick={cancel}>
          {t('catchup.link.cancel')}
        </button>
      </div>
    </section>
  );
}
