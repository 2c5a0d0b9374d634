import { useId, useState } from 'react';
import { PRODUCT_NAME } from '../../../domain/constants';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import {
  type ImportResult,
  MY_RACES_FILE_MAX_BYTES,
  myRacesFile,
  readMyRacesFile,
} from '../../../domain/my-races/my-races';
import { useT } from '../../i18n/language-store';
import { myRaces } from '../../shared/my-races/my-races-store';
import { SendToDevice } from './send-to-device';

/** The export's name on the fan's disk: the product's and what it holds. */
export const MY_RACES_FILE_NAME = 'gp-vibes-my-races.json';

type Refusal = Extract<ImportResult, { ok: false }>['reason'];
const REFUSAL_WORDS: Record<Refusal, MessageId> = {
  'too-large': 'myRaces.file.tooLarge',
  'not-json': 'myRaces.file.notOurs',
  'not-ours': 'myRaces.file.notOurs',
  version: 'myRaces.file.version',
  invalid: 'myRaces.file.invalid',
};

type Outcome = { ok: true; count: number } | { ok: false; reason: Refusal } | null;

/** Reads a chosen file without loading one far larger than any export into memory. */
async function importFile(file: File): Promise<ImportResult> {
  if (file.size > MY_RACES_FILE_MAX_BYTES) return { ok: false, reason: 'too-large' };
  return readMyRacesFile(await file.text());
}

/** Export to a file and import from one: the way a fan's marks reach another device. */
export function MyRacesFileTools() {
  const t = useT();
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const exportFile = () => {
    const blob = new Blob([myRacesFile(myRaces.get())], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = MY_RACES_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  const onChoose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The same file chosen again must fire again.
    input.value = '';
    if (!file) return;
    const result = await importFile(file);
    if (!result.ok) {
      setOutcome(result);
      return;
    }
    myRaces.replace(result.myRaces);
    setOutcome({ ok: true, count: Object.keys(result.myRaces.marks).length });
  };

  return (
    <section className="my-races__file" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('myRaces.file.heading')}</h2>
      <p>{t('myRaces.file.note', { product: PRODUCT_NAME })}</p>
      <button type="button" onClick={exportFile}>
        {t('myRaces.file.export')}
      </button>
      <label className="my-races__field">
        {t('myRaces.file.import')}
        <input
          type="file"
          accept="application/json,.json"
          onChange={(event) => void onChoose(event.currentTarget)}
        />
      </label>
      <p role="status" className="my-races__file-note">
        {outcome?.ok ? t('myRaces.file.imported', { count: outcome.count }) : ''}
      </p>
      <p role="alert" className="my-races__file-error">
        {outcome && !outcome.ok ? t(REFUSAL_WORDS[outcome.reason], { product: PRODUCT_NAME }) : ''}
      </p>
      <SendToDevice />
    </section>
  );
}
