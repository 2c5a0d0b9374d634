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
import type { MyRaces } from '../../../domain/my-races/my-races';
import { useT } from '../../i18n/language-store';
import { myRaces } from '../../shared/my-races/my-races-store';
import { SCOPE_WORDS } from './shield-settings';

const REFUSAL_WORDS: Record<DeviceLinkRefusal, MessageId> = {
  'link-too-long': 'myRaces.link.tooLong',
  'link-damaged': 'myRaces.link.damaged',
  'too-large': 'myRaces.link.tooLarge',
  'not-json': 'myRaces.link.notOurs',
  'not-ours': 'myRaces.link.notOurs',
  version: 'myRaces.link.version',
  invalid: 'myRaces.link.invalid',
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
        {t('myRaces.file.imported', { count: step.count })}
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
      <h2 id={headingId}>{t('myRaces.link.heading')}</h2>
      <p>{t('myRaces.link.holds', held)}</p>
      <p>{t('myRaces.link.shield', { scope: t(SCOPE_WORDS[step.myRaces.shield]) })}</p>
      <p>{t('myRaces.link.replaces')}</p>
      <div className="my-races__link-actions">
        <button type="button" onClick={accept}>
          {t('myRaces.link.import')}
        </button>
        <button type="button" onClick={cancel}>
          {t('myRaces.link.cancel')}
        </button>
      </div>
    </section>
  );
}
